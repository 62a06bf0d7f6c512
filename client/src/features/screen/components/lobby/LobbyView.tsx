// The lobby (and the wait before the start): how to join on the left, who is here on the right.
// The page is exactly one screen high and never scrolls; the roster adapts to the room it is left.
import type { PublicTeam, ServerMessageMap } from '@quizfest/shared';
import { Box, Stack } from '@mantine/core';
import { groupPlayersByTeam } from '../../groupPlayersByTeam';
import { LOBBY_FRAME } from '../../lobbyFrame';
import { JoinPanel } from './JoinPanel';
import { LobbyCountdown } from './LobbyCountdown';
import { LobbyHeader } from './LobbyHeader';
import { TeamRosters } from './TeamRosters';

type Props = {
  state: ServerMessageMap['screen-state'];
  teams: PublicTeam[];
  /** Before the start date, the lobby counts down to it. */
  waiting: boolean;
  serverNow: () => number;
};

export function LobbyView({ state, teams, waiting, serverNow }: Props) {
  const { event, players, join, live } = state;
  return (
    <Box
      component="main"
      h="100dvh"
      p={LOBBY_FRAME.padding}
      style={{ display: 'flex', flexDirection: 'column', gap: LOBBY_FRAME.padding, overflow: 'hidden' }}
    >
      <LobbyHeader name={event.name} playerCount={players.length} />
      <Box style={{ flex: 1, minHeight: 0, display: 'flex', gap: LOBBY_FRAME.padding }}>
        <Box w={LOBBY_FRAME.panel} style={{ flexShrink: 0 }}>
          <JoinPanel code={event.code} join={join} closed={live?.joiningClosed === true} />
        </Box>
        <Stack gap={LOBBY_FRAME.padding} style={{ flex: 1, minWidth: 0, minHeight: 0 }}>
          {waiting && <LobbyCountdown startDate={event.startDate} serverNow={serverNow} />}
          <TeamRosters rosters={groupPlayersByTeam(teams, players)} closed={live?.joiningClosed === true} />
        </Stack>
      </Box>
    </Box>
  );
}
