import type { PollResponse } from '@quizfest/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { appLanguageOf, initialLanguage } from '../../../i18n/language';
import { UnreachableWebSocket } from '../../../test/live/fakeWebSocket';
import { autoStep, liveQuestion, liveView, playerMe } from '../../../test/live/liveFixtures';
import { STORAGE_KEYS } from '../../../lib/storage';
import { renderApp } from '../../../test/renderApp';

const EVENT_ID = '0b6f7a0e-3d2c-4b8e-9a51-2f6f0e4d7c11';
const PLAYER_ID = '9d0c0f4e-1b5a-4c3d-8e2f-7a6b5c4d3e21';
const TEAM_ID = '1e2d3c4b-5a69-4788-9a6b-5c4d3e2f1a01';
const HOUR = 3_600_000;
const fetchMock = vi.fn<typeof fetch>();

function pollResponse(overrides: { start: number; end: number; player?: PollResponse['player']; teamIds?: string[] }): PollResponse {
  const now = Date.now();
  return {
    event: {
      id: EVENT_ID,
      name: 'Friday Quiz',
      code: 'ABCD',
      startDate: new Date(now + overrides.start).toISOString(),
      endDate: new Date(now + overrides.end).toISOString(),
      teamIds: overrides.teamIds ?? [],
      activities: [],
      playerCount: 1,
    },
    player: overrides.player ?? { playerId: PLAYER_ID, name: null },
    live: null,
    me: null,
    serverNow: new Date(now).toISOString(),
  };
}

