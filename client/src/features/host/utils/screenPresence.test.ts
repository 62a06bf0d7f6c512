import { describe, expect, it } from 'vitest';
import { screenLabel, screenPresence } from './screenPresence';

const ID = 'a1b2c3d4-0000-4000-8000-000000000001';
const NOW = Date.parse('2030-01-01T10:00:00.000Z');
const seen = (msAgo: number) => ({ screenId: ID, connected: false, lastSeenAt: new Date(NOW - msAgo).toISOString() });

describe('screenPresence', () => {
  it('says connected, or when the screen was last heard from', () => {
    expect(screenPresence({ screenId: ID, connected: true, lastSeenAt: new Date(NOW).toISOString() }, NOW)).toBe('Connected');
    expect(screenPresence(seen(20_000), NOW)).toBe('Last seen just now');
    expect(screenPresence(seen(4 * 60_000 + 5_000), NOW)).toBe('Last seen 4 min ago');
    expect(screenPresence(seen(60 * 60_000), NOW)).toBe('Last seen 1 hour ago');
    expect(screenPresence(seen(3 * 3600_000), NOW)).toBe('Last seen 3 hours ago');
    expect(screenPresence({ screenId: ID, connected: false, lastSeenAt: null }, NOW)).toBe('Not seen since the server started');
  });

  it('names a screen by its place and the start of its id', () => {
    expect(screenLabel({ screenId: ID, connected: true, lastSeenAt: null }, 1)).toBe('Screen 2 · a1b2c3d4');
  });
});
