// The built server as its own process, as `npm start` runs it, for tests about the process itself
// (it survives a fault, it exits on a stop request): build it when out of date, start it on a free
// port, stop it with a signal, and drive it over HTTP with the same helpers as app.inject.
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { createPostgresDatabase, usingPostgres } from './test-app.js';

export const root = fileURLToPath(new URL('../..', import.meta.url));

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

const upToDate = () =>
  BUILDS.every((b) => existsSync(join(root, b.marker)) && statSync(join(root, b.marker)).mtimeMs >= newestSource(b.sources));

/**
 * Builds shared and server when a source is newer than its output. Files run on PGlite and on
 * PostgreSQL at once: a lock directory keeps them from compiling over each other.
 */
export async function ensureBuilt() {
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

/**
 * The storage a server process of one test file runs on: a fresh database in the PostgreSQL
 * project, else a PGlite directory of its own (`prefix` names it); `cleanup` removes it.
 */
export async function processStorage(prefix: string): Promise<{ env: Record<string, string>; cleanup(): Promise<void> }> {
  if (usingPostgres()) {
    const database = await createPostgresDatabase();
    return { env: { DATABASE_URL: database.url }, cleanup: database.drop };
  }
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  return { env: { DATABASE_URL: '', DATA_DIR: dataDir }, cleanup: async () => rmSync(dataDir, { recursive: true, force: true }) };
}

export type ServerProcess = {
  url: string;
  port: number;
  child: ChildProcess;
  /** The tail of what it logged. */
  output: () => string;
  /** Resolves with the exit code (or signal) once the process has exited. */
  exited: Promise<number | string>;
  /**
   * Stops reading what it logs, as a log collector that stalled: its stdout and stderr pipes fill
   * and stay full. `output()` keeps what was read before.
   */
  stopReadingOutput: () => void;
};

/** `node server/dist/main.js` on a free port; resolves once it says it is ready. */
export function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env };
  delete childEnv.PUBLIC_URL;
  const child = spawn(process.execPath, ['server/dist/main.js'], { cwd: root, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const exited = new Promise<number | string>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')));
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-40_000);
      const ready = /ready at http:\/\/localhost:(\d+)/.exec(output);
      const stopReadingOutput = () => {
        child.stdout!.pause();
        child.stderr!.pause();
      };
      if (ready)
        resolve({ url: `http://127.0.0.1:${ready[1]}`, port: Number(ready[1]), child, output: () => output, exited, stopReadingOutput });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then((code) => reject(new Error(`the server exited (${code}) before it was ready:\n${output.slice(-4000)}`)));
  });
}

export const isRunning = (server: ServerProcess) => server.child.exitCode === null && server.child.signalCode === null;

/** Sends the signal and waits for the exit. */
export function stopServer(server: ServerProcess, signal: NodeJS.Signals): Promise<number | string> {
  if (isRunning(server)) server.child.kill(signal);
  return server.exited;
}

/**
 * The fixtures speak to an app through `inject` only: this one sends each call over HTTP to the
 * process instead, so the same helpers set up and drive it.
 */
export function overHttp(server: ServerProcess): FastifyInstance {
  const inject = async (o: InjectOptions) => {
    const headers: Record<string, string> = { ...(o.headers as Record<string, string>) };
    let body: string | FormData | undefined;
    // A form (uploads, imports) goes as multipart, with the boundary fetch chooses; anything else as JSON.
    if (o.payload instanceof FormData) body = o.payload;
    else if (o.payload !== undefined) {
      body = JSON.stringify(o.payload);
      headers['content-type'] = 'application/json';
    }
    const res = await fetch(`${server.url}${o.url}`, { method: o.method as string, headers, body });
    const rawPayload = Buffer.from(await res.arrayBuffer());
    const text = rawPayload.toString();
    return { statusCode: res.status, body: text, rawPayload, json: () => JSON.parse(text), headers: Object.fromEntries(res.headers) };
  };
  return { inject } as unknown as FastifyInstance;
}
