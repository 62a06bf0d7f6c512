import { ActionIcon, Code, Group, Table, Text } from '@mantine/core';
import type { Event } from '@quizfest/shared';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { formatDate, formatDateTime } from '../../../components/manager/formatDates';

type Props = { events: Event[]; onEdit: (event: Event) => void; onDelete: (event: Event) => void };

export function EventsTable({ events, onEdit, onDelete }: Props) {
  return (
    <Table.ScrollContainer minWidth={880}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Code</Table.Th>
            <Table.Th>Start Date</Table.Th>
            <Table.Th>End Date</Table.Th>
            <Table.Th>Created</Table.Th>
            <Table.Th>Updated</Table.Th>
            <Table.Th ta="right">Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {events.map((event) => (
            <Table.Tr key={event.id}>
              <Table.Td>
                <Text fw={500}>{event.name}</Text>
              </Table.Td>
              <Table.Td>
                <Code fz="sm">{event.code}</Code>
              </Table.Td>
              <Table.Td>{formatDateTime(event.startDate)}</Table.Td>
              <Table.Td>{formatDateTime(event.endDate)}</Table.Td>
              <Table.Td>{formatDate(event.createdAt)}</Table.Td>
              <Table.Td>{formatDate(event.updatedAt)}</Table.Td>
              <Table.Td>
                <Group gap="xs" justify="flex-end" wrap="nowrap">
                  <ActionIcon variant="subtle" aria-label={`Edit ${event.name}`} onClick={() => onEdit(event)}>
                    <IconPencil size={18} />
                  </ActionIcon>
                  <ActionIcon variant="subtle" color="red" aria-label={`Delete ${event.name}`} onClick={() => onDelete(event)}>
                    <IconTrash size={18} />
                  </ActionIcon>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
