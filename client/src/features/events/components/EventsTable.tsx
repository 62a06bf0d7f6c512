import { Badge, Code, Group, Text } from '@mantine/core';
import type { Event } from '@quizfest/shared';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/manager/formatDates';
import { type Column, ManagerTable } from '../../../components/manager/ManagerTable';
import { timestampColumns } from '../../../components/manager/timestampColumns';
import { eventPhase } from '../../../lib/eventPhase';
import { RunLiveLink } from './RunLiveLink';
import { EventResultsMenu } from './EventResultsMenu';
import { DuplicateButton } from '../../../components/manager/DuplicateButton';

// Start and end with the time, created and updated as the day (docs/PRODUCT-RULES.md#pages).
function columns(t: TFunction<'manage'>): Column<Event>[] {
  return [
    {
      header: t('common.name'),
      // An event past its end date can no longer be joined or run: marked, so that it is not taken
      // for tonight's. The list is drawn when loaded; the marker does not tick over by itself.
      cell: (event) => (
        <Group gap="xs" wrap="nowrap">
          <Text fw={500} c={eventPhase(event, Date.now()) === 'ended' ? 'dimmed' : undefined}>
            {event.name}
          </Text>
          {eventPhase(event, Date.now()) === 'ended' ? (
            <Badge variant="light" color="gray" size="sm">
              {t('events.ended')}
            </Badge>
          ) : null}
        </Group>
      ),
    },
    { header: t('events.code'), cell: (event) => <Code fz="sm">{event.code}</Code> },
    { header: t('events.startDate'), cell: (event) => formatDateTime(event.startDate), nowrap: true },
    { header: t('events.endDate'), cell: (event) => formatDateTime(event.endDate), nowrap: true },
    ...timestampColumns<Event>(t),
  ];
}

type Props = {
  events: Event[];
  onEdit: (event: Event) => void;
  onDelete: (event: Event) => void;
  onDuplicate: (event: Event) => void;
  /** The id of the event being duplicated, whose button spins. */
  duplicating: string | null;
};

export function EventsTable({ events, onEdit, onDelete, onDuplicate, duplicating }: Props) {
  const { t } = useTranslation('manage');
  const shown = useMemo(() => columns(t), [t]);
  return (
    <ManagerTable
      items={events}
      columns={shown}
      minWidth={960}
      onEdit={onEdit}
      onDelete={onDelete}
      rowActions={(event) => (
        <>
          <RunLiveLink event={event} compact />
          <EventResultsMenu event={event} />
          <DuplicateButton name={event.name} busy={duplicating === event.id} onDuplicate={() => onDuplicate(event)} />
        </>
      )}
    />
  );
}
