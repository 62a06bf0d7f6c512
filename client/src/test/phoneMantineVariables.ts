// Builds the phone's copy of Mantine's CSS variables (issue 22): the phone draws without
// MantineProvider, which writes them at run time in the app, so components/phoneKit/mantineVariables.css holds the ones
// the phone's views read, with the values the provider would write for our theme. Built by
// Mantine's own resolver, and checked against it by components/phoneKit/mantineVariables.test.ts (which rewrites the
// file with UPDATE_PHONE_VARIABLES=1), so a theme change or a Mantine upgrade cannot drift from it.
import { DEFAULT_THEME, defaultCssVariablesResolver, mergeMantineTheme } from '@mantine/core';
import { theme } from '../theme';

/** The variants' colours (variants.ts) are named by a prop: the parts of each colour the sources name. */
const VARIANT_PARTS = ['filled', 'filled-hover', 'light', 'light-hover', 'light-color', 'outline', 'outline-hover', 'text'];

/**
 * Every size variable, the variables named in `sources` (the kit's and the player's styles and scripts), the variant
 * parts of every palette colour they name in quotes (color="teal", 'red') and of the primary, and
 * whatever those refer to, for the light and dark schemes.
 */
export function buildMantineVariables(sources: string[]): string {
  const merged = mergeMantineTheme(DEFAULT_THEME, theme);
  const resolved = defaultCssVariablesResolver(merged);
  const palettes = Object.keys(merged.colors);
  const wanted = new Set<string>();
  for (const text of sources) for (const match of text.matchAll(/--mantine-[a-z0-9-]+/g)) wanted.add(match[0]);
  // The sizes (spacing, radius, font sizes, shadows…) are named by props too ('lg' ->
  // --mantine-radius-lg): all of those, the palettes' shades left to what is named.
  const shade = new RegExp(`^--mantine-(color|primary-color)-(${palettes.join('|')}|[0-9])`);
  for (const name of Object.keys(resolved.variables)) if (!shade.test(name)) wanted.add(name);
  const named = (color: string) => sources.some((text) => text.includes(`'${color}'`) || text.includes(`"${color}"`));
  for (const color of palettes)
    if (color === theme.primaryColor || named(color)) for (const part of VARIANT_PARTS) wanted.add(`--mantine-color-${color}-${part}`);
  const all: Record<string, string> = { ...resolved.variables, ...resolved.light, ...resolved.dark };
  // What the wanted ones are written with (the primary colour's names refer to festival's).
  const queue = [...wanted];
  while (queue.length) {
    const name = queue.pop()!;
    for (const match of (all[name] ?? '').matchAll(/--mantine-[a-z0-9-]+/g))
      if (!wanted.has(match[0])) {
        wanted.add(match[0]);
        queue.push(match[0]);
      }
  }
  const block = (selector: string, variables: Record<string, string>) => {
    const lines = Object.entries(variables)
      .filter(([name]) => wanted.has(name))
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, value]) => `  ${name}: ${value};`);
    return `${selector} {\n${lines.join('\n')}\n}\n`;
  };
  return [
    '/* Written by src/test/phoneMantineVariables.ts (mantineVariables.test.ts checks it): edit the theme, not this file. */',
    block(':root', resolved.variables),
    block(":root[data-mantine-color-scheme='light']", resolved.light),
    block(":root[data-mantine-color-scheme='dark']", resolved.dark),
  ].join('\n');
}
