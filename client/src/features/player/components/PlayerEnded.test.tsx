// An ended event keeps its final standings on the phone (issue 19, 'Ending the event wipes the
// results'): 'This event has ended.' over the podium's teams and best players, my rank and points,
// the Leave button, and an 'Ended' badge rather than 'Live'; in English and in French.
import type { Leaderboard, PollResponse } from '@quizfest/shared';
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { STORAGE_KEYS } from '../../../lib/storage';
import { UnreachableWebSocket } from '../../../test/live/fakeWebSocket';
import { EVENT_ID, liveView, PLAYER_ID, playerMe, playerPoll } from '../../../test/live/liveFixtures';
import { renderApp } from '../../../test/renderApp';

const OWLS = '1e2d3c4b-5a69-4788-9a6b-5c4d3e2f1a01';
const FOXES = '1e2d3c4b-5a69-4788-9a6b-5c4d3e2f1a02';
const HOUR = 3_600_000;
const fetchMock = vi.fn<typeof fetch>();

const board: Leaderboard = {
  teams: [
    { teamId: OWLS, name: 'Owls', points: 1800, lastPoints: 0, rank: 1, members: 2 },
    { teamId: FOXES, name: 'Foxes', points: 900, lastPoints: 0, rank: 2, members: 1 },
  ],
  players: [
    { name: 'Bob', teamId: OWLS, points: 1950, rank: 1 },
    { name: 'Ann', teamId: FOXES, points: 900, rank: 2 },
    { name: 'Cy', teamId: OWLS, points: 700, rank: 3 },
    { name: 'Di', teamId: OWLS, points: 10, rank: 4 },
  ],
};

/** The poll of Ann, in Foxes, once the event has ended (by the host, or by its end date: `end`). */
function endedPoll(overrides: { end?: number; leaderboard?: Leaderboard | null } = {}): PollResponse {
  const base = playerPoll();
  const now = Date.now();
  return {
    ...base,
    event: { ...base.event, endDate: new Date(now + (overrides.end ?? HOUR)).toISOString(), teamIds: [OWLS, FOXES] },
    player: { playerId: PLAYER_ID, name: 'Ann', teamId: FOXES },
    live: liveView({
      phase: 'ended',
      leaderboard: overrides.leaderboard === undefined ? board : overrides.leaderboard,
      counts: { players: 4, connected: 4, answered: 0 },
    }),
    me: playerMe({ totalPoints: 900, rank: 2, teamPoints: 900, teamRank: 2, teamCount: 2 }),
  };
}

function serve(poll: PollResponse) {
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.endsWith('/events/poll')) return new Response(JSON.stringify(poll));
    if (url.endsWith(`/events/${EVENT_ID}/teams`))
      return new Response(
        JSON.stringify([
          { id: OWLS, name: 'Owls', imageUrl: null, score: 0 },
          { id: FOXES, name: 'Foxes', imageUrl: null, score: 0 },
        ]),
      );
    return new Response(JSON.stringify({ error: 'unexpected' }), { status: 500 });
  });
}

const items = (name: string) =>
  within(screen.getByRole('list', { name }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('WebSocket', UnreachableWebSocket);
  localStorage.setItem(STORAGE_KEYS.playerId, PLAYER_ID);
  localStorage.setItem(STORAGE_KEYS.eventId, EVENT_ID);
});
afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await act(() => i18n.changeLanguage('en'));
});

describe('the phone once the event has ended', () => {
  it('keeps the podium, my rank and points under "This event has ended.", with Leave and an Ended badge', async () => {
    serve(endedPoll());
    renderApp('/player');
    expect(await screen.findByRole('heading', { name: 'This event has ended.' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Final results' })).toBeInTheDocument();
    expect(screen.getByText('Final points')).toBeInTheDocument();
    // My final points, above their label.
    expect(screen.getByText('Final points').previousElementSibling).toHaveTextContent('900');
    expect(screen.getByText('2 of 4')).toBeInTheDocument();
    expect(screen.getByText('Foxes finished 2nd of 2')).toBeInTheDocument();
    expect(items('Teams')).toEqual(['1. Owls1,800', '2. Foxes900']);
    // The best three players, on a team night too.
    expect(items('Top players')).toEqual(['1. Bob1,950', '2. Ann900', '3. Cy700']);
    expect(screen.getByRole('button', { name: 'Leave event' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Ended');
    expect(screen.queryByText('Live')).not.toBeInTheDocument();
  });

  it('does the same when the end date has passed', async () => {
    serve(endedPoll({ end: -60_000 }));
    renderApp('/player');
    expect(await screen.findByRole('heading', { name: 'This event has ended.' })).toBeInTheDocument();
    expect(items('Top players')).toEqual(['1. Bob1,950', '2. Ann900', '3. Cy700']);
  });

  it('says only that it has ended when no question was played', async () => {
    serve(endedPoll({ leaderboard: null }));
    renderApp('/player');
    expect(await screen.findByText('This event has ended.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Final results' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Ended');
  });

  it('says it in French', async () => {
    await act(() => i18n.changeLanguage('fr'));
    serve(endedPoll());
    renderApp('/player');
    expect(await screen.findByRole('heading', { name: 'Cet événement est terminé.' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Résultats finaux' })).toBeInTheDocument();
    // Digits grouped the French way, with a narrow no-break space.
    expect(items('Meilleurs joueurs')).toEqual(['1. Bob1\u202f950', '2. Ann900', '3. Cy700']);
    expect(screen.getByRole('status')).toHaveTextContent('Terminé');
    expect(screen.queryByText('This event has ended.')).not.toBeInTheDocument();
    expect(screen.queryByText('Ended')).not.toBeInTheDocument();
  });
});
