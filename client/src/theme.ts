// A deep violet brand: reads well projected on a big screen and on a phone in a dim room. The
// text colours Mantine draws below WCAG AA contrast are replaced in theme.css.
import { createTheme, type MantineColorsTuple } from '@mantine/core';

const festival: MantineColorsTuple = [
  '#f3edff',
  '#e0d7fa',
  '#beabf0',
  '#9a7de6',
  '#7b56de',
  '#683dd9',
  '#5e30d8',
  '#4e23c0',
  '#441eac',
  '#391898',
];

export const theme = createTheme({
  primaryColor: 'festival',
  primaryShade: { light: 6, dark: 5 },
  colors: { festival },
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  headings: { fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif', fontWeight: '800' },
  cursorType: 'pointer',
});
