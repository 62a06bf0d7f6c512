import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n';
import { formatTimeLeft as format } from './formatTimeLeft';

const formatTimeLeft = (ms: number) => format(ms, i18n.getFixedT('en', 'play'));

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('formatTimeLeft', () => {
  it('counts whole days above 24 hours, singular and plural', () => {
    expect(formatTimeLeft(DAY + 1)).toBe('1 day');
    expect(formatTimeLeft(2 * DAY - 1)).toBe('1 day');
    expect(formatTimeLeft(3 * DAY + 5 * HOUR)).toBe('3 days');
  });

  it('uses hours and minutes up to exactly 24 hours', () => {
    expect(formatTimeLeft(DAY)).toBe('24 hours');
    expect(formatTimeLeft(2 * HOUR + 5 * MINUTE)).toBe('2 hours 5 minutes');
    expect(formatTimeLeft(HOUR + MINUTE)).toBe('1 hour 1 minute');
    expect(formatTimeLeft(HOUR)).toBe('1 hour');
  });

  it('uses only minutes under an hour, never showing 0 before the start', () => {
    expect(formatTimeLeft(59 * MINUTE)).toBe('59 minutes');
    expect(formatTimeLeft(MINUTE)).toBe('1 minute');
    expect(formatTimeLeft(30_000)).toBe('1 minute');
    expect(formatTimeLeft(90_000)).toBe('2 minutes');
  });

  it('says it in French with French plurals', () => {
    const french = (ms: number) => format(ms, i18n.getFixedT('fr', 'play'));
    expect(french(DAY + 1)).toBe('1 jour');
    expect(french(3 * DAY + 5 * HOUR)).toBe('3 jours');
    expect(french(2 * HOUR + 5 * MINUTE)).toBe('2 heures et 5 minutes');
    expect(french(HOUR + MINUTE)).toBe('1 heure et 1 minute');
    expect(french(MINUTE)).toBe('1 minute');
    expect(french(90_000)).toBe('2 minutes');
  });
});
