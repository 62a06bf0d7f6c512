// How answer options look on phones and on the big screen: a colour AND a shape for each, so that
// colour-blind players can match the screen to their phone by shape alone. Text on yellow and on
// turquoise is dark because white on them falls short of readable contrast. Six styles: a poll has
// up to six options (issue 20); the two it adds are hues the first four leave free (purple,
// turquoise) and shapes that stay apart from theirs at a glance: a star, and a pentagon rather than
// a hexagon, which at a phone's size reads as the circle.
// Each style's text-on-colour contrast (WCAG 2 relative luminance), all at least AA's 4.5:1:
// red 4.71, blue 5.39, yellow 7.23, green 4.50, purple 6.35, turquoise 5.74.
export type OptionStyle = {
  color: string;
  textColor: string;
  /**
   * The shape, as a character that renders everywhere: each is in DejaVu Sans, the font Debian's
   * Chromium falls back to, and in the phones' own symbol fonts.
   */
  symbol: string;
  /** The shape's name, for the translated words a screen reader says instead of the character. */
  shape: 'triangle' | 'diamond' | 'circle' | 'square' | 'star' | 'pentagon';
  /** Colour and shape in words, for screen readers ('Red triangle'). */
  label: string;
};

export const OPTION_STYLES: readonly OptionStyle[] = [
  { color: '#E21B3C', textColor: '#FFFFFF', symbol: '▲', shape: 'triangle', label: 'Red triangle' },
  { color: '#1368CE', textColor: '#FFFFFF', symbol: '◆', shape: 'diamond', label: 'Blue diamond' },
  { color: '#D89E00', textColor: '#1A1B1E', symbol: '●', shape: 'circle', label: 'Yellow circle' },
  { color: '#26890C', textColor: '#FFFFFF', symbol: '■', shape: 'square', label: 'Green square' },
  { color: '#7B3FBF', textColor: '#FFFFFF', symbol: '★', shape: 'star', label: 'Purple star' },
  { color: '#12A4B5', textColor: '#1A1B1E', symbol: '⬟', shape: 'pentagon', label: 'Turquoise pentagon' },
];

/** The style of option `index` (0-based: option 1 is index 0). */
export function optionStyle(index: number): OptionStyle {
  const count = OPTION_STYLES.length;
  return OPTION_STYLES[((index % count) + count) % count] as OptionStyle;
}
