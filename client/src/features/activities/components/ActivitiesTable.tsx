import { Badge, Group, Text } from '@mantine/core';
import type { ActivitySummary } from '@quizfest/shared';
import { type Column, ManagerTable } from '../../../components/manager/ManagerTable';
import { timestampColumns } from '../../../components/manager/timestampColumns';
import { ACTIVITY_TYPE_LABELS } from '../utils/activityTypeLabels';

const COLUMNS: Column<ActivitySummary>[] = [
  {
    header: 'Name',
    cell: (activity) => (
      <Group gap="xs" wrap="nowrap">
        <Text fw={500}>{activity.name}</Text>
        <Badge variant="light" size="sm">
          {ACTIVITY_TYPE_LABELS[activity.type]}
        </Badge>
      </Group>
    ),
  },
  ...timestampColumns<ActivitySummary>(),
];

type Props = {
  activities: ActivitySummary[];
  onEdit: (activity: ActivitySummary) => void;
  onDelete: (activity: ActivitySummary) => void;
};

export function ActivitiesTable({ activities, onEdit, onDelete }: Props) {
  return <ManagerTable items={activities} columns={COLUMNS} minWidth={560} onEdit={onEdit} onDelete={onDelete} />;
}
