#!/usr/bin/env node
// Summarises a V8 .cpuprofile (from `npm run bench -- --cpu-prof DIR`): the functions with the most
// self time, and the share of the run spent idle, so a missed target can be traced to its cause.
// `--last S` keeps only the profile's last S seconds (a scenario run after a long set-up).
import { readFileSync } from 'node:fs';

const file = process.argv[2];
if (!file) {
  console.error('usage: node server/bench/profile-top.mjs FILE.cpuprofile [N] [--last SECONDS]');
  process.exit(2);
}
const lastAt = process.argv.indexOf('--last');
const lastUs = lastAt > 0 ? Number(process.argv[lastAt + 1]) * 1e6 : Infinity;
const top = Number(process.argv[3] && process.argv[3] !== '--last' ? process.argv[3] : 25);
const profile = JSON.parse(readFileSync(file, 'utf8'));
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map();
// A sample outside the window counts for nothing.
const deltas = profile.timeDeltas.slice();
let at = profile.endTime;
for (let i = deltas.length - 1; i >= 0; i--) {
  const d = deltas[i];
  if (profile.endTime - at > lastUs) deltas[i] = 0;
  at -= d;
}
for (let i = 0; i < profile.samples.length; i++) {
  const node = byId.get(profile.samples[i]);
  const f = node.callFrame;
  const key = `${f.functionName || '(anonymous)'} ${f.url.replace(/^.*\/(node_modules|src|dist)\//, '$1/')}:${f.lineNumber + 1}`;
  self.set(key, (self.get(key) ?? 0) + (deltas[i] ?? 0));
}
const total = [...self.values()].reduce((a, b) => a + b, 0);
const rows = [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, top);
console.log(`${(total / 1e6).toFixed(2)} s sampled`);
for (const [key, us] of rows)
  console.log(`${((us / total) * 100).toFixed(1).padStart(5)} %  ${(us / 1000).toFixed(0).padStart(7)} ms  ${key}`);

// Self time by where the code lives (a package, the server's own files, Node, the database engine).
const where = new Map();
for (let i = 0; i < profile.samples.length; i++) {
  const url = byId.get(profile.samples[i]).callFrame.url;
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  const key = m
    ? m[1]
    : url.includes('/server/dist/')
      ? 'server (own code)'
      : url.startsWith('node:')
        ? 'node'
        : url.startsWith('wasm')
          ? 'wasm (PGlite)'
          : url
            ? url.replace(/^.*\//, '')
            : '(native, gc, idle)';
  where.set(key, (where.get(key) ?? 0) + (deltas[i] ?? 0));
}
console.log('\nby origin:');
for (const [key, us] of [...where.entries()].sort((a, b) => b[1] - a[1]).slice(0, 15))
  console.log(`${((us / total) * 100).toFixed(1).padStart(5)} %  ${key}`);
