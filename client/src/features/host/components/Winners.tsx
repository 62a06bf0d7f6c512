import { Box, Group, Stack, Text } from '@mantine/core';
import type { Leaderboard } from '@quizfest/shared';
import { useTranslation } from 'react-i18next';

/**
 * The end of the game as the host announces it: the podium's teams (or players, when nobody plays
 * in a team) with their ranks, ties sharing one, and, on a team night, the best player or players.
 */
export function Winners({ leaderboard }: { leaderboard: Leaderboard | null }) {
  const { t } = useTranslation('host');
  const teams = [...(leaderboard?.teams ?? [])].sort((a, b) => a.rank - b.rank);
  const players = [...(leaderboard?.players ?? [])].sort((a, b) => a.rank - b.rank);
  const podium = (teams.length > 0 ? teams : players).filter((entry) => entry.rank <= 3);
  if (podium.length === 0) return <Text>{t('now.noScores')}</Text>;
  const best = teams.length > 0 ? players.filter((player) => player.rank === 1) : [];
  return (
    <Stack gap="xs">
      <Text fw={700}>{t('now.winners')}</Text>
      <Box component="ol" aria-label={t('now.winners')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {podium.map((entry, index) => (
          <Box component="li" key={`${index}-${entry.name}`} py={2}>
            <Group gap="xs" wrap="nowrap" align="baseline">
              <Text fw={800} w="1.5em" ta="right" style={{ flexShrink: 0 }}>
                {`${entry.rank}.`}
              </Text>
              <Text fw={entry.rank === 1 ? 800 : 500} style={{ overflowWrap: 'anywhere' }}>
                {entry.name}
              </Text>
              <Text c="dimmed" style={{ flexShrink: 0 }}>
                {t('now.points', { count: entry.points })}
              </Text>
            </Group>
          </Box>
        ))}
      </Box>
      {best.length > 0 ? (
        <Text>
          <Text span fw={700}>
            {t('now.bestPlayer', { count: best.length })}
          </Text>
          {` — ${best.map((player) => player.name).join(', ')}, ${t('now.points', { count: best[0]!.points })}`}
        </Text>
      ) : null}
    </Stack>
  );
}
