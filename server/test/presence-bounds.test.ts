// Presence (live/presence.ts) keeps nothing for long (issue 18, finding 2): polls past the presence
// window and screens unseen for a day are swept on a later note, with the events left empty, so a
// server that runs evening after evening does not keep every player who ever polled. Measured on the
// heap, on the server's clock moved forward (only Date is faked).
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { POLL_PRESENCE_MS, Presence, PRESENCE_SWEEP_MS, SCREEN_MEMORY_MS } from '../src/live/presence.js';
import { mib, settledHeap } from './heap.js';

const EVENTS = 2000;
const PLAYERS = 50;

afterEach(() => {
  vi.useRealTimers();
});

describe('presence', () => {
  it('forgets the polls of events no longer played and screens unseen for long, and keeps the rest', async () => {
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(start);
    const presence = new Presence(() => undefined, 3 * 60_000);
    const before = await settledHeap();
    let old = { eventId: '', playerId: '', screenId: '' };
    for (let e = 0; e < EVENTS; e++) {
      old = { eventId: randomUUID(), playerId: '', screenId: randomUUID() };
      for (let p = 0; p < PLAYERS; p++) presence.notePoll(old.eventId, (old.playerId = randomUUID()));
      presence.noteScreen(old.eventId, old.screenId);
    }
    const held = (await settledHeap()) - before;
    // What the sweep must give back is there to measure.
    expect(held, `held ${mib(held)}`).toBeGreaterThan(4 * 1024 * 1024);

    // A day later, a screen seen an hour ago and a player polling now.
    vi.setSystemTime(start + SCREEN_MEMORY_MS + PRESENCE_SWEEP_MS - 3600_000);
    const recentScreen = { eventId: randomUUID(), screenId: randomUUID() };
    presence.noteScreen(recentScreen.eventId, recentScreen.screenId);
    vi.setSystemTime(start + SCREEN_MEMORY_MS + PRESENCE_SWEEP_MS);
    const now = { eventId: randomUUID(), playerId: randomUUID() };
    presence.notePoll(now.eventId, now.playerId);

    const left = (await settledHeap()) - before;
    expect(left, `left ${mib(left)} of ${mib(held)}`).toBeLessThan(1024 * 1024);
    expect(presence.isConnected(old.eventId)(old.playerId)).toBe(false);
    expect(presence.isConnected(now.eventId)(now.playerId)).toBe(true);
    expect(presence.screenList(old.eventId, [old.screenId])).toEqual([{ screenId: old.screenId, connected: false, lastSeenAt: null }]);
    expect(presence.screenList(recentScreen.eventId, [recentScreen.screenId])[0]!.lastSeenAt).not.toBeNull();
    // Within the presence window nothing is forgotten.
    vi.setSystemTime(Date.now() + POLL_PRESENCE_MS - 1);
    expect(presence.isConnected(now.eventId)(now.playerId)).toBe(true);
  });
});
