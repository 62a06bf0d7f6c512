// One client's answer flood must not stall everyone (issue 18, item 10): answers the database
// must decide (out of phase, unknown) are budgeted per address and per event, over the socket and
// POST /players/answer alike; repeats of a stored answer are answered from memory, and a socket
// replaying them is closed; the first
// answer of each player to the open question always goes through.
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SOCKET_CLOSE, type ServerMessage } from '@quizfest/shared';
import { CHECKED_ANSWERS_PER_ADDRESS, TOO_MANY_ANSWERS } from '../src/live/answer-gate.js';
import { ANSWERS_AFTER_SETTLED, REFUSED_ANSWERS } from '../src/live/live-socket.js';
import { SETTLED_RESENDS } from '../src/live/answer-resends.js';
import type { AnswerInput } from '../src/live/answer-store.js';
import { call } from './api-helpers.js';
import { expectOk } from './fixtures.js';
import { hostAction, liveEvent, type LiveFixture } from './live-fixtures.js';
import { closeAllClients, LiveClient } from './live-socket-client.js';
import { buildTestApp, type TestApp } from './test-app.js';

let t: TestApp;
let url: string;
/** Answers that reached the store (the database), by player. */
const stored: AnswerInput[] = [];

beforeAll(async () => {
  t = await buildTestApp({ trustProxy: 1, liveFloodHoldMs: 300 });
  const answers = t.app.live.answers;
  const submit = answers.submit.bind(answers);
  answers.submit = (input) => {
    stored.push(input);
    return submit(input);
  };
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/live`;
});
afterEach(closeAllClients);
afterAll(async () => t.close());

const FLOOD = '203.0.113.66';
const from = (address: string) => ({ 'x-forwarded-for': address });

async function player(f: LiveFixture, i: number, address: string): Promise<LiveClient> {
  const client = await LiveClient.connect(url, from(address));
  client.send({ type: 'hello', role: 'player', eventId: f.eventId, playerId: f.players[i]!.id });
  await client.next('player-state');
  return client;
}

const answerMessage = (f: LiveFixture, questionIndex: number, answer: number) => ({
  type: 'answer',
  activityId: f.activityId,
  questionIndex,
  answer,
});
const answerErrors = (c: LiveClient) =>
  c.frames.map((x) => x.message).filter((m): m is Extract<ServerMessage, { type: 'answer-error' }> => m.type === 'answer-error');
const httpAnswer = (f: LiveFixture, i: number, questionIndex: number, address: string, answer = 1) =>
  t.app.inject({
    method: 'POST',
    url: '/api/players/answer',
    headers: from(address),
    payload: { eventId: f.eventId, playerId: f.players[i]!.id, activityId: f.activityId, questionIndex, answer },
  });

/**
 * Spends the address's answer budget through the gate itself, up to its first refusal: over HTTP a
 * refusal waits SETTLED_RESENDS.holdMs, long enough for the budget to refill a little.
 */
async function spendBudget(f: LiveFixture, i: number, questionIndex: number, address: string) {
  const input = { eventId: f.eventId, playerId: f.players[i]!.id, activityId: f.activityId, questionIndex, answer: '1' };
  while (
    (await t.app.live.submitAnswer(input, address).then(
      () => 200,
      (e: { statusCode?: number }) => e.statusCode,
    )) !== 429
  );
}

describe('an answer flood from one address', () => {
  it('is cut, over the socket and HTTP, while another address’s answers go through', async () => {
    const f = await liveEvent(t.app, 22);
    expectOk(await hostAction(t.app, f, 'start'));
    // 20 sockets: each is closed a few replies after its first refusal for good (409), so it takes
    // this many to spend the address's budget over sockets alone.
    const flood = await Promise.all(Array.from({ length: 20 }, (_, i) => player(f, i, FLOOD)));
    const before = stored.length;

    // 10 sockets, 15 answers a second each, to a question that is not open: under the per-socket
    // limit of 20 with room for timer jitter (at 19 a late tick on a loaded machine put 21 in one
    // second, and the socket was cut for flooding before the answer budget was what stopped it).
    let sent = 0;
    const started = Date.now();
    await new Promise<void>((resolve) => {
      const timer = setInterval(() => {
        for (const c of flood) c.send(answerMessage(f, 1, 1));
        sent += flood.length;
        if (Date.now() - started >= 2000) {
          clearInterval(timer);
          resolve();
        }
      }, 1000 / 15);
    });
    const elapsedSeconds = (Date.now() - started) / 1000;
    // A socket that drew more than its share of 429s, or kept sending after its answer was refused
    // for good (409), is closed as a flood; the others still answer.
    for (const c of flood) {
      const tooMany = answerErrors(c).filter((m) => m.status === 429).length > REFUSED_ANSWERS.max;
      // Every socket sent ~30 answers: after a refusal for good, more than a phone ever resends.
      const replays = answerErrors(c).some((m) => m.status !== 429);
      if (tooMany || replays) expect((await c.closes()).code).toBe(SOCKET_CLOSE.flood);
      else {
        c.send({ type: 'ping' });
        await c.next('pong');
      }
    }
    const refused = flood.flatMap(answerErrors);
    expect(refused.some((m) => m.status === 429 && m.error === TOO_MANY_ANSWERS)).toBe(true);
    expect(refused.filter((m) => m.status !== 429).every((m) => m.status === 409)).toBe(true);
    // What reached the database: the address's budget, not the flood.
    const reached = stored.length - before;
    expect(reached).toBeLessThanOrEqual(CHECKED_ANSWERS_PER_ADDRESS.burst + CHECKED_ANSWERS_PER_ADDRESS.perSecond * (elapsedSeconds + 1));
    expect(reached).toBeLessThan(sent / 2);

    // The same door over HTTP: 100 at once from this address, more than its whole burst: refused ...
    const overHttp = await Promise.all(Array.from({ length: 100 }, (_, i) => httpAnswer(f, i % 10, 1, FLOOD)));
    const statuses = overHttp.map((r) => r.statusCode);
    expect(statuses).toContain(429);
    expect(statuses.every((s) => s === 429 || s === 409)).toBe(true);
    // ... while another address's out-of-phase answer is still decided (409), and an honest answer stored.
    const late = await httpAnswer(f, 21, 1, '198.51.100.1');
    expect(late.statusCode).toBe(409);
    // The first answer of each flooding player to the open question is not budgeted either (before
    // the honest one: with the flood's sockets closed, the honest answer is the last one the room
    // awaits and closes the question).
    const honest = await player(f, 20, '198.51.100.1');
    const again = await player(f, 0, FLOOD);
    again.send(answerMessage(f, 0, 3));
    expect(await again.next(['ack'])).toMatchObject({ type: 'ack', answer: '3' });
    honest.send(answerMessage(f, 0, 2));
    expect(await honest.next(['ack', 'answer-error'])).toEqual({ type: 'ack', activityId: f.activityId, questionIndex: 0, answer: '2' });
  });

  it('of repeats of a stored answer is answered from memory, without the database, and closed past a few', async () => {
    const f = await liveEvent(t.app, 2);
    expectOk(await hostAction(t.app, f, 'start'));
    const c = await player(f, 0, '192.0.2.10');
    c.send(answerMessage(f, 0, 2));
    await c.next('ack');
    const before = stored.length;
    // A few repeats after the ack (a phone unsure of it): each answered from the cached event.
    for (let i = 0; i < ANSWERS_AFTER_SETTLED; i++) c.send(answerMessage(f, 0, i === 0 ? 3 : 2));
    const replies: ServerMessage[] = [];
    for (let i = 0; i < ANSWERS_AFTER_SETTLED; i++) replies.push(await c.next(['ack', 'answer-error']));
    expect(replies.filter((m) => m.type === 'ack')).toHaveLength(ANSWERS_AFTER_SETTLED - 1);
    expect(replies.filter((m) => m.type === 'answer-error').every((m) => 'status' in m && m.status === 409)).toBe(true);
    expect(stored.length - before).toBe(0);
    // One more is a replay, not a phone: the socket is closed as a flood, with no reply drawn.
    c.send(answerMessage(f, 0, 2));
    expect((await c.closes()).code).toBe(SOCKET_CLOSE.flood);
    expect(c.frames.filter((x) => x.message.type === 'ack' || x.message.type === 'answer-error')).toHaveLength(ANSWERS_AFTER_SETTLED + 1);
    // The same player on a new socket (a reload) is answered again, and so is a repeat over HTTP.
    const reloaded = await player(f, 0, '192.0.2.10');
    reloaded.send(answerMessage(f, 0, 2));
    expect(await reloaded.next(['ack', 'answer-error'])).toMatchObject({ type: 'ack', answer: '2' });
    expect(
      (
        await call(t.app, 'POST', '/players/answer', {
          eventId: f.eventId,
          playerId: f.players[0]!.id,
          activityId: f.activityId,
          questionIndex: 0,
          answer: 2,
        })
      ).status,
    ).toBe(200);
    expect(stored.length - before).toBe(0);
  });

  it('over HTTP, of a settled answer sent again and again, gets its replies late past a few, within a bound per address', async () => {
    const f = await liveEvent(t.app, 3);
    expectOk(await hostAction(t.app, f, 'start'));
    // A player who has not answered keeps the question open while the others answer.
    await player(f, 2, '198.51.100.9');
    const address = '192.0.2.90';
    const resends = t.app.live.answerResends;
    const held = resends.heldTotal;
    // The answer and its first resends: replied at once.
    for (let i = 0; i < SETTLED_RESENDS.free; i++) expect((await httpAnswer(f, 0, 0, address)).statusCode).toBe(200);
    expect(resends.heldTotal).toBe(held);
    // Past them, the same answer (200) and another one (409, already answered) wait their turn.
    const start = Date.now();
    const [same, other] = await Promise.all([httpAnswer(f, 0, 0, address), httpAnswer(f, 0, 0, address, 2)]);
    expect([same.statusCode, other.statusCode]).toEqual([200, 409]);
    expect(Date.now() - start).toBeGreaterThanOrEqual(SETTLED_RESENDS.holdMs - 20);
    expect(resends.heldTotal).toBe(held + 2);
    // Another player of the same address answers at once.
    expect((await httpAnswer(f, 1, 0, address)).statusCode).toBe(200);
    expect(resends.heldTotal).toBe(held + 2);
    // However many are sent at once, an address has at most so many replies waiting: the rest go at once.
    const burst = await Promise.all(Array.from({ length: SETTLED_RESENDS.heldPerAddress + 10 }, () => httpAnswer(f, 0, 0, address)));
    expect(burst.every((r) => r.statusCode === 200)).toBe(true);
    expect(resends.heldTotal).toBe(held + 2 + SETTLED_RESENDS.heldPerAddress);
    expect(stored.filter((a) => a.playerId === f.players[0]!.id)).toHaveLength(1);
  });

  it('over HTTP, refused for the budget (429), gets its refusal late, within the same bound per address', async () => {
    const f = await liveEvent(t.app, 3);
    expectOk(await hostAction(t.app, f, 'start'));
    await player(f, 2, '198.51.100.9');
    const address = '192.0.2.91';
    const resends = t.app.live.answerResends;
    await spendBudget(f, 0, 1, address);
    const held = resends.heldTotal;
    // A flood of answers to a question that is not open, as a script sends them on a connection:
    // each refusal waits its turn, so a keep-alive connection gets about one a second.
    const start = Date.now();
    const refused = await httpAnswer(f, 0, 1, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: TOO_MANY_ANSWERS });
    expect(Date.now() - start).toBeGreaterThanOrEqual(SETTLED_RESENDS.holdMs - 20);
    expect(resends.heldTotal).toBe(held + 1);
    // Another address's answers, and this address's first answer to the open question, go at once.
    const quick = Date.now();
    expect((await httpAnswer(f, 1, 0, address)).statusCode).toBe(200);
    expect((await httpAnswer(f, 1, 1, '198.51.100.19')).statusCode).toBe(409);
    expect(Date.now() - quick).toBeLessThan(SETTLED_RESENDS.holdMs);
    // Past the address's bound of replies waiting at once, the rest are refused at once (memory stays bounded).
    await spendBudget(f, 0, 1, address);
    const burst = await Promise.all(Array.from({ length: SETTLED_RESENDS.heldPerAddress + 10 }, () => httpAnswer(f, 0, 1, address)));
    expect(burst.filter((r) => r.statusCode === 429).length).toBeGreaterThan(SETTLED_RESENDS.heldPerAddress);
    expect(resends.heldTotal).toBe(held + 1 + SETTLED_RESENDS.heldPerAddress);
  });

  it('does not close a socket whose answer is refused for a moment (429) and resent', async () => {
    const f = await liveEvent(t.app, 2);
    expectOk(await hostAction(t.app, f, 'start'));
    const address = '192.0.2.11';
    // Out-of-phase answers draw 429s once the address's budget is spent: each is retryable, so
    // resending is what the phone is asked to do, and never counts as a replay.
    const c = await player(f, 0, address);
    await Promise.all(Array.from({ length: CHECKED_ANSWERS_PER_ADDRESS.burst + 5 }, () => httpAnswer(f, 1, 1, address)));
    for (let i = 0; i < ANSWERS_AFTER_SETTLED + 3; i++) {
      // The budget refills at 10 a second: on a loaded machine a pause between two resends let one
      // through to be decided (409), which settles the question for the socket. Whatever refilled
      // is spent again first, up to a refusal, so each resend meets an empty budget (a
      // fixed three spent still let one through on a loaded machine).
      await spendBudget(f, 1, 1, address);
      c.send(answerMessage(f, 1, 1));
      expect(await c.next(['ack', 'answer-error'])).toMatchObject({ type: 'answer-error', status: 429 });
    }
    c.send({ type: 'ping' });
    await c.next('pong');
  });
});

describe('a socket that keeps drawing 429s', () => {
  it('is closed as a flood past its share, while one resending a second stays', async () => {
    const f = await liveEvent(t.app, 3);
    expectOk(await hostAction(t.app, f, 'start'));
    const address = '192.0.2.77';
    // The address's budget spent first: every later out-of-phase answer is a 429.
    await spendBudget(f, 2, 1, address);
    const honest = await player(f, 1, address);
    const flood = await player(f, 0, address);
    for (let i = 0; i < REFUSED_ANSWERS.max + 5; i++) flood.send(answerMessage(f, 1, 1));
    expect((await flood.closes()).code).toBe(SOCKET_CLOSE.flood);
    // The honest phone's late answer, resent once: refused each time (429 while the budget is
    // spent, 409 once it has refilled a little), and its socket stays.
    for (let i = 0; i < 2; i++) {
      honest.send(answerMessage(f, 1, 1));
      const reply = await honest.next(['ack', 'answer-error']);
      expect(reply.type === 'answer-error' && [409, 429].includes(reply.status)).toBe(true);
    }
    honest.send({ type: 'ping' });
    await honest.next('pong');
  });
});
