// A server killed hard in the middle of a question (docs/PRODUCT-RULES.md#live-phases: state lives in the database, memory
// holds caches): the built server runs as its own process, as `npm start` runs it, on a PGlite data
// directory or a PostgreSQL database; it is killed with SIGKILL after answers were acknowledged and
// started again on the same storage. The question carries on where it was, every acknowledged answer
// is there, answers are still taken, and the deadline timer is armed again from the database.
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Question } from '@quizfest/shared';
import { ALREADY_ANSWERED } from '../src/live/answer-store.js';
import { call } from './api-helpers.js';
import { expectError, expectOk, poll } from './fixtures.js';
import { answer, hostAction, liveEvent } from './live-fixtures.js';
import { createPostgresDatabase, usingPostgres } from './test-app.js';

const root = fileURLToPath(new URL('../..', import.meta.url));

// ---------- the build `npm start` runs (scripts/start.mjs): shared, then server, when out of date

const BUILDS = [
  { marker: 'shared/dist/index.js', sources: ['shared/src', 'shared/tsconfig.json'] },
  { marker: 'server/dist/main.js', sources: ['server/src', 'server/tsconfig.build.json', 'shared/src'] },
];

function newestSource(paths: string[]): number {
  let latest = 0;
  const visit = (p: string) => {
    if (!existsSync(p)) return;
    const s = statSync(p);
    if (!s.isDirectory()) latest = Math.max(latest, s.mtimeMs);
    else for (const name of readdirSync(p)) if (!name.endsWith('.test.ts')) visit(join(p, name));
  };
  paths.forEach((p) => visit(join(root, p)));
  return latest;
}

const upToDate = () => BUILDS.every((b) => existsSync(join(root, b.marker)) && statSync(join(root, b.marker)).mtimeMs >= newestSource(b.sources));

/**
 * Builds shared and server when a source is newer than its output. The suite runs this file on
 * PGlite and on PostgreSQL at once: a lock directory keeps the two from compiling over each other.
 */
async function ensureBuilt() {
  if (upToDate()) return;
  const lock = join(tmpdir(), `quizfest-build-${createHash('sha1').update(root).digest('hex').slice(0, 12)}.lock`);
  const waitUntil = Date.now() + 5 * 60_000;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      // A lock left by a killed run grows old; a live build takes a minute at most, even on a busy machine.
      const held = statSync(lock, { throwIfNoEntry: false });
      if (held && Date.now() - held.mtimeMs > 4 * 60_000) rmSync(lock, { recursive: true, force: true });
      if (Date.now() > waitUntil) throw new Error(`another build held ${lock} for 5 minutes`);
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  try {
    if (upToDate()) return;
    const build = spawn('npm', ['run', 'build', '-w', 'shared', '-w', 'server'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    build.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    build.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => build.once('close', resolve));
    if (code !== 0) throw new Error(`npm run build -w shared -w server failed:\n${output}`);
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

// ---------- the server process

type Server = { url: string; child: ChildProcess; output: () => string };

/** `node server/dist/main.js` on a free port; resolves once it says it is ready. */
function startServer(env: Record<string, string>): Promise<Server> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', CLIENT_DIST: join(root, 'nonexistent'), ...env };
  delete childEnv.PUBLIC_URL;
  const child = spawn(process.execPath, ['server/dist/main.js'], { cwd: root, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-20_000);
      const ready = /ready at http:\/\/localhost:(\d+)/.exec(output);
      if (ready) resolve({ url: `http://127.0.0.1:${ready[1]}`, child, output: () => output });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code, signal) => reject(new Error(`the server exited (${code ?? signal}) before it was ready:\n${output.slice(-4000)}`)));
  });
}

function stop(server: Server, signal: NodeJS.Signals): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return Promise.resolve();
  const exited = new Promise<void>((resolve) => server.child.once('exit', () => resolve()));
  server.child.kill(signal);
  return exited;
}

/**
 * The fixtures speak to an app through `inject` only: this one sends each call over HTTP to the
 * process instead, so the same helpers set up and drive the event.
 */
function overHttp(server: Server): FastifyInstance {
  const inject = async (o: InjectOptions) => {
    const headers: Record<string, string> = { ...(o.headers as Record<string, string>) };
    let body: string | undefined;
    if (o.payload !== undefined) {
      body = JSON.stringify(o.payload);
      headers['content-type'] = 'application/json';
    }
    const res = await fetch(`${server.url}${o.url}`, { method: o.method as string, headers, body });
    return { statusCode: res.status, body: await res.text(), headers: Object.fromEntries(res.headers) };
  };
  return { inject } as unknown as FastifyInstance;
}

// ---------- the test

