#!/usr/bin/env node
// What a second window of the server's work costs beyond a first: reads two V8 .cpuprofile files
// (from `npm run bench -- --hostile-only --window-prof DIR`: window-1 is S2–S4 alone, window-2 the
// same beside S8's hostile clients) and lists the functions whose time per second of window grew
// most, by self time and by inclusive time (a function's callees counted once per sample), so the
// attack's cost is traced to the code that pays it rather than guessed.
//   node server/bench/profile-diff.mjs WINDOW-1 WINDOW-2 [N]
import { readFileSync } from 'node:fs';

const [first, second, topArg] = process.argv.slice(2);
if (!first || !second) {
  console.error('usage: node server/bench/profile-diff.mjs WINDOW-1.cpuprofile WINDOW-2.cpuprofile [N]');
  process.exit(2);
}
const top = Number(topArg ?? 25);

/** Self and inclusive ms per second of the profile, by function; and the busy share. */
function summarise(file) {
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const label = (n) => {
    const f = n.callFrame;
    return `${f.functionName || '(anonymous)'} ${f.url.replace(/^.*\/(node_modules|src|dist)\//, '$1/')}:${f.lineNumber + 1}`;
  };
  const self = new Map();
  const inclusive = new Map();
  let idle = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    const us = profile.timeDeltas[i] ?? 0;
    let node = byId.get(profile.samples[i]);
    const name = node.callFrame.functionName;
    if (name === '(idle)' || name === '(program)') idle += name === '(idle)' ? us : 0;
    self.set(label(node), (self.get(label(node)) ?? 0) + us);
    const seen = new Set();
    for (; node; node = byId.get(parent.get(node.id))) {
      const key = label(node);
      if (seen.has(key)) continue;
      seen.add(key);
      inclusive.set(key, (inclusive.get(key) ?? 0) + us);
    }
  }
  const seconds = (profile.endTime - profile.startTime) / 1e6;
  const perSecond = (m) => new Map([...m].map(([k, us]) => [k, us / 1000 / seconds]));
  return { seconds, busy: 1 - idle / (profile.endTime - profile.startTime), self: perSecond(self), inclusive: perSecond(inclusive) };
}

const a = summarise(first);
const b = summarise(second);
console.log(`window 1: ${a.seconds.toFixed(1)} s, busy ${(a.busy * 100).toFixed(0)} %`);
console.log(`window 2: ${b.seconds.toFixed(1)} s, busy ${(b.busy * 100).toFixed(0)} %`);
for (const kind of ['self', 'inclusive']) {
  const keys = new Set([...a[kind].keys(), ...b[kind].keys()]);
  const rows = [...keys]
    .map((k) => ({ k, before: a[kind].get(k) ?? 0, after: b[kind].get(k) ?? 0 }))
    .map((r) => ({ ...r, grew: r.after - r.before }))
    .sort((x, y) => y.grew - x.grew)
    .slice(0, top);
  console.log(`\n${kind} ms per second of window: window 1 → window 2 (grew)`);
  for (const r of rows)
    console.log(`${r.before.toFixed(1).padStart(7)} → ${r.after.toFixed(1).padStart(7)} (+${r.grew.toFixed(1)})  ${r.k}`);
}
