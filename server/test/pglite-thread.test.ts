// The embedded database in its own thread (db/pglite-thread.ts): it answers as PGlite in the
// server's thread does (rows, types, errors with their codes), keeps transactions whole (commit,
// rollback, savepoints, statements queued behind an open one), delivers notifications, closes
// cleanly, and leaves the server's event loop free while PostgreSQL works. The embedded database's
// alone: skipped in the PostgreSQL run of the suite.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite, types, type QueryOptions } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEnv } from '../src/config.js';
import { openDatabase, rowsOf, type Database } from '../src/db/client.js';
import { preparingPglite } from '../src/db/pglite-prepared.js';
import { openPgliteThread, type PgliteThread } from '../src/db/pglite-thread.js';
import { usingPostgres } from './test-app.js';

/** drizzle's own reading options: rows as arrays, timestamps and dates kept as PostgreSQL's text. */
const asText = (value: string) => value;
const drizzleOptions: QueryOptions = {
  rowMode: 'array',
  parsers: { [types.TIMESTAMPTZ]: asText, [types.TIMESTAMP]: asText, [types.DATE]: asText, [types.INTERVAL]: asText },
};

const SCHEMA = `
  create table t (id int primary key, name text not null, at timestamptz, data jsonb, ok boolean, tags text[], bytes bytea);
  create table n (v int primary key check (v > 0))`;

/** A statement that keeps PostgreSQL busy for a while (a few hundred ms here). */
const SLOW = 'select count(*) from generate_series(1, 3000000)';

/** How many times a 5 ms timer of the server's thread fired while `work` ran. */
async function ticksDuring(work: () => Promise<unknown>): Promise<number> {
  let ticks = 0;
  const timer = setInterval(() => ticks++, 5);
  // The first tick must be due before the work starts, so that a blocked loop shows as none.
  await new Promise((r) => setTimeout(r, 10));
  ticks = 0;
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  return ticks;
}

