import { ActionIcon, Card, Group, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { type ActivitySummary, type EventActivity, TEAMS_CONFIGS, type TeamsConfig } from '@quizfest/shared';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

type Props = {
  number: number;
  entry: EventActivity;
  activities: ActivitySummary[];
  onChange: (entry: EventActivity) => void;
  onRemove: () => void;
};

export function EventActivityEntry({ number, entry, activities, onChange, onRemove }: Props) {
  const { t } = useTranslation('manage');
  const typeLabel = (type: ActivitySummary['type']) => t(`activities.types.${type}`);
  const options = activities.map((activity) => ({
    value: activity.id,
    label: t('events.activityOption', { name: activity.name, type: typeLabel(activity.type) }),
  }));
  // An activity deleted since it was chosen still shows, by id, rather than as an empty choice.
  if (entry.modelId && !activities.some((a) => a.id === entry.modelId)) {
    options.push({ value: entry.modelId, label: t('events.activityOption', { name: entry.modelId, type: typeLabel(entry.type) }) });
  }
  const teamsConfigOptions = TEAMS_CONFIGS.map((value) => ({ value, label: t(`events.teamsConfigs.${value}`) }));
  const yesNo = [
    { value: 'yes', label: t('common.yes') },
    { value: 'no', label: t('common.no') },
  ];
  // Choosing an activity sets both its id and its type on the entry (docs/PRODUCT-RULES.md#editors).
  const choose = (id: string | null) => {
    const activity = activities.find((a) => a.id === id);
    onChange(activity ? { ...entry, type: activity.type, modelId: activity.id } : { ...entry, modelId: '' });
  };
  const setRules = (rules: Partial<EventActivity['rules']>) => onChange({ ...entry, rules: { ...entry.rules, ...rules } });

  return (
    <Card withBorder padding="md">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700}>{t('events.activityNumber', { number })}</Text>
          <ActionIcon variant="subtle" color="red" aria-label={t('events.removeActivity', { number })} onClick={onRemove}>
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
        <Select
          label={t('events.activity')}
          placeholder={t('events.selectActivity')}
          data={options}
          value={entry.modelId || null}
          onChange={choose}
          searchable
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select<TeamsConfig>
            label={t('events.teamsConfig')}
            data={teamsConfigOptions}
            value={entry.rules.teamsConfig}
            onChange={(teamsConfig) => teamsConfig && setRules({ teamsConfig })}
            allowDeselect={false}
          />
          <Select
            label={t('events.allowTeamless')}
            data={yesNo}
            value={entry.rules.allowTeamlessPlayers ? 'yes' : 'no'}
            onChange={(value) => setRules({ allowTeamlessPlayers: value === 'yes' })}
            allowDeselect={false}
          />
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
