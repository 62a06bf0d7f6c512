#!/usr/bin/env node
// `npm run measure:start`: milliseconds from `npm start` on a built tree to the first 200 from
// /api/healthz — on a fresh embedded database (first start: create + migrate) and on an existing one.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = 3990;

async function once(dataDir) {
  const started = performance.now();
  const child = spawn('npm', ['start'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
    detached: true,
  });
  try {
    for (;;) {
      try {
        const res = await fetch(`http://127.0.0.1:${port}/api/healthz`);
        if (res.ok) return performance.now() - started;
      } catch {
        // Not listening yet: ask again.
      }
      if (performance.now() - started > 60_000) throw new Error('no answer within 60 s');
      await new Promise((r) => setTimeout(r, 10));
    }
  } finally {
    process.kill(-child.pid, 'SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

const dir = mkdtempSync(join(tmpdir(), 'quizfest-start-'));
const runs = [];
for (let i = 0; i < 4; i++) runs.push(await once(dir));
rmSync(dir, { recursive: true, force: true });
console.log(`first start (new database): ${Math.round(runs[0])} ms`);
console.log(
  `restarts (existing database): ${runs
    .slice(1)
    .map((ms) => Math.round(ms))
    .join(' ms, ')} ms`,
);
