import { describe, expect, it } from 'vitest';
import { rosterDensity } from './rosterDensity';

describe('rosterDensity', () => {
  it('draws few teams large, more teams smaller, and packs a full room beside a narrower join panel', () => {
    const [one, four, five, twelve, thirteen, thirty] = [1, 4, 5, 12, 13, 30].map(rosterDensity);
    expect(one).toEqual(four);
    expect(five).toEqual(twelve);
    expect(four!.teamName).not.toBe(five!.teamName);
    expect([four!.layout, twelve!.layout, thirteen!.layout]).toEqual(['grid', 'grid', 'columns']);
    expect([twelve!.players, thirteen!.players]).toEqual(['chips', 'inline']);
    expect(thirty).toEqual(thirteen);
    expect(thirteen!.panelSpan.lg).toBeLessThan(twelve!.panelSpan.lg);
  });
});
