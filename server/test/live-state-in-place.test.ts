// A host action that moves only the live state (a question opening, the leaderboard, a pause) is
// taken into this process's cached event from the row it committed, without reloading the event
// (events/event-cache.ts, applyState; issue 24, the start broadcast): the entry must then be exactly
// what a reload would give, through a whole game with answers, reveals and points, and an entry
// that is not the state the change started from is reloaded instead.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { events } from '../src/db/schema.js';
import type { CachedEvent } from '../src/events/cached-event.js';
import { readLive } from '../src/live/engine/live-state.js';
import { expectOk } from './fixtures.js';
import { answer, hostAction, liveEvent, type LiveFixture } from './live-fixtures.js';
import { buildTestApp, type TestApp } from './test-app.js';

let t: TestApp;
let f: LiveFixture;
let applied: (CachedEvent | undefined)[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  f = await liveEvent(t.app, 4);
  const cache = t.app.eventCache;
  const original = cache.applyState.bind(cache);
  vi.spyOn(cache, 'applyState').mockImplementation((row, answersKept) => {
    const entry = original(row, answersKept);
    applied.push(entry);
    return entry;
  });
});
afterAll(() => t.close());

/** What players, screens and the host are shown from: the entry's state, teams, points and answers. */
const shown = (e: CachedEvent) => ({
  row: e.row,
  live: e.live,
  publicEvent: e.publicEvent,
  teams: e.teams,
  totals: [...e.totals].sort(),
  currentAnswers: [...e.currentAnswers].sort(),
  players: [...e.players.keys()].sort(),
});

/** The cached entry now, and the same event loaded afresh from the database. */
async function cachedAndReloaded() {
  const cached = (await t.app.eventCache.get(f.eventId))!;
  const seen = shown(cached);
  t.app.eventCache.invalidate(f.eventId);
  const reloaded = (await t.app.eventCache.get(f.eventId))!;
  return { cached: seen, reloaded: shown(reloaded) };
}

/** Runs the host's action; says whether the entry took it in place. */
async function act(action: string) {
  await t.app.eventCache.get(f.eventId);
  applied = [];
  expectOk(await hostAction(t.app, f, action));
  return applied.length === 1 && applied[0] !== undefined;
}

describe('the live state taken in place', () => {
  it('gives the entry a reload would, at every step of a game with answers and points', async () => {
    const steps: { action: string; inPlace: boolean }[] = [];
    const check = async (action: string, inPlace: boolean) => {
      steps.push({ action, inPlace: await act(action) });
      const { cached, reloaded } = await cachedAndReloaded();
      expect(cached, `after ${action}`).toEqual(reloaded);
      expect(steps.at(-1)).toEqual({ action, inPlace });
    };
    await check('start', true);
    expectOk(await answer(t.app, f, f.players[0]!.id, 0, 2));
    expectOk(await answer(t.app, f, f.players[1]!.id, 0, 1));
    await check('pause', true);
    await check('resume', true);
    // The answers given so far stay with the question: the pause did not drop them.
    expect((await t.app.eventCache.get(f.eventId))!.currentAnswers.size).toBe(2);
    // The reveal scores: it reloads.
    await check('reveal', false);
    expect((await t.app.eventCache.get(f.eventId))!.totals.get(f.players[0]!.id)).toBeGreaterThan(0);
    await check('leaderboard', true);
    // The next question opens with no answers, and the points of the first one kept.
    await check('next', true);
    expect((await t.app.eventCache.get(f.eventId))!.currentAnswers.size).toBe(0);
    expect((await t.app.eventCache.get(f.eventId))!.totals.get(f.players[0]!.id)).toBeGreaterThan(0);
    expectOk(await answer(t.app, f, f.players[2]!.id, 1, 'Pacific'));
    await check('skip', true);
    await check('end', false);
  });

  it('reloads instead when the entry is not the state the change started from', async () => {
    const g = await liveEvent(t.app, 2);
    await t.app.eventCache.get(g.eventId);
    // Another instance's change the cache has not heard of yet: the entry is one revision behind.
    await t.app.db
      .update(events)
      .set({ rev: sql`${events.rev} + 1` })
      .where(eq(events.id, g.eventId));
    applied = [];
    expectOk(await hostAction(t.app, g, 'start'));
    expect(applied).toEqual([undefined]);
    const entry = (await t.app.eventCache.get(g.eventId))!;
    expect(entry.live.phase).toBe('question');
    const [row] = await t.app.db.select().from(events).where(eq(events.id, g.eventId));
    expect(entry.row.rev).toBe(row!.rev);
  });

  it('writes a change of the live state alone in one statement, and lets one of two racing changes apply', async () => {
    const g = await liveEvent(t.app, 2);
    const transaction = vi.spyOn(t.app.db, 'transaction');
    try {
      const transactionsFor = async (action: string) => {
        transaction.mockClear();
        expectOk(await hostAction(t.app, g, action));
        return transaction.mock.calls.length;
      };
      // Opening a question, the leaderboard, a pause: the row alone, claimed and written at once.
      expect(await transactionsFor('start')).toBe(0);
      expect(await transactionsFor('pause')).toBe(0);
      expect(await transactionsFor('resume')).toBe(0);
      // The reveal scores answers and teams; a skip drops the question's answers: transactions.
      expect(await transactionsFor('reveal')).toBe(1);
      expect(await transactionsFor('leaderboard')).toBe(0);
      expect(await transactionsFor('next')).toBe(0);
      expect(await transactionsFor('skip')).toBe(1);
    } finally {
      transaction.mockRestore();
    }
    // Two hosts' taps at once on the same state: one applies, the other is refused, one revision on.
    const h = await liveEvent(t.app, 2);
    expectOk(await hostAction(t.app, h, 'start'));
    const before = (await t.app.db.select().from(events).where(eq(events.id, h.eventId)))[0]!.rev;
    const statuses = (await Promise.all([hostAction(t.app, h, 'pause'), hostAction(t.app, h, 'pause')])).map((r) => r.status);
    expect(statuses.sort()).toEqual([200, 409]);
    const [row] = await t.app.db.select().from(events).where(eq(events.id, h.eventId));
    expect(row!.rev).toBe(before + 1);
    // Paused: the question's deadline is cleared (its clock stopped).
    expect(readLive(row!.live).current?.deadline).toBeNull();
  });
});
