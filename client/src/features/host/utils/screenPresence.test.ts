import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { screenLabel, screenPresence } from './screenPresence';

const ID = 'a1b2c3d4-0000-4000-8000-000000000001';
const NOW = Date.parse('2030-01-01T10:00:00.000Z');
const seen = (msAgo: number) => ({ screenId: ID, connected: false, lastSeenAt: new Date(NOW - msAgo).toISOString() });
const en = i18n.getFixedT('en', 'host');
const fr = i18n.getFixedT('fr', 'host');

describe('screenPresence', () => {
  it('says connected, or when the screen was last heard from', () => {
    expect(screenPresence(en, { screenId: ID, connected: true, lastSeenAt: new Date(NOW).toISOString() }, NOW)).toBe('Connected');
    expect(screenPresence(en, seen(20_000), NOW)).toBe('Last seen just now');
    expect(screenPresence(en, seen(4 * 60_000 + 5_000), NOW)).toBe('Last seen 4 min ago');
    expect(screenPresence(en, seen(60 * 60_000), NOW)).toBe('Last seen 1 hour ago');
    expect(screenPresence(en, seen(3 * 3600_000), NOW)).toBe('Last seen 3 hours ago');
    expect(screenPresence(en, { screenId: ID, connected: false, lastSeenAt: null }, NOW)).toBe('Not seen since the server started');
  });

  it('says it in French too, hours in the singular and the plural', () => {
    expect(screenPresence(fr, seen(4 * 60_000 + 5_000), NOW)).toBe('Vu il y a 4\u00a0min');
    expect(screenPresence(fr, seen(60 * 60_000), NOW)).toBe('Vu il y a 1\u00a0heure');
    expect(screenPresence(fr, seen(3 * 3600_000), NOW)).toBe('Vu il y a 3\u00a0heures');
  });

  it('names a screen by its place and the start of its id', () => {
    expect(screenLabel(en, { screenId: ID, connected: true, lastSeenAt: null }, 1)).toBe('Screen 2 · a1b2c3d4');
  });
});
