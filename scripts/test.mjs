#!/usr/bin/env node
// `npm test`: type-checks every workspace, lints, runs the unit and integration projects (shared, server
// on PGlite and, with TEST_DATABASE_URL, on PostgreSQL, client components), then the end-to-end
// project on its own so that the browser is not starved of CPU by the parallel suites, and prints
// one plain closing line "N passed, N failed, N skipped" that CI and people can read at a glance.
// Races between transitions only show on PostgreSQL (PGlite runs one query at a time), so without
// TEST_DATABASE_URL a PostgreSQL answering on 127.0.0.1:5432 is used, on a database of this run.
// Arguments are passed to both vitest runs (e.g. `npm test -- --project server-pglite`).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const run = (cmd, args) => spawnSync(cmd, args, { cwd: root, stdio: 'inherit' }).status ?? 1;

const LOCAL_PG = { host: '127.0.0.1', port: 5432 };

/** Whether something accepts connections on the local PostgreSQL port (no client tools needed). */
const portOpen = ({ host, port }) =>
  new Promise((resolve) => {
    const socket = connect({ host, port });
    const done = (open) => {
      socket.destroy();
      resolve(open);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });

/** A fresh database on the local server for this run, or null (with the reason printed) when there is none. */
async function localTestDatabase() {
  const skipped = (why) => {
    console.log(`npm test: ${why}: the server-postgres project is skipped (set TEST_DATABASE_URL to use one)`);
    return null;
  };
  if (!(await portOpen(LOCAL_PG))) return skipped(`no PostgreSQL at ${LOCAL_PG.host}:${LOCAL_PG.port}`);
  const { default: postgres } = await import('postgres');
  const base = `postgres://postgres@${LOCAL_PG.host}:${LOCAL_PG.port}`;
  const name = `quizfest_test_${Date.now()}_${process.pid}`;
  const admin = async (statement) => {
    const sql = postgres(`${base}/postgres`, { max: 1, onnotice: () => {}, connect_timeout: 5 });
    try {
      await sql.unsafe(statement);
    } finally {
      await sql.end({ timeout: 1 });
    }
  };
  try {
    await admin(`create database ${name}`);
  } catch (error) {
    return skipped(`the PostgreSQL at ${LOCAL_PG.host}:${LOCAL_PG.port} gave no test database (${error.message})`);
  }
  console.log(`npm test: PostgreSQL at ${LOCAL_PG.host}:${LOCAL_PG.port}, database ${name} for this run`);
  return {
    url: `${base}/${name}`,
    drop: () =>
      admin(`drop database if exists ${name} with (force)`).catch((error) =>
        console.error(`npm test: could not drop ${name}: ${error.message}`),
      ),
  };
}

if (run('npm', ['run', 'typecheck']) !== 0) {
  console.error('npm test: type-check failed');
  process.exit(1);
}
// ESLint (mistakes and the client's layer boundaries) and Prettier's check (formatting).
if (run('npm', ['run', 'lint', '--silent']) !== 0) {
  console.error('npm test: lint failed (`npm run format` fixes formatting)');
  process.exit(1);
}

const database = process.env.TEST_DATABASE_URL ? null : await localTestDatabase();
if (database) process.env.TEST_DATABASE_URL = database.url;
// Ctrl-C reaches vitest too; the run stops after it, and the database is still dropped.
let interrupted = false;
process.on('SIGINT', () => (interrupted = true));
process.on('SIGTERM', () => (interrupted = true));

/**
 * Test files at once in the unit and integration phase. Vitest's default is one fewer than the cores,
 * which on a 2-core machine ran the suite's 360 files one at a time (33 minutes in CI); most of
 * them wait on PostgreSQL, sockets and timers, and two at once took 16. Each file has a database
 * of its own (test-app.ts), so they do not meet.
 */
const UNIT_WORKERS = Math.max(2, availableParallelism() - 1);

mkdirSync(`${root}test-results`, { recursive: true });
const extra = process.argv.slice(2);
const onlyProjects = extra.some((a) => a.startsWith('--project'));
const phases = onlyProjects
  ? [{ name: 'selected', args: extra }]
  : [
      {
        name: 'unit-integration',
        args: ['--project', 'shared', '--project', 'server-*', '--project', 'client', `--maxWorkers=${UNIT_WORKERS}`, ...extra],
      },
      { name: 'e2e', args: ['--project', 'e2e', ...extra] },
    ];

let status = 0;
const totals = { passed: 0, failed: 0, skipped: 0 };
for (const phase of phases) {
  if (interrupted) break;
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
await database?.drop();
console.log(`\nTests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(interrupted ? 130 : status);
