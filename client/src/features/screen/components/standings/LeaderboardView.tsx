// Between questions: every team ranked with its points and what the last question added, and the
// top players beside them.
import type { Leaderboard } from '@quizfest/shared';
import { Box, Center, Text, Title } from '@mantine/core';
import { FRAME_GAP, ScreenFrame } from '../ScreenFrame';
import { RankList } from './RankList';
import { playerRows, teamRows } from './standingRows';

export function LeaderboardView({ leaderboard }: { leaderboard: Leaderboard | null }) {
  const teams = leaderboard ? teamRows(leaderboard) : [];
  const players = leaderboard ? playerRows(leaderboard) : [];
  const both = teams.length > 0 && players.length > 0;
  return (
    <ScreenFrame>
      <Title order={1} fz="clamp(2rem, 4vw, 5.5rem)" lh={1.1} ta="center">
        Leaderboard
      </Title>
      {teams.length === 0 && players.length === 0 ? (
        <Center style={{ flex: 1 }}>
          <Text c="dimmed" fz="clamp(1.5rem, 2.4vw, 3rem)">
            No scores yet
          </Text>
        </Center>
      ) : (
        <Box style={{ flex: 1, minHeight: 0, display: 'grid', gridTemplateColumns: both ? '3fr 2fr' : '1fr', gap: FRAME_GAP }}>
          {teams.length > 0 && <RankList title="Teams" rows={teams} heightVh={70} maxColumns={both ? 2 : 3} />}
          {players.length > 0 && (
            <RankList title={teams.length > 0 ? 'Top players' : 'Players'} rows={players} heightVh={70} maxColumns={both ? 1 : 2} />
          )}
        </Box>
      )}
    </ScreenFrame>
  );
}
