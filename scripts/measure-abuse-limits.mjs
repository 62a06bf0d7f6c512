#!/usr/bin/env node
// `node scripts/measure-abuse-limits.mjs`: replays the rate-limit attacks of issue 9 (items 2, 3, 6
// and 7) against the product started as `npm start` does (fresh embedded database; `--postgres URL`
// for PostgreSQL) and prints one figure per attack:
//   2. 250 wrong passwords for one account sent at once: how many were checked (401) vs refused (429);
//   3a. 100 sign-ups at once from one address: how many were accepted, and how long a real user's
//       sign-in from another address took while they were being handled;
//   3b. the median and 90th percentile of `GET /` and of a player's poll (probed from a worker
//       thread), idle, while 200 sign-ins from 200 addresses are sent at once (the attack as made),
//       and while 200 clients sign in back to back for `--seconds` (default 10);
//   6. a venue: 300 players join and 30 typos from one address, then 331 wrong codes (a prankster),
//      then a new player with the right code: its status; and a venue where the prankster came
//      before anyone joined (the documented trade-off);
//   7a. one player re-joins 2,000 times, then wrong codes until the first 429: how many were allowed;
//   7b. rotating X-Forwarded-For behind a proxy: wrong codes, and wrong passwords, before a 429.
// The server runs with TRUST_PROXY (`--trust VALUE`, default `1`; the code before the fix only
// understood `true`), and every request carries the X-Forwarded-For a single reverse proxy would
// send: whatever the client claimed, then the client's real address (a simulated address per
// client, so one machine can play many). The machine is shared: rerun and compare, not one run.
import { createHash, randomUUID } from 'node:crypto';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { arg, median, startServer } from './measure-kit.mjs';

const postgres = arg('postgres', '');
const TRUST = arg('trust', '1');
const SECONDS = Number(arg('seconds', '10'));

const log = (line) => process.stderr.write(`measure-abuse-limits: ${line}\n`);
const sha256 = (s) => createHash('sha256').update(s).digest('hex');
const PASSWORD = sha256('correct horse battery staple');
const pct = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))];
const fmt = (ms) => `${ms.toFixed(0)} ms`;

