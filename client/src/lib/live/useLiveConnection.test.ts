import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../storage';
import { POLL_TIMEOUT_MS } from '../usePolling';
import { loadPendingAnswer } from './answerQueue';
import { ANSWER_RETRY_MS, PING_INTERVAL_MS, PROBE_LIMIT_MS, SILENCE_LIMIT_MS } from './liveConnection';
import { hostView } from '../../test/host/hostView';
import { EVENT_ID, liveQuestion, liveView, PLAYER_ID, playerMe, playerPoll } from '../../test/live/liveFixtures';
import { FakeWebSocket } from '../../test/live/fakeWebSocket';
import { useLiveConnection } from './useLiveConnection';

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const calls = (suffix: string) => fetchMock.mock.calls.filter(([url]) => String(url).endsWith(suffix));
const flush = (ms = 0) => act(() => vi.advanceTimersByTimeAsync(ms));
const player = { role: 'player', eventId: EVENT_ID, playerId: PLAYER_ID } as const;
const question = liveQuestion();
const answer = { activityId: question.activityId, questionIndex: question.questionIndex, answer: 2 };

function renderPlayer() {
  return renderHook(() => useLiveConnection(player));
}

/** Opens the latest socket and has the server answer the hello with this view. */
function goLive(view = playerPoll()) {
  const socket = FakeWebSocket.latest();
  act(() => {
    socket.open();
    socket.receive({ type: 'player-state', ...view });
  });
  return socket;
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(Math, 'random').mockReturnValue(0.5);
  vi.spyOn(console, 'error').mockImplementation(() => {});
  FakeWebSocket.reset();
  vi.stubGlobal('WebSocket', FakeWebSocket);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => json(playerPoll()));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('useLiveConnection: the socket', () => {
  it('says hello on open, takes the pushed view and polls nothing while live', async () => {
    const { result } = renderPlayer();
    expect(result.current.connection).toBe('connecting');
    const socket = FakeWebSocket.latest();
    expect(socket.url).toBe(`ws://${window.location.host}/api/live`);
    goLive(playerPoll({ live: liveView({ rev: 4, phase: 'question', question }) }));
    expect(socket.sent[0]).toEqual({ type: 'hello', role: 'player', eventId: EVENT_ID, playerId: PLAYER_ID, keepsMe: true });
    expect(result.current.connection).toBe('live');
    expect(result.current.state?.live?.phase).toBe('question');
    await flush(5000);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps the event and its own record when a push leaves them out (unchanged on the server), and takes new ones', () => {
    const { result } = renderPlayer();
    const first = playerPoll({ live: liveView({ rev: 4 }) });
    const socket = goLive(first);
    const { event: _event, player: _player, ...rest } = playerPoll({ live: liveView({ rev: 5, phase: 'question', question }) });
    act(() => socket.receive({ type: 'player-state', ...rest }));
    expect(result.current.state?.live?.rev).toBe(5);
    expect(result.current.state?.event).toEqual(first.event);
    expect((result.current.state as { player: unknown }).player).toEqual(first.player);
    // A new name comes with the push that changed it, and the event's new name likewise.
    const renamed = { ...first.player!, name: 'Renamed' };
    act(() => socket.receive({ type: 'player-state', ...rest, player: renamed, event: { ...first.event, name: 'New night' } }));
    expect((result.current.state as { player: { name: string } }).player.name).toBe('Renamed');
    expect(result.current.state?.event.name).toBe('New night');
    act(() => socket.receive({ type: 'player-state', ...rest }));
    expect((result.current.state as { player: { name: string } }).player.name).toBe('Renamed');
    expect(result.current.state?.event.name).toBe('New night');
  });

  it('keeps its `me` when a push leaves it out, with no answer and no result once the push names another question', () => {
    const { result } = renderPlayer();
    const answered = playerMe({ answer: '2', result: { correct: true, points: 800 }, totalPoints: 800, rank: 3 });
    const socket = goLive(playerPoll({ live: liveView({ rev: 6, phase: 'reveal', question }), me: answered }));
    const push = (live: ReturnType<typeof liveView>) => {
      const { event: _event, player: _player, me: _me, ...rest } = playerPoll({ live });
      act(() => socket.receive({ type: 'player-state', ...rest }));
    };
    // The same question (a pause, a roster change): `me` as held, answer and result with it.
    push(liveView({ rev: 7, phase: 'reveal', question }));
    expect(result.current.state?.me).toEqual(answered);
    // The next question opens: the points and rank stay, the answer and its result do not.
    const next = liveQuestion({ questionIndex: question.questionIndex + 1 });
    push(liveView({ rev: 8, phase: 'question', question: next }));
    expect(result.current.state?.me).toEqual({ ...answered, answer: null, result: null });
    // Once a `me` comes, it is what the phone holds for the pushes after it.
    const now = playerMe({ answer: '1', totalPoints: 800, rank: 3 });
    act(() =>
      socket.receive({ type: 'player-state', ...playerPoll({ live: liveView({ rev: 9, phase: 'question', question: next }), me: now }) }),
    );
    push(liveView({ rev: 10, phase: 'question', question: next }));
    expect(result.current.state?.me).toEqual(now);
    // A leaderboard names no question: `me` left out there is the answer-less one.
    push(liveView({ rev: 11, phase: 'leaderboard', question: null }));
    expect(result.current.state?.me).toEqual({ ...now, answer: null, result: null });
  });

  it('merges counts of the same revision only', () => {
    const { result } = renderPlayer();
    const socket = goLive(playerPoll({ live: liveView({ rev: 4 }) }));
    const serverNow = new Date().toISOString();
    act(() => socket.receive({ type: 'counts', rev: 3, counts: { players: 9, connected: 9, answered: 9 }, serverNow }));
    expect(result.current.state?.live?.counts.answered).toBe(0);
    act(() => socket.receive({ type: 'counts', rev: 4, counts: { players: 5, connected: 4, answered: 2 }, serverNow }));
    expect(result.current.state?.live?.counts).toEqual({ players: 5, connected: 4, answered: 2 });
  });

  it('corrects the clock from serverNow', () => {
    const { result } = renderPlayer();
    const socket = goLive(playerPoll({ serverNow: new Date(Date.now() + 60_000).toISOString() }));
    expect(result.current.serverNow() - Date.now()).toBeCloseTo(60_000, -2);
    act(() => socket.receive({ type: 'pong', serverNow: new Date(Date.now() - 3000).toISOString() }));
    expect(result.current.serverNow() - Date.now()).toBeCloseTo(-3000, -2);
  });

  it('pings every 10 s and drops a socket that stays silent, then reconnects', async () => {
    renderPlayer();
    const socket = goLive();
    await flush(PING_INTERVAL_MS);
    expect(socket.sentOfType('ping')).toHaveLength(1);
    await flush(SILENCE_LIMIT_MS - PING_INTERVAL_MS);
    expect(socket.readyState).toBe(FakeWebSocket.CLOSED);
    await flush(250); // the jittered first retry: 0.5 × 500 ms
    expect(FakeWebSocket.instances).toHaveLength(2);
  });

  it('polls every second while the socket is down, reconnects with backoff and stops polling once back', async () => {
    const { result } = renderPlayer();
    goLive();
    act(() => FakeWebSocket.latest().serverClose());
    await flush(0);
    expect(calls('/events/poll')).toHaveLength(1);
    expect(result.current.connection).toBe('polling');
    // Each retry fails: the windows double (500, 1000, 2000 ms; half of each with random 0.5).
    await flush(250);
    expect(FakeWebSocket.instances).toHaveLength(2);
    act(() => FakeWebSocket.latest().serverClose());
    await flush(499);
    expect(FakeWebSocket.instances).toHaveLength(2);
    await flush(1);
    expect(FakeWebSocket.instances).toHaveLength(3);
    await flush(250);
    expect(calls('/events/poll')).toHaveLength(2);
    goLive();
    expect(result.current.connection).toBe('live');
    const polled = calls('/events/poll').length;
    await flush(5000);
    expect(calls('/events/poll')).toHaveLength(polled);
  });

  it('is offline when both the socket and the polls fail, and abandons a hung poll after 8 s', async () => {
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    );
    const { result } = renderPlayer();
    act(() => FakeWebSocket.latest().serverClose());
    await flush(POLL_TIMEOUT_MS - 1);
    expect(result.current.connection).toBe('connecting');
    await flush(1);
    expect(result.current.connection).toBe('offline');
    await flush(1000);
    expect(calls('/events/poll')).toHaveLength(2);
  });

  it('keeps its view and state when a poll is refused as too frequent (429), and polls on', async () => {
    const { result } = renderPlayer();
    goLive();
    act(() => FakeWebSocket.latest().serverClose());
    await flush(0);
    expect(result.current.connection).toBe('polling');
    fetchMock.mockImplementation(async () => json({ error: 'Too many requests' }, 429));
    await flush(1000);
    expect(result.current.connection).toBe('polling');
    expect(result.current.state).not.toBeNull();
    expect(result.current.gone).toBeNull();
    fetchMock.mockImplementation(async () => json(playerPoll()));
    const polled = calls('/events/poll').length;
    await flush(1000);
    expect(calls('/events/poll').length).toBeGreaterThan(polled);
    expect(result.current.connection).toBe('polling');
  });

  it('reconnects at once when the browser comes back online', async () => {
    vi.mocked(Math.random).mockReturnValue(0.99);
    renderPlayer();
    act(() => FakeWebSocket.latest().serverClose());
    act(() => FakeWebSocket.latest().serverClose()); // stale: ignored
    expect(FakeWebSocket.instances).toHaveLength(1);
    act(() => window.dispatchEvent(new Event('online')));
    expect(FakeWebSocket.instances).toHaveLength(2);
  });

  it('shows offline at once when the browser loses the network, and reconnects when it is back', async () => {
    const { result } = renderPlayer();
    const socket = goLive();
    act(() => window.dispatchEvent(new Event('offline')));
    expect(result.current.connection).toBe('offline');
    expect(socket.readyState).toBe(FakeWebSocket.CLOSED);
    const before = FakeWebSocket.instances.length;
    act(() => window.dispatchEvent(new Event('online')));
    expect(FakeWebSocket.instances.length).toBe(before + 1);
  });

  it('makes a live socket prove itself when the page becomes visible again', async () => {
    renderPlayer();
    const socket = goLive();
    act(() => document.dispatchEvent(new Event('visibilitychange')));
    expect(socket.sentOfType('ping')).toHaveLength(1);
    await flush(PROBE_LIMIT_MS);
    expect(socket.readyState).toBe(FakeWebSocket.CLOSED);
    await flush(250);
    expect(FakeWebSocket.instances).toHaveLength(2);
  });

  it('stops for good when the event is gone (message, close code or a poll 404)', async () => {
    const first = renderPlayer();
    act(() => goLive().receive({ type: 'gone', error: 'Event not found' }));
    expect(first.result.current.gone).toBe('Event not found');
    first.unmount();

    const second = renderPlayer();
    act(() => FakeWebSocket.latest().serverClose(4404));
    expect(second.result.current.gone).toBe('Event not found');
    second.unmount();

    fetchMock.mockImplementation(async () => json({ error: 'Event not found' }, 404));
    const third = renderPlayer();
    const sockets = FakeWebSocket.instances.length;
    act(() => FakeWebSocket.latest().serverClose());
    await flush(0);
    expect(third.result.current.gone).toBe('Event not found');
    await flush(30_000);
    expect(FakeWebSocket.instances).toHaveLength(sockets);
    expect(calls('/events/poll')).toHaveLength(1);
  });

  it('stops for good, with the reason, when the host removed the player (socket close or a poll 403)', async () => {
    const removed = 'You were removed from this event by the host';
    const first = renderPlayer();
    act(() => {
      FakeWebSocket.latest().receive({ type: 'error', error: removed });
      FakeWebSocket.latest().serverClose(4404);
    });
    expect(first.result.current.gone).toBe(removed);
    first.unmount();

    fetchMock.mockImplementation(async () => json({ error: removed }, 403));
    const second = renderPlayer();
    const sockets = FakeWebSocket.instances.length;
    act(() => FakeWebSocket.latest().serverClose());
    await flush(0);
    expect(second.result.current.gone).toBe(removed);
    await flush(30_000);
    expect(FakeWebSocket.instances).toHaveLength(sockets);
    expect(calls('/events/poll')).toHaveLength(1);
  });

  it('stops with the error when a player hello is refused', async () => {
    const { result } = renderPlayer();
    const socket = FakeWebSocket.latest();
    act(() => {
      socket.open();
      socket.receive({ type: 'error', error: 'Unknown player' });
      socket.serverClose(4401);
    });
    expect(result.current.error).toBe('Unknown player');
    await flush(30_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('leaves no timer, listener or socket behind on unmount', async () => {
    const add = vi.spyOn(window, 'addEventListener');
    const remove = vi.spyOn(window, 'removeEventListener');
    const { unmount } = renderPlayer();
    const socket = goLive();
    unmount();
    expect(socket.readyState).toBe(FakeWebSocket.CLOSED);
    expect(vi.getTimerCount()).toBe(0);
    expect(remove.mock.calls.filter(([type]) => type === 'online')).toHaveLength(
      add.mock.calls.filter(([type]) => type === 'online').length,
    );
  });
});

describe('useLiveConnection: answers', () => {
  it('sends over the socket, resends on reconnect, and clears only on the ack for that question', async () => {
    fetchMock.mockImplementation(async (url) => {
      if (String(url).endsWith('/players/answer')) throw new TypeError('Failed to fetch');
      return json(playerPoll());
    });
    const { result } = renderPlayer();
    const first = goLive(playerPoll({ live: liveView({ phase: 'question', question }) }));
    act(() => result.current.sendAnswer(answer));
    expect(first.sentOfType('answer')).toEqual([{ type: 'answer', ...answer }]);
    expect(result.current.pending).toEqual(answer);
    act(() => first.serverClose());
    await flush(250);
    const second = goLive(playerPoll({ live: liveView({ phase: 'question', question }) }));
    expect(second.sentOfType('answer')).toEqual([{ type: 'answer', ...answer }]);
    act(() => second.receive({ type: 'ack', activityId: 'activity-1', questionIndex: 7, answer: '2' }));
    expect(result.current.pending).toEqual(answer);
    act(() => second.receive({ type: 'ack', activityId: 'activity-1', questionIndex: 0, answer: '2' }));
    expect(result.current.pending).toBeNull();
    expect(loadPendingAnswer(EVENT_ID)).toBeNull();
  });

  it('sends the options ticked for several right answers as a list, over the socket and by HTTP', async () => {
    fetchMock.mockImplementation(async (url) =>
      String(url).endsWith('/players/answer')
        ? json({ accepted: true })
        : json(playerPoll({ live: liveView({ phase: 'question', question }) })),
    );
    const ticked = { ...answer, answer: [1, 3] };
    const { result } = renderPlayer();
    const socket = goLive(playerPoll({ live: liveView({ phase: 'question', question }) }));
    act(() => result.current.sendAnswer(ticked));
    expect(socket.sentOfType('answer')).toEqual([{ type: 'answer', ...ticked }]);
    act(() => socket.receive({ type: 'ack', activityId: 'activity-1', questionIndex: 0, answer: '1,3' }));
    expect(result.current.pending).toBeNull();
    // The socket down, the same list goes in the HTTP body.
    act(() => socket.serverClose());
    await flush(0);
    act(() => result.current.sendAnswer(ticked));
    await flush(0);
    const body = JSON.parse(String(calls('/players/answer')[0]?.[1]?.body)) as unknown;
    expect(body).toEqual({ eventId: EVENT_ID, playerId: PLAYER_ID, activityId: 'activity-1', questionIndex: 0, answer: [1, 3] });
  });

  it('reports a refusal and forgets the answer', () => {
    const { result } = renderPlayer();
    const socket = goLive();
    act(() => result.current.sendAnswer(answer));
    act(() =>
      socket.receive({ type: 'answer-error', activityId: 'activity-1', questionIndex: 0, status: 409, error: 'Answers are closed' }),
    );
    expect(result.current.answerError).toBe('Answers are closed');
    expect(result.current.pending).toBeNull();
  });

  it('keeps the answer when the server is busy (429, 5xx) and sends it again a moment later', async () => {
    const { result } = renderPlayer();
    const socket = goLive();
    act(() => result.current.sendAnswer(answer));
    act(() =>
      socket.receive({ type: 'answer-error', activityId: 'activity-1', questionIndex: 0, status: 429, error: 'Too many answers at once' }),
    );
    expect(result.current.pending).toEqual(answer);
    expect(result.current.answerError).toBeNull();
    await flush(ANSWER_RETRY_MS);
    expect(socket.sentOfType('answer')).toHaveLength(2);
    act(() => socket.receive({ type: 'answer-error', activityId: 'activity-1', questionIndex: 0, status: 503, error: 'Unavailable' }));
    await flush(ANSWER_RETRY_MS);
    expect(socket.sentOfType('answer')).toHaveLength(3);
    act(() => socket.receive({ type: 'ack', activityId: 'activity-1', questionIndex: 0, answer: '2' }));
    expect(result.current.pending).toBeNull();
  });

  it('posts while the socket is down and keeps trying each poll cycle until accepted', async () => {
    let answerCalls = 0;
    fetchMock.mockImplementation(async (url) => {
      if (String(url).endsWith('/players/answer')) {
        answerCalls++;
        if (answerCalls === 1) throw new TypeError('Failed to fetch');
        return json({ accepted: true });
      }
      return json(playerPoll({ live: liveView({ phase: 'question', question }) }));
    });
    const { result } = renderPlayer();
    act(() => FakeWebSocket.latest().serverClose());
    await flush(0);
    act(() => result.current.sendAnswer(answer));
    await flush(0);
    expect(result.current.pending).toEqual(answer);
    await flush(1000);
    expect(result.current.pending).toBeNull();
    const body = JSON.parse(String(calls('/players/answer')[1]?.[1]?.body)) as unknown;
    expect(body).toEqual({ eventId: EVENT_ID, playerId: PLAYER_ID, ...answer });
  });

  it('takes a 409 from the HTTP answer as a refusal', async () => {
    fetchMock.mockImplementation(async (url) =>
      String(url).endsWith('/players/answer') ? json({ error: 'Answers are closed' }, 409) : json(playerPoll()),
    );
    const { result } = renderPlayer();
    act(() => result.current.sendAnswer(answer));
    await flush(0);
    expect(result.current.answerError).toBe('Answers are closed');
    expect(result.current.pending).toBeNull();
  });

  it('keeps the pending answer over a reload and clears it when the view holds my answer', () => {
    const first = renderPlayer();
    act(() => first.result.current.sendAnswer(answer));
    first.unmount();
    const { result } = renderPlayer();
    expect(result.current.pending).toEqual(answer);
    const socket = goLive(playerPoll({ live: liveView({ phase: 'question', question }), me: playerMe({ answer: '2' }) }));
    expect(result.current.pending).toBeNull();
    expect(socket.sentOfType('answer')).toHaveLength(0);
  });
});

describe('useLiveConnection: the host', () => {
  const host = { role: 'host', eventId: EVENT_ID } as const;
  // A host view that holds to its schema: the host's view is parsed on arrival.
  const view = hostView('lobby', { serverNow: new Date().toISOString() });

  it('loads the view with its token first, then says hello with the token', async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'token-1');
    fetchMock.mockImplementation(async () => json(view));
    const { result } = renderHook(() => useLiveConnection(host));
    await flush(0);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe(`/api/events/${EVENT_ID}/live`);
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer token-1');
    expect(result.current.state).not.toBeNull();
    const socket = FakeWebSocket.latest();
    act(() => socket.open());
    expect(socket.sent[0]).toEqual({ type: 'hello', role: 'host', eventId: EVENT_ID, token: 'token-1' });
  });

  it('sets the error when the view is refused', async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'token-1');
    fetchMock.mockImplementation(async () => json({ error: 'Event not found' }, 404));
    const { result } = renderHook(() => useLiveConnection(host));
    await flush(0);
    expect(result.current.error).toBe('Event not found');
    expect(FakeWebSocket.instances).toHaveLength(0);
  });

  // The server closes a host socket (4401) when its access token expires (issue 18, item 5): a
  // night of several hours goes through many tokens, and the console must reconnect each time.
  it('reconnects with a refreshed token each time the server closes the socket for an expired token', async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'token-1');
    fetchMock.mockImplementation(async () => json(view));
    const { result } = renderHook(() => useLiveConnection(host));
    await flush(0);
    for (let i = 2; i <= 5; i++) {
      const socket = FakeWebSocket.latest();
      act(() => {
        socket.open();
        socket.receive({ type: 'host-state', ...view });
      });
      expect(result.current.connection).toBe('live');
      localStorage.setItem(STORAGE_KEYS.accessToken, `token-${i}`);
      act(() => {
        socket.receive({ type: 'error', error: 'Invalid or expired token' });
        socket.serverClose(4401);
      });
      await flush(0);
      act(() => FakeWebSocket.latest().open());
      expect(FakeWebSocket.latest().sent[0]).toMatchObject({ type: 'hello', token: `token-${i}` });
      expect(result.current.error).toBeNull();
    }
  });

  it('after a refused hello fetches the view once more (refreshing the token) before saying hello again', async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'token-1');
    fetchMock.mockImplementation(async () => json(view));
    const { result } = renderHook(() => useLiveConnection(host));
    await flush(0);
    act(() => FakeWebSocket.latest().open());
    localStorage.setItem(STORAGE_KEYS.accessToken, 'token-2');
    act(() => FakeWebSocket.latest().serverClose(4401));
    await flush(0);
    expect(calls(`/events/${EVENT_ID}/live`).length).toBeGreaterThanOrEqual(2);
    act(() => FakeWebSocket.latest().open());
    expect(FakeWebSocket.latest().sent[0]).toMatchObject({ token: 'token-2' });
    act(() => FakeWebSocket.latest().serverClose(4401));
    expect(result.current.error).toBe('Connection refused');
  });
});

