import { Group, List, Stack, Text } from '@mantine/core';
import type { Leaderboard } from '@quizfest/shared';
import { useTranslation } from 'react-i18next';

/**
 * The end of the game as the host announces it: the podium's teams (or players, when nobody plays
 * in a team) and, on a team night, the best player too.
 */
export function Winners({ leaderboard }: { leaderboard: Leaderboard | null }) {
  const { t } = useTranslation('host');
  const teams = [...(leaderboard?.teams ?? [])].sort((a, b) => a.rank - b.rank);
  const players = [...(leaderboard?.players ?? [])].sort((a, b) => a.rank - b.rank);
  const podium = (teams.length > 0 ? teams : players).slice(0, 3);
  if (podium.length === 0) return <Text>{t('now.noScores')}</Text>;
  const best = teams.length > 0 ? players[0] : undefined;
  return (
    <Stack gap="xs">
      <Text fw={700}>{t('now.winners')}</Text>
      <List type="ordered" spacing={4} aria-label={t('now.winners')}>
        {podium.map((entry) => (
          <List.Item key={`${entry.rank}-${entry.name}`}>
            <Group gap="xs" wrap="nowrap">
              <Text fw={entry.rank === 1 ? 800 : 500} style={{ overflowWrap: 'anywhere' }}>
                {entry.name}
              </Text>
              <Text c="dimmed">{t('now.points', { count: entry.points })}</Text>
            </Group>
          </List.Item>
        ))}
      </List>
      {best ? (
        <Text>
          <Text span fw={700}>
            {t('now.bestPlayer')}
          </Text>
          {` — ${best.name}, ${t('now.points', { count: best.points })}`}
        </Text>
      ) : null}
    </Stack>
  );
}
