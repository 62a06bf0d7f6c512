// The server under test, started as `npm start` starts it (the built server/dist/main.js, built by
// scripts/start.mjs when its sources are newer), but pinned to its own core with taskset and with a
// heap probe preloaded. Reads the process's CPU time and RSS from /proc, so the figures are the
// server's alone, not the load generator's.
import { spawn, spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../../scripts/free-port.mjs';
import { serverRuntime } from '../../../scripts/server-runtime.mjs';

export const root = fileURLToPath(new URL('../../..', import.meta.url));
const TICKS_PER_SECOND = 100; // USER_HZ on Linux

export function buildProduct() {
  const result = spawnSync(process.execPath, ['scripts/start.mjs', '--build-only'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('the build failed');
}

const hasTaskset = () => spawnSync('taskset', ['-V']).status === 0;

/** Cores to give the server and the generator: separate ones when the machine has two or more. */
export function corePlan() {
  const n = availableParallelism();
  if (n < 2 || !hasTaskset()) return { server: null, generator: null, note: `${n} core(s), not pinned` };
  return { server: String(n - 1), generator: String(0), note: `server on core ${n - 1}, generator on core 0 (${n} cores)` };
}

/** Pins this (generator) process and all its threads to the given core. */
export function pinSelf(core) {
  if (core !== null) spawnSync('taskset', ['-a', '-p', '-c', core, String(process.pid)], { stdio: 'ignore' });
}

/**
 * BENCH_PIN=event-loop (`run.mjs --pin event-loop`): the server's main thread (its event loop) stays
 * on its core, and its other threads (the embedded database's own, V8's and libuv's helpers) may run
 * on any, as PostgreSQL's processes do: what a thread of the database's own can gain (issue 24).
 */
function pinEventLoopOnly(pid, core) {
  spawnSync('taskset', ['-a', '-p', '-c', `0-${availableParallelism() - 1}`, String(pid)], { stdio: 'ignore' });
  // Without -a: the main thread alone, whose id is the process's.
  spawnSync('taskset', ['-p', '-c', core, String(pid)], { stdio: 'ignore' });
}

/** CPU seconds (user + system) and RSS bytes of a process, from /proc. */
export function processStats(pid) {
  const { user, system } = cpuTimes(`/proc/${pid}/stat`);
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const rss = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
  // The main thread's own share (its task id is the pid): the rest is V8's GC and compiler threads,
  // libuv's pool and any worker.
  let main = { user: 0, system: 0 };
  try {
    main = cpuTimes(`/proc/${pid}/task/${pid}/stat`);
  } catch {
    // The process is gone; its totals above are what it had.
  }
  return { cpu: user + system, user, system, mainCpu: main.user + main.system, rss };
}

/** User and system CPU seconds from a /proc stat line (fields 14 and 15, after the command's parentheses). */
function cpuTimes(file) {
  const stat = readFileSync(file, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { user: Number(fields[11]) / TICKS_PER_SECOND, system: Number(fields[12]) / TICKS_PER_SECOND };
}

/**
 * Runs `script` (a probe's own file, in another role) in a Node process on `core` (none: unpinned),
 * with an IPC channel for it to report back on; `idle` runs it at the idle scheduling policy. chrt
 * and taskset exec node, so the child's pid is the process's own.
 */
export function spawnOnCore(core, script, args, { idle = false } = {}) {
  const node = [process.execPath, fileURLToPath(script), ...args];
  const pinned = core === null ? node : ['taskset', '-c', core, ...node];
  // SCHED_IDLE (`chrt --idle 0`): the process, its system calls included, runs only when nothing
  // else on the core wants it, and any other process that wakes takes the core from it at once.
  const [cmd, ...rest] = idle ? ['chrt', '--idle', '0', ...pinned] : pinned;
  return spawn(cmd, rest, { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
}

/**
 * Starts one server process. `databaseUrl` empty = a fresh embedded PGlite directory. Resolves
 * when the server logs that it is ready.
 */
export async function startServer({ databaseUrl = '', core = null, env = {}, metrics = false } = {}) {
  // The server's own Prometheus listener on a free port, read by `pushTimes()`: opt-in, since it
  // also turns on prom-client's process metrics (an event-loop monitor, GC observers).
  const metricsPort = metrics ? await freePort() : null;
  return launch({ databaseUrl, core, env: metricsPort ? { METRICS_PORT: String(metricsPort), ...env } : env, metricsPort });
}

/**
 * The server's quizfest_host_action_push_seconds histogram (metrics.ts): the host's request's arrival
 * to the last frame handed to a socket, summed over every host action so far, and their count.
 */
async function hostActionPushTotals(port) {
  const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
  const read = (suffix) => Number(new RegExp(`^quizfest_host_action_push_seconds_${suffix} (\\S+)$`, 'm').exec(text)?.[1] ?? NaN);
  return { sum: read('sum'), count: read('count') };
}

function launch({ databaseUrl, core, env, metricsPort }) {
  const dataDir = mkdtempSync(join(tmpdir(), 'quizfest-bench-'));
  const heapFile = join(dataDir, 'heap.json');
  // `--cpu-prof DIR` on the benchmark's command line profiles the server (written when it stops).
  const prof = process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_CPU_PROF] : [];
  // The server's process as `npm start` makes it (allocator and V8 settings), then the bench's own.
  const runtime = serverRuntime({
    ...process.env,
    // BENCH_SERVER_NODE_OPTIONS: the server's NODE_OPTIONS alone, not the generator's (to compare Node options).
    ...(process.env.BENCH_SERVER_NODE_OPTIONS ? { NODE_OPTIONS: process.env.BENCH_SERVER_NODE_OPTIONS } : {}),
  });
  const node = [
    process.execPath,
    ...runtime.nodeArgs,
    // BENCH_SERVER_NODE_ARGS: V8 options NODE_OPTIONS does not take (--min-semi-space-size), the server's alone.
    ...(process.env.BENCH_SERVER_NODE_ARGS ? process.env.BENCH_SERVER_NODE_ARGS.split(' ') : []),
    '--expose-gc',
    ...prof,
    '--require',
    fileURLToPath(new URL('./heap-probe.cjs', import.meta.url)),
    '--require',
    fileURLToPath(new URL('./window-profiler.cjs', import.meta.url)),
    'server/dist/main.js',
  ];
  const [cmd, ...args] = core === null ? node : ['taskset', '-c', core, ...node];
  const child = spawn(cmd, args, {
    cwd: root,
    env: {
      ...runtime.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: join(dataDir, 'db'),
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'info',
      // The load comes from 127.0.0.1 but speaks for other addresses in X-Forwarded-For (the venue's
      // and the hostile clients', lib/venue.mjs and lib/hostile.mjs), so per-address limits apply
      // to each as they would behind a venue's proxy.
      TRUST_PROXY: 'loopback',
      // The venue's sockets all come from its one address: up to 10000 phones (S2's big room), its
      // screens and host, more than a server's default per-address cap lets one address hold.
      // The hostile address stays far below either cap (a few hundred sockets).
      LIVE_SOCKETS_PER_ADDRESS: '20000',
      // S1 joins its thousands from the venue's one address within seconds; a real venue's arrive
      // over minutes. The hostile clients' own joins stay under the default.
      NEW_PLAYERS_PER_ADDRESS: '20000',
      // The scenarios read the host's view before and after each action, several calls a second
      // from the venue's one account for minutes, which a host console (its game on its socket)
      // never does.
      ACCOUNT_REQUESTS_PER_SECOND: '1000',
      BENCH_HEAP_FILE: heapFile,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk) => {
      output = (output + chunk.toString()).slice(-8000);
      const match = /ready at http:\/\/localhost:(\d+)/.exec(output);
      if (!match) return;
      if (core !== null && process.env.BENCH_PIN === 'event-loop') pinEventLoopOnly(child.pid, core);
      child.stdout.off('data', onData);
      child.stderr.off('data', onData);
      // Keep draining the pipes (a full pipe would block the server), remembering only the tail;
      // BENCH_SERVER_OUT=FILE keeps it all (with BENCH_SERVER_NODE_ARGS="--trace-opt --trace-deopt":
      // what V8 compiled and threw away while a scenario ran).
      const keep = (c) => {
        if (process.env.BENCH_SERVER_OUT) appendFileSync(process.env.BENCH_SERVER_OUT, c);
        output = (output + c.toString()).slice(-8000);
      };
      child.stdout.on('data', keep);
      child.stderr.on('data', keep);
      resolve({
        base: `http://127.0.0.1:${match[1]}`,
        pid: child.pid,
        stats: () => processStats(child.pid),
        alive: () => child.exitCode === null && child.signalCode === null,
        tail: () => output,
        /** With `metrics`: totals of the server's host action → last frame handed over (else null). */
        pushTimes: () => (metricsPort ? hostActionPushTotals(metricsPort) : Promise.resolve(null)),
        /** Memory after a full GC, written by the heap probe. */
        async heap() {
          rmSync(heapFile, { force: true });
          child.kill('SIGUSR2');
          for (let i = 0; i < 2400 && !existsSync(heapFile); i++) await new Promise((r) => setTimeout(r, 25));
          return JSON.parse(readFileSync(heapFile, 'utf8'));
        },
        /** Starts, then (called again) stops and writes, a CPU profile of the window (BENCH_WINDOW_PROF). */
        profileWindow: () => {
          if (process.env.BENCH_WINDOW_PROF) child.kill('SIGWINCH');
        },
        kill: () => child.kill('SIGKILL'),
        async stop() {
          if (child.exitCode === null && child.signalCode === null) {
            const exited = new Promise((r) => child.once('exit', r));
            child.kill('SIGTERM');
            const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
            await exited;
            clearTimeout(timer);
          }
          rmSync(dataDir, { recursive: true, force: true });
        },
      });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      rmSync(dataDir, { recursive: true, force: true });
      reject(new Error(`server exited (${code}) before it was ready:\n${output.slice(-2000)}`));
    });
  });
}

/** A fresh PostgreSQL database for one run, dropped by `drop()`. */
export async function freshPostgres(baseUrl) {
  const { default: postgres } = await import('postgres');
  const name = `quizfest_bench_${Date.now()}_${process.pid}`;
  const admin = async (statement) => {
    const sql = postgres(`${baseUrl}/postgres`, { max: 1, onnotice: () => {}, connect_timeout: 5 });
    try {
      await sql.unsafe(statement);
    } finally {
      await sql.end({ timeout: 1 });
    }
  };
  await admin(`create database ${name}`);
  return { url: `${baseUrl}/${name}`, drop: () => admin(`drop database if exists ${name} with (force)`) };
}
