// A numeric estimate's numbers as each language writes them, whatever the browser's locale.
import { describe, expect, it } from 'vitest';
import { formatEstimate } from './estimate';

describe('formatEstimate', () => {
  it('groups and marks decimals as English writes them, the unit after a no-break space', () => {
    expect(formatEstimate(1969.5, 'en', 'years')).toBe('1969.5\u00a0years');
    expect(formatEstimate(-3.5, 'en_US')).toBe('-3.5');
    expect(formatEstimate(42, 'en', '')).toBe('42');
    // From five digits on: a year reads as one.
    expect(formatEstimate(12345, 'en')).toBe('12,345');
    expect(formatEstimate(12345, 'fr')).toBe('12\u202f345');
  });

  it('groups and marks decimals as French writes them, for the app’s and the quiz’s names of French', () => {
    expect(formatEstimate(1969.5, 'fr', 'ans')).toBe('1969,5\u00a0ans');
    expect(formatEstimate(1969.5, 'fr_FR')).toBe('1969,5');
  });

  it('keeps the four decimals an estimate keeps, and no trailing zeros', () => {
    expect(formatEstimate(3.1416, 'en')).toBe('3.1416');
    expect(formatEstimate(2.5, 'en')).toBe('2.5');
    expect(formatEstimate(1e12, 'en')).toBe('1,000,000,000,000');
  });
});
