import { describe, expect, it } from 'vitest';
import { formatCountdown, isPaused, msLeft } from './countdown';

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

  it('writes m:ss, rounding the last fraction of a second up', () => {
    expect(formatCountdown(15_000)).toBe('0:15');
    expect(formatCountdown(200)).toBe('0:01');
    expect(formatCountdown(0)).toBe('0:00');
    expect(formatCountdown(65_001)).toBe('1:06');
  });
});
