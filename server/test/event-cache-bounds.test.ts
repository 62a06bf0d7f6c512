// The event cache is bounded whatever arrives (issue 18, finding 2): each spelling of an event id
// used to be a full load of the event (row, roster, answers) kept for good, 300 of them +800 MB;
// ids are canonical at the edge now, and the cache itself drops entries unread for a while whose
// event has no socket here, holds at most a number of entries, and keeps nothing for ids it never
// loaded. Memory is measured (heap.ts), not only counted.
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eventPlayers } from '../src/db/schema.js';
import { EVENT_CACHE_LIMITS, EventCache } from '../src/events/event-cache.js';
import { expectOk, poll } from './fixtures.js';
import { settledHeap, mib } from './heap.js';
import { liveEvent, type LiveFixture } from './live-fixtures.js';
import { closeAllClients, LiveClient } from './live-socket-client.js';
import { buildTestApp, type TestApp } from './test-app.js';

/** Players added to the big event: enough that each needless load of it shows in the heap. */
const CROWD = 2000;
const VARIANTS = 100;
/** What the heap may grow by in each case; a load of the big event per variant is tens of MiB. */
const HEAP_SLACK = 16 * 1024 * 1024;

let t: TestApp;
let socketUrl: string;
/** A live event with CROWD more named players, written straight to the database. */
let big: LiveFixture;

beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  socketUrl = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/live`;
  big = await liveEvent(t.app, 1);
  const rows = Array.from({ length: CROWD }, (_, i) => ({
    eventId: big.eventId,
    playerId: randomUUID(),
    name: `Crowd player ${i} with a name long enough to weigh something`,
    teamId: i % 2 ? big.teams.a : big.teams.b,
    infoSetAt: new Date(),
  }));
  for (let i = 0; i < rows.length; i += 500) await t.app.db.insert(eventPlayers).values(rows.slice(i, i + 500));
}, 60_000);
afterEach(closeAllClients);
afterAll(async () => t.close());

/** One of the 2^n spellings of an id, n its letters: each letter's case from the bits of `k`. */
function spelling(id: string, k: number): string {
  let bit = 0;
  return id.replace(/[a-f]/g, (c) => ((k >> bit++) & 1 ? c.toUpperCase() : c));
}

const spellingsOf = (cache: EventCache, eventId: string) => cache.cachedEventIds().filter((id) => id.toLowerCase() === eventId);

describe('the event cache, whatever arrives', () => {
  it('holds one entry for every spelling of an event id polled, and the heap stays flat', async () => {
    const player = big.players[0]!.id;
    expectOk(await poll(t.app, big.eventId, player));
    const before = await settledHeap();
    for (let k = 1; k <= VARIANTS; k++) expectOk(await poll(t.app, spelling(big.eventId, k), spelling(player, k + 7)));
    const grown = (await settledHeap()) - before;
    expect(spellingsOf(t.app.eventCache, big.eventId)).toEqual([big.eventId]);
    expect(grown, `the heap grew by ${mib(grown)}`).toBeLessThan(HEAP_SLACK);
  }, 120_000);

  it('holds no more entries than its cap, even for ids that never went through the schemas', async () => {
    const cache = new EventCache(t.app.db, { maxEntries: 3 });
    try {
      expect(await cache.get(big.eventId)).not.toBeNull();
      const before = await settledHeap();
      // Straight to the cache: what a path that forgot the schema would hand it.
      for (let k = 1; k <= VARIANTS; k++) expect(await cache.get(spelling(big.eventId, k))).not.toBeNull();
      const grown = (await settledHeap()) - before;
      expect(cache.cachedEventIds().length).toBeLessThanOrEqual(3);
      expect(grown, `the heap grew by ${mib(grown)}`).toBeLessThan(HEAP_SLACK);
      // The most recently read stay; a dropped one simply loads again.
      const last = spelling(big.eventId, VARIANTS);
      expect(cache.cachedEventIds()).toContain(last);
      const again = await cache.get(spelling(big.eventId, 1));
      expect(again?.players.size).toBe(CROWD + 1);
      expect(cache.cachedEventIds().length).toBeLessThanOrEqual(3);
    } finally {
      await cache.close();
    }
  }, 120_000);

  it('keeps nothing for unknown event ids, nor for invalidations of ids it never loaded', async () => {
    const player = randomUUID();
    const entries = t.app.eventCache.cachedEventIds().length;
    for (let i = 0; i < 300; i++) expect((await poll(t.app, randomUUID(), player)).status).toBe(404);
    expect(t.app.eventCache.cachedEventIds()).toHaveLength(entries);

    const cache = new EventCache(t.app.db);
    try {
      const before = await settledHeap();
      // What NOTIFY from other instances, or changes to events never read here, amount to.
      for (let i = 0; i < 200_000; i++) {
        const id = randomUUID();
        if (i % 2) cache.invalidate(id);
        else cache.refreshState(id);
      }
      const grown = (await settledHeap()) - before;
      expect(grown, `the heap grew by ${mib(grown)}`).toBeLessThan(4 * 1024 * 1024);
      expect(cache.sizes()).toEqual({ entries: 0, loading: 0, rosters: 0, pendingPlayers: 0, lastSeen: 0 });
    } finally {
      await cache.close();
    }
  }, 120_000);

  it('drops an entry unread for the idle time, and loads it again on the next read', async () => {
    const cache = new EventCache(t.app.db, { idleMs: 1 });
    try {
      const first = await cache.get(big.eventId);
      await new Promise((resolve) => setTimeout(resolve, 20));
      cache.evictIdle();
      expect(cache.cachedEventIds()).toEqual([]);
      const again = await cache.get(big.eventId);
      expect(again).not.toBe(first);
      expect(again?.players.size).toBe(CROWD + 1);
    } finally {
      await cache.close();
    }
  });

  it('keeps the entry of an event with a socket here however long unread, and drops the others', async () => {
    const quiet = await liveEvent(t.app, 1);
    const roomed = await liveEvent(t.app, 1);
    expectOk(await poll(t.app, quiet.eventId, quiet.players[0]!.id));
    const client = await LiveClient.connect(socketUrl);
    client.send({ type: 'hello', role: 'player', eventId: roomed.eventId, playerId: roomed.players[0]!.id });
    await client.next('player-state');
    expect(t.app.eventCache.cachedEventIds()).toEqual(expect.arrayContaining([quiet.eventId, roomed.eventId]));

    // As the sweep would see it once the idle time has passed.
    t.app.eventCache.evictIdle(Date.now() + EVENT_CACHE_LIMITS.idleMs + 1000);
    const left = t.app.eventCache.cachedEventIds();
    expect(left).toContain(roomed.eventId);
    expect(left).not.toContain(quiet.eventId);
    // The dropped event answers as before: its next poll loads it again.
    expect(expectOk(await poll(t.app, quiet.eventId, quiet.players[0]!.id)).player.playerId).toBe(quiet.players[0]!.id);
    expect(t.app.eventCache.cachedEventIds()).toContain(quiet.eventId);
  });
});