function serve(poll: PollResponse) {
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.endsWith('/events/poll')) return new Response(JSON.stringify(poll));
    if (url.endsWith(`/events/${EVENT_ID}/teams`))
      return new Response(JSON.stringify([{ id: TEAM_ID, name: 'Owls', imageUrl: null, score: 0 }]));
    return new Response(JSON.stringify({ error: 'unexpected' }), { status: 500 });
  });
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  // No socket server here: the page falls back to the 1-second poll, which these tests serve.
  vi.stubGlobal('WebSocket', UnreachableWebSocket);
  localStorage.setItem(STORAGE_KEYS.playerId, PLAYER_ID);
  localStorage.setItem(STORAGE_KEYS.eventId, EVENT_ID);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('PlayerPage', () => {
  it('goes to the join page without a stored event', async () => {
    localStorage.removeItem(STORAGE_KEYS.eventId);
    const { router } = renderApp('/player');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('counts down before the start', async () => {
    serve(pollResponse({ start: 2 * HOUR + 5 * 60_000 + 30_000, end: 5 * HOUR }));
    renderApp('/player');
    expect(await screen.findByText('Friday Quiz')).toBeInTheDocument();
    expect(screen.getByText('This event starts in')).toBeInTheDocument();
    expect(screen.getByText('2 hours 6 minutes')).toBeInTheDocument();
  });

  it('says when the event has ended', async () => {
    serve(pollResponse({ start: -5 * HOUR, end: -HOUR }));
    renderApp('/player');
    expect(await screen.findByText('This event has ended.')).toBeInTheDocument();
  });

  it('welcomes a player who has a name and a team', async () => {
    serve(pollResponse({ start: -HOUR, end: HOUR, teamIds: [TEAM_ID], player: { playerId: PLAYER_ID, name: 'Ann', teamId: TEAM_ID } }));
    renderApp('/player');
    expect(await screen.findByText('Welcome, Ann!')).toBeInTheDocument();
    expect(await screen.findByText('Team: Owls')).toBeInTheDocument();
  });

  it('shows the join form while the record has no teamId key, and teamless players as such', async () => {
    serve(pollResponse({ start: -HOUR, end: HOUR, player: { playerId: PLAYER_ID, name: 'Ann' } }));
    const { unmount } = renderApp('/player');
    expect(await screen.findByLabelText('Your Name')).toBeInTheDocument();
    unmount();
    serve(pollResponse({ start: -HOUR, end: HOUR, player: { playerId: PLAYER_ID, name: 'Ann', teamId: null } }));
    renderApp('/player');
    expect(await screen.findByText('Playing without a team')).toBeInTheDocument();
  });

  it('loads the event teams once, not on every poll', async () => {
    serve(pollResponse({ start: -HOUR, end: HOUR, teamIds: [TEAM_ID] }));
    renderApp('/player');
    await screen.findByLabelText('Your Name');
    await waitFor(() => expect(fetchMock.mock.calls.filter(([u]) => String(u).endsWith('/events/poll')).length).toBeGreaterThan(1), {
      timeout: 3000,
    });
    expect(fetchMock.mock.calls.filter(([u]) => String(u).endsWith(`/events/${EVENT_ID}/teams`))).toHaveLength(1);
  });

  it("loads a crowded event's teams by the event's id: the URL does not grow with the teams (issue 9 item 9)", async () => {
    // 450 ids in a query passed the server's 16 KB header limit (431), and no team could be chosen.
    const teamIds = [TEAM_ID, ...Array.from({ length: 449 }, (_, i) => `1e2d3c4b-5a69-4788-9a6b-${String(i).padStart(12, '0')}`)];
    serve(pollResponse({ start: -HOUR, end: HOUR, teamIds }));
    renderApp('/player');
    await screen.findByLabelText('Your Name');
    await waitFor(() => expect(fetchMock.mock.calls.filter(([u]) => String(u).endsWith(`/events/${EVENT_ID}/teams`))).toHaveLength(1));
    expect(fetchMock.mock.calls.map(([u]) => String(u)).filter((u) => u.includes('/teams') && u.length > 200)).toEqual([]);
  });

  it('the back button forgets the event and returns to the join page', async () => {
    serve(pollResponse({ start: HOUR, end: 2 * HOUR }));
    const { router } = renderApp('/player');
    await userEvent.click(await screen.findByRole('button', { name: 'Leave event' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem(STORAGE_KEYS.eventId)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.playerId)).toBe(PLAYER_ID);
  });

  it('plays in the browser language, question and page alike, switchable to the other', async () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('fr-FR');
    // As main.tsx starts the app: in the browser's language, nothing being stored yet.
    await i18n.changeLanguage(appLanguageOf(initialLanguage()));
    serve({
      ...pollResponse({ start: -HOUR, end: HOUR, player: { playerId: PLAYER_ID, name: 'Ann', teamId: null } }),
      live: liveView({ phase: 'question', question: liveQuestion() }),
      me: playerMe(),
    });
    renderApp('/player');
    expect(await screen.findByText('Capitale de la France ?')).toBeInTheDocument();
    // The page around the question is French too, and the switch changes both.
    expect(screen.getByRole('status')).toHaveTextContent('Reconnexion…');
    expect(screen.getByRole('button', { name: 'Quitter l’événement' })).toBeInTheDocument();
    await userEvent.click(screen.getByText('EN'));
    expect(screen.getByText('Capital of France?')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Reconnecting…');
    expect(screen.getByRole('button', { name: 'Leave event' })).toBeInTheDocument();
    expect(localStorage.getItem('quizfest.playerLanguage')).toBe('en_US');
  });

  it('says under the card when a hands-free quiz goes on by itself (issue 20), and nothing once the host holds it', async () => {
    const player = { playerId: PLAYER_ID, name: 'Ann', teamId: null };
    // The poll's server time is when it was made: 7 s before the step, whatever this machine's clock.
    serve({
      ...pollResponse({ start: -HOUR, end: HOUR, player }),
      live: liveView({ phase: 'leaderboard', autoStep: autoStep(7000) }),
      me: playerMe(),
    });
    const { unmount } = renderApp('/player');
    expect(await screen.findByText('Next in 7 s')).toBeInTheDocument();
    unmount();
    serve({
      ...pollResponse({ start: -HOUR, end: HOUR, player }),
      live: liveView({ phase: 'leaderboard', autoStep: autoStep(7000, { held: true }) }),
      me: playerMe(),
    });
    renderApp('/player');
    expect(await screen.findByRole('heading', { name: 'Leaderboard' })).toBeInTheDocument();
    expect(screen.queryByText(/Next in/)).not.toBeInTheDocument();
  });

  it('goes back to the join page when the event is gone', async () => {
    fetchMock.mockImplementation(async () => new Response(JSON.stringify({ error: 'Event not found' }), { status: 404 }));
    const { router } = renderApp('/player');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem(STORAGE_KEYS.eventId)).toBeNull();
    expect(await screen.findByText('Event not found')).toBeInTheDocument();
  });
});
