#!/usr/bin/env node
// `npm run size`: what each page of the built client downloads, from Vite's manifest: the entry
// chunk and its static imports, plus the page's lazy chunk and its static imports, gzipped.
// Pages with a budget fail the run (exit 1) past it; the client's build runs this, so a change that
// makes a phone on venue Wi-Fi wait longer fails the build instead of shipping. The join page's
// budget sits a little above what it downloads today (164 KB: React, the router, Mantine, TanStack
// Query and zod/mini for the search parameters); 100 KB is the aim (issue 10). The translations
// (issue 19: i18next and react-i18next, in the entry so that the first page draws in the phone's
// language) raised both budgets by what they were measured to cost; issue 22 will cut the bundle.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const dist = fileURLToPath(new URL('../client/dist', import.meta.url));
const manifestPath = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error('client/dist has no manifest: run `npm run build -w client` first');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

function closure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const dep of chunk.imports ?? []) closure(dep, seen);
  return seen;
}
const gz = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

const KB = 1024;
const entry = closure('index.html');
// The join page is part of the entry (src/routes/index.tsx imports it): what it downloads is the
// entry and its imports. `budget` in gzipped bytes.
const pages = {
  // +22 KB for i18n, measured gzipped on the join page: 166.2 -> 188.1 KB, of which i18next and
  // react-i18next 15.4 KB, the bundled `play` catalogues in English and French 3.5 KB (both, so the
  // EN/FR switch needs no download), and the t() calls and server-message map the rest.
  // +1 KB for issue 21 (190 -> 191 KB): its manager pages grew the entry chunk the join page is part
  // of by 0.2 KB (102.5 -> 102.7 KB; the join page 189.8 -> 190.0 KB, at its budget).
  // +1 KB for issue 20's new kinds (191 -> 192 KB): the `play` catalogues ship in the entry, and the
  // poll's and several right answers' phone words (168 bytes) and shared's selection parsing (49)
  // left the join page 7 bytes under 191 KB (195 577 bytes).
  // +1 KB for put in order (issue 20, 192 -> 193 KB): its four phone words in both `play`
  // catalogues (~90 bytes) and shared's parseOrder (~94), which a chunk every page loads carries,
  // took the join page from 196 494 to 196 692 bytes, 84 past 192 KB. Lazy-loading the phone's order
  // input was measured worse (198 542 bytes): rolldown then splits React, Mantine and react-i18next
  // out of the entry into chunks every page loads.
  'join page (/)': { key: 'index.html', budget: 193 * KB },
  // +22 KB for i18n, the same, measured on /player: 236.8 -> 258.5 KB. +1 KB for issue 19's last
  // phone features (the reading time's notice, focus after each step, numbers grouped per language,
  // French plurals): 262.7 -> 263.2 KB. Issue 22 cuts the player to 130 KB; these budgets go then.
  // +4 KB for issue 21 (263.2 -> 267.1 KB, none of it the player's code): once the manager's pages
  // used Mantine's Menu, Rollup split Popover out of the chunk the player shares with Select and moved
  // Mantine's transitions and portal into the Modal chunk it also loads (Select 12.1 -> 7.4 KB,
  // Popover 0 -> 5.7 KB, Modal 19.0 -> 21.7 KB, compared build against build).
  // +1 KB for quizzes that do not score speed: the live schema's `speedScoring` (46 bytes) and the
  // phone's 'Take your time' line (70: its words in both `play` catalogues 43, the code 26, no icon)
  // took /player from 267.9 KB past 268.0 (274 342 -> 274 458 bytes; 90 were left, 26 too few).
  // +2 KB for polls (issue 20): the phone's vote list at the reveal (~480 bytes), its poll line and
  // 'Vote received' (75), two more option styles (50), their words in both `play` catalogues (214),
  // and the live schema's poll rules: 274 828 -> 275 648 bytes with the phone's part alone.
  // +1 KB for several right answers (issue 20): the phone's toggles and Submit, the reveal's right
  // options with mine marked and 'Partly right' (~700 bytes), their words in both `play` catalogues
  // (168) and shared's parseSelection, now kept (49): 275 927 -> 276 845 bytes, the shared schema of
  // several right answers in both builds.
  // +1 KB for numeric estimates (issue 20): shared's schema and parseEstimate alone took /player to
  // 277 560 bytes, 56 past 271 KB; then the phone's number box, its read-back in the player's
  // language and its reveal (the value, my estimate and how far off, the closest three: 628 bytes),
  // their words in both `play` catalogues (121) and formatEstimate (82): 278 379 bytes.
  // +1 KB for the host's corrections (issue 20): the phone's notice of a question the host voided,
  // in place of right or wrong and its points, and the answers the host accepted since (the code 51
  // bytes, their words in both `play` catalogues 53): 278 558 -> 278 662 bytes, the first already 30
  // past 272 KB with the other changes of issue 20 made meanwhile.
  // +1 KB for the scoring options, hands-free pacing, slides and rounds (issue 20): the streak's run
  // and bonus at the reveal, the streak badge, the hands-free countdown, the slide's title card, the
  // rounds' 'Standings at the podium' and shared's schemas of all four took /player from 278 991 (the
  // streak's schema already in) to 279 681 bytes; 83 of the last 129 past 273 KB are the live
  // schema's `leaderboard`.
  // +2 KB for put in order (issue 20): the phone's order input (rows with drag handles, Move up /
  // Move down buttons naming the item and its place, a spoken announcement of each move) and its
  // reveal (the right order, each of my items in its place or not): 279 792 -> 281 476 bytes, 900
  // past 274 KB; not lazy-loaded, for the reason the join page's budget gives.
  '/player': { key: 'src/features/player/components/PlayerPage.tsx', budget: 276 * KB },
  '/screen': { key: 'src/features/screen/components/ScreenPage.tsx' },
  'quiz editor': { key: 'src/features/activities/components/QuizEditorPage.tsx' },
  'event editor': { key: 'src/features/events/components/EventEditorPage.tsx' },
};
const rows = [['page', 'JS files', 'JS gzipped', 'budget', 'manager editor code included']];
const over = [];
for (const [name, { key, budget }] of Object.entries(pages)) {
  if (!manifest[key]) throw new Error(`no chunk for ${key} in the manifest`);
  const files = closure(key, new Set(entry));
  const total = [...files].reduce((sum, f) => sum + gz(f), 0);
  const editors = [...files].some((f) => /QuizEditor|EventEditor|TeamEditor/.test(f));
  if (budget !== undefined && total > budget) over.push(`${name}: ${kb(total)} is over its budget of ${kb(budget)}`);
  rows.push([name, String(files.size), kb(total), budget === undefined ? '-' : kb(budget), editors ? 'yes' : 'no']);
}
const css = (manifest['index.html'].css ?? []).reduce((s, f) => s + gz(f), 0);
const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
for (const r of rows) console.log(r.map((c, i) => c.padEnd(widths[i])).join('  '));
console.log(`CSS (every page): ${kb(css)} gzipped`);
if (over.length) {
  for (const line of over) console.error(`size budget exceeded: ${line}`);
  console.error('Lazy-load what the page does not draw at once, or raise the budget in scripts/client-size.mjs with a reason.');
  process.exit(1);
}
