#!/usr/bin/env node
// `npm run bench:sizes`: the small rooms of issue 24, where the fastest open-source peer was ahead:
// S1–S3 (`run.mjs --s3-only`) at 250 and 1,000 players on both databases, one fresh server a run,
// and a table of what the issue compares: the join storm's wall and server CPU per player, the host
// action to the last socket (p50 / max over the openings), the server's own part of it (run.mjs
// --server-push: the host's request to the last frame handed to the kernel; at 1,000 the generator,
// one process on one core reading every phone's frame, was still reading the first openings' frames
// 60–70 ms after the server had handed over its last), the big screens, the answers' acks, and the
// server's RSS idle and after the joins.
//
//   --sizes 250,1000   players per run
//   --db both|postgres|pglite
//   --rounds N         question openings per run (30)
//   --pairs N          runs per size and database (2); with --against, pairs of alternated runs
//   --against DIR      another checkout of QuizFest, built, to compare with: each of its runs
//                      alternates with this one's, on the same machine at the same time, which is
//                      what a before/after on a noisy 2-core machine needs
//   --against-env N=V  this checkout again with N=V in the server's environment, alternated with
//                      it as --against is (PGLITE_THREAD=main: the embedded database in the
//                      server's thread)
//   --pin event-loop   run.mjs's --pin: the server's event loop alone pinned to its core
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const SIZES = arg('sizes', '250,1000').split(',').map(Number);
const DBS = { both: ['postgres', 'pglite'], postgres: ['postgres'], pglite: ['pglite'] }[arg('db', 'both')];
if (!DBS) throw new Error('--db is both, postgres or pglite');
const ROUNDS = arg('rounds', '30');
const PAIRS = Number(arg('pairs', '2'));
const here = fileURLToPath(new URL('.', import.meta.url));
const checkouts = [{ name: 'this', bench: join(here, 'run.mjs') }];
if (arg('against', '')) checkouts.push({ name: 'against', bench: join(resolve(arg('against', '')), 'server/bench/run.mjs') });
const againstEnv = arg('against-env', '');
if (againstEnv) {
  const [name, ...value] = againstEnv.split('=');
  checkouts.push({ name: againstEnv, bench: join(here, 'run.mjs'), env: { [name]: value.join('=') } });
}
const PIN = arg('pin', 'process');
const out = mkdtempSync(join(tmpdir(), 'quizfest-sizes-'));

/** One run of run.mjs; its figures (the JSON it writes). */
function runOnce(checkout, db, players, i) {
  const file = join(out, `${checkout.name}-${db}-${players}-${i}.json`);
  const args = [
    checkout.bench,
    '--s3-only',
    '--players',
    String(players),
    '--big',
    '0',
    '--rounds',
    ROUNDS,
    '--server-push',
    '--out',
    file,
  ];
  if (db === 'pglite') args.push('--pglite');
  args.push('--pin', PIN);
  const result = spawnSync(process.execPath, args, { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, ...checkout.env } });
  if (result.status !== 0) throw new Error(`${checkout.name} ${db} ${players}: run.mjs exited ${result.status}`);
  return JSON.parse(readFileSync(file, 'utf8'));
}

const rows = [
  [
    'checkout',
    'database',
    'players',
    'S1 wall',
    'S1 CPU / player',
    'start → last p50 / max',
    'server handover p50 / max',
    'screens p50',
    'S3 ack p50 / p99',
    'RSS idle / venue / joined',
  ],
];
const f1 = (x) => x.toFixed(1);
for (const db of DBS) {
  for (const players of SIZES) {
    for (let i = 0; i < PAIRS; i++) {
      // ABBA: each pair in the other order, so that whatever the first run of a pair pays is shared.
      for (const checkout of i % 2 ? [...checkouts].reverse() : checkouts) {
        const f = runOnce(checkout, db, players, i);
        rows.push([
          checkout.name,
          db,
          String(players),
          `${f.S1.seconds.toFixed(2)} s`,
          `${f1((f.S1.serverCpu * f.S1.seconds * 1000) / players)} ms`,
          `${f1(f.S2.last.p50)} / ${f1(f.S2.last.max)} ms`,
          f.S2.serverPush ? `${f1(f.S2.serverPush.p50)} / ${f1(f.S2.serverPush.max)} ms` : '-',
          `${f1(f.S2.screens.p50)} ms`,
          `${f1(f.S3.ack.p50)} / ${f1(f.S3.ack.p99)} ms`,
          // Idle: settled with no client yet (embedded only); venue: after a GC, with screens and host.
          `${f.idleSettled ? (f.idleSettled.rss / 1048576).toFixed(0) : '-'} / ${(f.baseline.rss / 1048576).toFixed(0)} / ${(f.S1.settled.rss / 1048576).toFixed(0)} MB`,
        ]);
        process.stderr.write(`sizes: ${rows.at(-1).join('  ')}\n`);
      }
    }
  }
}
const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => r[c].length)));
console.log(`\nQuizFest small rooms (issue 24): S1–S3 a run, ${ROUNDS} openings; figures in ${out}\n`);
for (const r of rows) console.log(r.map((cell, c) => cell.padEnd(widths[c])).join('  '));
