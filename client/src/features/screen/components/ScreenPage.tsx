// The shared display's lobby (a 1920x1080 screen): how to join, and who is here. It never
// freezes: a failed poll keeps the last view and shows a small reconnecting badge.
import { Badge, Box, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
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
import { JoinPanel } from './JoinPanel';
import { LeaveScreenButton } from './LeaveScreenButton';
import { TeamRosters } from './TeamRosters';

export default function ScreenPage() {
  const [ids] = useState(() => ({ screenId: getScreenId(), eventId: getEventId() }));
  if (!ids.screenId || !ids.eventId) return <Navigate to="/" search={{ isScreen: true }} replace />;
  return <ScreenView screenId={ids.screenId} eventId={ids.eventId} />;
}

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

  return (
    <Box mih="100dvh" p={{ base: 'md', lg: 48 }} style={{ display: 'flex', flexDirection: 'column', gap: 32 }}>
      <Group justify="space-between" align="center" wrap="nowrap">
        <Group gap="md" wrap="nowrap" style={{ minWidth: 0 }}>
          <LeaveScreenButton />
          <Title order={1} fz={{ base: 32, lg: 64 }} lh={1.1} style={{ overflowWrap: 'anywhere' }}>
            {event.name}
          </Title>
        </Group>
        <Group gap="sm" wrap="nowrap">
          {failed && (
            <Badge color="orange" variant="light" size="lg" leftSection={<Loader size={12} color="orange" />}>
              Reconnecting…
            </Badge>
          )}
          <Badge size="xl" h={48} px="lg" fz={24} variant="filled" radius="sm" aria-live="polite">
            {players.length} {players.length === 1 ? 'player' : 'players'}
          </Badge>
        </Group>
      </Group>
      <Group align="stretch" gap={48} wrap="wrap" style={{ flex: 1 }}>
        <JoinPanel code={event.code} />
        <Stack style={{ flex: 1, minWidth: 320 }} gap="xl">
          {phase === 'before' && <StartCountdown msLeft={Date.parse(event.startDate) - now} size="screen" />}
          {phase === 'ended' && (
            <Text fz={56} fw={800} ta="center">
              This event has ended.
            </Text>
          )}
          <TeamRosters rosters={rosters} />
        </Stack>
      </Group>
    </Box>
  );
}