describe.skipIf(usingPostgres())('the embedded database in its own thread', () => {
  let thread: PgliteThread;
  /** PGlite in this thread, the same layer over it: what the thread's answers must equal. */
  let local: ReturnType<typeof preparingPglite>;
  beforeAll(async () => {
    thread = await openPgliteThread('memory://');
    local = preparingPglite(await PGlite.create());
    await thread.exec(SCHEMA);
    await local.exec(SCHEMA);
  });
  afterAll(async () => {
    await thread.close();
    await local.close();
  });

  it('answers as PGlite in the server thread: every type, null, drizzle text types, prepared or not', async () => {
    const insert = 'insert into t (id, name, at, data, ok, tags, bytes) values ($1, $2, $3, $4, $5, $6, $7) returning *';
    const rows = [
      [1, 'Zoë', new Date('2026-12-06T10:00:00.000Z'), { a: [1, 'x'], b: null }, true, ['p', 'q r'], new Uint8Array([0, 1, 255])],
      [2, 'none', null, null, null, null, null],
    ];
    for (const values of rows) {
      for (const options of [undefined, drizzleOptions]) {
        const id = (values[0] as number) + (options ? 10 : 0);
        const row = [id, ...values.slice(1)];
        const got = await thread.query(insert, row, options);
        const want = await local.query(insert, row, options);
        expect(got.rows).toEqual(want.rows);
        expect(got.fields).toEqual(want.fields);
        expect(got.affectedRows).toBe(want.affectedRows);
      }
    }
    const select = 'select * from t order by id';
    expect((await thread.query(select, [], drizzleOptions)).rows).toEqual((await local.query(select, [], drizzleOptions)).rows);
    // drizzle's text types arrive as PostgreSQL wrote them, not as Dates.
    const [at] = (await thread.query<unknown[]>('select at from t where id = $1', [11], drizzleOptions)).rows[0]!;
    expect(at).toBe('2026-12-06 10:00:00+00');
    const exec = await thread.exec('select 1 as one; select 2 as two');
    expect(exec.map((r) => r.rows)).toEqual([[{ one: 1 }], [{ two: 2 }]]);
  });

  it("keeps a statement's error whole: the message, PostgreSQL's code, constraint and detail", async () => {
    await thread.query('insert into n (v) values ($1)', [1]);
    await local.query('insert into n (v) values ($1)', [1]);
    for (const [text, params] of [
      ['insert into n (v) values ($1)', [1]],
      ['insert into n (v) values ($1)', [-1]],
      ['select * from missing_table', []],
    ] as const) {
      const failure = (e: unknown) => e as Record<string, unknown>;
      const got = await thread.query(text, [...params]).then(() => failure(undefined), failure);
      const want = await local.query(text, [...params]).then(() => failure(undefined), failure);
      expect(got).toBeInstanceOf(Error);
      for (const key of ['message', 'code', 'constraint', 'detail', 'table', 'severity']) expect(got[key], key).toEqual(want[key]);
    }
  });

  it('commits a transaction whole, rolls it back whole when its callback throws, and queues others behind it', async () => {
    const count = async () => Number((await thread.query<{ c: number }>('select count(*)::int as c from n')).rows[0]!.c);
    const before = await count();
    let outside: Promise<number> | undefined;
    await thread.transaction(async (tx) => {
      await tx.query('insert into n (v) values ($1)', [100]);
      // Asked while the transaction is open: answered after its commit, so it sees the row.
      outside = count();
      await new Promise((r) => setTimeout(r, 50));
      await tx.query('insert into n (v) values ($1)', [101]);
    });
    expect(await outside).toBe(before + 2);

    const failure = new Error('changed my mind');
    let kept: Parameters<Parameters<PgliteThread['transaction']>[0]>[0] | undefined;
    await expect(
      thread.transaction(async (tx) => {
        kept = tx;
        await tx.query('insert into n (v) values ($1)', [102]);
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(await count()).toBe(before + 2);
    expect(kept!.closed).toBe(true);
    await expect(kept!.query('select 1')).rejects.toThrow('Transaction is closed');

    // A statement's error inside it: the caller throws it on, and nothing of the transaction stays.
    await expect(
      thread.transaction(async (tx) => {
        await tx.query('insert into n (v) values ($1)', [103]);
        await tx.query('insert into n (v) values ($1)', [103]);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect(await count()).toBe(before + 2);
  });

  it('delivers notifications to its listeners until they stop', async () => {
    const heard: string[] = [];
    const stop = await thread.listen('qf_channel', (payload) => heard.push(payload));
    await thread.query('select pg_notify($1, $2)', ['qf_channel', 'one']);
    await expect.poll(() => heard).toEqual(['one']);
    await stop();
    await thread.query('select pg_notify($1, $2)', ['qf_channel', 'two']);
    await new Promise((r) => setTimeout(r, 50));
    expect(heard).toEqual(['one']);
  });

  it("leaves the server's event loop free while PostgreSQL works (in the server's thread it stops)", async () => {
    expect(await ticksDuring(() => thread.query(SLOW))).toBeGreaterThan(0);
    // The same statement on PGlite in this thread holds the loop for its whole length.
    expect(await ticksDuring(() => local.query(SLOW))).toBe(0);
  });
});

describe.skipIf(usingPostgres())('the embedded database thread through drizzle (openDatabase)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://', pgliteThread: 'worker' });
  });
  afterAll(async () => {
    await database.close();
  });

  it('runs nested transactions as savepoints: an inner one rolled back, the outer one kept', async () => {
    const { db } = database;
    await db.execute(sql`create table s (v int primary key)`);
    await db.transaction(async (tx) => {
      await tx.execute(sql`insert into s values (1)`);
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`insert into s values (2)`);
          throw new Error('inner only');
        })
        .catch(() => {});
      await tx.execute(sql`insert into s values (3)`);
    });
    expect(rowsOf<{ v: number }>(await db.execute(sql`select v from s order by v`)).map((r) => r.v)).toEqual([1, 3]);
  });

  it('after it closes, every statement fails as a closed PGlite does (the server answers 503)', async () => {
    const other = await openDatabase({ dataDir: 'memory://', pgliteThread: 'worker' });
    // Closing with a transaction open ends it rather than waiting for it.
    let release!: () => void;
    const open = other.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await new Promise<void>((r) => (release = r));
      await tx.execute(sql`select 2`);
    });
    await expect.poll(() => release).toBeTypeOf('function');
    await other.close();
    release();
    await expect(open).rejects.toThrow();
    const error = await other.db.execute(sql`select 1`).then(
      () => undefined,
      (e: unknown) => e as Error & { cause?: Error },
    );
    expect(error).toBeInstanceOf(Error);
    expect([error?.message, error?.cause?.message]).toContain('PGlite is closed');
  });
});

describe.skipIf(usingPostgres())('an embedded database that cannot open', () => {
  it("fails the start with PGlite's own error", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'qf-pglite-thread-'));
    const notADirectory = join(dir, 'file');
    writeFileSync(notADirectory, 'not a database');
    await expect(openPgliteThread(notADirectory)).rejects.toThrow();
  });
});

describe('PGLITE_THREAD', () => {
  it("is the server's thread unless set to worker, and refuses anything else", () => {
    expect(readEnv({}).PGLITE_THREAD).toBe('main');
    expect(readEnv({ PGLITE_THREAD: 'worker' }).PGLITE_THREAD).toBe('worker');
    expect(() => readEnv({ PGLITE_THREAD: 'both' })).toThrow(/PGLITE_THREAD/);
  });
});
