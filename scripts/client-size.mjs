#!/usr/bin/env node
// `npm run size`: what each page of the built client downloads, from Vite's manifest: the entry
// chunk and its static imports, plus the page's lazy chunk and its static imports, gzipped.
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

const entry = closure('index.html');
const pages = {
  'join page (/)': 'src/features/join/components/JoinPage.tsx',
  '/player': 'src/features/player/components/PlayerPage.tsx',
  '/screen': 'src/features/screen/components/ScreenPage.tsx',
  'quiz editor': 'src/features/activities/components/QuizEditorPage.tsx',
  'event editor': 'src/features/events/components/EventEditorPage.tsx',
};
const rows = [['page', 'JS files', 'JS gzipped', 'manager editor code included']];
for (const [name, key] of Object.entries(pages)) {
  if (!manifest[key]) throw new Error(`no chunk for ${key} in the manifest`);
  const files = closure(key, new Set(entry));
  const total = [...files].reduce((sum, f) => sum + gz(f), 0);
  const editors = [...files].some((f) => /QuizEditor|EventEditor|TeamEditor/.test(f));
  rows.push([name, String(files.size), kb(total), editors ? 'yes' : 'no']);
}
const css = (manifest['index.html'].css ?? []).reduce((s, f) => s + gz(f), 0);
const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
for (const r of rows) console.log(r.map((c, i) => c.padEnd(widths[i])).join('  '));
console.log(`CSS (every page): ${kb(css)} gzipped`);
