#!/usr/bin/env node
// `node scripts/measure-shutdown.mjs [--postgres URL] [--runs 4]`: does a stop request end the server
// after a day's ordinary calls (issue 9, item 17)? Each run starts the built server (server/dist, as
// `npm start` runs it, after `node scripts/start.mjs --build-only`) on a fresh PGlite directory or a
// fresh database of the PostgreSQL server at URL, makes the calls a working day makes (sign-ups,
// image uploads and reads, the client's files, an export and its import, a reset, joins and polls,
// live sockets left open, keep-alive connections left idle), with `--in-flight N` uploads (1 by
// default) whose client stalled mid-body still arriving, sends SIGTERM and times the exit.
// A process still there after `--limit` seconds (20 by default) is counted as hung and killed.
import { spawn } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import net from 'node:net';
import { crc32, deflateSync } from 'node:zlib';
import postgres from 'postgres';
import WebSocket from 'ws';
import { arg, median, root } from './measure-kit.mjs';

const baseUrl = arg('postgres', '');
const RUNS = Number(arg('runs', '4'));
const LIMIT_MS = Number(arg('limit', '20')) * 1000;
const IN_FLIGHT = Number(arg('in-flight', '1'));
const log = (line) => process.stderr.write(`measure-shutdown: ${line}\n`);

