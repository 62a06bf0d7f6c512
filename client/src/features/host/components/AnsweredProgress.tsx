import { Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type Props = { answered: number; players: number };

/** How many of the players who can answer already did: the cue for revealing early. */
export function AnsweredProgress({ answered, players }: Props) {
  const { t } = useTranslation('host');
  return (
    <Stack gap={4}>
      <Group justify="space-between">
        <Text fw={600}>{t('answered', { count: answered, players })}</Text>
      </Group>
      <Progress value={players > 0 ? (100 * answered) / players : 0} size="lg" aria-hidden />
    </Stack>
  );
}
