import { describe, expect, it } from 'vitest';
import { secondsUntil } from './autoStep';

const AT = '2030-01-01T10:00:12.000Z';
const at = (iso: string) => Date.parse(iso);

describe('secondsUntil', () => {
  it('rounds up, so that the last second reads 1 until it is over', () => {
    expect(secondsUntil(AT, at('2030-01-01T10:00:05.000Z'))).toBe(7);
    expect(secondsUntil(AT, at('2030-01-01T10:00:05.001Z'))).toBe(7);
    expect(secondsUntil(AT, at('2030-01-01T10:00:11.999Z'))).toBe(1);
  });

  it('reads 0 once the time has passed, never less', () => {
    expect(secondsUntil(AT, at('2030-01-01T10:00:12.000Z'))).toBe(0);
    expect(secondsUntil(AT, at('2030-01-01T10:01:00.000Z'))).toBe(0);
  });
});
