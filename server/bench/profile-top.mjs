#!/usr/bin/env node
// Summarises a V8 .cpuprofile (from `npm run bench -- --cpu-prof DIR`): the functions with the most
// self time, and the share of the run spent idle, so a missed target can be traced to its cause.
import { readFileSync } from 'node:fs';

const file = process.argv[2];
if (!file) {
  console.error('usage: node server/bench/profile-top.mjs FILE.cpuprofile [N]');
  process.exit(2);
}
const top = Number(process.argv[3] ?? 25);
const profile = JSON.parse(readFileSync(file, 'utf8'));
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map();
const deltas = profile.timeDeltas;
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
