// Polls at a phone's pace (issue 18): a script with the event id (every player has it) looping polls
// on keep-alive connections was answered as fast as the server could write, until its core was
// saturated for the whole venue. A player id polls within PLAYER_POLLS, ids the event does not know
// within STRANGER_POLLS per event, and each refusal is sent after a pause. Over the fast path (a
// real listener) and the route (inject), both databases.
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectOk, poll } from './fixtures.js';
import { liveEvent, type LiveFixture } from './live-fixtures.js';
import { JOIN_REFUSALS, PLAYER_POLLS, STRANGER_POLLS, TOO_MANY_POLLS } from '../src/players/routes.js';
import { buildTestApp, type TestApp } from './test-app.js';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await buildTestApp({ pollRates: { player: PLAYER_POLLS, stranger: STRANGER_POLLS } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => t?.close());

/** A poll over the network, as a phone sends it: the fast path answers it before Fastify when it can. */
const pollOverHttp = async (eventId: string, playerId: string) => {
  const res = await fetch(`${base}/api/events/poll`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ eventId, playerId }),
  });
  return { status: res.status, body: (await res.json()) as { error?: string } };
};

describe('player polls', () => {
  let f: LiveFixture;
  beforeAll(async () => {
    f = await liveEvent(t.app, 3);
  });

  it('a player id polling in a loop gets its burst, then 429 sent after the pause, while the venue’s other phones poll on', async () => {
    const [looper, honest] = f.players;
    const burst = await Promise.all(Array.from({ length: PLAYER_POLLS.burst }, () => pollOverHttp(f.eventId, looper!.id)));
    expect(burst.map((r) => r.status)).toEqual(burst.map(() => 200));
    // Over the network (the fast path) and through the route (inject does not pass the fast path), at once.
    const asked = performance.now();
    const [refused, routed] = await Promise.all([pollOverHttp(f.eventId, looper!.id), poll(t.app, f.eventId, looper!.id)]);
    expect(refused).toEqual({ status: 429, body: { error: TOO_MANY_POLLS } });
    expectError(routed, 429, TOO_MANY_POLLS);
    expect(performance.now() - asked).toBeGreaterThanOrEqual(JOIN_REFUSALS.holdMs - 20);
    // Another phone of the same network and event is not touched.
    expect((await pollOverHttp(f.eventId, honest!.id)).status).toBe(200);
    // The looper's bucket refills at PLAYER_POLLS.perSecond: polling once a second, as a phone does, always goes.
    await new Promise((r) => setTimeout(r, 1000 / PLAYER_POLLS.perSecond + 50));
    expect((await pollOverHttp(f.eventId, looper!.id)).status).toBe(200);
  });

  it('ids the event does not know share one budget per event, whatever ids a script makes up', async () => {
    const sent = STRANGER_POLLS.burst + 60;
    const started = performance.now();
    const results = await Promise.all(Array.from({ length: sent }, () => pollOverHttp(f.eventId, randomUUID())));
    const answered = results.filter((r) => r.status === 200).length;
    // The burst, and what the bucket refilled while they arrived (the refusals are answered a second
    // later, so the arrivals' spread is bounded by the whole wait minus that second).
    const spreadS = Math.max(0, (performance.now() - started - JOIN_REFUSALS.holdMs) / 1000);
    expect(answered).toBeGreaterThanOrEqual(STRANGER_POLLS.burst);
    expect(answered).toBeLessThanOrEqual(STRANGER_POLLS.burst + Math.ceil(spreadS * STRANGER_POLLS.perSecond) + 1);
    expect(results.filter((r) => r.status === 429)).toHaveLength(sent - answered);
    expect(sent - answered).toBeGreaterThan(30);
    // The event's players still poll, and another event's strangers have their own budget.
    expectOk(await poll(t.app, f.eventId, f.players[2]!.id));
    const other = await liveEvent(t.app, 1);
    expect((await pollOverHttp(other.eventId, randomUUID())).status).toBe(200);
  });
});
