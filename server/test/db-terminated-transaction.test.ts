// What postgres.js (as patched in patches/) does with a transaction whose backend PostgreSQL
// terminated (issue 18, item 13: db-connection-loss.test.ts once hung on a request after the
// backends were killed). The pool gives the dead transaction's connection, reconnected, to the next
// queued work; the transaction's code has not been told and goes on sending statements to that same
// connection object. They used to be executed on the new session, outside any transaction (an
// insert committed on its own), and when they reached it while it was still starting up, their
// bytes went ahead of its startup message or were dropped with the dead socket while the statements
// stayed queued as if sent: the next answer from PostgreSQL then settled the wrong query, and the
// pool's next query waited for an answer that never came, with every query behind it. A statement
// of a transaction whose connection is gone is refused at once.
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase, usingPostgres } from './test-app.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** A hang bound, not a timing: an answer that never comes fails the test instead of stalling it. */
const SETTLE_WITHIN_MS = 10_000;
const settled = (p: Promise<unknown>) =>
  Promise.race([
    p.then(
      () => 'ran',
      () => 'refused',
    ),
    sleep(SETTLE_WITHIN_MS).then(() => 'no answer'),
  ]);

describe.skipIf(!usingPostgres())('a transaction whose backend was terminated (PostgreSQL only)', () => {
  let database: { url: string; drop(): Promise<void> };
  let admin: postgres.Sql;
  let sql: postgres.Sql;

  beforeAll(async () => {
    database = await createPostgresDatabase();
    admin = postgres(process.env.TEST_DATABASE_URL!, { max: 1, onnotice: () => {} });
    // One connection, so that the queued work and the transaction meet on it.
    sql = postgres(database.url, { max: 1, onnotice: () => {}, connect_timeout: 10 });
    await sql`create table probe (n int)`;
  });
  afterAll(async () => {
    await sql?.end({ timeout: 1 });
    await admin?.end();
    await database?.drop();
  });

  it('refuses its later statements, which neither run outside it nor hold the pool', { timeout: 60_000 }, async () => {
    for (let round = 1; round <= 3; round++) {
      let queued: Promise<unknown> | undefined;
      // Wrapped: a promise resolved with a query (a thenable) would take on its outcome.
      let strayIssued!: (stray: { insert: Promise<unknown> }) => void;
      const stray = new Promise<{ insert: Promise<unknown> }>((resolve) => (strayIssued = resolve));
      const transaction = sql.begin(async (tx) => {
        const [row] = await tx<{ pid: number }[]>`select pg_backend_pid() as pid`;
        // Work for the pool's one connection, queued while the transaction holds it.
        queued = sql`select ${round}::int as round`.execute();
        await admin`select pg_terminate_backend(${row!.pid})`;
        // The pool reconnects the connection for the queued work meanwhile; then the transaction,
        // which was busy elsewhere (no statement of its own was in flight), goes on.
        await sleep(round * 100);
        const insert = tx`insert into probe values (${round})`;
        strayIssued({ insert });
        await insert;
      });
      expect(await settled(transaction)).toBe('refused');
      // The transaction is refused when its connection closes; its code still runs, and sends this.
      expect(await settled((await stray).insert), `round ${round}`).toBe('refused');
      expect(await settled(queued!)).toBe('ran');
      expect(await sql`select n from probe`, `round ${round}: the insert ran outside its transaction`).toEqual([]);
      // The pool still answers.
      expect(await settled(sql`select 1`)).toBe('ran');
    }
  });
});