describe('useLiveConnection: the big screen', () => {
  const screenTarget = { role: 'screen', eventId: EVENT_ID, screenId: 'a1b2c3d4-3333-4333-8333-333333333333' } as const;
  const base = playerPoll();
  const screenView = (players: { name: string; teamId: string | null }[], rev: number, playersTag = `tag-${players.length}`) => ({
    type: 'screen-state',
    event: base.event,
    ...(players.length ? { players } : {}),
    playersTag,
    live: liveView({ rev }),
    join: { url: 'http://quiz.example/', reachable: true },
    serverNow: new Date().toISOString(),
  });

  it('keeps its players list when a push leaves it out (unchanged on the server), and takes a new one', () => {
    const { result } = renderHook(() => useLiveConnection(screenTarget));
    const socket = FakeWebSocket.latest();
    act(() => {
      socket.open();
      socket.receive(screenView([{ name: 'Ann', teamId: null }], 1));
    });
    act(() => socket.receive(screenView([], 2)));
    const state = result.current.state as { players: { name: string }[]; live: { rev: number } };
    expect(state.live.rev).toBe(2);
    expect(state.players.map((p) => p.name)).toEqual(['Ann']);
    act(() =>
      socket.receive(
        screenView(
          [
            { name: 'Ann', teamId: null },
            { name: 'Bob', teamId: null },
          ],
          3,
        ),
      ),
    );
    expect((result.current.state as { players: { name: string }[] }).players.map((p) => p.name)).toEqual(['Ann', 'Bob']);
  });

  it('polls with the tag of the list it holds while the socket is down, and keeps the list the poll leaves out', async () => {
    const ann = [{ name: 'Ann', teamId: null }];
    const { type: _type, ...polled } = screenView([], 5, 'tag-ann');
    fetchMock.mockImplementation(async () => json(polled));
    const { result } = renderHook(() => useLiveConnection(screenTarget));
    const socket = FakeWebSocket.latest();
    act(() => {
      socket.open();
      socket.receive(screenView(ann, 1, 'tag-ann'));
    });
    fetchMock.mockClear();
    act(() => socket.serverClose());
    await flush(0);
    expect(result.current.connection).toBe('polling');
    const bodies = calls('/events/poll-as-screen').map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);
    expect(bodies.at(-1)).toEqual({ eventId: EVENT_ID, screenId: screenTarget.screenId, playersHeld: 'tag-ann' });
    const state = result.current.state as { players: { name: string }[]; live: { rev: number }; playersTag: string };
    expect(state.live.rev).toBe(5);
    expect(state.players.map((p) => p.name)).toEqual(['Ann']);
    // A new list comes with its tag, which the next poll names.
    const { type: _t, ...changed } = screenView([...ann, { name: 'Bob', teamId: null }], 6, 'tag-ann-bob');
    fetchMock.mockImplementation(async () => json(changed));
    await flush(1000);
    expect((result.current.state as { players: { name: string }[] }).players.map((p) => p.name)).toEqual(['Ann', 'Bob']);
    await flush(1000);
    const last = calls('/events/poll-as-screen').at(-1)!;
    expect(JSON.parse(String(last[1]?.body))).toMatchObject({ playersHeld: 'tag-ann-bob' });
  });
});
