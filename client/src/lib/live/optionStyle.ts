// How answer options look on phones and on the big screen: a colour AND a shape for each, so that
// colour-blind players can match the screen to their phone by shape alone. Text on yellow is dark
// because white on it falls short of readable contrast.
export type OptionStyle = {
  color: string;
  textColor: string;
  /** The shape, as a character that renders everywhere. */
  symbol: string;
  /** The shape's name, for the translated words a screen reader says instead of the character. */
  shape: 'triangle' | 'diamond' | 'circle' | 'square';
  /** Colour and shape in words, for screen readers ('Red triangle'). */
  label: string;
};

export const OPTION_STYLES: readonly OptionStyle[] = [
  { color: '#E21B3C', textColor: '#FFFFFF', symbol: '▲', shape: 'triangle', label: 'Red triangle' },
  { color: '#1368CE', textColor: '#FFFFFF', symbol: '◆', shape: 'diamond', label: 'Blue diamond' },
  { color: '#D89E00', textColor: '#1A1B1E', symbol: '●', shape: 'circle', label: 'Yellow circle' },
  { color: '#26890C', textColor: '#FFFFFF', symbol: '■', shape: 'square', label: 'Green square' },
];

/** The style of option `index` (0-based: option 1 is index 0). */
export function optionStyle(index: number): OptionStyle {
  const count = OPTION_STYLES.length;
  return OPTION_STYLES[((index % count) + count) % count] as OptionStyle;
}
