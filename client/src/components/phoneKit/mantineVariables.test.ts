// mantineVariables.css is what Mantine's resolver gives for the theme (test/phoneMantineVariables.ts):
// this fails when the theme, Mantine or the variables the phone's code names have moved on from it.
// UPDATE_PHONE_VARIABLES=1 rewrites it.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { expect, test } from 'vitest';
import { buildMantineVariables } from '../../test/phoneMantineVariables';

// __filename, not import.meta.url: under jsdom the module's URL is the page's, not a file's.
const here = dirname(__filename);
const src = join(here, '../..');
const file = join(here, 'mantineVariables.css');

/** The styles and scripts the phone draws with: the kit's and the player's, the theme's overrides. */
function phoneSources(): string[] {
  const dirs = ['components/phoneKit', 'features/player', 'components/live', 'components/event', 'components/language', 'components/theme'];
  const files = dirs.flatMap((dir) =>
    readdirSync(join(src, dir), { recursive: true, encoding: 'utf8' })
      .filter((name) => /\.(css|tsx?)$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('mantineVariables.css'))
      .map((name) => join(src, dir, name)),
  );
  return [...files, join(src, 'theme.css')].map((path) => readFileSync(path, 'utf8'));
}

test('mantineVariables.css holds what Mantine writes for the theme, for every variable the phone reads', () => {
  const expected = buildMantineVariables(phoneSources());
  if (process.env.UPDATE_PHONE_VARIABLES) writeFileSync(file, expected);
  expect(readFileSync(file, 'utf8')).toBe(expected);
});
