// The live game over its WebSocket (docs/PRODUCT-RULES.md#live-transport), on a listening server with real `ws` clients:
// hellos and their refusals, the socket limits, pushes on every host action and on roster changes,
// answers and their acks, the correct answer hidden until the reveal, questions closing by
// themselves, throttled counters, and sockets told when their event is gone.
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  COUNTS_PUSH_INTERVAL_MS,
  heldMe,
  pushedQuestion,
  SOCKET_CLOSE,
  SOCKET_MAX_PAYLOAD,
  type HostView,
  type PlayerMe,
  type ServerMessage,
} from '@quizfest/shared';
import { activities } from '../src/db/schema.js';
import { call, signUpAndIn } from './api-helpers.js';
import { aliasOf, expectOk, joinEvent, setInfo } from './fixtures.js';
import { answer, hostAction, liveEvent, QUESTIONS, type LiveFixture } from './live-fixtures.js';
import { idleTcpSocket } from '../src/live/rooms.js';
import { closeAllClients, LiveClient, type Message } from './live-socket-client.js';
import { buildTestApp, type TestApp } from './test-app.js';

type Server = { t: TestApp; url: string };

/** A flooding socket's hold (FLOOD_HOLD_MS), short for the tests. */
const HOLD_MS = 600;

async function startServer(): Promise<Server> {
  const t = await buildTestApp({ liveFloodHoldMs: HOLD_MS });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  return { t, url: `ws://127.0.0.1:${port}/api/live` };
}

let s: Server;
beforeAll(async () => {
  s = await startServer();
});
afterEach(closeAllClients);
afterAll(async () => s.t.close());

const app = () => s.t.app;

async function hello(body: Record<string, unknown>, server = s): Promise<LiveClient> {
  const client = await LiveClient.connect(server.url);
  client.send({ type: 'hello', ...body });
  return client;
}

async function asPlayer(f: LiveFixture, playerId: string, server = s) {
  const client = await hello({ role: 'player', eventId: f.eventId, playerId }, server);
  await client.next('player-state');
  return client;
}

async function asScreen(f: LiveFixture, server = s) {
  const screenId = randomUUID();
  expectOk(await call(server.t.app, 'POST', '/events/join-as-screen', { code: f.code, screenId }));
  const client = await hello({ role: 'screen', eventId: f.eventId, screenId }, server);
  await client.next('screen-state');
  return client;
}

async function asHost(f: LiveFixture, server = s) {
  const client = await hello({ role: 'host', eventId: f.eventId, token: f.token }, server);
  await client.next('host-state');
  return client;
}

const act = async (f: LiveFixture, action: string, extra: Record<string, unknown> = {}): Promise<HostView> =>
  expectOk(await hostAction(app(), f, action, extra));

const answerMessage = (f: LiveFixture, questionIndex: number, value: number | string) => ({
  type: 'answer',
  activityId: f.activityId,
  questionIndex,
  answer: value,
});

/** The frames a client received before `message` (one it was handed by `next`). */
const framesBefore = (client: LiveClient, message: ServerMessage) =>
  client.frames.slice(
    0,
    client.frames.findIndex((f) => f.message === message),
  );

/** Proves a player got no push since `mark`: anything sent before the pong would arrive before it. */
async function expectNoStateSince(client: LiveClient, mark: number) {
  client.send({ type: 'ping' });
  await client.next('pong');
  expect(client.since(mark).map((f) => f.message.type)).not.toContain('player-state');
}

async function expectRefused(client: LiveClient, error: string, code: number = SOCKET_CLOSE.refused) {
  const closed = await client.closes();
  expect(client.frames.map((f) => f.message)).toEqual([{ type: 'error', error }]);
  expect(closed.code).toBe(code);
}

