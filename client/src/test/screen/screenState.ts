// A screen's view as the server sends it, for the screen's component and page tests.
import type { ServerMessageMap } from '@quizfest/shared';
import { EVENT_ID, liveView } from '../live/liveFixtures';

export const OWLS = '1e2d3c4b-5a69-4788-9a6b-5c4d3e2f1a01';
export const FOXES = '2f3e4d5c-6b7a-4899-8a7b-6d5e4f3a2b02';

export function screenState(overrides: Partial<ServerMessageMap['screen-state']> = {}): ServerMessageMap['screen-state'] {
  const now = Date.now();
  return {
    event: {
      id: EVENT_ID,
      name: 'Friday Quiz',
      code: 'WXYZ',
      startDate: new Date(now - 60_000).toISOString(),
      endDate: new Date(now + 3_600_000).toISOString(),
      teamIds: [OWLS],
      activities: [],
      playerCount: 3,
    },
    players: [
      { name: 'Ann', teamId: OWLS },
      { name: 'Bob', teamId: OWLS },
      { name: 'Cy', teamId: null },
    ],
    playersTag: 'ann-bob-cy',
    live: liveView(),
    join: { url: 'http://192.168.1.20:3000', reachable: true },
    serverNow: new Date(now).toISOString(),
    ...overrides,
  };
}
