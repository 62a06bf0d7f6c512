#!/usr/bin/env node
// `npm test`: type-checks every workspace, runs the unit and integration projects (shared, server
// on PGlite and, with TEST_DATABASE_URL, on PostgreSQL, client components), then the end-to-end
// project on its own so that the browser is not starved of CPU by the parallel suites, and prints
// one plain closing line "N passed, N failed, N skipped" that CI and people can read at a glance.
// Arguments are passed to both vitest runs (e.g. `npm test -- --project server-pglite`).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const run = (cmd, args) => spawnSync(cmd, args, { cwd: root, stdio: 'inherit' }).status ?? 1;

if (run('npm', ['run', 'typecheck']) !== 0) {
  console.error('npm test: type-check failed');
  process.exit(1);
}

mkdirSync(`${root}test-results`, { recursive: true });
const extra = process.argv.slice(2);
const onlyProjects = extra.some((a) => a.startsWith('--project'));
const phases = onlyProjects
  ? [{ name: 'selected', args: extra }]
  : [
      { name: 'unit-integration', args: ['--project', 'shared', '--project', 'server-*', '--project', 'client', ...extra] },
      { name: 'e2e', args: ['--project', 'e2e', ...extra] },
    ];

let status = 0;
const totals = { passed: 0, failed: 0, skipped: 0 };
for (const phase of phases) {
  const report = `${root}test-results/vitest-${phase.name}.json`;
  rmSync(report, { force: true });
  const code = run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...phase.args]);
  if (code !== 0) status = code;
  if (existsSync(report)) {
    const r = JSON.parse(readFileSync(report, 'utf8'));
    totals.passed += r.numPassedTests ?? 0;
    totals.failed += r.numFailedTests ?? 0;
    totals.skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
  } else if (code !== 0) {
    totals.failed += 1; // the run died before writing its report
  }
}
console.log(`\nTests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(status);
