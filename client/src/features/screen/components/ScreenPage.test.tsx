import type { ScreenPollResponse } from '@quizfest/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../lib/storage';
import { renderApp } from '../../../test/renderApp';

const EVENT_ID = '0b6f7a0e-3d2c-4b8e-9a51-2f6f0e4d7c11';
const SCREEN_ID = '5c4d3e2f-1a0b-4c9d-8e7f-6a5b4c3d2e1f';
const OWLS = '1e2d3c4b-5a69-4788-9a6b-5c4d3e2f1a01';
const fetchMock = vi.fn<typeof fetch>();

const poll: ScreenPollResponse = {
  event: {
    id: EVENT_ID,
    name: 'Friday Quiz',
    code: 'WXYZ',
    startDate: new Date(Date.now() - 60_000).toISOString(),
    endDate: new Date(Date.now() + 3_600_000).toISOString(),
    teamIds: [OWLS],
    activities: [],
    playerCount: 3,
  },
  players: [
    { name: 'Ann', teamId: OWLS },
    { name: 'Bob', teamId: OWLS },
    { name: 'Cy', teamId: null },
  ],
  live: null,
  serverNow: new Date().toISOString(),
};

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ScreenPage', () => {
  it('waits for players, and has no theme toggle: the room display is not for changing', async () => {
    localStorage.setItem(STORAGE_KEYS.screenId, SCREEN_ID);
    localStorage.setItem(STORAGE_KEYS.eventId, EVENT_ID);
    fetchMock.mockImplementation(async () =>
      new Response(JSON.stringify({ ...poll, event: { ...poll.event, teamIds: [], playerCount: 0 }, players: [] })),
    );
    renderApp('/screen');
    expect(await screen.findByText('Waiting for players to join…')).toBeInTheDocument();
    expect(screen.getByText('0 players')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /theme/ })).not.toBeInTheDocument();
  });

  it('sends a browser that is not a joined screen to the join page in screen mode', async () => {
    const { router } = renderApp('/screen');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.search).toMatchObject({ isScreen: true });
  });

  it('shows the code, the teams with their players, and keeps the view with a badge when polls fail', async () => {
    localStorage.setItem(STORAGE_KEYS.screenId, SCREEN_ID);
    localStorage.setItem(STORAGE_KEYS.eventId, EVENT_ID);
    let failing = false;
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url.includes('/teams/by-ids')) return new Response(JSON.stringify([{ id: OWLS, name: 'Owls', imageUrl: null, score: 0 }]));
      if (failing) throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify(poll));
    });
    renderApp('/screen');
    expect(await screen.findByText('WXYZ')).toBeInTheDocument();
    // Each team card is headed by its name and player count, with the players as a list.
    expect(await screen.findByRole('heading', { name: 'Owls (2)' })).toBeInTheDocument();
    const owls = screen.getByRole('list', { name: 'Players in Owls' });
    expect(within(owls).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Ann', 'Bob']);
    const teamless = screen.getByRole('list', { name: 'Players in Without a team' });
    expect(within(teamless).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Cy']);
    expect(screen.getByText('3 players')).toBeInTheDocument();
    const body = JSON.parse(String(fetchMock.mock.calls[0]![1]?.body)) as Record<string, unknown>;
    expect(body).toEqual({ eventId: EVENT_ID, screenId: SCREEN_ID });

    failing = true;
    expect(await screen.findByText('Reconnecting…', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText('Friday Quiz')).toBeInTheDocument();
    expect(screen.getByText('WXYZ')).toBeInTheDocument();
  });
});
