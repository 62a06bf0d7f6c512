import { Table, Text } from '@mantine/core';
import type { HostPlayer, HostView } from '@quizfest/shared';

type Props = { teams: HostView['teams']; players: HostPlayer[] };

/** Teams by the points won in this event, the order the room will hear them in. */
export function TeamsTable({ teams, players }: Props) {
  if (teams.length === 0) return <Text c="dimmed">No teams in this event.</Text>;
  const members = new Map<string, number>();
  for (const player of players) if (player.teamId) members.set(player.teamId, (members.get(player.teamId) ?? 0) + 1);
  const sorted = [...teams].sort((a, b) => b.points - a.points || a.name.localeCompare(b.name));
  return (
    <Table verticalSpacing={6}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Team</Table.Th>
          <Table.Th ta="right">Players</Table.Th>
          <Table.Th ta="right">Points</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {sorted.map((team) => (
          <Table.Tr key={team.id}>
            <Table.Td>
              <Text fw={500}>{team.name}</Text>
            </Table.Td>
            <Table.Td ta="right">{members.get(team.id) ?? 0}</Table.Td>
            <Table.Td ta="right">{team.points}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