/** A real PNG of w×h pixels in one colour. */
function png(w, h, seed) {
  const chunk = (type, data) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr[8] = 8;
  ihdr[9] = 2; // RGB
  const row = Buffer.alloc(1 + w * 3, seed % 256);
  row[0] = 0;
  const raw = Buffer.concat(Array.from({ length: h }, () => row));
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function startServer(env) {
  const child = spawn(process.execPath, ['server/dist/main.js'], {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk) => {
      output = (output + chunk.toString()).slice(-20_000);
      const ready = /ready at http:\/\/localhost:(\d+)/.exec(output);
      if (ready) resolve({ base: `http://127.0.0.1:${ready[1]}`, child, output: () => output });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited (${code}) before it was ready:\n${output.slice(-2000)}`)));
  });
}

async function call(base, method, path, { json, form, token } = {}) {
  const headers = {};
  if (token) headers.authorization = `Bearer ${token}`;
  let body;
  if (json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(json);
  } else if (form) body = form;
  const res = await fetch(`${base}${path}`, { method, headers, body });
  const bytes = Buffer.from(await res.arrayBuffer());
  if (!res.ok && res.status !== 304) throw new Error(`${method} ${path}: ${res.status} ${bytes.toString().slice(0, 200)}`);
  return { res, bytes, json: () => JSON.parse(bytes.toString()) };
}

/** The calls of an ordinary day, leaving sockets and keep-alive connections open at the end. */
async function ordinaryRun(base) {
  const passwordHash = createHash('sha256').update('measure-shutdown').digest('hex');
  const adminEmail = `admin-${randomUUID().slice(0, 8)}@example.com`;
  await call(base, 'POST', '/api/auth/signup', { json: { userName: 'Admin', emailAddress: adminEmail, passwordHash, role: 'admin' } });
  const adminToken = (await call(base, 'POST', '/api/auth/signin', { json: { emailAddress: adminEmail, passwordHash } })).json().token;
  const managers = [];
  for (let i = 0; i < 4; i++) {
    const emailAddress = `manager-${i}-${randomUUID().slice(0, 8)}@example.com`;
    await call(base, 'POST', '/api/auth/signup', { json: { userName: `Manager ${i}`, emailAddress, passwordHash } });
    managers.push((await call(base, 'POST', '/api/auth/signin', { json: { emailAddress, passwordHash } })).json().token);
  }
  const token = managers[0];
  const images = await Promise.all(
    Array.from({ length: 6 }, async (_, i) => {
      const form = new FormData();
      form.append('file', new Blob([png(64 + i, 48, i)], { type: 'image/png' }), `logo-${i}.png`);
      return (await call(base, 'POST', '/api/upload', { form, token })).json().fileName;
    }),
  );
  await Promise.all(images.map((name) => call(base, 'GET', `/api/upload/${name}`)));
  // The client's own files, as a browser loads them.
  const index = await call(base, 'GET', '/');
  const assets = [...index.bytes.toString().matchAll(/\/assets\/[^"']+/g)].map((m) => m[0]);
  await Promise.all(assets.map((a) => call(base, 'GET', a)));

  const { id: quizId } = (await call(base, 'POST', '/api/activities/quiz', { json: { name: 'Day quiz' }, token })).json();
  const { id: eventId } = (await call(base, 'POST', '/api/events', { json: { name: 'Day night' }, token })).json();
  const event = (await call(base, 'GET', `/api/events/${eventId}`, { token })).json();
  await call(base, 'PUT', `/api/events/${eventId}`, {
    token,
    json: {
      name: event.name,
      teamIds: [],
      activities: [{ id: 'activity-1', type: 'quiz', modelId: quizId, rules: { teamsConfig: 'no_teams', allowTeamlessPlayers: true } }],
      startDate: new Date(Date.now() - 60_000).toISOString(),
      endDate: new Date(Date.now() + 3 * 3600_000).toISOString(),
    },
  });

  // An export, and that file imported back.
  const dump = await call(base, 'GET', '/api/admin/database-dump', { token: adminToken });
  const form = new FormData();
  form.append('dump', new Blob([dump.bytes], { type: 'application/zip' }), 'dump.zip');
  await call(base, 'POST', '/api/admin/database-dump', { form, token: adminToken });

  const players = Array.from({ length: 12 }, () => randomUUID());
  for (const playerId of players) {
    await call(base, 'POST', '/api/events/join', { json: { code: event.code, playerId } });
    await call(base, 'POST', '/api/players/set-info', { json: { eventId, playerId, name: `P ${playerId}`, teamId: '' } });
  }
  for (let round = 0; round < 5; round++)
    await Promise.all(players.map((playerId) => call(base, 'POST', '/api/events/poll', { json: { eventId, playerId } })));
  const sockets = await Promise.all(
    players.slice(0, 4).map(
      (playerId) =>
        new Promise((resolve, reject) => {
          const ws = new WebSocket(`${base.replace('http', 'ws')}/api/live`, { perMessageDeflate: false });
          ws.on('open', () => ws.send(JSON.stringify({ type: 'hello', role: 'player', eventId, playerId })));
          ws.once('message', () => resolve(ws));
          ws.on('error', reject);
        }),
    ),
  );
  // A reset, then the signed-out day goes on: a few polls that now answer 4xx.
  await call(base, 'POST', '/api/admin/reset-database', { token: adminToken });
  await Promise.allSettled(players.slice(0, 4).map((playerId) => call(base, 'POST', '/api/events/poll', { json: { eventId, playerId } })));
  const emailAddress = `late-${randomUUID().slice(0, 8)}@example.com`;
  await call(base, 'POST', '/api/auth/signup', { json: { userName: 'Late manager', emailAddress, passwordHash } });
  const { token: lateToken } = (await call(base, 'POST', '/api/auth/signin', { json: { emailAddress, passwordHash } })).json();
  return { sockets, lateToken };
}

/** An upload of which the first bytes arrived and the rest never comes (a phone that lost its network). */
async function stalledUpload(base, token) {
  const url = new URL(base);
  const socket = net.connect(Number(url.port), url.hostname);
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.on('error', () => {});
  const boundary = `----measure${randomUUID()}`;
  socket.write(
    `POST /api/upload HTTP/1.1\r\nHost: ${url.host}\r\nAuthorization: Bearer ${token}\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\n` +
      `Content-Length: 3000000\r\n\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`,
  );
  socket.write(png(32, 32, 1).subarray(0, 40));
  return socket;
}

async function oneRun(run) {
  let env;
  let cleanup;
  if (baseUrl) {
    const name = `qf_measure_stop_${randomUUID().replaceAll('-', '').slice(0, 10)}`;
    const admin = postgres(baseUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${name}`);
    const url = new URL(baseUrl);
    url.pathname = `/${name}`;
    env = { DATABASE_URL: url.toString() };
    cleanup = async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  } else {
    const dataDir = mkdtempSync(join(tmpdir(), 'quizfest-stop-'));
    env = { DATABASE_URL: '', DATA_DIR: dataDir };
    cleanup = async () => rmSync(dataDir, { recursive: true, force: true });
  }
  const server = await startServer(env);
  try {
    const { sockets, lateToken } = await ordinaryRun(server.base);
    const stalled = [];
    for (let i = 0; i < IN_FLIGHT; i++) stalled.push(await stalledUpload(server.base, lateToken));
    await new Promise((r) => setTimeout(r, 300));
    const exited = new Promise((resolve) => server.child.once('exit', (code, signal) => resolve({ code, signal })));
    const t0 = performance.now();
    server.child.kill('SIGTERM');
    const result = await Promise.race([exited, new Promise((r) => setTimeout(() => r(null), LIMIT_MS))]);
    const ms = performance.now() - t0;
    for (const ws of sockets) ws.terminate();
    for (const socket of stalled) socket.destroy();
    if (!result) {
      server.child.kill('SIGKILL');
      await exited;
      return { run, hung: true, ms };
    }
    return { run, hung: false, ms, code: result.code ?? result.signal };
  } finally {
    if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
    await cleanup();
  }
}

async function main() {
  log(
    `${RUNS} runs on ${baseUrl ? 'PostgreSQL' : 'PGlite'}: an ordinary day of calls, ${IN_FLIGHT} stalled uploads in flight, then SIGTERM`,
  );
  const results = [];
  for (let run = 1; run <= RUNS; run++) {
    const r = await oneRun(run);
    results.push(r);
    log(`run ${run}: ${r.hung ? `STILL RUNNING after ${LIMIT_MS / 1000} s (killed)` : `exited (${r.code}) in ${Math.round(r.ms)} ms`}`);
  }
  const exited = results.filter((r) => !r.hung);
  console.log(`SIGTERM after an ordinary day (${baseUrl ? 'PostgreSQL' : 'PGlite'}, ${IN_FLIGHT} stalled uploads in flight, ${RUNS} runs)`);
  console.log(
    `  exited: ${exited.length} of ${RUNS} within ${LIMIT_MS / 1000} s; exit codes ${exited.map((r) => r.code).join(', ') || '-'}`,
  );
  if (exited.length)
    console.log(
      `  time to exit: median ${Math.round(median(exited.map((r) => r.ms)))} ms, max ${Math.round(Math.max(...exited.map((r) => r.ms)))} ms`,
    );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
