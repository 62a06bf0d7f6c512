// The embedded database runs the code's fixed statements prepared (db/pglite-prepared.ts): they
// answer as PGlite's own query() does, in and out of transactions, errors included; they never run
// inside another caller's transaction; and the statements held stay bounded. PostgreSQL's own list
// of the session's prepared statements says which are prepared.
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGLITE_STATEMENT_CACHE, preparingPglite } from '../src/db/pglite-prepared.js';
import { PREPARE_MAX_PARAMETERS } from '../src/db/prepared-statements.js';

describe('prepared statements on the embedded database', () => {
  let db: ReturnType<typeof preparingPglite>;
  /** The same kind of database without the layer, to compare answers with. */
  let plain: PGlite;
  const schema = `
    create table t (id int primary key, name text not null, at timestamptz, data jsonb, ok boolean, tags text[]);
    create table u (v int primary key)`;
  beforeAll(async () => {
    db = preparingPglite(await PGlite.create());
    plain = await PGlite.create();
    await db.exec(schema);
    await plain.exec(schema);
  });
  afterAll(async () => {
    await db.close();
    await plain.close();
  });

  const preparedTexts = async () =>
    (await db.query<{ statement: string }>('select statement from pg_prepared_statements')).rows.map((r) => r.statement);

  it('answers a statement with parameters as query() does, every type and null alike, and holds it prepared', async () => {
    const insert = 'insert into t (id, name, at, data, ok, tags) values ($1, $2, $3, $4, $5, $6) returning *';
    const row = [1, 'Zoë', new Date('2026-12-02T10:00:00.000Z'), { a: [1, 'x'] }, true, ['p', 'q r']];
    const withNulls = [2, 'none', null, null, null, null];
    for (const values of [row, withNulls]) {
      const got = await db.query(insert, values);
      const want = await plain.query(insert, values);
      expect(got.rows).toEqual(want.rows);
      expect(got.fields).toEqual(want.fields);
      expect(got.affectedRows).toBe(want.affectedRows);
    }
    const select = 'select * from t where id = $1';
    for (const mode of ['object', 'array'] as const) {
      // drizzle's options: rows as arrays, and its own parsers (timestamps kept as text).
      const options = { rowMode: mode, parsers: { 1184: (v: string) => `text:${v}` } };
      const got = await db.query(select, [1], options);
      const want = await plain.query(select, [1], options);
      expect(got.rows).toEqual(want.rows);
    }
    expect(await preparedTexts()).toEqual(expect.arrayContaining([insert, select]));
    const update = await db.query('update t set ok = $1 where id > $2', [false, 0]);
    expect(update.affectedRows).toBe(2);
  });

  it('leaves statements without parameters, or with more than the limit, to query()', async () => {
    const before = await preparedTexts();
    await db.query('select count(*) from t');
    const ids = Array.from({ length: PREPARE_MAX_PARAMETERS + 1 }, (_, i) => i);
    const many = `select id from t where id in (${ids.map((i) => `$${i + 1}`).join(', ')})`;
    expect((await db.query(many, ids)).rows).toEqual([{ id: 1 }, { id: 2 }]);
    expect(await preparedTexts()).toEqual(before);
  });

  it('reports a statement’s error as PostgreSQL does, and goes on working after it', async () => {
    await expect(db.query('insert into u (v) values ($1), ($1)', [7])).rejects.toMatchObject({ code: '23505' });
    await expect(db.query('select nothing_here from u where v = $1', [1])).rejects.toMatchObject({ code: '42703' });
    expect((await db.query('insert into u (v) values ($1) returning v', [8])).rows).toEqual([{ v: 8 }]);
  });

  it('runs inside a transaction: rolled back with it, and an error in it rolls the whole back', async () => {
    await db.transaction(async (tx) => {
      await tx.query('insert into u (v) values ($1)', [20]);
      expect((await tx.query('select v from u where v = $1', [20])).rows).toEqual([{ v: 20 }]);
      await tx.rollback();
    });
    expect((await db.query('select v from u where v = $1', [20])).rows).toEqual([]);

    await expect(
      db.transaction(async (tx) => {
        await tx.query('insert into u (v) values ($1)', [21]);
        await tx.query('insert into u (v) values ($1)', [21]);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect((await db.query('select v from u where v = $1', [21])).rows).toEqual([]);

    await db.transaction((tx) => tx.query('insert into u (v) values ($1)', [22]));
    expect((await db.query('select v from u where v = $1', [22])).rows).toEqual([{ v: 22 }]);
  });

  it('waits for another caller’s transaction instead of running inside it', async () => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const tx = db.transaction(async (t) => {
      await t.query('insert into u (v) values ($1)', [30]);
      await held;
      await t.rollback();
    });
    await new Promise((r) => setTimeout(r, 20));
    // Issued while the transaction holds an uncommitted row: run inside it, it would see the row.
    const outside = db.query<{ n: number }>('select count(*)::int as n from u where v = $1', [30]);
    await new Promise((r) => setTimeout(r, 20));
    release();
    await tx;
    expect((await outside).rows).toEqual([{ n: 0 }]);
  });

  it('prepares again a statement whose result changed shape', async () => {
    const select = 'select * from u where v = $1';
    expect((await db.query(select, [8])).rows).toEqual([{ v: 8 }]);
    await db.exec('alter table u add column w int');
    // PostgreSQL refuses the old plan once ("cached plan must not change result type")...
    await db.query(select, [8]).catch((error: { code?: string }) => expect(error.code).toBe('0A000'));
    // ...and the statement is prepared afresh.
    expect((await db.query(select, [8])).rows).toEqual([{ v: 8, w: null }]);
  });

  it('says the database is closed as query() does, once it is', async () => {
    const closing = preparingPglite(await PGlite.create());
    await closing.close();
    await expect(closing.query('select $1::int', [1])).rejects.toThrow('PGlite is closed');
    await expect(plain.query('select $1::int as n', [1])).resolves.toMatchObject({ rows: [{ n: 1 }] });
  });

  it('keeps at most its cap of statements, closing the least recently used', async () => {
    const first = 'select $1::int + 0 as n';
    expect((await db.query(first, [1])).rows).toEqual([{ n: 1 }]);
    for (let i = 1; i <= PGLITE_STATEMENT_CACHE + 10; i++) {
      expect((await db.query(`select $1::int + ${i} as n`, [1])).rows).toEqual([{ n: 1 + i }]);
    }
    expect(db.prepared()).toBe(PGLITE_STATEMENT_CACHE);
    const held = await preparedTexts();
    expect(held.length).toBe(PGLITE_STATEMENT_CACHE);
    expect(held).not.toContain(first);
    // A closed statement is prepared again when it comes back.
    expect((await db.query(first, [2])).rows).toEqual([{ n: 2 }]);
  });
});
