// The in-memory views behind the 1-second polls: one load shared by concurrent polls, fresh after an
// invalidation, never overwritten by a load that raced with one, and last-seen times written in a batch.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventPlayers, events } from '../src/db/schema.js';
import { EventCache } from '../src/events/event-cache.js';
import { call, signUpAndIn } from './api-helpers.js';
import { activityEntry, aliasOf, createActivity, createEvent, joinEvent, poll, saveEvent, setInfo } from './fixtures.js';
import { hostAction, liveEvent } from './live-fixtures.js';
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
    await t.app.db
      .update(eventPlayers)
      .set({ lastSeenAt: sql`now() - interval '1 hour'` })
      .where(eq(eventPlayers.playerId, playerId));
    cache.touch(eventId, playerId);
    await cache.flushLastSeen();
    const [row] = await t.app.db.select().from(eventPlayers).where(eq(eventPlayers.playerId, playerId));
    expect(Date.now() - row!.lastSeenAt.getTime()).toBeLessThan(60_000);
  });

  it('applies joins and names to the loaded view in place, in join order, as a fresh load would give them', async () => {
    const f = await liveEvent(t.app, 1);
    const before = await t.app.live.entry(f.eventId);
    const late = [await joinEvent(t.app, f.code), await joinEvent(t.app, f.code), await joinEvent(t.app, f.code)].map((j) => j.playerId);
    // Named out of join order: the third newcomer first.
    expect((await setInfo(t.app, f.eventId, late[2]!, 'Third', f.teams.a)).status).toBe(200);
    expect((await setInfo(t.app, f.eventId, late[0]!, 'First', f.teams.b)).status).toBe(200);
    expect((await poll(t.app, f.eventId, late[1]!)).body.event.playerCount).toBe(4);
    const after = await t.app.live.entry(f.eventId);
    // The same entry, not a reload of the roster per join.
    expect(after).toBe(before);
    const fresh = await new EventCache(t.app.db).get(f.eventId);
    expect(after!.named).toEqual(fresh!.named);
    expect(after!.named.map((p) => p.name)).toEqual(['Player 1', 'First', 'Third']);
    expect(after!.screenPlayers).toEqual(fresh!.screenPlayers);
    expect([...after!.players.values()]).toEqual([...fresh!.players.values()]);
    expect(after!.publicEvent.playerCount).toBe(4);
  });

  it('keeps the roster across a transition of the game, and reloads it when the host renames a player', async () => {
    const f = await liveEvent(t.app, 2);
    const before = await t.app.live.entry(f.eventId);
    expect((await hostAction(t.app, f, 'start')).status).toBe(200);
    const after = await t.app.live.entry(f.eventId);
    expect(after).not.toBe(before);
    expect(after!.live.phase).toBe('question');
    // The players were not read again: the same map, not a copy from the database.
    expect(after!.players).toBe(before!.players);
    expect(
      (await hostAction(t.app, f, 'rename-player', { playerId: await aliasOf(t.app, f.eventId, f.players[0]!.id), name: 'Renamed' }))
        .status,
    ).toBe(200);
    const renamed = await t.app.live.entry(f.eventId);
    expect(renamed!.players).not.toBe(after!.players);
    expect(renamed!.players.get(f.players[0]!.id)?.name).toBe('Renamed');
  });

  it('keeps the roster when a new screen joins, and holds the screen', async () => {
    const f = await liveEvent(t.app, 2);
    const before = await t.app.live.entry(f.eventId);
    const screenId = randomUUID();
    expect((await call(t.app, 'POST', '/events/join-as-screen', { code: f.code, screenId })).status).toBe(200);
    const after = await t.app.live.entry(f.eventId);
    expect(after!.row.screenIds).toContain(screenId);
    // The players were not read again (each new screen id reloaded a venue's whole roster).
    expect(after!.players).toBe(before!.players);
    expect(after!.players.size).toBe(2);
  });

  it('keeps the roster when a player creates a team, and shows the new team', async () => {
    const manager = await signUpAndIn(t.app);
    const quizId = await createActivity(t.app, manager.token, 'quiz', 'Custom teams quiz');
    const created = await createEvent(t.app, manager.token, 'Custom teams night');
    const event = await saveEvent(t.app, manager.token, created, {
      activities: [activityEntry(quizId, { teamsConfig: 'allow_custom_teams', allowTeamlessPlayers: true })],
    });
    const first = await joinEvent(t.app, event.code);
    expect((await setInfo(t.app, event.id, first.playerId, 'First', '')).status).toBe(200);
    const creator = await joinEvent(t.app, event.code);
    const before = await t.app.live.entry(event.id);
    expect(before!.players.size).toBe(2);
    const team = await call(t.app, 'POST', '/players/create-team', { eventId: event.id, playerId: creator.playerId, name: 'The Owls' });
    expect(team.status).toBe(200);
    const after = await t.app.live.entry(event.id);
    expect(after!.row.teamIds).toContain(team.body.id);
    expect(after!.teams.map((x) => x.name)).toContain('The Owls');
    // The players were not read again (each created team reloaded a venue's whole roster).
    expect(after!.players).toBe(before!.players);
    // Naming themselves with it puts the creator in the team, as before.
    expect((await setInfo(t.app, event.id, creator.playerId, 'Creator', team.body.id)).status).toBe(200);
    const named = await t.app.live.entry(event.id);
    expect(named!.named.find((p) => p.playerId === creator.playerId)?.teamId).toBe(team.body.id);
  });

  it('serves an entry past its TTL once more while it reloads, instead of making the poll wait', async () => {
    const stale = (await cache.get(eventId))!;
    stale.loadedAt = 0;
    await rename('Reloaded in the background');
    expect(await cache.get(eventId)).toBe(stale);
    await expect.poll(async () => (await cache.get(eventId))?.publicEvent.name).toBe('Reloaded in the background');
  });

  it('applies a join that arrives while the roster loads to what it loads, instead of dropping the load', async () => {
    const f = await liveEvent(t.app, 1);
    const own = new EventCache(t.app.db);
    try {
      const loading = own.get(f.eventId);
      const newcomer = { playerId: randomUUID(), name: 'Newcomer', teamId: f.teams.a };
      own.applyPlayers(f.eventId, [{ playerId: newcomer.playerId, name: null }]);
      own.applyPlayers(f.eventId, [newcomer]);
      const loaded = (await loading)!;
      expect(loaded.players.get(newcomer.playerId)).toEqual(newcomer);
      expect(loaded.named.map((p) => p.name)).toEqual(['Player 1', 'Newcomer']);
      expect(loaded.publicEvent.playerCount).toBe(2);
      // The load landed: the next read is served from it.
      expect(await own.get(f.eventId)).toBe(loaded);
    } finally {
      await own.close();
    }
  });
});
