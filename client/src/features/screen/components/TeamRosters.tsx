import { Box, Card, Center, Text, Title } from '@mantine/core';
import type { CSSProperties } from 'react';
import type { TeamRoster } from '../groupPlayersByTeam';
import type { RosterDensity } from '../rosterDensity';
import { PlayerChips } from './PlayerChips';

type Props = { rosters: TeamRoster[]; density: RosterDensity };

const GAP = 'clamp(10px, 1vw, 20px)';

/** Every team with its players, filling the width of the lobby beside the join panel. */
export function TeamRosters({ rosters, density }: Props) {
  if (rosters.length === 0) {
    return (
      <Center
        style={{ flex: 1, border: '2px dashed var(--mantine-color-default-border)', borderRadius: 'var(--mantine-radius-xl)' }}
        p="xl"
      >
        <Text fz="clamp(1.5rem, 2.4vw, 3rem)" c="dimmed" ta="center">
          Waiting for players to join…
        </Text>
      </Center>
    );
  }
  const layout: CSSProperties =
    density.layout === 'grid'
      ? { display: 'grid', gap: GAP, gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, ${density.minCardWidth}), 1fr))`, alignContent: 'start' }
      : { columnWidth: density.minCardWidth, columnGap: GAP };
  return (
    <Box style={layout}>
      {rosters.map((roster) => (
        <Card
          key={roster.id ?? 'teamless'}
          withBorder
          radius="lg"
          padding={density.padding}
          style={{
            // Packed in columns, a card stays whole and keeps its distance from the next one.
            ...(density.layout === 'columns' ? { breakInside: 'avoid', marginBottom: GAP } : {}),
            // The players without a team are not a team: a dashed card tells them apart.
            ...(roster.id === null ? { borderStyle: 'dashed' } : {}),
          }}
        >
          {/* The count keeps to the right of the first line however the name wraps. */}
          <Title order={2} fz={density.teamName} lh={1.15} mb="0.4em" style={{ display: 'flex', alignItems: 'baseline', gap: '0.4em', justifyContent: 'space-between' }}>
            <span style={{ minWidth: 0, overflowWrap: 'anywhere' }}>{roster.name}</span>{' '}
            <Text span inherit c="dimmed" fw={600} style={{ flexShrink: 0, fontSize: '0.8em' }}>
              ({roster.players.length})
            </Text>
          </Title>
          {roster.players.length === 0 ? (
            <Text c="dimmed" fz={density.playerName}>
              No players yet
            </Text>
          ) : (
            <PlayerChips team={roster.name} players={roster.players} size={density.playerName} look={density.players} />
          )}
        </Card>
      ))}
    </Box>
  );
}
