// My points and ranks, as the reveal, the leaderboard and the podium show them.
import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { PlayerMe } from '@quizfest/shared';

type Props = { me: PlayerMe; players: number; final?: boolean };

export function MyScore({ me, players, final = false }: Props) {
  return (
    <SimpleGrid cols={me.teamRank !== null ? 3 : 2} spacing="xs">
      <Figure label={final ? 'Final points' : 'Total points'} value={String(me.totalPoints)} />
      <Figure label={final ? 'Final rank' : 'Rank'} value={me.rank !== null ? `${me.rank} of ${players}` : '–'} />
      {me.teamRank !== null && <Figure label="Team rank" value={`${me.teamRank} of ${me.teamCount}`} />}
    </SimpleGrid>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0} align="center" ta="center">
      <Text fz={22} fw={900} lh={1.2}>
        {value}
      </Text>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
    </Stack>
  );
}
