import { Alert, Container, Stack } from '@mantine/core';
import type { EventActivity } from '@quizfest/shared';
import { useEffect, useRef, useState } from 'react';
import { EditorTopBar } from '../../../components/manager/EditorTopBar';
import { ErrorAlert } from '../../../components/manager/ErrorAlert';
import { errorMessage } from '../../../components/manager/errorMessage';
import { FloatingActions } from '../../../components/manager/FloatingActions';
import { FloatingSaveButton } from '../../../components/manager/FloatingSaveButton';
import { formatDateTime } from '../../../components/manager/formatDates';
import { MetadataCard } from '../../../components/manager/MetadataCard';
import type { EventEditorData } from '../api/getEventEditorData';
import { useUpdateEvent } from '../api/updateEvent';
import { isoToPickerValue, pickerValueToIso, validateEventDates } from '../utils/eventDates';
import { EventActivitiesCard } from './EventActivitiesCard';
import { EventInfoCard } from './EventInfoCard';
import { EventTeamsCard } from './EventTeamsCard';

type Props = { data: EventEditorData; onBack: () => void };
type Messages = { error: string | null; success: string | null };
const NO_MESSAGES: Messages = { error: null, success: null };

/** Edits a copy of the event; nothing reaches the server until Save. */
export function EventEditor({ data: { event, teams, activities }, onBack }: Props) {
  const [name, setName] = useState(event.name);
  const [start, setStart] = useState(() => isoToPickerValue(event.startDate));
  const [end, setEnd] = useState(() => isoToPickerValue(event.endDate));
  const [teamIds, setTeamIds] = useState(event.teamIds);
  const [entries, setEntries] = useState<EventActivity[]>(event.activities);
  const [messages, setMessages] = useState<Messages>(NO_MESSAGES);
  const save = useUpdateEvent();
  const top = useRef<HTMLDivElement>(null);

  // The save button floats at the bottom; bring its outcome into view at the top.
  useEffect(() => {
    if (messages.error || messages.success) top.current?.scrollIntoView({ behavior: 'smooth', block: 'nearest' });
  }, [messages]);

  // Spec §4: changing a date clears the messages.
  const changeDate = (set: (value: string) => void) => (value: string) => {
    set(value);
    setMessages(NO_MESSAGES);
  };

  const submit = () => {
    const startDate = pickerValueToIso(start);
    const endDate = pickerValueToIso(end);
    const invalid = validateEventDates(startDate, endDate);
    if (invalid) {
      setMessages({ error: invalid, success: null });
      return;
    }
    setMessages(NO_MESSAGES);
    save.mutate(
      {
        id: event.id,
        // Players and screens are sent back as loaded; the server keeps its own (shared schema).
        body: { name, teamIds, players: event.players, activities: entries, startDate, endDate, screenIds: event.screenIds },
      },
      {
        onSuccess: () => setMessages({ error: null, success: 'Event saved successfully!' }),
        onError: (error) => setMessages({ error: errorMessage(error, 'Failed to save event'), success: null }),
      },
    );
  };

  return (
    <Container size="lg" py="md" pb={96}>
      <Stack>
        <div ref={top}>
          <EditorTopBar backLabel="Back to events" onBack={onBack} title={`Edit Event: ${event.name}`} />
        </div>
        <ErrorAlert message={messages.error} onClose={() => setMessages(NO_MESSAGES)} />
        {messages.success ? (
          <Alert color="green" variant="light" withCloseButton closeButtonLabel="Dismiss" onClose={() => setMessages(NO_MESSAGES)}>
            {messages.success}
          </Alert>
        ) : null}
        <EventInfoCard
          name={name}
          code={event.code}
          start={start}
          end={end}
          onNameChange={setName}
          onStartChange={changeDate(setStart)}
          onEndChange={changeDate(setEnd)}
        />
        <EventTeamsCard teams={teams} selectedIds={teamIds} onChange={setTeamIds} />
        <EventActivitiesCard entries={entries} activities={activities} onChange={setEntries} />
        <MetadataCard
          title="Event Metadata"
          rows={[
            { label: 'Event ID', value: event.id },
            { label: 'Owner ID', value: event.ownerId },
            { label: 'Created', value: formatDateTime(event.createdAt) },
            { label: 'Updated', value: formatDateTime(event.updatedAt) },
          ]}
        />
      </Stack>
      <FloatingActions>
        <FloatingSaveButton saving={save.isPending} onSave={submit} />
      </FloatingActions>
    </Container>
  );
}