/** A call as it reaches the server through one reverse proxy: `from` is the client's real address. */
async function call(base, from, method, path, body, { claimed, token } = {}) {
  const headers = { 'x-forwarded-for': claimed ? `${claimed}, ${from}` : from };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const t0 = performance.now();
  const res = await fetch(`${base}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  return {
    status: res.status,
    ms: performance.now() - t0,
    body: text && res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text,
  };
}

const statusCounts = (results) => {
  const counts = {};
  for (const r of results) counts[r.status] = (counts[r.status] ?? 0) + 1;
  return Object.entries(counts)
    .map(([s, n]) => `${n}×${s}`)
    .join(', ');
};

async function account(base, from) {
  const emailAddress = `user-${randomUUID().slice(0, 8)}@example.com`;
  const res = await call(base, from, 'POST', '/api/auth/signup', { userName: 'User', emailAddress, passwordHash: PASSWORD });
  if (res.status !== 201) throw new Error(`sign-up from ${from}: ${res.status} ${JSON.stringify(res.body)}`);
  return emailAddress;
}

const signIn = (base, from, emailAddress, passwordHash, claimed) =>
  call(base, from, 'POST', '/api/auth/signin', { emailAddress, passwordHash, rememberMe: false }, { claimed });

/** A manager's event, running now, with no teams. */
async function liveEvent(base, from) {
  const emailAddress = await account(base, from);
  const { body: session } = await signIn(base, from, emailAddress, PASSWORD);
  const token = session.token;
  const { body: created } = await call(base, from, 'POST', '/api/events', { name: 'Venue night' }, { token });
  const { body: event } = await call(base, from, 'GET', `/api/events/${created.id}`, undefined, { token });
  const saved = await call(
    base,
    from,
    'PUT',
    `/api/events/${created.id}`,
    {
      name: event.name,
      teamIds: [],
      activities: [],
      startDate: new Date(Date.now() - 60_000).toISOString(),
      endDate: new Date(Date.now() + 3 * 3600_000).toISOString(),
    },
    { token },
  );
  if (saved.status !== 200) throw new Error(`saving the event: ${saved.status} ${JSON.stringify(saved.body)}`);
  return { id: event.id, code: event.code };
}

/** A 4-letter code no event has (codes are random: try until one answers 404 from a spare address). */
const wrongCode = (code, i = 0) => {
  const letters = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
  let c;
  do c = Array.from({ length: 4 }, (_, k) => letters[(i * 7 + k * 3 + Math.floor(Math.random() * 24)) % 24]).join('');
  while (c === code);
  return c;
};

const join = (base, from, code, playerId = randomUUID(), claimed) =>
  call(base, from, 'POST', '/api/events/join', { code, playerId }, { claimed });

async function inBatches(items, size, fn) {
  const out = [];
  for (let i = 0; i < items.length; i += size) out.push(...(await Promise.all(items.slice(i, i + size).map(fn))));
  return out;
}

async function item2(base) {
  const victim = await account(base, '10.2.0.1');
  const results = await Promise.all(Array.from({ length: 250 }, (_, i) => signIn(base, '10.2.0.2', victim, sha256(`guess ${i}`))));
  const checked = results.filter((r) => r.status === 401).length;
  return `item 2  250 wrong passwords at once for one account: ${checked} checked (${statusCounts(results)})`;
}

async function item3a(base) {
  const realUser = await account(base, '10.3.0.1');
  const flood = Promise.all(
    Array.from({ length: 100 }, (_, i) =>
      call(base, '10.3.0.2', 'POST', '/api/auth/signup', {
        userName: `Flood ${i}`,
        emailAddress: `flood-${i}-${randomUUID().slice(0, 6)}@example.com`,
        passwordHash: PASSWORD,
      }),
    ),
  );
  await new Promise((r) => setTimeout(r, 100));
  const real = await signIn(base, '10.3.0.1', realUser, PASSWORD);
  const results = await flood;
  const accepted = results.filter((r) => r.status === 201).length;
  return (
    `item 3a 100 sign-ups at once from one address: ${accepted} accepted (${statusCounts(results)}); ` +
    `a real sign-in from another address during them: ${real.status} in ${fmt(real.ms)}`
  );
}

/**
 * The probe of item 3b, in a worker thread: the flood's 200 loops share the main thread's event
 * loop, which would otherwise delay the probe's own calls and count that delay as the server's.
 */
async function probe3b({ base, eventId, playerId }) {
  let stop = false;
  parentPort.once('message', () => (stop = true));
  const page = [];
  const polls = [];
  while (!stop) {
    page.push((await call(base, '10.30.0.3', 'GET', '/')).ms);
    polls.push((await call(base, '10.30.0.2', 'POST', '/api/events/poll', { eventId, playerId })).ms);
    await new Promise((r) => setTimeout(r, 50));
  }
  parentPort.postMessage({ page, polls });
}

async function probeWhile(base, event, playerId, load) {
  const worker = new Worker(new URL(import.meta.url), { workerData: { probe3b: { base, eventId: event.id, playerId } } });
  const outcome = await load();
  const measured = new Promise((resolve) => worker.once('message', resolve));
  worker.postMessage('stop');
  const timings = await measured;
  await worker.terminate();
  return { ...timings, outcome };
}

async function item3b(base) {
  const event = await liveEvent(base, '10.30.0.1');
  const playerId = randomUUID();
  await join(base, '10.30.0.2', event.code, playerId);
  const summary = (xs) => `median ${fmt(median(xs))}, p90 ${fmt(pct(xs, 0.9))}`;
  const idle = await probeWhile(base, event, playerId, () => new Promise((r) => setTimeout(r, 2000)));
  // As the attack was made: 200 sign-ins sent at once, from 200 addresses (and 1 s to settle after).
  const burst = await probeWhile(base, event, playerId, async () => {
    const statuses = await Promise.all(
      Array.from(
        { length: 200 },
        async (_, c) => (await signIn(base, `10.32.${c >> 8}.${c & 255}`, `once-${c}@example.com`, PASSWORD)).status,
      ),
    );
    await new Promise((r) => setTimeout(r, 1000));
    return statuses;
  });
  // Harsher: 200 clients each sending the next sign-in as soon as the last one is answered.
  const until = performance.now() + SECONDS * 1000;
  const flood = await probeWhile(base, event, playerId, async () => {
    const statuses = [];
    await Promise.all(
      Array.from({ length: 200 }, async (_, c) => {
        const from = `10.31.${c >> 8}.${c & 255}`;
        for (let i = 0; performance.now() < until; i++) {
          statuses.push((await signIn(base, from, `nobody-${c}-${i}@example.com`, PASSWORD)).status);
        }
      }),
    );
    return statuses;
  });
  const counts = (statuses) => statusCounts(statuses.map((status) => ({ status })));
  const line = (name, t) => `GET / ${summary(t.page)}; poll ${summary(t.polls)} (${t.page.length} probes)`;
  return (
    `item 3b idle:                             ${line('idle', idle)}\n` +
    `        200 sign-ins at once (${counts(burst.outcome)}): ${line('burst', burst)}\n` +
    `        200 clients back to back for ${SECONDS} s (${counts(flood.outcome)}): ${line('flood', flood)}`
  );
}

async function item6(base) {
  const venue = '10.6.0.1';
  const event = await liveEvent(base, '10.6.0.9');
  const joins = await inBatches(Array.from({ length: 300 }), 16, () => join(base, venue, event.code));
  const typos = await inBatches(
    Array.from({ length: 30 }, (_, i) => i),
    8,
    (i) => join(base, venue, wrongCode(event.code, i)),
  );
  const prank = await inBatches(
    Array.from({ length: 331 }, (_, i) => i),
    8,
    (i) => join(base, venue, wrongCode(event.code, i)),
  );
  const next = await join(base, venue, event.code);
  const guessAfter = await join(base, venue, wrongCode(event.code));
  // The trade-off: a prankster before anyone of the venue joined.
  const early = await liveEvent(base, '10.6.1.9');
  await inBatches(
    Array.from({ length: 361 }, (_, i) => i),
    8,
    (i) => join(base, '10.6.1.1', wrongCode(early.code, i)),
  );
  const first = await join(base, '10.6.1.1', early.code);
  return (
    `item 6  300 joins (${statusCounts(joins)}), 30 typos (${statusCounts(typos)}), 331 wrong codes (${statusCounts(prank)}); ` +
    `then a new player with the right code: ${next.status}; the prankster's next wrong code: ${guessAfter.status}\n` +
    `        a venue whose prankster came before anyone joined: its first player gets ${first.status}`
  );
}

