#!/usr/bin/env node
// `npm run size`: what each page of the built client downloads, from Vite's manifest: the entry
// chunk and its static imports, plus the page's lazy chunk and its static imports, and the
// stylesheets all of these bring (and Mantine's whole one, which lazyPage loads for every page but
// the phone's), gzipped.
// Pages with a budget fail the run (exit 1) past it, counting scripts and stylesheets together; the
// client's build runs this, so a change that makes a phone on venue Wi-Fi wait longer fails the
// build instead of shipping.
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
// The app (Mantine, the router, every page's route) that the entry loads for any page but the
// phone's two (client/src/main.tsx, phoneShell.tsx): part of every other page's download.
const app = closure('src/mountApp.tsx', new Set(entry));
const fullStyles = closure('src/styles/fullStyles.ts');
const cssOf = (files) => [...files].flatMap((f) => Object.values(manifest).find((c) => c.file === f)?.css ?? []);
// `budget` in gzipped bytes of scripts and stylesheets together. Issue 22 set them from what the
// phone's pages were measured to download once Mantine's stylesheet was cut to what phones draw
// (src/styles/phoneStyles.css: 38.4 -> 15.5 KB), the snackbars' component was loaded on first use
// (8.5 KB), the route files' search checks no longer used zod/mini (15 KB), and the phone's calls
// and live connection no longer took shared's schemas and classic zod (apiRequestTyped,
// shared/src/socket.ts: 25 KB on /player and /screen): the join page 230.6 -> 181.2 KB, /player
// 313.5 -> 253.2 KB. Then the join page got a light shell of its own (src/phoneShell.tsx: React,
// the page, its texts without i18next, its own 1.8 KB stylesheet; the app with Mantine, the router,
// TanStack Query and i18next downloads while the code is typed): 181.2 -> 83.7 KB, under the
// issue's 90 KB, and /player, which loads the shell too, 253.2 -> 258.3 KB. The player's team
// choice then became the phone's own picker (Mantine's NativeSelect, not Select: no dropdown,
// Popover, floating-ui or Combobox) and the create-team dialog (Modal, its focus trap and scroll
// lock) a chunk fetched after the form is drawn: 258.3 -> 220.3 KB. Then the shell drew the player's
// page itself (src/phonePlayer.tsx: Mantine, TanStack Query, i18next, the page), without the app's
// router, auth or route tree: 220.3 -> 187.3 KB. Then phoneStyles.css dropped Popover's and
// Anchor's rules (nothing the phone draws) and Mantine's default-css-variables.css (the provider
// writes every variable itself): 187.3 -> 183.5 KB. Then the player's views were drawn with the
// phone's own kit (src/components/phoneKit: Mantine's names, props and look over its CSS
// variables, with none of its runtime or stylesheet), the create-team dialog with the browser's
// <dialog>, the snackbars with lib/phoneSnackbar.ts: 183.5 -> 142.2 KB (JS 170 -> 134.5 KB, CSS
// 13.6 -> 7.7 KB). Then the player's texts were said by src/i18n/playTranslation.ts (i18next's
// wording rules for the one bundled catalogue, held to i18next's output for every text by its
// test) rather than i18next and react-i18next: 142.2 -> 124.8 KB, under the 130 KB.
const pages = {
  // The join page is the entry: the phone's shell (src/phoneShell.tsx) draws it without the app,
  // and the player's page with src/phonePlayer.tsx.
  'join page (/)': { key: 'index.html', budget: 90 * KB, withoutApp: true },
  '/player': { key: 'src/phonePlayer.tsx', budget: 130 * KB, withoutApp: true },
  '/screen': { key: 'src/features/screen/components/ScreenPage.tsx', full: true },
  'quiz editor': { key: 'src/features/activities/components/QuizEditorPage.tsx', full: true },
  'event editor': { key: 'src/features/events/components/EventEditorPage.tsx', full: true },
};
const rows = [['page', 'JS files', 'JS gzipped', 'CSS gzipped', 'together', 'budget', 'manager editor code included']];
const over = [];
for (const [name, { key, budget, full, withoutApp }] of Object.entries(pages)) {
  if (!manifest[key]) throw new Error(`no chunk for ${key} in the manifest`);
  const files = closure(key, new Set(withoutApp ? entry : app));
  if (full) for (const f of fullStyles) files.add(f);
  // A chunk of stylesheet only (fullStyles) is listed with its .css as its file.
  const scripts = [...files].filter((f) => f.endsWith('.js'));
  const sheets = new Set([...cssOf(files), ...[...files].filter((f) => f.endsWith('.css'))]);
  const js = scripts.reduce((sum, f) => sum + gz(f), 0);
  const css = [...sheets].reduce((sum, f) => sum + gz(f), 0);
  const total = js + css;
  const editors = [...files].some((f) => /QuizEditor|EventEditor|TeamEditor/.test(f));
  if (budget !== undefined && total > budget) over.push(`${name}: ${kb(total)} is over its budget of ${kb(budget)}`);
  rows.push([name, String(scripts.length), kb(js), kb(css), kb(total), budget === undefined ? '-' : kb(budget), editors ? 'yes' : 'no']);
}
const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
for (const r of rows) console.log(r.map((c, i) => c.padEnd(widths[i])).join('  '));
if (over.length) {
  for (const line of over) console.error(`size budget exceeded: ${line}`);
  console.error('Lazy-load what the page does not draw at once, or raise the budget in scripts/client-size.mjs with a reason.');
  process.exit(1);
}
