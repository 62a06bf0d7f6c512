// The in-memory views behind the 1-second polls: one load shared by concurrent polls, fresh after an
// invalidation, never overwritten by a load that raced with one, and last-seen times written in a batch.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventPlayers, events } from '../src/db/schema.js';
import { EventCache } from '../src/events/event-cache.js';
import { call, signUpAndIn } from './api-helpers.js';
import { createEvent } from './fixtures.js';
import { buildTestApp, type TestApp } from './test-app.js';

let t: TestApp;
let cache: EventCache;
let eventId: string;

beforeAll(async () => {
  t = await buildTestApp();
  const manager = await signUpAndIn(t.app);
  eventId = (await createEvent(t.app, manager.token, 'Cache night')).id;
  cache = new EventCache(t.app.db);
});

afterAll(async () => {
  await cache.close();
  await t.close();
});

const rename = (name: string) => t.app.db.update(events).set({ name }).where(eq(events.id, eventId));

describe('EventCache', () => {
  it('shares one load between concurrent polls and serves the same view until invalidated', async () => {
    const [a, b] = await Promise.all([cache.get(eventId), cache.get(eventId)]);
    expect(a).not.toBeNull();
    expect(a).toBe(b);
    await rename('Renamed behind the cache');
    expect((await cache.get(eventId))?.publicEvent.name).toBe('Cache night');
    cache.invalidate(eventId);
    expect((await cache.get(eventId))?.publicEvent.name).toBe('Renamed behind the cache');
  });

  it('does not keep a view loaded before an invalidation of the same event', async () => {
    cache.invalidate(eventId);
    const racing = cache.get(eventId);
    await rename('After the race');
    cache.invalidate(eventId);
    await racing;
    expect((await cache.get(eventId))?.publicEvent.name).toBe('After the race');
  });

  it('keeps a load that raced only with the invalidation of another event (joins elsewhere)', async () => {
    cache.invalidate(eventId);
    const loading = cache.get(eventId);
    cache.invalidate(randomUUID());
    const loaded = await loading;
    expect(await cache.get(eventId)).toBe(loaded);
  });

  it('answers null for an unknown event', async () => {
    expect(await cache.get(randomUUID())).toBeNull();
  });

  it('writes last-seen times of polling players in one flush', async () => {
    const playerId = randomUUID();
    const code = (await cache.get(eventId))!.publicEvent.code;
    expect((await call(t.app, 'POST', '/events/join', { code, playerId })).status).toBe(200);
    await t.app.db.update(eventPlayers).set({ lastSeenAt: sql`now() - interval '1 hour'` }).where(eq(eventPlayers.playerId, playerId));
    cache.touch(eventId, playerId);
    await cache.flushLastSeen();
    const [row] = await t.app.db.select().from(eventPlayers).where(eq(eventPlayers.playerId, playerId));
    expect(Date.now() - row!.lastSeenAt.getTime()).toBeLessThan(60_000);
  });
});
