// An import must not freeze the players of running events (issue 9 item 11). Real server on a real
// socket, real polls over HTTP, a real import. First, polls keep answering through a whole import;
// then the import is held in its write phase (another transaction holds a lock the import needs,
// as a slow disk or a huge dump would hold it) and polls must still answer: from the cache for an
// entry past its TTL (PGlite has one connection, so a reload would wait for the import), and on
// PostgreSQL even for an event that is not cached (the old rows stay readable until the commit).
// A poll counts as answered within 8 s, as a phone gives up on it (the measure): a poll that
// waits for the import's commit fails that; the limit is generous for one served from memory.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/auth/password.js';
import { SCHEMA_VERSION } from '../src/admin/dump-layout.js';
import { call, sha256, signUpAndIn } from './api-helpers.js';
import { liveDump } from './admin-fixtures.js';
import { buildTestApp, usingPostgres, type TestApp } from './test-app.js';

const ANSWERED_WITHIN_MS = 8_000;
const PLAYERS = 40;

let t: TestApp;
let base: string;
let dump: Awaited<ReturnType<typeof makeDump>>;
let token: string;

async function makeDump() {
  const made = liveDump({
    players: PLAYERS,
    answers: 30_000,
    passwordHash: await hashPassword(sha256('dump-admin'), 2 ** 10),
    schemaVersion: SCHEMA_VERSION,
  });
  return { ...made, zip: await made.zip };
}

async function importOverHttp(zip: Buffer) {
  const form = new FormData();
  form.append('dump', new Blob([zip]), 'dump.zip');
  const res = await fetch(`${base}/api/admin/database-dump`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

type Poll = { status: number | string; start: number; end: number };

async function poll(playerId: string): Promise<Poll> {
  const start = performance.now();
  try {
    const res = await fetch(`${base}/api/events/poll`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ eventId: dump.liveEventId, playerId }),
      signal: AbortSignal.timeout(ANSWERED_WITHIN_MS),
    });
    await res.arrayBuffer();
    return { status: res.status, start, end: performance.now() };
  } catch (error) {
    return { status: (error as Error).name, start, end: performance.now() };
  }
}

beforeAll(async () => {
  t = await buildTestApp({ importMaxBytes: 64 * 1024 * 1024 });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  dump = await makeDump();
  // The dump's own admin imports it (again and again): the first import is made by a fresh admin.
  const first = await signUpAndIn(t.app, 'admin');
  token = first.token;
  expect((await importOverHttp(dump.zip)).status).toBe(200);
  const signIn = await call(t.app, 'POST', '/auth/signin', {
    emailAddress: 'admin@dump.example',
    passwordHash: sha256('dump-admin'),
    rememberMe: false,
  });
  expect(signIn.status).toBe(200);
  token = signIn.body.token;
}, 120_000);
afterAll(() => t?.close());

describe('an import while the players of a running event poll', () => {
  it('answers every poll during the import', async () => {
    const polls: Poll[] = [];
    let importing = true;
    const pollers = dump.playerIds.map(async (playerId) => {
      while (importing) {
        polls.push(await poll(playerId));
        await new Promise((r) => setTimeout(r, 100));
      }
    });
    await new Promise((r) => setTimeout(r, 300));
    const started = performance.now();
    const imported = await importOverHttp(dump.zip);
    const ended = performance.now();
    importing = false;
    await Promise.all(pollers);

    expect(imported.status).toBe(200);
    const during = polls.filter((p) => p.end >= started && p.start <= ended);
    expect(during.length).toBeGreaterThan(0);
    expect(during.filter((p) => p.status !== 200)).toEqual([]);
  }, 120_000);

  it('keeps answering while the import waits in its write phase', async () => {
    // Every player polls once, so the event is in the cache.
    for (const playerId of dump.playerIds) expect((await poll(playerId)).status).toBe(200);

    // When the import reaches its write phase (it hands its transaction to the cache's hold), another
    // transaction first takes `uploads`, the last table the import empties, and keeps it until released.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let blocker: Promise<unknown> = Promise.resolve();
    let writing!: () => void;
    const writePhase = new Promise<void>((resolve) => (writing = resolve));
    const cache = t.app.eventCache;
    const hold = cache.servingStaleDuring.bind(cache);
    cache.servingStaleDuring = async (work) => {
      let locked!: () => void;
      const lockHeld = new Promise<void>((resolve) => (locked = resolve));
      blocker = t.app.db.transaction(async (tx) => {
        await tx.execute(sql`lock table uploads in share mode`);
        locked();
        await released;
      });
      await lockHeld;
      writing();
      return hold(work);
    };

    try {
      const importing = importOverHttp(dump.zip);
      await writePhase;
      if (usingPostgres()) await waitForLockedImport();

      // An entry past its TTL is still served: a reload would wait for the import.
      cache.peek(dump.liveEventId)!.loadedAt = 0;
      const stale = await Promise.all(dump.playerIds.map(poll));
      expect(stale.map((p) => p.status)).toEqual(dump.playerIds.map(() => 200));

      if (usingPostgres()) {
        // Not cached at all: the old rows are read, not locked away until the commit.
        cache.invalidate(dump.liveEventId);
        const cold = await Promise.all(dump.playerIds.slice(0, 5).map(poll));
        expect(cold.map((p) => p.status)).toEqual([200, 200, 200, 200, 200]);
      }

      release();
      await blocker;
      expect((await importing).status).toBe(200);
      const after = await Promise.all(dump.playerIds.slice(0, 5).map(poll));
      expect(after.map((p) => p.status)).toEqual([200, 200, 200, 200, 200]);
    } finally {
      release();
      await blocker.catch(() => {});
      cache.servingStaleDuring = hold;
    }
  }, 120_000);
});

/** Until the import's connection waits for the lock held above (PostgreSQL only). */
async function waitForLockedImport() {
  for (let i = 0; i < 600; i++) {
    const rows = await t.app.db.execute(
      sql`select 1 from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and query ilike '%uploads%'`,
    );
    if ((rows as unknown as unknown[]).length > 0) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the import never reached the lock on uploads');
}
