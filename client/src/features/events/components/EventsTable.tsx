import { Code, Text } from '@mantine/core';
import type { Event } from '@quizfest/shared';
import { formatDateTime } from '../../../components/manager/formatDates';
import { type Column, ManagerTable } from '../../../components/manager/ManagerTable';
import { timestampColumns } from '../../../components/manager/timestampColumns';
import { RunLiveLink } from './RunLiveLink';

// Start and end with the time, created and updated as the day (spec §2).
const COLUMNS: Column<Event>[] = [
  { header: 'Name', cell: (event) => <Text fw={500}>{event.name}</Text> },
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
