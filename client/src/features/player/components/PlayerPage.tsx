// The player's page (spec §4): polls the event every second and shows the countdown, the join
// form, the welcome, or the end.
import { Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { DEFAULT_ACTIVITY_RULES, PLAYER_POLL_INTERVAL_MS, type PublicTeam } from '@quizfest/shared';
import { Navigate } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { StartCountdown } from '../../../components/event/StartCountdown';
import { ThemeModeToggle } from '../../../components/theme/ThemeModeToggle';
import { eventPhase } from '../../../lib/eventPhase';
import { getEventId, getPlayerId } from '../../../lib/participant';
import { usePolling } from '../../../lib/usePolling';
import { useServerNow } from '../../../lib/useServerNow';
import { pollPlayer } from '../api/pollPlayer';
import { useEventTeams, useTeamById } from '../api/useEventTeams';
import { LeaveEventButton } from './LeaveEventButton';
import { PlayerJoinForm } from './PlayerJoinForm';
import { PlayerWelcome } from './PlayerWelcome';

export default function PlayerPage() {
  const [ids] = useState(() => ({ playerId: getPlayerId(), eventId: getEventId() }));
  if (!ids.playerId || !ids.eventId) return <Navigate to="/" replace />;
  return <PlayerView playerId={ids.playerId} eventId={ids.eventId} />;
}

function PlayerView({ playerId, eventId }: { playerId: string; eventId: string }) {
  const poll = useCallback((signal: AbortSignal) => pollPlayer(eventId, playerId, signal), [eventId, playerId]);
  const { data, failed, refresh } = usePolling(poll, PLAYER_POLL_INTERVAL_MS);
  // Spec §4: a failed poll clears the local event until the next one succeeds.
  const view = failed ? null : data;
  const now = useServerNow(data?.serverNow);
  const [createdTeams, setCreatedTeams] = useState<PublicTeam[]>([]);

  const event = view?.event;
  const player = view?.player ?? null;
  const rules = event?.activities[0]?.rules ?? DEFAULT_ACTIVITY_RULES;
  const joined = Boolean(player?.name) && player !== null && 'teamId' in player;
  const wantsTeams = joined ? Boolean(player?.teamId) : rules.teamsConfig !== 'no_teams';
  const eventTeams = useEventTeams(eventId, event?.teamIds, wantsTeams);
  const teams = mergeTeams(eventTeams.data ?? [], createdTeams);
  const myTeamId = joined ? (player?.teamId ?? null) : null;
  const knownTeam = teams.find((team) => team.id === myTeamId);
  const fetchedTeam = useTeamById(myTeamId, Boolean(myTeamId) && !knownTeam && eventTeams.isFetched);
  const myTeamName = knownTeam?.name ?? fetchedTeam.data?.name ?? null;

  let body;
  if (!event) {
    body = (
      <Stack align="center" gap="sm">
        <Loader />
        <Text c="dimmed">{failed ? 'Reconnecting...' : 'Connecting to the event...'}</Text>
      </Stack>
    );
  } else {
    const phase = eventPhase(event, now);
    if (phase === 'before') body = <StartCountdown msLeft={Date.parse(event.startDate) - now} />;
    else if (phase === 'ended') body = <Text size="xl" fw={700} ta="center">This event has ended.</Text>;
    else if (joined && player?.name)
      body = <PlayerWelcome name={player.name} teamName={myTeamName} teamless={!player.teamId} />;
    else
      body = (
        <PlayerJoinForm
          eventId={eventId}
          playerId={playerId}
          rules={rules}
          teams={teams}
          onTeamCreated={(team) => setCreatedTeams((list) => [...list, team])}
          onJoined={refresh}
        />
      );
  }

  return (
    <Stack mih="100dvh" p="md" pb={72} gap="lg" maw={520} mx="auto">
      {/* In the page's own top row, where neither the bottom snackbar nor the form can meet it. */}
      <Group justify="space-between" wrap="nowrap">
        <LeaveEventButton />
        <ThemeModeToggle size={42} radius="xl" />
      </Group>
      <Title order={1} ta="center" fz={{ base: 28, sm: 34 }} style={{ overflowWrap: 'anywhere' }}>
        {event?.name ?? 'QuizFest'}
      </Title>
      <Center style={{ flex: 1 }}>
        <Paper withBorder radius="lg" p="xl" w="100%" shadow="sm">
          {body}
        </Paper>
      </Center>
    </Stack>
  );
}

function mergeTeams(loaded: PublicTeam[], created: PublicTeam[]): PublicTeam[] {
  const known = new Set(loaded.map((team) => team.id));
  return [...loaded, ...created.filter((team) => !known.has(team.id))];
}
