// Ids an event has never seen (issue 18; bench S8's "strangers"). A poll, a screen poll or a socket
// hello naming a player or screen the cached event does not know used to drop the event from the
// cache and re-read all of it (the row, every player, every player's points), at most once a second
// per event: one client sending a new random id with each request re-read a 5,000-player event every
// second, and while it reloaded the venue's answers were refused with 429 (the address's budget for
// answers the cache cannot decide). Now only the one player's row (or the event's screen list) is
// read, within a budget per event, and answers wait for a reload under way instead of being budgeted.
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { UNKNOWN_ID_LOOKUPS } from '../src/live/live-hub.js';
import { call } from './api-helpers.js';
import { callFrom, expectOk, joinEvent, poll } from './fixtures.js';
import { hostAction, liveEvent } from './live-fixtures.js';
import { closeAllClients, LiveClient } from './live-socket-client.js';
import { buildTestApp, type TestApp } from './test-app.js';

let t: TestApp;
let socketUrl: string;
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  socketUrl = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/live`;
});
afterEach(closeAllClients);
afterAll(async () => t.close());

describe('ids the event has never seen', () => {
  it('are refused without re-reading the event: its cached view stays the same object', async () => {
    const f = await liveEvent(t.app, 3);
    expectOk(await hostAction(t.app, f, 'start'));
    expectOk(await poll(t.app, f.eventId, f.players[0]!.id));
    const cached = t.app.eventCache.peek(f.eventId);
    expect(cached).toBeDefined();

    for (let i = 0; i < 10; i++) {
      // A poll as a player nobody joined: the event's view without a player in it, as before.
      const polled = expectOk(await poll(t.app, f.eventId, randomUUID()));
      expect(polled.player).toBeNull();
      const screen = await call(t.app, 'POST', '/events/poll-as-screen', { eventId: f.eventId, screenId: randomUUID() });
      expect(screen.status).toBe(404);
      const client = await LiveClient.connect(socketUrl);
      client.send({ type: 'hello', role: 'player', eventId: f.eventId, playerId: randomUUID() });
      expect(await client.first()).toMatchObject({ type: 'error', error: 'Join the event first' });
      client.close();
      // A second apart, as the old re-read allowed one per event per second.
      if (i === 4) await new Promise((resolve) => setTimeout(resolve, 1100));
    }
    expect(t.app.eventCache.peek(f.eventId)).toBe(cached);
  });

  it('are looked up within a budget per event, however many arrive', async () => {
    const f = await liveEvent(t.app, 1);
    expectOk(await poll(t.app, f.eventId, f.players[0]!.id));
    const before = t.app.live.lookupsMade;
    const started = Date.now();
    const strangers = UNKNOWN_ID_LOOKUPS.burst * 3;
    const polls = await Promise.all(Array.from({ length: strangers }, () => poll(t.app, f.eventId, randomUUID())));
    for (const p of polls) expect(p.status).toBe(200);
    const seconds = (Date.now() - started) / 1000;
    const made = t.app.live.lookupsMade - before;
    expect(made).toBeGreaterThan(0);
    expect(made).toBeLessThanOrEqual(UNKNOWN_ID_LOOKUPS.burst + Math.ceil(seconds * UNKNOWN_ID_LOOKUPS.perSecond) + 1);
    // The event's own players are never looked up: they are in the cache.
    const again = t.app.live.lookupsMade;
    expectOk(await poll(t.app, f.eventId, f.players[0]!.id));
    expect(t.app.live.lookupsMade).toBe(again);
  });

  it('a player the cache misses but the database has is found by the look-up alone', async () => {
    const f = await liveEvent(t.app, 1);
    expectOk(await poll(t.app, f.eventId, f.players[0]!.id));
    // Joined, then dropped from this instance's view as if the join had happened on another
    // instance whose NOTIFY has not arrived: the cache is told nothing of it.
    const { playerId } = await joinEvent(t.app, f.code);
    const cached = t.app.eventCache.peek(f.eventId)!;
    cached.players.delete(playerId);
    const polled = expectOk(await poll(t.app, f.eventId, playerId));
    expect(polled.player).toMatchObject({ playerId });
    expect(t.app.eventCache.peek(f.eventId)).toBe(cached);
  });
});

describe('answers while the event reloads', () => {
  it('wait for the reload instead of spending the address budget: a venue behind one address loses none', async () => {
    const players = 80;
    const f = await liveEvent(t.app, players);
    expectOk(await hostAction(t.app, f, 'start'));
    // A change drops the entry, and a read starts its reload (as the next poll would). The reload
    // is held 300 ms, as a 5,000-player event's takes on a busy night, so the answers meet it.
    const cache = t.app.eventCache as unknown as { load: (id: string) => Promise<unknown> };
    const load = cache.load.bind(cache);
    cache.load = async (id) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      return load(id);
    };
    t.app.eventCache.invalidate(f.eventId);
    const reloaded = t.app.live.entry(f.eventId);
    cache.load = load;
    const venue = '198.51.100.20';
    const answers = await Promise.all(
      f.players.map((p) =>
        callFrom(t.app, venue, 'POST', '/players/answer', {
          eventId: f.eventId,
          playerId: p.id,
          activityId: f.activityId,
          questionIndex: 0,
          answer: 2,
        }),
      ),
    );
    await reloaded;
    // More than the address's budget (60) of answers arrived while the cache had no entry.
    expect(answers.map((a) => a.status)).toEqual(Array.from({ length: players }, () => 200));
  });
});
