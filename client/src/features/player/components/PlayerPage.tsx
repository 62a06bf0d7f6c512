// The player's page (docs/PRODUCT-RULES.md#player-page): follows the event live (socket, else 1-second polls) and
// shows the countdown, the join form, the game by phase, or the end.
import { actionIconLook, Center, Group, Loader, Paper, Stack, Text, Title } from '../../../components/phoneKit';
import { DEFAULT_ACTIVITY_RULES, type PublicTeam } from '@quizfest/shared';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/playTranslation';
import { StartCountdown } from '../../../components/event/StartCountdown';
import { LanguageSwitch } from '../../../components/language/LanguageSwitch';
import { PlainThemeModeToggle } from '../../../components/theme/PlainThemeModeToggle';
import { translateServerError } from '../../../i18n/serverErrors';
import { useLanguage } from '../../../i18n/useLanguage';
import { eventPhase } from '../../../lib/eventPhase';
import { secondsUntil } from '../../../lib/live/autoStep';
import { useLiveConnection } from '../../../lib/live/useLiveConnection';
import { useServerClock } from '../../../lib/live/useServerClock';
import { getEventId, getPlayerId } from '../../../lib/participant';
import { useEventTeams, useTeamById } from '../api/useEventTeams';
import { GoToJoinPage } from '../toJoinPage';
import { ConnectionBadge } from './ConnectionBadge';
import { EventGone } from './EventGone';
import { JoinAnotherEvent } from './JoinAnotherEvent';
import { LeaveEventButton } from './LeaveEventButton';
import { PlayerGame } from './PlayerGame';
import { PlayerJoinForm } from './PlayerJoinForm';
import { PlayerPodium } from './PlayerPodium';
import { PlayerWelcome } from './PlayerWelcome';

// The theme button beside the language switch, round as the join page's.
const TOGGLE_LOOK = actionIconLook({ size: 42, radius: 'xl' });

export default function PlayerPage() {
  const [ids, setIds] = useState(() => ({ playerId: getPlayerId(), eventId: getEventId() }));
  if (!ids.playerId || !ids.eventId) return <GoToJoinPage />;
  // Keyed by the event: joining another one from an ended event's page starts a fresh view.
  return (
    <PlayerView
      key={ids.eventId}
      playerId={ids.playerId}
      eventId={ids.eventId}
      onJoinedOther={(eventId) => setIds({ playerId: getPlayerId(), eventId })}
    />
  );
}

type ViewProps = { playerId: string; eventId: string; onJoinedOther: (eventId: string) => void };

function PlayerView({ playerId, eventId, onJoinedOther }: ViewProps) {
  const { t } = useTranslation();
  const live = useLiveConnection({ role: 'player', eventId, playerId });
  const view = live.state;
  const now = useServerClock(live.serverNow);
  const [language] = useLanguage();
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
  // A hands-free quiz's reveal and leaderboard go on by itself (issue 20): when, under the card.
  const nextAt = joined && view?.live?.autoStep?.at;

  if (live.gone) return <EventGone message={live.gone} />;

  let body;
  if (!event) {
    body = (
      <Stack align="center" gap="sm">
        {live.error ? (
          <Text c="red" ta="center">
            {translateServerError(t, live.error)}
          </Text>
        ) : (
          <>
            <Loader />
            <Text c="dimmed">{live.connection === 'offline' ? t('player.reconnecting') : t('player.connecting')}</Text>
          </>
        )}
      </Stack>
    );
  } else {
    const phase = view?.live?.phase === 'ended' ? 'ended' : eventPhase(event, now);
    if (phase === 'before') body = <StartCountdown msLeft={Date.parse(event.startDate) - now} />;
    else if (phase === 'ended')
      // A player keeps the final standings once the event has ended (issue 19); before any question
      // was played, or for someone who never joined, there are none to show.
      body =
        joined && view?.live?.leaderboard ? (
          <PlayerPodium leaderboard={view.live.leaderboard} me={view.me} myTeamId={myTeamId} players={view.live.counts.players} ended />
        ) : (
          <Text size="xl" fw={700} ta="center">
            {t('player.ended')}
          </Text>
        );
    else if (joined && player?.name)
      body = (
        <PlayerGame
          live={view?.live ?? null}
          me={view?.me ?? null}
          myTeamId={myTeamId}
          language={language}
          pending={live.pending}
          answerError={live.answerError}
          serverNow={live.serverNow}
          onAnswer={live.sendAnswer}
          welcome={<PlayerWelcome name={player.name} teamName={myTeamName} teamless={!player.teamId} />}
        />
      );
    else
      body = (
        <PlayerJoinForm
          eventId={eventId}
          playerId={playerId}
          rules={rules}
          teams={teams}
          onTeamCreated={(team) => setCreatedTeams((list) => [...list, team])}
          onJoined={live.refresh}
          currentName={player?.name}
        />
      );
  }

  return (
    <Stack component="main" mih="100dvh" p="md" pb={72} gap="md" maw={520} mx="auto">
      {/* In the page's own top row, where neither the bottom snackbar nor the form can meet it. */}
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <LeaveEventButton />
        <Group gap="xs" wrap="nowrap">
          <LanguageSwitch />
          <PlainThemeModeToggle label={(mode) => t(`theme.${mode}`)} {...TOGGLE_LOOK} />
        </Group>
      </Group>
      <Stack gap={4} align="center">
        <Title order={1} ta="center" fz={{ base: 28, sm: 34 }} style={{ overflowWrap: 'anywhere' }}>
          {event?.name ?? 'QuizFest'}
        </Title>
        <ConnectionBadge
          connection={live.connection}
          ended={view?.live?.phase === 'ended' || (event !== undefined && eventPhase(event, now) === 'ended')}
        />
      </Stack>
      <Center style={{ flex: 1 }}>
        <Paper withBorder radius="lg" p={{ base: 'md', xs: 'xl' }} w="100%" shadow="sm">
          {body}
        </Paper>
      </Center>
      {nextAt && (
        <Text c="dimmed" size="sm" ta="center">
          {t('player.nextIn', { seconds: secondsUntil(nextAt, now) })}
        </Text>
      )}
      {event && (view?.live?.phase === 'ended' || eventPhase(event, now) === 'ended') && <JoinAnotherEvent onJoined={onJoinedOther} />}
    </Stack>
  );
}

function mergeTeams(loaded: PublicTeam[], created: PublicTeam[]): PublicTeam[] {
  const known = new Set(loaded.map((team) => team.id));
  return [...loaded, ...created.filter((team) => !known.has(team.id))];
}
