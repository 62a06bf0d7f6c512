import { describe, expect, it } from 'vitest';
import { msLeft, readingMsLeft } from '../../../lib/live/questionClock';
import { formatCountdown, isPaused } from './countdown';

const now = Date.parse('2030-01-01T10:00:05.000Z');

describe('countdown', () => {
  it("counts down to the server's deadline and stops at zero", () => {
    expect(msLeft({ deadline: '2030-01-01T10:00:20.000Z', remainingMs: null }, now)).toBe(15_000);
    expect(msLeft({ deadline: '2030-01-01T10:00:00.000Z', remainingMs: null }, now)).toBe(0);
  });

  it('gives the time that was left while paused, whatever the clock says', () => {
    const paused = { deadline: null, remainingMs: 12_400 };
    expect(isPaused(paused)).toBe(true);
    expect(isPaused({ deadline: '2030-01-01T10:00:20.000Z', remainingMs: null })).toBe(false);
    expect(msLeft(paused, now + 60_000)).toBe(12_400);
  });

  it('counts the reading time down first: answers open when the time limit alone is left', () => {
    // 20 s to answer after 3 s of reading, opened at 10:00:00: answers open at 10:00:03.
    const question = { deadline: '2030-01-01T10:00:23.000Z', remainingMs: null, timeLimit: 20 };
    expect(readingMsLeft(question, Date.parse('2030-01-01T10:00:01.000Z'))).toBe(2_000);
    expect(readingMsLeft(question, Date.parse('2030-01-01T10:00:03.000Z'))).toBe(0);
    expect(readingMsLeft(question, now)).toBe(0);
    // Paused during the reading: what was left of it waits with the rest.
    expect(readingMsLeft({ deadline: null, remainingMs: 21_500, timeLimit: 20 }, now + 60_000)).toBe(1_500);
  });

  it('writes m:ss, rounding the last fraction of a second up', () => {
    expect(formatCountdown(15_000)).toBe('0:15');
    expect(formatCountdown(200)).toBe('0:01');
    expect(formatCountdown(0)).toBe('0:00');
    expect(formatCountdown(65_001)).toBe('1:06');
  });
});
