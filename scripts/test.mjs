#!/usr/bin/env node
// `npm test`: type-checks every workspace, runs every vitest project (shared, server on PGlite and,
// with TEST_DATABASE_URL, on PostgreSQL, client components, end-to-end in Chromium), then prints
// one plain closing line "N passed, N failed, N skipped" that CI and people can read at a glance.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const run = (cmd, args) => spawnSync(cmd, args, { cwd: root, stdio: 'inherit' }).status ?? 1;

if (run('npm', ['run', 'typecheck']) !== 0) {
  console.error('npm test: type-check failed');
  process.exit(1);
}

const report = `${root}test-results/vitest.json`;
mkdirSync(`${root}test-results`, { recursive: true });
rmSync(report, { force: true });
const status = run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...process.argv.slice(2)]);

if (existsSync(report)) {
  const r = JSON.parse(readFileSync(report, 'utf8'));
  const skipped = (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
  console.log(`\nTests: ${r.numPassedTests} passed, ${r.numFailedTests} failed, ${skipped} skipped`);
}
process.exit(status);
