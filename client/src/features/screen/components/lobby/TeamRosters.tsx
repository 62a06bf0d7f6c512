// Every team with its players, in the area left beside the join panel. The area is measured, and
// lobbyLayout picks the font, the columns and how many names each team lists so that the whole
// roster fits it: the lobby never scrolls and never pushes a team off the screen.
import { Box, Center, Text } from '@mantine/core';
import { useElementSize, useViewportSize } from '@mantine/hooks';
import type { TeamRoster } from '../../groupPlayersByTeam';
import { estimateRosterArea } from '../../lobbyFrame';
import { lobbyLayout } from '../../lobbyLayout';
import { Bilingual } from '../Bilingual';
import { RosterCard } from './RosterCard';

/** The screen this page is made for, assumed until the browser reports a size (first paint, tests). */
const FULL_HD = { width: 1920, height: 1080 };

/** `closed`: the host closed joining, so an empty roster waits for no one (the join panel says why). */
export function TeamRosters({ rosters, closed = false }: { rosters: TeamRoster[]; closed?: boolean }) {
  const area = useElementSize();
  const viewport = useViewportSize();
  const screen = viewport.width > 0 && viewport.height > 0 ? viewport : FULL_HD;
  const measured = area.width > 0 && area.height > 0;
  const size = measured ? { width: area.width, height: area.height } : estimateRosterArea(screen.width, screen.height);
  const layout = lobbyLayout({ ...size, screenHeight: screen.height, rosters });

  return (
    <Box ref={area.ref} style={{ flex: 1, minHeight: 0, overflow: 'hidden' }}>
      {rosters.length === 0 ? (
        <Center
          h="100%"
          p="xl"
          style={{ border: '2px dashed var(--mantine-color-default-border)', borderRadius: 'var(--mantine-radius-xl)' }}
        >
          <Text fz="clamp(1.5rem, 2.4vw, 3rem)" fw={600} ta="center">
            <Bilingual text={(t) => (closed ? t('lobby.noPlayers') : t('lobby.waiting'))} />
          </Text>
        </Center>
      ) : (
        <Box
          style={{
            display: 'grid',
            gridTemplateColumns: `repeat(${layout.columns}, minmax(0, 1fr))`,
            gap: layout.gapPx,
          }}
        >
          {rosters.map((roster, index) => (
            <RosterCard key={roster.id ?? 'teamless'} roster={roster} shown={layout.shown[index] ?? 0} layout={layout} />
          ))}
        </Box>
      )}
    </Box>
  );
}
