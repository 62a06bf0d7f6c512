import { Badge, Group, Stack, Text } from '@mantine/core';
import type { ActivitySummary } from '@quizfest/shared';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/manager/formatDates';
import { type Column, ManagerTable } from '../../../components/manager/ManagerTable';
import { timestampColumns } from '../../../components/manager/timestampColumns';
import { DuplicateButton } from '../../../components/manager/DuplicateButton';
import { repeatedNames } from '../utils/repeatedNames';

/**
 * Created and Updated show the day only (docs/PRODUCT-RULES.md#pages), so two activities of the same name made the same
 * day looked alike. Such a name gets a second line with the time of its last change, the fact a
 * manager remembers ("the one I edited this morning").
 */
function columns(t: TFunction<'manage'>, repeated: Set<string>): Column<ActivitySummary>[] {
  return [
    {
      header: t('common.name'),
      cell: (activity) => (
        <Stack gap={0}>
          <Group gap="xs" wrap="nowrap">
            <Text fw={500}>{activity.name}</Text>
            <Badge variant="light" size="sm">
              {t(`activities.types.${activity.type}`)}
            </Badge>
          </Group>
          {repeated.has(activity.name.trim().toLowerCase()) ? (
            <Text size="xs" c="dimmed">
              {t('activities.lastUpdated', { date: formatDateTime(activity.updatedAt) })}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    ...timestampColumns<ActivitySummary>(t),
  ];
}

type Props = {
  activities: ActivitySummary[];
  onEdit: (activity: ActivitySummary) => void;
  onDelete: (activity: ActivitySummary) => void;
  /** Quizzes only: draw and gallery have no content to copy yet. */
  onDuplicate: (activity: ActivitySummary) => void;
  /** The id of the quiz being duplicated, whose button spins. */
  duplicating: string | null;
};

export function ActivitiesTable({ activities, onEdit, onDelete, onDuplicate, duplicating }: Props) {
  const { t } = useTranslation('manage');
  const shown = useMemo(() => columns(t, repeatedNames(activities)), [t, activities]);
  return (
    <ManagerTable
      items={activities}
      columns={shown}
      minWidth={560}
      onEdit={onEdit}
      onDelete={onDelete}
      rowActions={(activity) =>
        activity.type === 'quiz' ? (
          <DuplicateButton name={activity.name} busy={duplicating === activity.id} onDuplicate={() => onDuplicate(activity)} />
        ) : null
      }
    />
  );
}