/** A question long enough to live through a restart, then one short enough to end during one. */
const QUESTIONS: Question[] = [
  {
    type: 'multiple_text_choice_4',
    correctAnswer: 2,
    timeLimit: 30,
    texts: { en_US: { question: 'Capital of France?', answers: ['Lyon', 'Paris', 'Nice', 'Lille'] } },
  },
  { type: 'free_text_input', timeLimit: 5, texts: { en_US: { question: 'Largest ocean?', answer: 'Pacific' } } },
];

/** How long after a deadline the restarted server has to close the question by itself. */
const CLOSE_SLACK_MS = 2000;

const storage = usingPostgres() ? 'PostgreSQL' : 'PGlite';

describe(`a server killed in the middle of a question, on ${storage}`, () => {
  let env: Record<string, string>;
  let cleanup: () => Promise<void>;
  const running: Server[] = [];

  beforeAll(async () => {
    await ensureBuilt();
    if (usingPostgres()) {
      const database = await createPostgresDatabase();
      env = { DATABASE_URL: database.url };
      cleanup = database.drop;
    } else {
      const dataDir = mkdtempSync(join(tmpdir(), 'quizfest-restart-'));
      env = { DATABASE_URL: '', DATA_DIR: dataDir };
      cleanup = async () => rmSync(dataDir, { recursive: true, force: true });
    }
  }, 6 * 60_000);
  afterAll(async () => {
    for (const s of running) await stop(s, 'SIGKILL');
    await cleanup?.();
  });

  const start = async () => {
    const server = await startServer(env);
    running.push(server);
    return { server, api: overHttp(server) };
  };

  it('carries on the question with every acknowledged answer, and closes it at its deadline', { timeout: 120_000 }, async () => {
    let { server, api } = await start();
    const f = await liveEvent(api, 4, QUESTIONS);
    const [p1, p2, p3, p4] = f.players.map((p) => p.id) as [string, string, string, string];
    const q1 = expectOk(await hostAction(api, f, 'start')).live;
    expect(expectOk(await answer(api, f, p1, 0, 2))).toEqual({ accepted: true });
    expect(expectOk(await answer(api, f, p2, 0, 1))).toEqual({ accepted: true });

    await stop(server, 'SIGKILL');
    ({ server, api } = await start());

    expect(Date.now(), 'the restart took longer than the question: raise its time limit').toBeLessThan(Date.parse(q1.question.deadline));
    for (const [player, given] of [
      [p1, '2'],
      [p2, '1'],
      [p3, null],
      [p4, null],
    ] as const) {
      const { live, me } = expectOk(await poll(api, f.eventId, player));
      expect(live).toMatchObject({ phase: 'question', rev: q1.rev, question: { questionIndex: 0, deadline: q1.question.deadline } });
      expect(me.answer).toBe(given);
    }
    const stored = expectOk(await call(api, 'GET', `/events/${f.eventId}/results`, undefined, f.token)).rows;
    expect(stored.map((r: { playerName: string; answer: string }) => [r.playerName, r.answer]).sort()).toEqual([
      ['Player 1', '2'],
      ['Player 2', '1'],
    ]);
    // Still open: a new answer is taken; a different second answer is refused, the first one stands.
    expect(expectOk(await answer(api, f, p3, 0, 2))).toEqual({ accepted: true });
    expectError(await answer(api, f, p1, 0, 3), 409, ALREADY_ANSWERED);
    // Player 4 polled and has not answered: the question waits for the host.
    const revealed = expectOk(await hostAction(api, f, 'reveal')).live;
    expect(revealed.reveal).toMatchObject({ correctAnswer: 2, distribution: [1, 2, 0, 0], answered: 3 });

    const q2 = expectOk(await hostAction(api, f, 'next')).live;
    expect(q2.question).toMatchObject({ questionIndex: 1, timeLimit: 5 });
    expect(expectOk(await answer(api, f, p1, 1, 'Pacific'))).toEqual({ accepted: true });

    await stop(server, 'SIGKILL');
    ({ server, api } = await start());

    // Nothing may read the event before the deadline has passed: a read arms its timer as well,
    // and would hide a server that did not arm it again at start-up.
    const deadline = Date.parse(q2.question.deadline);
    await new Promise((r) => setTimeout(r, Math.max(0, deadline + CLOSE_SLACK_MS - Date.now())));
    const after = expectOk(await poll(api, f.eventId, p1));
    expect(after.live, `the server log:\n${server.output().slice(-2000)}`).toMatchObject({
      phase: 'reveal',
      question: { questionIndex: 1 },
      reveal: { distribution: [1, 0], answered: 1 },
    });
    expect(after.me.result).toMatchObject({ correct: true });
    await stop(server, 'SIGTERM');
  });
});
