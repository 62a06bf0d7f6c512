// The end of the game: my final rank and points, my team's final rank, the podium's teams.
import { Stack, Text, Title } from '@mantine/core';
import type { Leaderboard, PlayerMe } from '@quizfest/shared';
import { MyScore } from './MyScore';
import { TeamBoard } from './TeamBoard';

type Props = { leaderboard: Leaderboard | null; me: PlayerMe | null; myTeamId: string | null; players: number };

export function PlayerPodium({ leaderboard, me, myTeamId, players }: Props) {
  const myTeam = leaderboard?.teams.find((team) => team.teamId === myTeamId);
  return (
    <Stack gap="md">
      <Title order={2} ta="center">
        Final results
      </Title>
      {me && <MyScore me={me} players={players} final />}
      {myTeam && (
        <Text ta="center" fw={700} size="lg" style={{ overflowWrap: 'anywhere' }}>
          {myTeam.name} finished {ordinal(myTeam.rank)} of {leaderboard?.teams.length}
        </Text>
      )}
      {leaderboard && <TeamBoard teams={leaderboard.teams} myTeamId={myTeamId} top={3} />}
    </Stack>
  );
}

function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th'}`;
}
