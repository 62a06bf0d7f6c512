#!/usr/bin/env node
// `node scripts/measure-db-drop.mjs --postgres URL`: does the server live through PostgreSQL dropping
// its connections under write load (issue 9, item 1)? Each run starts the product as `npm start` does
// on a fresh database of the PostgreSQL server at URL, lets 45 clients (`--clients N`) join an event
// and set their info in a loop, then terminates every backend of that database (`--kills K` times,
// 2 s apart) while the load goes on. Reports, over `--runs R` runs, how many times the process died
// (and with what), the statuses the clients saw, and the time from each kill to the first write that
// succeeded again.
import { randomUUID } from 'node:crypto';
import postgres from 'postgres';
import { api, arg, median, runningEvent, signedInManager, startServer } from './measure-kit.mjs';

const baseUrl = arg('postgres', '');
const RUNS = Number(arg('runs', '10'));
const CLIENTS = Number(arg('clients', '45'));
const KILLS = Number(arg('kills', '3'));
if (!baseUrl) {
  console.error('usage: node scripts/measure-db-drop.mjs --postgres postgres://user@host:5432/db [--runs 10] [--clients 45] [--kills 3]');
  process.exit(2);
}
const log = (line) => process.stderr.write(`measure-db-drop: ${line}\n`);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function setUpEvent(base) {
  const token = await signedInManager(base, 'measure-db-drop');
  const { id: quizId } = await api(base, 'POST', '/activities/quiz', { name: 'Drop quiz' }, token);
  // Players without a team, so that set-info is a plain write.
  return runningEvent(base, token, { name: 'Drop night', quizId });
}

/** One call; the status, or 'refused' when no HTTP answer came at all (the process is gone). */
async function post(base, path, body) {
  try {
    const res = await fetch(`${base}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    const text = await res.text();
    let shape = 'ok';
    if (res.status >= 400) {
      try {
        const json = JSON.parse(text);
        shape = Object.keys(json).join(',') === 'error' && typeof json.error === 'string' ? 'ok' : 'bad-body';
      } catch {
        shape = 'bad-body';
      }
    }
    return { status: res.status, shape, body: res.status >= 400 ? text.slice(0, 120) : '' };
  } catch (error) {
    return { status: error.name === 'TimeoutError' ? 'timeout' : 'refused', shape: 'ok', body: '' };
  }
}

async function oneRun(run) {
  const name = `qf_measure_drop_${randomUUID().replaceAll('-', '').slice(0, 10)}`;
  const admin = postgres(baseUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const server = await startServer({ databaseUrl: url.toString() });
  let died = null;
  const exited = new Promise((resolve) => server.child.once('exit', (code, signal) => resolve((died = { code, signal }))));
  const statuses = new Map();
  const errorBodies = new Map();
  const writes = []; // { start, end, status }
  let stop = false;
  try {
    const { eventId, code } = await setUpEvent(server.base);
    const client = async () => {
      while (!stop && !died) {
        const playerId = randomUUID();
        const start = performance.now();
        let res = await post(server.base, '/events/join', { code, playerId });
        if (res.status === 200)
          res = await post(server.base, '/players/set-info', { eventId, playerId, name: `P ${playerId}`, teamId: '' });
        writes.push({ start, end: performance.now(), status: res.status });
        const key = `${res.status}${res.shape === 'ok' ? '' : ' (body not {error})'}`;
        statuses.set(key, (statuses.get(key) ?? 0) + 1);
        if (typeof res.status === 'number' && res.status >= 400) errorBodies.set(`${res.status} ${res.body}`, true);
        if (res.status === 'refused' || res.status === 'timeout') await sleep(50);
      }
    };
    const clients = Array.from({ length: CLIENTS }, client);
    await sleep(1000);
    const recoveries = [];
    for (let k = 0; k < KILLS && !died; k++) {
      const killedAt = performance.now();
      const [{ count }] =
        await admin`select count(*)::int as count from (select pg_terminate_backend(pid) from pg_stat_activity where datname = ${name} and pid <> pg_backend_pid()) t`;
      // Recovered: the first join + set-info that started after the kill and succeeded.
      const deadline = killedAt + 20_000;
      let recovered = null;
      while (!died && performance.now() < deadline) {
        const ok = writes.find((w) => w.start > killedAt && w.status === 200);
        if (ok) {
          recovered = ok.end - killedAt;
          break;
        }
        await sleep(20);
      }
      recoveries.push({ terminated: count, recovered });
      if (!died) await sleep(2000);
    }
    stop = true;
    await Promise.race([Promise.all(clients), exited]);
    await sleep(300);
    return {
      run,
      died,
      recoveries,
      statuses,
      errorBodies: [...errorBodies.keys()],
      tail: died
        ? server
            .output()
            .split('\n')
            .filter((l) => /Error|error/.test(l))
            .slice(-3)
        : [],
    };
  } finally {
    stop = true;
    await server.stop();
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

async function main() {
  log(`${RUNS} runs, ${CLIENTS} clients joining and setting info, ${KILLS} kills a run`);
  const results = [];
  for (let run = 1; run <= RUNS; run++) {
    const r = await oneRun(run);
    results.push(r);
    const rec = r.recoveries.map((x) => (x.recovered === null ? 'none' : `${Math.round(x.recovered)} ms`)).join(', ');
    log(
      `run ${run}: ${r.died ? `DIED (exit ${r.died.code ?? r.died.signal})` : 'survived'}; backends terminated ${r.recoveries.map((x) => x.terminated).join('/')}; ` +
        `recovery ${rec}; statuses ${[...r.statuses].map(([s, n]) => `${s}×${n}`).join(' ')}`,
    );
    for (const line of r.tail) log(`   ${line.trim().slice(0, 200)}`);
  }
  const died = results.filter((r) => r.died).length;
  const all = new Map();
  for (const r of results) for (const [s, n] of r.statuses) all.set(s, (all.get(s) ?? 0) + n);
  const recovered = results.flatMap((r) => r.recoveries.map((x) => x.recovered)).filter((x) => x !== null);
  const kills = results.reduce((n, r) => n + r.recoveries.length, 0);
  const bodies = new Set(results.flatMap((r) => r.errorBodies));
  console.log(`PostgreSQL connections terminated under write load (${CLIENTS} clients, ${RUNS} runs, up to ${KILLS} kills a run)`);
  console.log(`  process died: ${died} of ${RUNS} runs`);
  console.log(`  statuses: ${[...all].map(([s, n]) => `${s}×${n}`).join(' ')}`);
  console.log(`  error answers: ${[...bodies].slice(0, 6).join(' | ') || 'none'}`);
  console.log(
    `  recovery after a kill: ${recovered.length} of ${kills} kills recovered` +
      (recovered.length ? `, median ${Math.round(median(recovered))} ms, max ${Math.round(Math.max(...recovered))} ms` : ''),
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
