import { Card, SimpleGrid, Text, Title } from '@mantine/core';
import type { TeamRoster } from '../groupPlayersByTeam';

export function TeamRosters({ rosters }: { rosters: TeamRoster[] }) {
  if (rosters.length === 0) {
    return (
      <Text fz={32} c="dimmed" ta="center">
        Waiting for players to join…
      </Text>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, xl: 3 }} spacing="lg">
      {rosters.map((roster) => (
        <Card key={roster.id ?? 'teamless'} withBorder radius="lg" padding="lg">
          <Title order={2} fz={30} mb="sm" style={{ overflowWrap: 'anywhere' }}>
            {roster.name}{' '}
            <Text span c="dimmed" fz={24}>
              ({roster.players.length})
            </Text>
          </Title>
          {roster.players.length === 0 ? (
            <Text c="dimmed" fz={22}>
              No players yet
            </Text>
          ) : (
            <Text fz={24} lh={1.5}>
              {roster.players.join(' · ')}
            </Text>
          )}
        </Card>
      ))}
    </SimpleGrid>
  );
}
