// Six option styles (a poll has up to six options, issue 20): each told apart from the others by its
// colour and by its shape alone, and its text readable on its colour.
import { describe, expect, it } from 'vitest';
import { OPTION_STYLES, optionStyle } from './optionStyle';

/** WCAG 2's contrast ratio of two #RRGGBB colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('OPTION_STYLES', () => {
  it('has six styles, as many as a poll has options at most, none sharing a colour, a shape or a name', () => {
    expect(OPTION_STYLES).toHaveLength(6);
    for (const part of ['color', 'symbol', 'shape', 'label'] as const) {
      expect(new Set(OPTION_STYLES.map((style) => (part === 'color' ? style.color.toUpperCase() : style[part]))).size, part).toBe(6);
    }
    expect(OPTION_STYLES.slice(4).map((style) => [style.symbol, style.label])).toEqual([
      ['★', 'Purple star'],
      ['⬟', 'Turquoise pentagon'],
    ]);
  });

  it('puts text on each colour with at least the 4.5:1 contrast of WCAG AA', () => {
    for (const style of OPTION_STYLES) expect(contrast(style.color, style.textColor), style.label).toBeGreaterThanOrEqual(4.5);
  });

  it('gives option 5 and 6 their own style, and wraps past the last', () => {
    expect(optionStyle(4).shape).toBe('star');
    expect(optionStyle(5).shape).toBe('pentagon');
    expect(optionStyle(6)).toBe(OPTION_STYLES[0]);
  });
});