describe('hello', () => {
  let f: LiveFixture;
  beforeAll(async () => {
    f = await liveEvent(app(), 2);
  });

  it("answers each role's hello with its full view first", async () => {
    const [p1, p2] = f.players;
    const player = await hello({ role: 'player', eventId: f.eventId, playerId: p1!.id });
    expect(await player.first()).toMatchObject({
      type: 'player-state',
      event: { id: f.eventId, code: f.code },
      player: { playerId: p1!.id, name: 'Player 1', teamId: f.teams.a },
      live: { phase: 'lobby', counts: { players: 2 } },
      me: { answer: null, totalPoints: 0 },
    });

    const screenId = randomUUID();
    expectOk(await call(app(), 'POST', '/events/join-as-screen', { code: f.code, screenId }));
    const screen = await hello({ role: 'screen', eventId: f.eventId, screenId });
    const screenState = await screen.first();
    expect(screenState).toMatchObject({
      type: 'screen-state',
      event: { id: f.eventId },
      live: { phase: 'lobby' },
      join: { url: expect.any(String) },
    });
    expect((screenState as Message<'screen-state'>).players.map((p) => p.name)).toEqual(['Player 1', 'Player 2']);

    const host = await hello({ role: 'host', eventId: f.eventId, token: f.token });
    const hostState = await host.first();
    expect(hostState).toMatchObject({ type: 'host-state', event: { id: f.eventId }, live: { phase: 'lobby' }, answerKey: null });
    // The host sees each player under its alias in this event (issue 18, item 4).
    const aliases = [await aliasOf(app(), f.eventId, p1!.id), await aliasOf(app(), f.eventId, p2!.id)];
    expect((hostState as Message<'host-state'>).players.map((p) => p.playerId).sort()).toEqual(aliases.sort());

    // A player id is a credential: no other player or screen ever sees it.
    expect(screen.frames.map((x) => x.raw).join('')).not.toMatch(new RegExp(`${p1!.id}|${p2!.id}`));
    expect(player.frames.map((x) => x.raw).join('')).not.toContain(p2!.id);
  });

  it('refuses a host hello with a bad token or another manager’s token', async () => {
    await expectRefused(await hello({ role: 'host', eventId: f.eventId, token: 'not-a-token' }), 'Invalid or expired token');
    const other = await signUpAndIn(app());
    await expectRefused(await hello({ role: 'host', eventId: f.eventId, token: other.token }), 'Event not found');
  });

  it('refuses an unknown event, a player who never joined and a screen that never joined', async () => {
    await expectRefused(await hello({ role: 'player', eventId: randomUUID(), playerId: f.players[0]!.id }), 'Event not found');
    await expectRefused(await hello({ role: 'player', eventId: f.eventId, playerId: randomUUID() }), 'Join the event first');
    // A screen without a slot goes back to the join page (issue 9 item 8), as for a deleted event.
    await expectRefused(
      await hello({ role: 'screen', eventId: f.eventId, screenId: randomUUID() }),
      'This screen has not joined the event',
      SOCKET_CLOSE.gone,
    );
  });

  it('refuses a frame that is not a message, and an answer, before the hello', async () => {
    const garbled = await LiveClient.connect(s.url);
    garbled.sendRaw('{"type":"hello", oops');
    await expectRefused(garbled, 'Not a message this server understands');
    const early = await LiveClient.connect(s.url);
    early.send(answerMessage(f, 0, 1));
    await expectRefused(early, 'Say hello first');
  });

  // Real time: the limit is the server's 5 s (HELLO_TIMEOUT_MS), not shortened for the test.
  it('closes a socket that says nothing for 5 s', async () => {
    const silent = await LiveClient.connect(s.url);
    const closed = await silent.closes(8000);
    expect(closed.code).toBe(SOCKET_CLOSE.refused);
    expect(silent.frames.map((x) => x.message)).toEqual([{ type: 'error', error: 'Say hello first' }]);
  });

  it('lets ws close a frame over 16 KB (1009)', async () => {
    const big = await LiveClient.connect(s.url);
    big.send({ type: 'hello', role: 'player', eventId: f.eventId, playerId: f.players[0]!.id, pad: 'x'.repeat(SOCKET_MAX_PAYLOAD) });
    expect((await big.closes()).code).toBe(1009);
    expect(big.frames).toEqual([]);
  });

  it('holds a socket that sends more than 20 messages in a second, unread and out of its room, then closes it (4429)', async () => {
    const { playerId } = await joinEvent(s.t.app, f.code);
    const chatty = await asPlayer(f, playerId);
    const started = Date.now();
    // 50 in one burst: however the burst straddles the server's one-second window, one side has over 20.
    for (let i = 0; i < 50; i++) chatty.send({ type: 'ping' });
    // Held: what it sends goes unanswered, and the room's pushes pass it by.
    await new Promise((r) => setTimeout(r, HOLD_MS / 3));
    const before = chatty.frames.length;
    chatty.send({ type: 'ping' });
    // Its own record changes: a socket in the room would get a player-state.
    expectOk(await setInfo(s.t.app, f.eventId, playerId, 'Held Harry', f.teams.a));
    const closed = await chatty.closes();
    expect(closed.code).toBe(SOCKET_CLOSE.flood);
    expect(Date.now() - started).toBeGreaterThanOrEqual(HOLD_MS);
    expect(chatty.frames.slice(before).map((x) => x.message)).toEqual([{ type: 'error', error: 'Too many messages' }]);
    expect(chatty.frames.filter((x) => x.message.type === 'pong').length).toBeLessThanOrEqual(20);
  });
});

