import { Badge, Group, Stack, Text } from '@mantine/core';
import type { ActivitySummary } from '@quizfest/shared';
import { useMemo } from 'react';
import { formatDateTime } from '../../../lib/manager/formatDates';
import { type Column, ManagerTable } from '../../../components/manager/ManagerTable';
import { timestampColumns } from '../../../components/manager/timestampColumns';
import { ACTIVITY_TYPE_LABELS } from '../utils/activityTypeLabels';
import { repeatedNames } from '../utils/repeatedNames';

/**
 * Created and Updated show the day only (docs/PRODUCT-RULES.md#pages), so two activities of the same name made the same
 * day looked alike. Such a name gets a second line with the time of its last change, the fact a
 * manager remembers ("the one I edited this morning").
 */
function columns(repeated: Set<string>): Column<ActivitySummary>[] {
  return [
    {
      header: 'Name',
      cell: (activity) => (
        <Stack gap={0}>
          <Group gap="xs" wrap="nowrap">
            <Text fw={500}>{activity.name}</Text>
            <Badge variant="light" size="sm">
              {ACTIVITY_TYPE_LABELS[activity.type]}
            </Badge>
          </Group>
          {repeated.has(activity.name.trim().toLowerCase()) ? (
            <Text size="xs" c="dimmed">
              Last updated {formatDateTime(activity.updatedAt)}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    ...timestampColumns<ActivitySummary>(),
  ];
}

type Props = {
  activities: ActivitySummary[];
  onEdit: (activity: ActivitySummary) => void;
  onDelete: (activity: ActivitySummary) => void;
};

export function ActivitiesTable({ activities, onEdit, onDelete }: Props) {
  const shown = useMemo(() => columns(repeatedNames(activities)), [activities]);
  return <ManagerTable items={activities} columns={shown} minWidth={560} onEdit={onEdit} onDelete={onDelete} />;
}
