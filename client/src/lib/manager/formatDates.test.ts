import { describe, expect, it } from 'vitest';
import { dateLocale, formatDate, formatDateTime, usesTwelveHourClock } from './formatDates';

// Noon UTC on the 21st is the 21st in every time zone this might run in (UTC-11 to UTC+11).
const NOON = '2026-11-21T12:00:00.000Z';
const spaces = (text: string) => text.replace(/\s/g, ' ');

describe('formatDates', () => {
  it('writes the day in the given locale, without the time', () => {
    expect(formatDate(NOON, 'en-US')).toBe('Nov 21, 2026');
    expect(formatDate(NOON, 'en-GB')).toBe('21 Nov 2026');
  });

  it('writes day and time the same way for an ISO string and a Date', () => {
    const text = formatDateTime(NOON, 'en-US');
    expect(spaces(text)).toMatch(/^Nov 21, 2026, \d{1,2}:00 [AP]M$/);
    expect(formatDateTime(new Date(NOON), 'en-US')).toBe(text);
    expect(formatDateTime(NOON, 'en-GB')).toMatch(/^21 Nov 2026, \d{2}:00$/);
  });

  it('writes nothing for a value that is not a date', () => {
    expect(formatDate('not a date')).toBe('');
    expect(formatDateTime('')).toBe('');
  });

  it('knows which locales write AM and PM', () => {
    expect(usesTwelveHourClock('en-US')).toBe(true);
    expect(usesTwelveHourClock('en-GB')).toBe(false);
    expect(usesTwelveHourClock('fr-FR')).toBe(false);
  });

  // Issue 19: dates followed the browser, so a French page in an English browser wrote 'Nov 21'.
  it('writes dates in the page language, in the browser variant of it when it has one', () => {
    expect(dateLocale('fr', ['en-US'])).toBe('fr-FR');
    expect(dateLocale('fr', ['en-GB', 'fr-CA'])).toBe('fr-CA');
    expect(dateLocale('en', ['fr-FR', 'en-GB'])).toBe('en-GB');
    expect(dateLocale('en', ['de-DE'])).toBe('en-US');
    expect(formatDate(NOON, dateLocale('fr', ['en-US']))).toBe('21 nov. 2026');
  });
});
