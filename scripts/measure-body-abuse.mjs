#!/usr/bin/env node
// `node scripts/measure-body-abuse.mjs`: how long GET /api/healthz takes while anonymous callers send
// oversized and deeply nested JSON bodies to POST /api/events/poll (issue 9, item 4). Starts the
// product as `npm start` does (embedded PGlite; `--postgres URL` for PostgreSQL), measures health
// alone, then during each attack: `--flat N` bodies of `--mib M` MiB holding one huge flat array
// (default 20 × 8), and `--nested N` bodies of `--mib M` MiB nested as deep as that size allows
// (default 50). Health is probed one call after another, every 100 ms, from a worker thread (so
// that sending the bodies does not delay the probe itself), until the attack's last answer is in
// and at least 3 s have passed. Prints the answers the attackers got and the health latency
// (median, p90, max).
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { arg, median, startServer } from './measure-kit.mjs';

const FLAT = Number(arg('flat', '20'));
const NESTED = Number(arg('nested', '50'));
const MIB = Number(arg('mib', '8'));
const postgres = arg('postgres', '');
// Bounded by design (the workplace's rule for load tests): an attack that is not over by then is
// reported as still running.
const ATTACK_CAP_MS = Number(arg('cap-seconds', '240')) * 1000;

const log = (line) => process.stderr.write(`measure-body-abuse: ${line}\n`);
const fmt = (ms) => (ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms.toFixed(1)} ms`);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Just under the size, so that the old 8 MiB limit let it through to the parser. */
const budget = () => MIB * 1024 * 1024 - 64;

function flatBody() {
  const n = Math.floor((budget() - 2) / 2);
  return Buffer.from(`[${'0,'.repeat(n - 1)}0]`);
}

function nestedBody() {
  const depth = Math.floor(budget() / 2);
  return Buffer.from(`${'['.repeat(depth)}${']'.repeat(depth)}`);
}

const percentile = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};

async function healthOnce(base) {
  const started = performance.now();
  const res = await fetch(`${base}/api/healthz`, { signal: AbortSignal.timeout(ATTACK_CAP_MS) });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`healthz answered ${res.status}`);
  return performance.now() - started;
}

async function sendBody(base, body) {
  try {
    const res = await fetch(`${base}/api/events/poll`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    const text = await res.text();
    let error = '';
    try {
      error = JSON.parse(text).error ?? '';
    } catch {
      // Not JSON (a proxy's page, a cut body): the status alone is reported.
    }
    return `${res.status} ${error}`.trim();
  } catch (e) {
    // The server may answer and close before the whole body is sent.
    return `connection closed (${e.cause?.code ?? e.message})`;
  }
}

/** The worker: probes health until told to stop, then posts what it measured. */
async function probeHealth(base) {
  let stop = false;
  parentPort.once('message', () => (stop = true));
  const latencies = [];
  let failures = 0;
  while (!stop) {
    try {
      latencies.push(await healthOnce(base));
    } catch {
      failures++; // refused, reset, or an error status: the server is not answering
    }
    await sleep(100);
  }
  parentPort.postMessage({ latencies, failures });
}

/** Sends `count` copies of `body` at once and probes health until every one has an answer. */
async function attack(server, name, count, body) {
  const { base } = server;
  if (count <= 0) return;
  log(`${name}: ${count} × ${(body.length / 1024 / 1024).toFixed(2)} MiB…`);
  const started = performance.now();
  let done = false;
  const answers = new Map();
  const sending = Promise.all(
    Array.from({ length: count }, () => sendBody(base, body).then((a) => answers.set(a, (answers.get(a) ?? 0) + 1))),
  ).then(() => (done = true));
  const prober = new Worker(new URL(import.meta.url), { workerData: { base } });
  let elapsed = 0;
  while ((!done || performance.now() - started < 3000) && performance.now() - started < ATTACK_CAP_MS && server.child.exitCode === null) {
    await sleep(50);
    if (done && !elapsed) elapsed = performance.now() - started;
  }
  if (!elapsed) elapsed = performance.now() - started;
  const measured = new Promise((resolve) => prober.once('message', resolve));
  prober.postMessage('stop');
  const { latencies, failures } = await measured;
  await prober.terminate();
  const died = server.child.exitCode !== null;
  if (died) done = true;
  if (!done) log(`${name}: still running after ${fmt(ATTACK_CAP_MS)}; reporting what was seen`);
  else if (!died) await sending;
  console.log(`\n${name}: ${count} bodies of ${(body.length / 1024 / 1024).toFixed(2)} MiB to POST /api/events/poll`);
  console.log(`  all answered after: ${done ? fmt(elapsed) : `not within ${fmt(ATTACK_CAP_MS)}`}`);
  console.log(`  answers: ${[...answers].map(([a, n]) => `${n} × ${a}`).join('; ') || 'none yet'}`);
  if (died) console.log(`  THE SERVER EXITED (code ${server.child.exitCode}): ${server.output().trim().split('\n').slice(-3).join(' | ')}`);
  if (latencies.length) {
    console.log(
      `  healthz during it (${latencies.length} answered, ${failures} failed): median ${fmt(median(latencies))}, p90 ${fmt(percentile(latencies, 90))}, max ${fmt(Math.max(...latencies))}`,
    );
  } else console.log(`  healthz during it: no answer (${failures} failed)`);
}

async function main() {
  log('starting the server (building what is missing)…');
  const server = await startServer({ databaseUrl: postgres });
  log(`server at ${server.base}`);
  try {
    await healthOnce(server.base);
    const quiet = [];
    for (let i = 0; i < 20; i++) {
      quiet.push(await healthOnce(server.base));
      await sleep(50);
    }
    console.log(`healthz alone (20 calls): median ${fmt(median(quiet))}, max ${fmt(Math.max(...quiet))}`);
    await attack(server, 'flat', FLAT, flatBody());
    if (server.child.exitCode === null) await attack(server, 'nested', NESTED, nestedBody());
  } finally {
    await server.stop();
  }
}

if (!isMainThread) await probeHealth(workerData.base);
else
  main().then(
    () => process.exit(0),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
