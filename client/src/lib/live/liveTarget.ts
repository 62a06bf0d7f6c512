// Who is connecting and what each role receives (shared/src/live.ts).
import type { ServerMessageMap } from '@quizfest/shared';

export type LiveTarget =
  | { role: 'player'; eventId: string; playerId: string }
  | { role: 'screen'; eventId: string; screenId: string }
  | { role: 'host'; eventId: string };

/** 'live' = socket open; 'polling' = socket down, polls OK; 'offline' = nothing works. */
export type ConnectionState = 'connecting' | 'live' | 'polling' | 'offline';

export type LiveStateFor<R> = R extends 'player'
  ? ServerMessageMap['player-state']
  : R extends 'screen'
    ? ServerMessageMap['screen-state']
    : ServerMessageMap['host-state'];

/** One string per connection: a new value means a new connection. */
export function targetKey(target: LiveTarget): string {
  switch (target.role) {
    case 'player':
      return `player:${target.eventId}:${target.playerId}`;
    case 'screen':
      return `screen:${target.eventId}:${target.screenId}`;
    case 'host':
      return `host:${target.eventId}`;
  }
}
