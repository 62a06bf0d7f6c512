import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EVENT_ID, liveQuestion, liveView } from '../../../test/live/liveFixtures';
import { FakeWebSocket } from '../../../test/live/fakeWebSocket';
import { STORAGE_KEYS } from '../../../lib/storage';
import { renderApp } from '../../../test/renderApp';
import { OWLS, screenState } from '../../../test/screen/screenState';

const SCREEN_ID = '5c4d3e2f-1a0b-4c9d-8e7f-6a5b4c3d2e1f';
const UNREACHABLE_ADDRESS = "Phones cannot reach this address: set PUBLIC_URL or open the screen with the server's network address";
const fetchMock = vi.fn<typeof fetch>();

function joinedScreen() {
  localStorage.setItem(STORAGE_KEYS.screenId, SCREEN_ID);
  localStorage.setItem(STORAGE_KEYS.eventId, EVENT_ID);
}

/** Opens the page's socket and has the server answer the hello with this view. */
async function goLive(view = screenState()) {
  await waitFor(() => expect(FakeWebSocket.instances).not.toHaveLength(0));
  const socket = FakeWebSocket.latest();
  act(() => {
    socket.open();
    socket.receive({ type: 'screen-state', ...view });
  });
  return socket;
}

beforeEach(() => {
  FakeWebSocket.reset();
  vi.stubGlobal('WebSocket', FakeWebSocket);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) => {
    if (String(input).endsWith(`/events/${EVENT_ID}/teams`))
      return new Response(JSON.stringify([{ id: OWLS, name: 'Owls', imageUrl: null, score: 0 }]));
    return new Response(JSON.stringify(screenState()));
  });
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ScreenPage', () => {
  it('sends a browser that is not a joined screen to the join page in screen mode', async () => {
    const { router } = renderApp('/screen');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.search).toMatchObject({ isScreen: true });
  });

  it('says hello as the screen and shows the lobby: address, code, teams and their players, and no control', async () => {
    joinedScreen();
    renderApp('/screen');
    const socket = await goLive();
    expect(socket.sent[0]).toEqual({ type: 'hello', role: 'screen', eventId: EVENT_ID, screenId: SCREEN_ID });
    expect(await screen.findByRole('heading', { name: 'Owls (2)' })).toBeInTheDocument();
    expect(screen.getByText('WXYZ')).toBeInTheDocument();
    expect(screen.getByText('192.168.1.20:3000')).toBeInTheDocument();
    expect(screen.getByTitle('QR code to join at 192.168.1.20:3000')).toBeInTheDocument();
    expect(screen.queryByText(UNREACHABLE_ADDRESS)).not.toBeInTheDocument();
    const owls = screen.getByRole('list', { name: 'Players in Owls' });
    expect(
      within(owls)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Ann', 'Bob']);
    const teamless = screen.getByRole('list', { name: 'Players in Without a team' });
    expect(
      within(teamless)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Cy']);
    expect(screen.getByText('3 players')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Connected' })).toBeInTheDocument();
    // The room's display is not for pressing: no back button, no theme toggle; only the sound switch.
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Sounds · Sons']);
  });

  it("loads the teams by the event's id, never as a list of ids in the URL (issue 9 item 9)", async () => {
    joinedScreen();
    renderApp('/screen');
    await goLive();
    expect(await screen.findByRole('heading', { name: 'Owls (2)' })).toBeInTheDocument();
    const teamCalls = fetchMock.mock.calls.map(([u]) => String(u)).filter((u) => u.includes('/teams'));
    expect(teamCalls).toEqual([expect.stringMatching(new RegExp(`/events/${EVENT_ID}/teams$`))]);
  });

  it('goes back to the join page when its owner removes it (issue 9 item 8)', async () => {
    joinedScreen();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { router } = renderApp('/screen');
    const socket = await goLive();
    expect(await screen.findByText('WXYZ')).toBeInTheDocument();
    act(() => socket.receive({ type: 'gone', error: 'This screen was removed from the event' }));
    expect(await screen.findByText(/This screen was removed from the event/)).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.eventId)).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(3000));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.search).toMatchObject({ isScreen: true });
  });

  it('waits for players, and says plainly when phones cannot reach the join address', async () => {
    joinedScreen();
    renderApp('/screen');
    await goLive(
      screenState({
        players: [],
        event: { ...screenState().event, teamIds: [] },
        join: { url: 'http://localhost:3000', reachable: false },
      }),
    );
    expect(await screen.findByText('Waiting for players to join…')).toBeInTheDocument();
    expect(screen.getByText('0 players')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(UNREACHABLE_ADDRESS);
  });

  it('counts down to the start while the event is waiting', async () => {
    joinedScreen();
    renderApp('/screen');
    const startDate = new Date(Date.now() + 2 * 3_600_000 + 60_000).toISOString();
    await goLive(screenState({ event: { ...screenState().event, startDate }, live: liveView({ phase: 'waiting' }) }));
    expect(await screen.findByText('This event starts in')).toBeInTheDocument();
    expect(screen.getByText('WXYZ')).toBeInTheDocument();
  });

  it('follows the game as the server pushes it: question, reveal, then the end', async () => {
    joinedScreen();
    renderApp('/screen');
    const socket = await goLive();
    const question = liveQuestion();
    act(() => socket.receive({ type: 'screen-state', ...screenState({ live: liveView({ rev: 2, phase: 'question', question }) }) }));
    const options = within(await screen.findByRole('list', { name: 'Options' })).getAllByRole('listitem');
    expect(options).toHaveLength(4);
    expect(options.filter((option) => option.hasAttribute('data-correct'))).toEqual([]);
    expect(screen.getByText('0 of 3 answered')).toBeInTheDocument();
    act(() =>
      socket.receive({ type: 'counts', rev: 2, counts: { players: 3, connected: 3, answered: 2 }, serverNow: new Date().toISOString() }),
    );
    expect(screen.getByText('2 of 3 answered')).toBeInTheDocument();

    const reveal = { correctAnswer: 2, correctTexts: {}, distribution: [1, 2, 0, 0], answered: 3 };
    act(() => socket.receive({ type: 'screen-state', ...screenState({ live: liveView({ rev: 3, phase: 'reveal', question, reveal }) }) }));
    const bars = within(await screen.findByRole('list', { name: 'Answers per option' })).getAllByRole('listitem');
    expect(bars.filter((bar) => bar.hasAttribute('data-correct')).map((bar) => bar.getAttribute('aria-label'))).toEqual([
      'Blue diamond: Paris (correct answer), 2 answers',
    ]);

    act(() => socket.receive({ type: 'screen-state', ...screenState({ live: liveView({ rev: 4, phase: 'ended' }) }) }));
    expect(await screen.findByText('This event has ended.')).toBeInTheDocument();
  });

  it('keeps the last view with a reconnecting badge when the socket drops', async () => {
    joinedScreen();
    renderApp('/screen');
    const socket = await goLive();
    expect(await screen.findByText('WXYZ')).toBeInTheDocument();
    act(() => socket.serverClose(1006));
    expect(await screen.findByText('Reconnecting…')).toBeInTheDocument();
    expect(screen.getByText('Friday Quiz')).toBeInTheDocument();
    expect(screen.getByText('WXYZ')).toBeInTheDocument();
  });

  it('says so when the event is gone, forgets it and goes back to the join page in screen mode', async () => {
    joinedScreen();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { router } = renderApp('/screen');
    const socket = await goLive();
    expect(await screen.findByText('WXYZ')).toBeInTheDocument();
    act(() => socket.receive({ type: 'gone', error: 'Event not found' }));
    expect(await screen.findByText('This event is no longer available.')).toBeInTheDocument();
    expect(screen.queryByText('WXYZ')).not.toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.eventId)).toBeNull();
    expect(router.state.location.pathname).toBe('/screen');
    await act(() => vi.advanceTimersByTimeAsync(3000));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.search).toMatchObject({ isScreen: true });
  });
});
