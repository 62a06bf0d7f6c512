import { ActionIcon, Badge, Group, Table, Text } from '@mantine/core';
import type { ActivitySummary } from '@quizfest/shared';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { formatDate } from '../../../components/manager/formatDates';
import { ACTIVITY_TYPE_LABELS } from '../utils/activityTypeLabels';

type Props = {
  activities: ActivitySummary[];
  onEdit: (activity: ActivitySummary) => void;
  onDelete: (activity: ActivitySummary) => void;
};

export function ActivitiesTable({ activities, onEdit, onDelete }: Props) {
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Created</Table.Th>
            <Table.Th>Updated</Table.Th>
            <Table.Th ta="right">Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {activities.map((activity) => (
            <Table.Tr key={activity.id}>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <Text fw={500}>{activity.name}</Text>
                  <Badge variant="light" size="sm">
                    {ACTIVITY_TYPE_LABELS[activity.type]}
                  </Badge>
                </Group>
              </Table.Td>
              <Table.Td>{formatDate(activity.createdAt)}</Table.Td>
              <Table.Td>{formatDate(activity.updatedAt)}</Table.Td>
              <Table.Td>
                <Group gap="xs" justify="flex-end" wrap="nowrap">
                  <ActionIcon variant="subtle" aria-label={`Edit ${activity.name}`} onClick={() => onEdit(activity)}>
                    <IconPencil size={18} />
                  </ActionIcon>
                  <ActionIcon variant="subtle" color="red" aria-label={`Delete ${activity.name}`} onClick={() => onDelete(activity)}>
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
