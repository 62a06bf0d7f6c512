#!/usr/bin/env node
// `node scripts/measure-import-abuse.mjs`: what an admin import does to the server (issue 9 items 5
// and 11). Starts the product as `npm start` does (embedded PGlite; `--postgres URL` for a
// PostgreSQL database, which the import replaces), then:
//  (a) bomb: posts an 18 MB zip whose tables/users.json unpacks to 256 MiB of `[{},[],…]` (about
//      14:1, under every archive limit) and reports the answer, how long it took, and the server's
//      peak RSS. The server is killed if it passes --bomb-rss-limit MiB or --bomb-timeout seconds
//      (the machine is shared), and that is reported as such.
//  (b) live: imports a large realistic dump (--answers rows of answers, a tenth as many players)
//      holding one running event; --pollers players of that event each poll /api/events/poll every
//      second (8 s timeout, as a phone would give up), then the same dump is imported again while
//      they poll. Reports the import's time and the polls' p50/p99/max, errors and timeouts during it.
// `--only bomb|live` runs one half.
import { createHash, randomBytes, randomUUID, scryptSync } from 'node:crypto';
import { createWriteStream, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import postgresClient from 'postgres';
import { ZipFile } from 'yazl';
import { api, arg, root, startServer } from './measure-kit.mjs';

const postgres = arg('postgres', '');
const only = arg('only', '');
const POLLERS = Number(arg('pollers', '300'));
const ANSWERS = Number(arg('answers', '400000'));
const BOMB_RSS_LIMIT_MIB = Number(arg('bomb-rss-limit', '4096'));
const BOMB_TIMEOUT_S = Number(arg('bomb-timeout', '180'));
const IMPORT_TIMEOUT_S = Number(arg('import-timeout', '900'));
const POLL_TIMEOUT_MS = 8000;
const MiB = 1024 * 1024;

const log = (line) => process.stderr.write(`measure-import-abuse: ${line}\n`);
const sha256 = (text) => createHash('sha256').update(text).digest('hex');
const journal = JSON.parse(readFileSync(join(root, 'migrations/meta/_journal.json'), 'utf8'));
const SCHEMA_VERSION = journal.entries.at(-1).tag;
const pct = (xs, p) => {
  if (xs.length === 0) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};
const ms = (x) => `${Math.round(x)} ms`;

/** The RSS of the node process running server/dist/main.js (start.mjs's child), in MiB. */
function serverPid(server) {
  const children = readFileSync(`/proc/${server.child.pid}/task/${server.child.pid}/children`, 'utf8').trim().split(/\s+/);
  return Number(children[0]);
}
function rssMiB(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024;
  } catch {
    return 0;
  }
}

/** Writes a zip of the given entries (data: Buffer, string or a function giving a Readable). */
async function writeZip(path, entries) {
  const zip = new ZipFile();
  for (const { name, data, compress = true } of entries) {
    if (typeof data === 'function') zip.addReadStreamLazy(name, { compress }, (done) => done(null, data()));
    else zip.addBuffer(Buffer.from(data), name, { compress });
  }
  zip.end();
  await pipeline(zip.outputStream, createWriteStream(path));
  return statSync(path).size;
}

const manifest = (counts) =>
  JSON.stringify({ format: 'quizfest-dump', formatVersion: 1, schemaVersion: SCHEMA_VERSION, createdAt: new Date().toISOString(), counts });