async function item7a(base) {
  const event = await liveEvent(base, '10.7.0.9');
  const from = '10.7.0.1';
  const playerId = randomUUID();
  const rejoins = await inBatches(Array.from({ length: 2000 }), 16, () => join(base, from, event.code, playerId));
  let allowed = 0;
  for (let i = 0; i < 3000; i++) {
    const res = await join(base, from, wrongCode(event.code, i));
    if (res.status === 429) break;
    allowed++;
  }
  return `item 7a 2,000 re-joins with one player id (${statusCounts(rejoins)}), then wrong codes allowed before a 429: ${allowed}`;
}

async function item7b(base) {
  const event = await liveEvent(base, '10.7.1.9');
  const attacker = '10.7.1.1';
  let codes = 0;
  for (let i = 0; i < 300; i++) {
    const res = await join(base, attacker, wrongCode(event.code, i), randomUUID(), `203.0.${i >> 8}.${i & 255}`);
    if (res.status === 429) break;
    codes++;
  }
  const victim = await account(base, '10.7.1.8');
  let passwords = 0;
  for (let i = 0; i < 150; i++) {
    const res = await signIn(base, attacker, victim, sha256(`guess ${i}`), `198.51.${i >> 8}.${i & 255}`);
    if (res.status === 429) break;
    passwords++;
  }
  return (
    `item 7b rotating X-Forwarded-For (TRUST_PROXY=${TRUST}): ${codes} wrong codes before a 429 (of at most 300), ` +
    `${passwords} wrong passwords for one account before a 429 (of at most 150)`
  );
}

async function main() {
  const only = arg('only', '');
  process.env.TRUST_PROXY = TRUST;
  log(`starting the server (TRUST_PROXY=${TRUST}; building what is missing)…`);
  const server = await startServer({ databaseUrl: postgres });
  log(`server at ${server.base}`);
  try {
    const items = { 2: item2, '3a': item3a, '3b': item3b, 6: item6, '7a': item7a, '7b': item7b };
    for (const [name, run] of Object.entries(items)) {
      if (only && !only.split(',').includes(name)) continue;
      log(`item ${name}…`);
      console.log(await run(server.base));
    }
  } finally {
    await server.stop();
  }
}

if (isMainThread) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
} else await probe3b(workerData.probe3b);
