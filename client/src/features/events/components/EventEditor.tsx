import { Container, Stack } from '@mantine/core';
import { type EventActivity, LIMITS } from '@quizfest/shared';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditorTopBar } from '../../../components/manager/EditorTopBar';
import { ErrorAlert } from '../../../components/manager/ErrorAlert';
import { FLOATING_ACTIONS_CLEARANCE, FloatingActions } from '../../../components/manager/FloatingActions';
import { FloatingSaveButton } from '../../../components/manager/FloatingSaveButton';
import { MetadataCard } from '../../../components/manager/MetadataCard';
import { UnsavedChangesPrompt } from '../../../components/manager/UnsavedChangesPrompt';
import { useUnsavedChanges } from '../../../lib/manager/useUnsavedChanges';
import { nameTooLong } from '../../../lib/manager/nameTooLong';
import { managerErrorMessage } from '../../../lib/manager/serverErrors';
import { hideSnackbar, showSuccess } from '../../../lib/snackbar';
import type { EventEditorData } from '../api/getEventEditorData';
import { useUpdateEvent } from '../api/updateEvent';
import { isoToPickerValue, pickerValueToIso, validateEventDates } from '../utils/eventDates';
import { EventActivitiesCard } from './EventActivitiesCard';
import { EventInfoCard } from './EventInfoCard';
import { EventTeamsCard } from './EventTeamsCard';
import { RunLiveLink } from './RunLiveLink';

type Props = { data: EventEditorData; onBack: () => void };

const SAVED = 'event-saved';

/** Edits a copy of the event; nothing reaches the server until Save. */
export function EventEditor({ data: { event, teams, activities }, onBack }: Props) {
  const { t } = useTranslation('manage');
  const [name, setName] = useState(event.name);
  const [start, setStart] = useState(() => isoToPickerValue(event.startDate));
  const [end, setEnd] = useState(() => isoToPickerValue(event.endDate));
  const [teamIds, setTeamIds] = useState(event.teamIds);
  const [entries, setEntries] = useState<EventActivity[]>(event.activities);
  const [error, setError] = useState<string | null>(null);
  const save = useUpdateEvent();
  const top = useRef<HTMLDivElement>(null);
  // The form as edited, dates as the pickers hold them: what Save would send, before conversion.
  const form = { name, start, end, teamIds, entries };
  const changes = useUnsavedChanges(form);
  const nameError = nameTooLong(t, name, LIMITS.nameMax);

  // The save button floats at the bottom; bring a failure into view at the top.
  useEffect(() => {
    if (error) top.current?.scrollIntoView({ behavior: 'smooth', block: 'nearest' });
  }, [error]);

  // Changing a date clears the messages, the success snackbar included.
  const changeDate = (set: (value: string) => void) => (value: string) => {
    set(value);
    setError(null);
    hideSnackbar(SAVED);
  };

  const submit = () => {
    const startDate = pickerValueToIso(start);
    const endDate = pickerValueToIso(end);
    const invalid = validateEventDates(t, startDate, endDate);
    setError(invalid);
    hideSnackbar(SAVED);
    if (invalid) return;
    save.mutate(
      {
        id: event.id,
        // Players and screens are sent back as loaded; the server keeps its own (shared schema).
        body: { name, teamIds, players: event.players, activities: entries, startDate, endDate, screenIds: event.screenIds },
      },
      {
        // A snackbar rather than an alert at the top, which would push the whole form down.
        onSuccess: () => {
          changes.markSaved(form);
          showSuccess(t('events.saved'), { id: SAVED });
        },
        onError: (failure) => setError(managerErrorMessage(t, failure, t('events.saveFailed'))),
      },
    );
  };

  return (
    <Container component="main" size="lg" py="md" pb={FLOATING_ACTIONS_CLEARANCE}>
      <Stack>
        <div ref={top}>
          <EditorTopBar
            backLabel={t('events.backToList')}
            onBack={onBack}
            title={t('events.editTitle', { name: event.name })}
            actions={<RunLiveLink event={event} />}
          />
        </div>
        <ErrorAlert message={error} onClose={() => setError(null)} />
        <EventInfoCard
          name={name}
          code={event.code}
          start={start}
          end={end}
          onNameChange={setName}
          onStartChange={changeDate(setStart)}
          onEndChange={changeDate(setEnd)}
          nameError={nameError}
        />
        <EventTeamsCard teams={teams} selectedIds={teamIds} onChange={setTeamIds} />
        <EventActivitiesCard entries={entries} activities={activities} onChange={setEntries} />
        <MetadataCard title={t('events.metadataTitle')} idLabel={t('events.idLabel')} record={event} />
      </Stack>
      <FloatingActions>
        <FloatingSaveButton saving={save.isPending} onSave={submit} disabled={nameError !== null} />
      </FloatingActions>
      <UnsavedChangesPrompt dirty={changes.dirty} />
    </Container>
  );
}
