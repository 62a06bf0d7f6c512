// The shared display's lobby (a 1920x1080 screen): how to join, and who is here. It never
// freezes: a failed poll keeps the last view and shows a small reconnecting badge.
import { Box, Center, Grid, Loader, Stack, Text } from '@mantine/core';
import { PLAYER_POLL_INTERVAL_MS } from '@quizfest/shared';
import { Navigate } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { StartCountdown } from '../../../components/event/StartCountdown';
import { eventPhase } from '../../../lib/eventPhase';
import { getEventId, getScreenId } from '../../../lib/participant';
import { usePolling } from '../../../lib/usePolling';
import { useServerNow } from '../../../lib/useServerNow';
import { pollScreen } from '../api/pollScreen';
import { useScreenTeams } from '../api/useScreenTeams';
import { groupPlayersByTeam } from '../groupPlayersByTeam';
import { rosterDensity } from '../rosterDensity';
import { JoinPanel } from './JoinPanel';
import { ScreenHeader } from './ScreenHeader';
import { TeamRosters } from './TeamRosters';

export default function ScreenPage() {
  const [ids] = useState(() => ({ screenId: getScreenId(), eventId: getEventId() }));
  if (!ids.screenId || !ids.eventId) return <Navigate to="/" search={{ isScreen: true }} replace />;
  return <ScreenView screenId={ids.screenId} eventId={ids.eventId} />;
}

const GAP = 'clamp(16px, 2.2vw, 44px)';

function ScreenView({ screenId, eventId }: { screenId: string; eventId: string }) {
  const poll = useCallback((signal: AbortSignal) => pollScreen(eventId, screenId, signal), [eventId, screenId]);
  const { data, failed } = usePolling(poll, PLAYER_POLL_INTERVAL_MS);
  const now = useServerNow(data?.serverNow);
  const teams = useScreenTeams(data?.event.teamIds);

  if (!data) {
    return (
      <Center mih="100dvh">
        <Stack align="center">
          <Loader size="xl" />
          <Text size="xl" c="dimmed">
            {failed ? 'Reconnecting...' : 'Connecting to the event...'}
          </Text>
        </Stack>
      </Center>
    );
  }

  const { event, players } = data;
  const phase = eventPhase(event, now);
  const rosters = groupPlayersByTeam(teams.data ?? [], players);
  const density = rosterDensity(rosters.length);

  return (
    <Box mih="100dvh" p={GAP} style={{ display: 'flex', flexDirection: 'column', gap: GAP }}>
      <ScreenHeader name={event.name} playerCount={players.length} reconnecting={failed} />
      {/* Both columns run to the bottom of the screen, so the join panel is as tall as the room allows. */}
      <Grid gap={GAP} style={{ flex: 1, display: 'flex', flexDirection: 'column' }} styles={{ inner: { flex: 1 } }}>
        <Grid.Col span={{ base: 12, ...density.panelSpan }}>
          <JoinPanel code={event.code} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 12 - density.panelSpan.md, lg: 12 - density.panelSpan.lg }}>
          <Stack gap={GAP} h="100%">
            {phase === 'before' && <StartCountdown msLeft={Date.parse(event.startDate) - now} size="screen" />}
            {phase === 'ended' && (
              <Text fz="clamp(2rem, 3vw, 3.5rem)" fw={800} ta="center">
                This event has ended.
              </Text>
            )}
            <TeamRosters rosters={rosters} density={density} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Box>
  );
}
