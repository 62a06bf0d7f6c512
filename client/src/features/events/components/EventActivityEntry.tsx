import { ActionIcon, Card, Group, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { type ActivitySummary, type EventActivity, TEAMS_CONFIG_LABELS, TEAMS_CONFIGS, type TeamsConfig } from '@quizfest/shared';
import { IconTrash } from '@tabler/icons-react';

type Props = {
  number: number;
  entry: EventActivity;
  activities: ActivitySummary[];
  onChange: (entry: EventActivity) => void;
  onRemove: () => void;
};

const TEAMS_CONFIG_OPTIONS = TEAMS_CONFIGS.map((value) => ({ value, label: TEAMS_CONFIG_LABELS[value] }));
const YES_NO = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

export function EventActivityEntry({ number, entry, activities, onChange, onRemove }: Props) {
  const options = activities.map((activity) => ({ value: activity.id, label: `${activity.name} (${activity.type})` }));
  // An activity deleted since it was chosen still shows, by id, rather than as an empty choice.
  if (entry.modelId && !activities.some((a) => a.id === entry.modelId)) {
    options.push({ value: entry.modelId, label: `${entry.modelId} (${entry.type})` });
  }
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
          <Text fw={700}>Activity {number}</Text>
          <ActionIcon variant="subtle" color="red" aria-label={`Remove activity ${number}`} onClick={onRemove}>
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
        <Select
          label="Activity"
          placeholder="Select an activity"
          data={options}
          value={entry.modelId || null}
          onChange={choose}
          searchable
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select<TeamsConfig>
            label="Teams Config"
            data={TEAMS_CONFIG_OPTIONS}
            value={entry.rules.teamsConfig}
            onChange={(teamsConfig) => teamsConfig && setRules({ teamsConfig })}
            allowDeselect={false}
          />
          <Select
            label="Allow Teamless Players"
            data={YES_NO}
            value={entry.rules.allowTeamlessPlayers ? 'yes' : 'no'}
            onChange={(value) => setRules({ allowTeamlessPlayers: value === 'yes' })}
            allowDeselect={false}
          />
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