describe('pushes', () => {
  it('pushes every host action to a player, a screen and the host, with the same revision', async () => {
    const f = await liveEvent(app(), 2);
    const player = await asPlayer(f, f.players[0]!.id);
    const screen = await asScreen(f);
    const host = await asHost(f);
    type Live = NonNullable<Message<'player-state'>['live']>;
    const steps: [string, (live: Live) => void][] = [
      [
        'start',
        (live) =>
          expect(live).toMatchObject({
            phase: 'question',
            question: { questionIndex: 0, deadline: expect.any(String), remainingMs: null },
          }),
      ],
      [
        'pause',
        (live) =>
          expect(live).toMatchObject({
            phase: 'question',
            question: { questionIndex: 0, deadline: null, remainingMs: expect.any(Number) },
          }),
      ],
      [
        'resume',
        (live) =>
          expect(live).toMatchObject({
            phase: 'question',
            question: { questionIndex: 0, deadline: expect.any(String), remainingMs: null },
          }),
      ],
      ['reveal', (live) => expect(live).toMatchObject({ phase: 'reveal', reveal: { correctAnswer: 2 } })],
      [
        'leaderboard',
        (live) => expect(live).toMatchObject({ phase: 'leaderboard', question: null, leaderboard: { teams: expect.any(Array) } }),
      ],
      ['next', (live) => expect(live).toMatchObject({ phase: 'question', question: { questionIndex: 1, type: 'free_text_input' } })],
      ['skip', (live) => expect(live.phase).toBe('finished')],
      ['end', (live) => expect(live.phase).toBe('ended')],
    ];
    let lastRev = 0;
    for (const [action, check] of steps) {
      const { rev } = (await act(f, action)).live;
      expect(rev, action).toBeGreaterThan(lastRev);
      lastRev = rev;
      const [p, sc, h] = await Promise.all([
        player.next('player-state', (m) => m.live?.rev === rev),
        screen.next('screen-state', (m) => m.live?.rev === rev),
        host.next('host-state', (m) => m.live.rev === rev),
      ]);
      check(p.live!);
      // The shared part is one serialisation for players and screens.
      expect(sc.live, action).toEqual(p.live);
      check(h.live);
    }
  });

  it('sends a question to the big screen before any phone', async () => {
    const f = await liveEvent(app(), 12);
    const players = await Promise.all(f.players.map((p) => asPlayer(f, p.id)));
    const screen = await asScreen(f);
    // The order the server writes in, seen on its own sockets' TCP connections (ws's sends and the
    // frames written straight, rooms.ts SharedFrame): clients in one process may read in another.
    const sent: string[] = [];
    for (const ws of app().websocketServer.clients) {
      const tcp = idleTcpSocket(ws)!;
      const write = tcp.write.bind(tcp) as (...args: unknown[]) => boolean;
      tcp.write = ((...args: unknown[]) => {
        // ws writes a frame's header and its text apart: the text names the message.
        const data = args[0];
        const type = /\{"type":"([a-z-]+)"/.exec(Buffer.isBuffer(data) ? data.toString('latin1') : String(data))?.[1];
        if (type) sent.push(type);
        return write(...args);
      }) as typeof tcp.write;
    }
    const { rev } = (await act(f, 'start')).live;
    await Promise.all([
      screen.next('screen-state', (m) => m.live?.rev === rev),
      ...players.map((p) => p.next('player-state', (m) => m.live?.rev === rev)),
    ]);
    expect(sent).toEqual(['screen-state', ...players.map(() => 'player-state')]);
  });

  it('sends joins and names to screens, throttled, and no roster push to the other players', async () => {
    const f = await liveEvent(app(), 2);
    const [a, b] = f.players;
    const playerA = await asPlayer(f, a!.id);
    const playerB = await asPlayer(f, b!.id);
    const screen = await asScreen(f);
    const markA = playerA.mark();
    const markB = playerB.mark();
    const markScreen = screen.mark();
    const started = Date.now();

    for (const name of ['Newcomer 1', 'Newcomer 2']) {
      const { playerId } = await joinEvent(app(), f.code);
      expectOk(await setInfo(app(), f.eventId, playerId, name, f.teams.b));
    }
    // A push whose players list did not change leaves it out (the screen keeps its own).
    const roster = await screen.next('screen-state', (m) => m.players?.some((p) => p.name === 'Newcomer 2'));
    const elapsed = Date.now() - started;
    expect(roster.players.map((p) => p.name)).toEqual(['Player 1', 'Player 2', 'Newcomer 1', 'Newcomer 2']);
    expect(roster.live?.counts.players).toBe(4);
    // Four changes, pushed at most once per interval (plus the one already armed).
    const pushes = screen.since(markScreen).filter((x) => x.message.type === 'screen-state').length;
    expect(pushes).toBeLessThanOrEqual(Math.floor(elapsed / COUNTS_PUSH_INTERVAL_MS) + 2);
    await expectNoStateSince(playerA, markA);
    await expectNoStateSince(playerB, markB);

    // The player who changed hears of it; the others do not.
    const markA2 = playerA.mark();
    expectOk(await setInfo(app(), f.eventId, b!.id, 'Bea', f.teams.b));
    expect((await playerB.next('player-state', (m) => m.player?.name === 'Bea')).player).toMatchObject({
      playerId: b!.id,
      teamId: f.teams.b,
    });
    await screen.next('screen-state', (m) => m.players?.some((p) => p.name === 'Bea'));
    await expectNoStateSince(playerA, markA2);
  });

  it('sends a screen its players list after the hello and when it changes, not with every push (issue 18, S8)', async () => {
    const f = await liveEvent(app(), 2);
    const screen = await asScreen(f);
    expect(screen.frames[0]!.message).toHaveProperty('players');

    // A state change with the same roster: the list stays out (0.5 MB a push with 5,000 players).
    const started = await act(f, 'start');
    const question = await screen.next('screen-state', (m) => m.live?.rev === started.live.rev);
    expect(question).not.toHaveProperty('players');
    expect(question.live?.phase).toBe('question');

    // A new name changes the list: the next push carries it whole.
    const { playerId } = await joinEvent(app(), f.code);
    expectOk(await setInfo(app(), f.eventId, playerId, 'Latecomer', f.teams.a));
    const roster = await screen.next('screen-state', (m) => m.players !== undefined);
    expect(roster.players.map((p) => p.name)).toEqual(['Player 1', 'Player 2', 'Latecomer']);
    const revealed = await act(f, 'reveal');
    expect(await screen.next('screen-state', (m) => m.live?.rev === revealed.live.rev)).not.toHaveProperty('players');

    // Another socket of a screen gets the list with its first view, whatever the others were sent.
    const second = await asScreen(f);
    expect((second.frames[0]!.message as Message<'screen-state'>).players).toHaveLength(3);
  });
});

describe('a player’s pushes', () => {
  it('leave out the event and the player’s own record while they are what the socket holds (issue 24)', async () => {
    const f = await liveEvent(app(), 2);
    const [me] = f.players;
    const phone = await asPlayer(f, me!.id);
    const first = phone.frames[0]!.message as Message<'player-state'>;
    expect(first.event.id).toBe(f.eventId);
    expect(first.player?.name).toBe('Player 1');

    // A question opens: what every phone already has stays out, about 40 % of the frame.
    const started = await act(f, 'start');
    const question = await phone.next('player-state', (m) => m.live?.rev === started.live.rev);
    expect(question).not.toHaveProperty('event');
    expect(question).not.toHaveProperty('player');
    expect(question.live?.question?.questionIndex).toBe(0);
    expect(question.me).not.toBeNull();
    // The push is the poll's body, less what the socket holds (views.ts playerPayload).
    const poll = await call(app(), 'POST', '/events/poll', { eventId: f.eventId, playerId: me!.id });
    // (The counters may have moved between the two: the poll is a sign of life too.)
    const withoutCounts = (live: unknown) => ({ ...(live as object), counts: null });
    expect(Object.keys(question).sort()).toEqual(['live', 'me', 'serverNow', 'type']);
    expect(withoutCounts(question.live)).toEqual(withoutCounts(poll.body.live));
    expect(question.me).toEqual(poll.body.me);
    expect(Number.isNaN(Date.parse(question.serverNow))).toBe(false);

    // The host renames the player: the push that follows carries the new record, and then not again.
    await act(f, 'pause');
    const alias = await aliasOf(app(), f.eventId, me!.id);
    const renamed = await act(f, 'rename-player', { playerId: alias, name: 'Zed' });
    const withName = await phone.next('player-state', (m) => m.live?.rev === renamed.live.rev);
    expect(withName.player?.name).toBe('Zed');
    const resumed = await act(f, 'resume');
    expect(await phone.next('player-state', (m) => m.live?.rev === resumed.live.rev)).not.toHaveProperty('player');

    // Another socket of the same player gets the whole view first, whatever the first one holds.
    const second = await asPlayer(f, me!.id);
    const whole = second.frames[0]!.message as Message<'player-state'>;
    expect(whole.event.id).toBe(f.eventId);
    expect(whole.player?.name).toBe('Zed');
    expect([...phone.frames, ...second.frames].some((x) => x.binary)).toBe(false);
  });
});

describe('a question’s opening', () => {
  it('leaves `me` out while the phone holds it by the shared rule, one frame for every phone (issue 24)', async () => {
    const f = await liveEvent(app(), 4);
    const [old, ...players] = f.players;
    const connect = async (playerId: string, keepsMe: boolean) => {
      const client = await hello({ role: 'player', eventId: f.eventId, playerId, ...(keepsMe ? { keepsMe } : {}) });
      await client.next('player-state');
      return client;
    };
    // A phone whose page predates the rule says nothing of it: it gets `me` every time.
    const oldPhone = await connect(old!.id, false);
    const phones = await Promise.all(players.map((p) => connect(p.id, true)));
    await act(f, 'start');
    expectOk(await answer(app(), f, players[0]!.id, 0, 2)); // right
    expectOk(await answer(app(), f, players[1]!.id, 0, 1)); // wrong; the third does not answer
    expectOk(await answer(app(), f, old!.id, 0, 2));
    await act(f, 'reveal');
    await act(f, 'leaderboard');
    const opened = await act(f, 'next');

    const frames = await Promise.all(phones.map((phone) => phone.next('player-state', (m) => m.live?.rev === opened.live.rev)));
    const raws: string[] = [];
    for (const [i, phone] of phones.entries()) {
      const frame = frames[i]!;
      expect(Object.keys(frame).sort()).toEqual(['live', 'serverNow', 'type']);
      // What the phone makes of its frames, as liveConnection.ts does, is the poll's `me`.
      let me: unknown = undefined;
      let question: string | null = null;
      for (const { message, raw } of phone.frames) {
        if (message.type !== 'player-state') continue;
        const named = pushedQuestion(message.live?.question);
        me = 'me' in message ? message.me : heldMe(me as PlayerMe, question === named);
        question = named;
        if (message === frame) raws.push(raw.replace(/"serverNow":"[^"]*"/, ''));
      }
      const poll = await call(app(), 'POST', '/events/poll', { eventId: f.eventId, playerId: players[i]!.id });
      expect(me).toEqual(poll.body.me);
      expect(poll.body.me.answer).toBeNull();
    }
    // The three players' standings differ, their frames do not: one encoded for all.
    expect(new Set(raws).size).toBe(1);
    const oldFrame = await oldPhone.next('player-state', (m) => m.live?.rev === opened.live.rev);
    expect(oldFrame.me).toEqual((await call(app(), 'POST', '/events/poll', { eventId: f.eventId, playerId: old!.id })).body.me);
    expect(phones.flatMap((phone) => phone.frames).some((x) => x.binary)).toBe(false);
  });
});

describe('the host’s view at a question’s opening', () => {
  it('takes the quiz the transition read, where another action reads it again (issue 24)', async () => {
    const f = await liveEvent(app(), 2);
    const host = await asHost(f);
    await act(f, 'start');
    await act(f, 'reveal');
    // Reads of the quizzes (live/quiz-plan.ts) while each action's push reaches the host.
    const db = app().db;
    const select = db.select.bind(db);
    let reads = 0;
    const spy = vi.spyOn(db, 'select').mockImplementation(((fields?: Parameters<typeof select>[0]) => {
      const builder = select(fields as never);
      const from = builder.from.bind(builder);
      builder.from = ((table: Parameters<typeof from>[0]) => {
        if (table === activities) reads++;
        return from(table);
      }) as typeof from;
      return builder;
    }) as typeof db.select);
    try {
      const readsFor = async (action: string) => {
        reads = 0;
        const { rev } = (await act(f, action)).live;
        const view = await host.next('host-state', (m) => m.live.rev === rev);
        return { reads, view };
      };
      // The leaderboard reads no quiz: the host's view reads it, so an edit shows in its "up next".
      expect((await readsFor('leaderboard')).reads).toBe(1);
      // The opening read it to find the next question: its host view takes that read.
      const opened = await readsFor('next');
      expect(opened.reads).toBe(1);
      expect(opened.view.live).toMatchObject({ phase: 'question', question: { questionIndex: 1 } });
      // What it shows is what a fresh read of the quiz shows.
      const fresh = await hello({ role: 'host', eventId: f.eventId, token: f.token });
      const { type: _t, serverNow: _a, ...shown } = opened.view as Message<'host-state'> & { serverNow?: string };
      const { type: _u, serverNow: _b, ...again } = (await fresh.next('host-state')) as Message<'host-state'> & { serverNow?: string };
      expect(shown).toEqual(again);
    } finally {
      spy.mockRestore();
    }
  });
});

describe('answers over the socket', () => {
  it('acknowledges an answer once stored, a repeat too, and refuses a change, a late one and a screen', async () => {
    const f = await liveEvent(app(), 3);
    const [p1, p2] = f.players;
    const s1 = await asPlayer(f, p1!.id);
    const s2 = await asPlayer(f, p2!.id);
    const screen = await asScreen(f);
    await act(f, 'start');

    s1.send(answerMessage(f, 0, 2));
    expect(await s1.next('ack')).toEqual({ type: 'ack', activityId: f.activityId, questionIndex: 0, answer: '2' });
    s1.send(answerMessage(f, 0, 2));
    expect(await s1.next(['ack', 'answer-error'])).toEqual({ type: 'ack', activityId: f.activityId, questionIndex: 0, answer: '2' });
    s1.send(answerMessage(f, 0, 3));
    expect(await s1.next(['ack', 'answer-error'])).toEqual({
      type: 'answer-error',
      activityId: f.activityId,
      questionIndex: 0,
      status: 409,
      error: 'You have already answered this question',
    });

    screen.send(answerMessage(f, 0, 1));
    expect(await screen.next('error')).toEqual({ type: 'error', error: 'Only players answer' });
    // A refused message is not a refused hello: the screen stays connected.
    screen.send({ type: 'ping' });
    await screen.next('pong');

    const { rev } = (await act(f, 'reveal')).live;
    await s2.next('player-state', (m) => m.live?.rev === rev);
    s2.send(answerMessage(f, 0, 2));
    expect(await s2.next(['ack', 'answer-error'])).toMatchObject({ type: 'answer-error', status: 409, error: 'Answers are closed' });

    const results = expectOk(await call(app(), 'GET', `/events/${f.eventId}/results`, undefined, f.token));
    expect(results.rows.map((r: { playerName: string; answer: string }) => [r.playerName, r.answer])).toEqual([['Player 1', '2']]);
  });

  it('stores one answer when a player answers over the socket and over HTTP at once', async () => {
    const f = await liveEvent(app(), 3);
    const [p1, p2, p3] = f.players;
    const s1 = await asPlayer(f, p1!.id);
    const s2 = await asPlayer(f, p2!.id);
    // A third connected player who does not answer keeps the question open throughout.
    await asPlayer(f, p3!.id);
    await act(f, 'start');

    s1.send(answerMessage(f, 0, 4));
    const [ack, http] = await Promise.all([s1.next(['ack', 'answer-error']), answer(app(), f, p1!.id, 0, 4)]);
    expect(ack).toMatchObject({ type: 'ack', answer: '4' });
    expect(expectOk(http)).toEqual({ accepted: true });

    // Two different answers at once: one is stored, the other refused.
    s2.send(answerMessage(f, 0, 1));
    const [viaSocket, viaHttp] = await Promise.all([s2.next(['ack', 'answer-error']), answer(app(), f, p2!.id, 0, 3)]);
    const outcomes = [viaSocket.type === 'ack' ? 200 : (viaSocket as Message<'answer-error'>).status, viaHttp.status].sort();
    expect(outcomes).toEqual([200, 409]);

    // The download holds the questions revealed (docs/PRODUCT-RULES.md#scoring).
    await act(f, 'reveal');
    const results = expectOk(await call(app(), 'GET', `/events/${f.eventId}/results`, undefined, f.token));
    const rows = results.rows as { playerName: string; answer: string }[];
    expect(rows.filter((r) => r.playerName === 'Player 1').map((r) => r.answer)).toEqual(['4']);
    const p2Rows = rows.filter((r) => r.playerName === 'Player 2').map((r) => r.answer);
    expect(p2Rows).toEqual([viaSocket.type === 'ack' ? '1' : '3']);
  });
});

describe('the correct answer', () => {
  it('reaches players and screens only with the reveal', async () => {
    const f = await liveEvent(app(), 3);
    const players = await Promise.all(f.players.map((p) => asPlayer(f, p.id)));
    const screen = await asScreen(f);
    const watchers = [...players, screen];
    const [s1, s2] = players;
    const stateOf = (c: LiveClient, rev: number) =>
      c === screen ? c.next('screen-state', (m) => m.live?.rev === rev) : c.next('player-state', (m) => m.live?.rev === rev);

    // Multiple choice: an answer (wrong) goes in; nothing says which option is right.
    let { rev } = (await act(f, 'start')).live;
    await Promise.all(watchers.map((c) => stateOf(c, rev)));
    s1!.send(answerMessage(f, 0, 3));
    await s1!.next('ack');
    ({ rev } = (await act(f, 'reveal')).live);
    for (const c of watchers) {
      const revealed = await stateOf(c, rev);
      expect(revealed.live?.reveal).toMatchObject({ correctAnswer: 2, distribution: [0, 0, 1, 0] });
      const before = framesBefore(c, revealed);
      expect(before.length).toBeGreaterThan(0);
      for (const { raw, message } of before) {
        expect(raw).not.toMatch(/correctAnswer|correctTexts/);
        if ('live' in message && message.live && 'reveal' in message.live) expect(message.live.reveal).toBeNull();
      }
    }

    // Free text: the answer's words appear in no frame at all until the reveal.
    expectOk(await hostAction(app(), f, 'leaderboard'));
    ({ rev } = (await act(f, 'next')).live);
    await Promise.all(watchers.map((c) => stateOf(c, rev)));
    s1!.send(answerMessage(f, 1, 'Atlantic'));
    s2!.send(answerMessage(f, 1, 'Indian'));
    await Promise.all([s1!.next('ack'), s2!.next('ack')]);
    ({ rev } = (await act(f, 'reveal')).live);
    for (const c of watchers) {
      const revealed = await stateOf(c, rev);
      expect(revealed.live?.reveal).toMatchObject({ correctTexts: { en_US: 'Pacific', fr_FR: 'Pacifique' } });
      for (const { raw } of framesBefore(c, revealed)) expect(raw).not.toMatch(/pacifi/i);
    }
  });
});

describe('a question closes by itself', () => {
  it('at its deadline', async () => {
    const f = await liveEvent(app(), 2, [{ ...QUESTIONS[0]!, timeLimit: 5 }]);
    const player = await asPlayer(f, f.players[0]!.id);
    const screen = await asScreen(f);
    const started = (await act(f, 'start')).live.rev;
    const [p, sc] = await Promise.all([
      player.next('player-state', (m) => m.live?.phase === 'reveal', 10_000),
      screen.next('screen-state', (m) => m.live?.phase === 'reveal', 10_000),
    ]);
    expect(p.live!.rev).toBeGreaterThan(started);
    expect(sc.live!.rev).toBe(p.live!.rev);
    expect(p.me).toMatchObject({ answer: null, result: { correct: false, points: 0 } });
  });

  it('once every connected player has answered', async () => {
    const f = await liveEvent(app(), 3);
    const players = await Promise.all(f.players.map((p) => asPlayer(f, p.id)));
    const screen = await asScreen(f);
    await act(f, 'start');
    players.forEach((c, i) => c.send(answerMessage(f, 0, i + 1)));
    // Each answer is stored: the question did not close before the last one came in.
    for (const c of players) expect((await c.next(['ack', 'answer-error'])).type).toBe('ack');
    const [revealed] = await Promise.all([
      screen.next('screen-state', (m) => m.live?.phase === 'reveal'),
      ...players.map((c) => c.next('player-state', (m) => m.live?.phase === 'reveal')),
    ]);
    expect(revealed.live!.reveal).toMatchObject({ answered: 3, distribution: [1, 1, 1, 0] });
  });

  // Every change re-arms the deadline for the same moment; the timer must then call back with the
  // latest revision, or the close is refused as stale and, with nobody reading the event again,
  // the question stays open for good.
  it('at its deadline after the host renamed a player during it', async () => {
    const f = await liveEvent(app(), 2, [{ ...QUESTIONS[0]!, timeLimit: 5 }]);
    const player = await asPlayer(f, f.players[0]!.id);
    const started = (await act(f, 'start')).live;
    const renamed = (await act(f, 'rename-player', { playerId: await aliasOf(app(), f.eventId, f.players[1]!.id), name: 'Renamed' })).live;
    expect(renamed).toMatchObject({ phase: 'question', question: { deadline: started.question!.deadline } });
    await player.next('player-state', (m) => m.live?.rev === renamed.rev);

    const revealed = await player.next('player-state', (m) => m.live?.phase === 'reveal', 10_000);
    expect(revealed.live!.rev).toBeGreaterThan(renamed.rev);
  });

  it('only once each connected player has answered, not as many players as are connected', async () => {
    const f = await liveEvent(app(), 3);
    const [p1, p2] = f.players;
    const [s1, s2, s3] = await Promise.all(f.players.map((p) => asPlayer(f, p.id)));
    const host = await asHost(f);
    const { rev } = (await act(f, 'start')).live;
    await host.next('host-state', (m) => m.live.rev === rev);
    const fromStart = host.mark();
    const phase = async () => expectOk(await call(app(), 'GET', `/events/${f.eventId}/live`, undefined, f.token)).live.phase;
    /** Answers, then puts the phone away: the host's next roster push shows the player gone. */
    const answerAndLeave = async (c: LiveClient, playerId: string, value: number) => {
      c.send(answerMessage(f, 0, value));
      expect(await c.next(['ack', 'answer-error'])).toMatchObject({ type: 'ack' });
      c.close();
      await c.closed;
      const alias = await aliasOf(app(), f.eventId, playerId);
      await host.next('host-state', (m) => m.players.find((p) => p.playerId === alias)?.connected === false);
    };

    await answerAndLeave(s1!, p1!.id, 1);
    expect(await phase()).toBe('question');
    // Two answers for the two players still connected, one of whom has not answered: still open.
    await answerAndLeave(s2!, p2!.id, 2);
    expect(await phase()).toBe('question');
    const hostPhases = host.since(fromStart).flatMap((x) => (x.message.type === 'host-state' ? [x.message.live.phase] : []));
    expect(hostPhases.length).toBeGreaterThanOrEqual(2);
    expect(hostPhases.every((p) => p === 'question')).toBe(true);

    s3!.send(answerMessage(f, 0, 3));
    expect(await s3!.next(['ack', 'answer-error'])).toMatchObject({ type: 'ack' });
    const revealed = await s3!.next('player-state', (m) => m.live?.phase === 'reveal');
    expect(revealed.live!.reveal).toMatchObject({ answered: 3, distribution: [1, 1, 1, 0] });
  });
});

describe('counters', () => {
  it('reach screens as answers arrive, a few times a second at most', async () => {
    const answering = 20;
    // One more connected player than answers: the question stays open to the end.
    const f = await liveEvent(app(), answering + 1);
    const players = await Promise.all(f.players.map((p) => asPlayer(f, p.id)));
    const screen = await asScreen(f);
    const { rev } = (await act(f, 'start')).live;
    await screen.next('screen-state', (m) => m.live?.rev === rev);
    const from = screen.mark();
    const started = Date.now();

    // One answer at a time, each acknowledged before the next: a push per answer would be 20 messages.
    const half = answering / 2;
    for (const [i, c] of players.slice(0, answering).entries()) {
      c.send(answerMessage(f, 0, (i % 4) + 1));
      await c.next('ack');
      // Halfway, wait for the counters to show it: the screen then sees the count grow.
      if (i === half - 1) await screen.next('counts', (m) => m.counts.answered >= half);
    }
    await screen.next('counts', (m) => m.counts.answered === answering);
    const elapsed = Date.now() - started;

    const counts = screen
      .since(from)
      .map((x) => x.message)
      .filter((m): m is Message<'counts'> => m.type === 'counts');
    const answered = counts.map((m) => m.counts.answered);
    expect(answered.length).toBeGreaterThanOrEqual(2);
    expect(answered).toEqual([...answered].sort((x, y) => x - y));
    expect(answered[0]).toBeLessThan(answering);
    expect(counts.every((m) => m.rev === rev && m.counts.players === answering + 1)).toBe(true);
    expect(counts.length).toBeLessThanOrEqual(Math.floor(elapsed / COUNTS_PUSH_INTERVAL_MS) + 2);
    // Players get no counters.
    for (const c of players) expect(c.frames.some((x) => x.message.type === 'counts')).toBe(false);
  });
});

describe('an event that is gone', () => {
  const expectGone = async (clients: LiveClient[]) => {
    for (const c of clients) {
      expect(await c.next('gone')).toEqual({ type: 'gone', error: 'Event not found' });
      expect((await c.closes()).code).toBe(SOCKET_CLOSE.gone);
    }
  };

  it('tells every socket of a deleted event, and closes them (4404)', async () => {
    const f = await liveEvent(app(), 1);
    const clients = [await asPlayer(f, f.players[0]!.id), await asScreen(f), await asHost(f)];
    const res = await call(app(), 'DELETE', `/events/${f.eventId}`, undefined, f.token);
    expect(res.status).toBe(204);
    await expectGone(clients);
  });

  describe('after an admin reset', () => {
    // Its own server: the reset empties the whole database.
    let r: Server;
    beforeAll(async () => {
      r = await startServer();
    });
    afterAll(async () => {
      await closeAllClients();
      await r.t.close();
    });

    it('tells every socket, and closes them (4404)', async () => {
      const admin = await signUpAndIn(r.t.app, 'admin');
      const f = await liveEvent(r.t.app, 1);
      expectOk(await hostAction(r.t.app, f, 'start'));
      const clients = [await asPlayer(f, f.players[0]!.id, r), await asScreen(f, r), await asHost(f, r)];
      expectOk(await call(r.t.app, 'POST', '/admin/reset-database', undefined, admin.token));
      await expectGone(clients);
    });
  });
});
