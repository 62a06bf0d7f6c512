#!/usr/bin/env node
// `npm start`: builds whatever is missing or older than its sources (shared, server, client), then
// runs the server. A fresh clone needs only `npm install && npm start`. `--build-only` stops after
// building (the benchmark starts the built server itself, pinned to a core).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverRuntime } from './server-runtime.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

function newest(paths) {
  let latest = 0;
  const visit = (p) => {
    if (!existsSync(p)) return;
    const s = statSync(p);
    if (s.isDirectory()) {
      for (const name of readdirSync(p))
        if (name !== 'node_modules' && !name.endsWith('.test.ts') && !name.endsWith('.test.tsx')) visit(join(p, name));
    } else latest = Math.max(latest, s.mtimeMs);
  };
  paths.forEach((p) => visit(join(root, p)));
  return latest;
}

const builtAt = (marker) => (existsSync(join(root, marker)) ? statSync(join(root, marker)).mtimeMs : 0);

const steps = [
  { name: 'shared', marker: 'shared/dist/index.js', sources: ['shared/src', 'shared/tsconfig.json'] },
  { name: 'server', marker: 'server/dist/main.js', sources: ['server/src', 'server/tsconfig.build.json', 'shared/src'] },
  {
    name: 'client',
    marker: 'client/dist/index.html',
    sources: ['client/src', 'client/index.html', 'client/vite.config.ts', 'client/public', 'shared/src'],
  },
];

const stale = () => steps.filter((step) => builtAt(step.marker) < newest(step.sources));

/**
 * Several starts at once (test suites, the benchmark) must not build into the same folders
 * together: one builds while the others wait for it, then find nothing left to build.
 */
function withBuildLock(fn) {
  // The same lock as the server tests' own builds (server/test/server-process.ts).
  const lock = join(tmpdir(), `quizfest-build-${createHash('sha1').update(root).digest('hex').slice(0, 12)}.lock`);
  const pause = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      // A lock left by a build that was killed is taken over after ten minutes.
      if (existsSync(lock) && Date.now() - statSync(lock).mtimeMs > 10 * 60_000) rmSync(lock, { recursive: true, force: true });
      pause(250);
    }
  }
  const release = () => rmSync(lock, { recursive: true, force: true });
  process.once('exit', release);
  try {
    fn();
  } finally {
    release();
  }
}

if (stale().length > 0) {
  withBuildLock(() => {
    for (const step of stale()) {
      console.log(`npm start: building ${step.name}…`);
      // A production build whatever called us: a start from a test run inherits NODE_ENV=test,
      // which would make Vite bundle React's development build (70 KB more per page).
      const result = spawnSync('npm', ['run', 'build', '-w', step.name], {
        cwd: root,
        stdio: 'inherit',
        env: { ...process.env, NODE_ENV: 'production' },
      });
      if (result.status !== 0) process.exit(result.status ?? 1);
    }
  });
}

if (process.argv.includes('--build-only')) process.exit(0);

const runtime = serverRuntime();
const server = spawn(process.execPath, [...runtime.nodeArgs, 'server/dist/main.js'], { cwd: root, env: runtime.env, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
