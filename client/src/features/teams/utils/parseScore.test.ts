import { describe, expect, it } from 'vitest';
import { parseScore } from './parseScore';

describe('parseScore', () => {
  it('parses whole numbers, negative ones too', () => {
    expect(parseScore('42')).toBe(42);
    expect(parseScore(' -7 ')).toBe(-7);
    expect(parseScore(15)).toBe(15);
  });

  it('drops a fractional part', () => {
    expect(parseScore('12.9')).toBe(12);
    expect(parseScore(3.5)).toBe(3);
  });

  it('is 0 when not numeric', () => {
    expect(parseScore('')).toBe(0);
    expect(parseScore('abc')).toBe(0);
    expect(parseScore(Number.NaN)).toBe(0);
  });
});
