import { Badge, Code, Group, Text } from '@mantine/core';
import type { Event } from '@quizfest/shared';
import { formatDateTime } from '../../../lib/manager/formatDates';
import { type Column, ManagerTable } from '../../../components/manager/ManagerTable';
import { timestampColumns } from '../../../components/manager/timestampColumns';
import { eventPhase } from '../../../lib/eventPhase';
import { RunLiveLink } from './RunLiveLink';

// Start and end with the time, created and updated as the day (docs/PRODUCT-RULES.md#pages).
const COLUMNS: Column<Event>[] = [
  {
    header: 'Name',
    // An event past its end date can no longer be joined or run: marked, so that it is not taken
    // for tonight's. The list is drawn when loaded; the marker does not tick over by itself.
    cell: (event) => (
      <Group gap="xs" wrap="nowrap">
        <Text fw={500} c={eventPhase(event, Date.now()) === 'ended' ? 'dimmed' : undefined}>
          {event.name}
        </Text>
        {eventPhase(event, Date.now()) === 'ended' ? (
          <Badge variant="light" color="gray" size="sm">
            Ended
          </Badge>
        ) : null}
      </Group>
    ),
  },
  { header: 'Code', cell: (event) => <Code fz="sm">{event.code}</Code> },
  { header: 'Start Date', cell: (event) => formatDateTime(event.startDate), nowrap: true },
  { header: 'End Date', cell: (event) => formatDateTime(event.endDate), nowrap: true },
  ...timestampColumns<Event>(),
];

type Props = { events: Event[]; onEdit: (event: Event) => void; onDelete: (event: Event) => void };

export function EventsTable({ events, onEdit, onDelete }: Props) {
  return (
    <ManagerTable
      items={events}
      columns={COLUMNS}
      minWidth={960}
      onEdit={onEdit}
      onDelete={onDelete}
      rowActions={(event) => <RunLiveLink event={event} compact />}
    />
  );
}
