// The code's fixed statements are prepared on PostgreSQL (db/prepared-statements.ts), in and out of
// transactions, and bulk statements are not: PostgreSQL's own list of the connection's prepared
// statements says which.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { PREPARE_MAX_PARAMETERS } from '../src/db/prepared-statements.js';
import { events } from '../src/db/schema.js';
import { buildTestApp, usingPostgres, type TestApp } from './test-app.js';

describe.skipIf(!usingPostgres())('prepared statements on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  /** The statements this transaction's connection has prepared (a transaction holds one connection). */
  const preparedIn = async (work: (tx: Parameters<Parameters<TestApp['database']['db']['transaction']>[0]>[0]) => Promise<unknown>) =>
    t.database.db.transaction(async (tx) => {
      await work(tx);
      const rows = await tx.execute<{ statement: string }>(sql`select statement from pg_prepared_statements where ${1} = 1`);
      return (rows as unknown as { statement: string }[]).map((r) => r.statement);
    });

  it('prepares a statement with a few parameters, and the query answers as before', async () => {
    const id = randomUUID();
    const statements = await preparedIn(async (tx) => {
      expect(await tx.select({ id: events.id }).from(events).where(eq(events.id, id))).toEqual([]);
    });
    expect(statements.some((s) => s.includes('from "events" where "events"."id" = $1'))).toBe(true);
  });

  it('leaves a statement with more parameters than the limit unprepared', async () => {
    const ids = Array.from({ length: PREPARE_MAX_PARAMETERS + 1 }, () => randomUUID());
    const statements = await preparedIn(async (tx) => {
      expect(await tx.select({ id: events.id }).from(events).where(inArray(events.id, ids))).toEqual([]);
    });
    expect(statements.some((s) => s.includes(`$${PREPARE_MAX_PARAMETERS + 1}`))).toBe(false);
    expect(statements.some((s) => s.includes('"events"."id" in ($1'))).toBe(false);
  });
});