/** A fresh database on the --postgres server for one half of the run (an import replaces everything). */
async function freshDatabase() {
  if (!postgres) return { url: '', drop: async () => {} };
  const name = `qf_measure_${randomBytes(5).toString('hex')}`;
  const admin = postgresClient(postgres, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(postgres);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

async function postDump(base, token, path, timeoutMs) {
  const form = new FormData();
  form.append('dump', new Blob([readFileSync(path)]), 'dump.zip');
  const started = performance.now();
  const res = await fetch(`${base}/api/admin/database-dump`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await res.text();
  return { status: res.status, body: text.slice(0, 300), ms: performance.now() - started };
}

async function signUpAdmin(base) {
  const passwordHash = sha256('measure-import');
  const emailAddress = `admin-${randomUUID().slice(0, 8)}@example.com`;
  await api(base, 'POST', '/auth/signup', { userName: 'Admin', emailAddress, passwordHash, role: 'admin' });
  return (await api(base, 'POST', '/auth/signin', { emailAddress, passwordHash })).token;
}

// ---------- (a) the bomb

/** `[{},[],…]` with random element kinds and whitespace, so deflate gets about 14:1, not 1000:1. */
function bombJson(bytes) {
  let written = 0;
  let first = true;
  return Readable.from(
    (function* () {
      yield Buffer.from('[');
      written = 1;
      while (written < bytes - 1) {
        const random = randomBytes(64 * 1024);
        const parts = [];
        let size = 0;
        for (let i = 0; i < random.length && written + size < bytes - 16; i++) {
          const r = random[i];
          // A quarter arrays, the rest objects, and a space now and then: about 14:1 once deflated.
          let piece = (first ? '' : ',') + ((r & 3) === 0 ? '[]' : '{}');
          if ((r & 0b11111100) === 0b11111100) piece += ' ';
          first = false;
          parts.push(piece);
          size += piece.length;
        }
        const chunk = Buffer.from(parts.join(''));
        written += chunk.length;
        if (chunk.length === 0) break;
        yield chunk;
      }
      yield Buffer.from(' '.repeat(Math.max(0, bytes - written - 1)) + ']');
    })(),
    { objectMode: false },
  );
}

async function measureBomb(dir) {
  const path = join(dir, 'bomb.zip');
  const counts = { users: 1, teams: 0, activities: 0, events: 0, event_players: 0, answers: 0, uploads: 0 };
  const size = await writeZip(path, [
    { name: 'manifest.json', data: manifest(counts) },
    { name: 'tables/users.json', data: () => bombJson(256 * MiB) },
  ]);
  log(`bomb: ${(size / MiB).toFixed(1)} MiB zip, 256 MiB users.json (${((256 * MiB) / size).toFixed(1)}:1)`);

  const database = await freshDatabase();
  const server = await startServer({ databaseUrl: database.url });
  const pid = serverPid(server);
  const baseline = rssMiB(pid);
  let peak = baseline;
  let killed = '';
  const watch = setInterval(() => {
    const rss = rssMiB(pid);
    peak = Math.max(peak, rss);
    if (rss > BOMB_RSS_LIMIT_MIB && !killed) {
      killed = `killed at ${Math.round(rss)} MiB RSS`;
      process.kill(pid, 'SIGKILL');
    }
  }, 100);
  try {
    const token = await signUpAdmin(server.base);
    // While the import runs: does the server still answer a health check?
    let healthWorst = 0;
    let healthFailures = 0;
    const health = setInterval(async () => {
      const t0 = performance.now();
      try {
        await fetch(`${server.base}/api/healthz`, { signal: AbortSignal.timeout(5000) });
      } catch {
        healthFailures++;
      }
      healthWorst = Math.max(healthWorst, performance.now() - t0);
    }, 1000);
    let result;
    const posted = performance.now();
    try {
      result = await postDump(server.base, token, path, BOMB_TIMEOUT_S * 1000);
    } catch (error) {
      result = { status: killed || `no answer (${error.name})`, body: '', ms: NaN };
      killed &&= `${killed} after ${((performance.now() - posted) / 1000).toFixed(1)} s`;
      if (!killed) {
        killed = `killed after ${BOMB_TIMEOUT_S} s without an answer`;
        process.kill(pid, 'SIGKILL');
      }
    }
    clearInterval(health);
    clearInterval(watch);
    peak = Math.max(peak, rssMiB(pid));
    return {
      zip: `${(size / MiB).toFixed(1)} MiB`,
      answer: `${result.status} ${result.body}`,
      answeredIn: Number.isNaN(result.ms) ? '-' : ms(result.ms),
      rss: `baseline ${Math.round(baseline)} MiB, peak ${Math.round(peak)} MiB`,
      healthz: `worst ${ms(healthWorst)}, ${healthFailures} failed (5 s timeout)`,
      killed: killed || 'no',
    };
  } finally {
    clearInterval(watch);
    await server.stop().catch(() => {});
    await database.drop();
  }
}

// ---------- (b) an import under live polling

const at = (daysAgo) => new Date(Date.now() - daysAgo * 86400_000).toISOString().replace('Z', '000Z');
let codeSeq = 0;
/** Unique, boring codes for the dump's events (the live one is POLL). */
const nextCode = () => {
  let n = codeSeq++;
  let code = '';
  for (let i = 0; i < 4; i++, n = Math.floor(n / 26)) code += 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'[n % 26];
  return code === 'POLL' ? nextCode() : code;
};

/** The password hash the server itself would write (scrypt N=2^15, r=8, p=3, 32 bytes). */
function productionHash(secret) {
  const salt = randomBytes(16);
  const key = scryptSync(secret, salt, 32, { N: 2 ** 15, r: 8, p: 3, maxmem: 64 * MiB });
  return `scrypt$${2 ** 15}$8$3$${salt.toString('base64')}$${key.toString('base64')}`;
}

function realisticDump(answersWanted) {
  const adminId = randomUUID();
  const managers = Array.from({ length: 40 }, () => randomUUID());
  const hash = productionHash(sha256('measure-import'));
  const users = [adminId, ...managers].map((id, i) => ({
    id,
    userName: i === 0 ? 'Admin' : `Manager ${i}`,
    emailAddress: i === 0 ? 'admin@measure.example' : `manager${i}@measure.example`,
    passwordHash: hash,
    role: i === 0 ? 'admin' : 'manager',
    createdAt: at(400),
    updatedAt: at(400),
  }));
  const teams = [];
  const activities = [];
  for (const ownerId of managers) {
    for (let i = 0; i < 25; i++) {
      teams.push({
        id: randomUUID(),
        ownerId,
        name: `Team ${i}`,
        score: i * 10,
        imageUrl: null,
        playerIds: [],
        createdAt: at(300),
        updatedAt: at(300),
      });
    }
    for (let i = 0; i < 10; i++) {
      const questions = Array.from({ length: 20 }, (_, q) => ({
        type: 'multiple_text_choice_4',
        correctAnswer: (q % 4) + 1,
        timeLimit: 30,
        texts: {
          en_US: { question: `Question ${q + 1} of quiz ${i}?`, answers: ['Alpha', 'Bravo', 'Charlie', 'Delta'] },
          fr_FR: { question: `Question ${q + 1} du quiz ${i} ?`, answers: ['Alpha', 'Bravo', 'Charlie', 'Delta'] },
        },
      }));
      activities.push({
        id: randomUUID(),
        ownerId,
        type: 'quiz',
        name: `Quiz ${i}`,
        content: { questions },
        createdAt: at(300),
        updatedAt: at(300),
      });
    }
  }
  const events = [];
  const eventPlayers = [];
  const answers = [];
  const playersPerEvent = 100;
  const questionsPerEvent = 20;
  const eventCount = Math.max(1, Math.ceil(answersWanted / (playersPerEvent * questionsPerEvent)));
  const makeEvent = (live, players) => {
    const owner = managers[events.length % managers.length];
    const quiz = activities.find((a) => a.ownerId === owner);
    const id = randomUUID();
    const eventTeams = teams
      .filter((t) => t.ownerId === owner)
      .slice(0, 5)
      .map((t) => t.id);
    events.push({
      id,
      ownerId: owner,
      name: live ? 'Measure night' : `Past night ${events.length}`,
      code: live ? 'POLL' : nextCode(),
      startDate: live ? at(0.01) : at(200),
      endDate: live ? new Date(Date.now() + 6 * 3600_000).toISOString() : at(199.9),
      teamIds: eventTeams,
      activities: [
        { id: 'activity-1', type: 'quiz', modelId: quiz.id, rules: { allowTeamlessPlayers: true, teamsConfig: 'allow_custom_teams' } },
      ],
      screenIds: [],
      live: null,
      rev: 0,
      createdAt: at(200),
      updatedAt: at(200),
    });
    const ids = Array.from({ length: players }, () => randomUUID());
    ids.forEach((playerId, p) =>
      eventPlayers.push({
        eventId: id,
        playerId,
        name: `Player ${p}`,
        teamId: eventTeams[p % eventTeams.length],
        infoSetAt: at(199.95),
        joinedAt: at(199.95),
        lastSeenAt: at(199.95),
      }),
    );
    return { id, ids };
  };
  for (let e = 0; e < eventCount; e++) {
    const { id, ids } = makeEvent(false, playersPerEvent);
    for (const playerId of ids) {
      for (let q = 0; q < questionsPerEvent && answers.length < answersWanted; q++) {
        answers.push({
          id: randomUUID(),
          eventId: id,
          playerId,
          activityId: 'activity-1',
          questionIndex: q,
          answer: String(q % 4),
          correct: q % 3 === 0,
          points: q % 3 === 0 ? 800 : 0,
          answeredAt: at(199.94),
        });
      }
    }
  }
  const live = makeEvent(true, POLLERS);
  const tables = { users, teams, activities, events, event_players: eventPlayers, answers, uploads: [] };
  return { tables, liveEvent: live };
}

async function measureLive(dir) {
  log(`live: building a dump with ${ANSWERS} answers…`);
  const { tables, liveEvent } = realisticDump(ANSWERS);
  const counts = Object.fromEntries(Object.entries(tables).map(([k, rows]) => [k, rows.length]));
  const path = join(dir, 'large.zip');
  const size = await writeZip(path, [
    { name: 'manifest.json', data: manifest(counts) },
    ...Object.entries(tables).map(([name, rows]) => ({ name: `tables/${name}.json`, data: JSON.stringify(rows) })),
  ]);
  log(`live: dump ${(size / MiB).toFixed(1)} MiB: ${JSON.stringify(counts)}`);

  const database = await freshDatabase();
  const server = await startServer({ databaseUrl: database.url });
  const pid = serverPid(server);
  try {
    const bootstrap = await signUpAdmin(server.base);
    const first = await postDump(server.base, bootstrap, path, IMPORT_TIMEOUT_S * 1000);
    if (first.status !== 200) throw new Error(`the setup import failed: ${first.status} ${first.body}`);
    log(`live: setup import took ${ms(first.ms)}`);
    const { token } = await api(server.base, 'POST', '/auth/signin', {
      emailAddress: 'admin@measure.example',
      passwordHash: sha256('measure-import'),
    });

    // Every poller polls once a second, spread over the second; each poll is recorded with its start.
    const polls = [];
    let running = true;
    const poller = async (playerId, offset) => {
      await new Promise((r) => setTimeout(r, offset));
      while (running) {
        const t0 = performance.now();
        let outcome;
        try {
          const res = await fetch(`${server.base}/api/events/poll`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ eventId: liveEvent.id, playerId }),
            signal: AbortSignal.timeout(POLL_TIMEOUT_MS),
          });
          await res.arrayBuffer();
          outcome = res.status;
        } catch (error) {
          outcome = error.name === 'TimeoutError' ? 'timeout' : 'error';
        }
        const t1 = performance.now();
        polls.push({ start: t0, end: t1, outcome });
        await new Promise((r) => setTimeout(r, Math.max(0, 1000 - (t1 - t0))));
      }
    };
    const pollers = liveEvent.ids.map((id, i) => poller(id, (i * 1000) / liveEvent.ids.length));
    await new Promise((r) => setTimeout(r, 5000));
    const quietFrom = performance.now();
    await new Promise((r) => setTimeout(r, 5000));

    let peak = rssMiB(pid);
    const watch = setInterval(() => (peak = Math.max(peak, rssMiB(pid))), 100);
    const importStart = performance.now();
    const second = await postDump(server.base, token, path, IMPORT_TIMEOUT_S * 1000).catch((error) => ({
      status: `no answer within ${IMPORT_TIMEOUT_S} s (${error.name})`,
      body: '',
      ms: performance.now() - importStart,
    }));
    const importEnd = performance.now();
    clearInterval(watch);
    await new Promise((r) => setTimeout(r, 3000));
    running = false;
    await Promise.all(pollers);

    const summary = (list) => {
      const times = list.filter((p) => p.outcome === 200).map((p) => p.end - p.start);
      return {
        polls: list.length,
        ok: times.length,
        p50: ms(pct(times, 50)),
        p99: ms(pct(times, 99)),
        max: ms(Math.max(0, ...list.map((p) => p.end - p.start))),
        timeouts: list.filter((p) => p.outcome === 'timeout').length,
        otherFailures: list.filter((p) => p.outcome !== 200 && p.outcome !== 'timeout').length,
      };
    };
    return {
      dump: `${(size / MiB).toFixed(1)} MiB, ${counts.answers} answers, ${counts.event_players} players`,
      import: `${second.status} in ${ms(second.ms)}${second.status === 200 ? '' : `: ${second.body}`}`,
      peakRss: `${Math.round(peak)} MiB`,
      pollsBefore: summary(polls.filter((p) => p.start >= quietFrom && p.start < importStart)),
      // Every poll that was in flight at any moment of the import.
      pollsDuring: summary(polls.filter((p) => p.end >= importStart && p.start <= importEnd)),
      pollsAfter: summary(polls.filter((p) => p.start > importEnd)),
    };
  } finally {
    await server.stop().catch(() => {});
    await database.drop();
  }
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'quizfest-import-abuse-'));
  try {
    log(`database: ${postgres ? 'PostgreSQL' : 'PGlite'}`);
    // Each half is printed as soon as it is known: a later failure must not lose it.
    if (only !== 'live') console.log(JSON.stringify({ bomb: await measureBomb(dir) }, null, 2));
    if (only !== 'bomb') console.log(JSON.stringify({ live: await measureLive(dir) }, null, 2));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
