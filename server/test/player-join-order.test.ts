// The order in which players joined, when their join times are the same: the embedded database's
// clock moves by whole milliseconds, and a join storm puts several joins in each (event_players.join_seq).
// The owner's view lists the first players in the order they came, the host view the last ones, and
// a dump keeps that order through an import.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOST_VIEW_PLAYERS } from '@quizfest/shared';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_DIR } from '../src/db/client.js';
import { exportDumpFile, importDumpFile } from './admin-fixtures.js';
import { call, sha256, signUpAndIn } from './api-helpers.js';
import { aliasOf, createEvent, getEvent, joinEvent } from './fixtures.js';
import { buildTestApp, usingPostgres, type TestApp } from './test-app.js';

describe('players who joined in the same instant', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t?.close());

  it('are listed in the order they joined, before and after a dump goes through an import', async () => {
    const admin = await signUpAndIn(t.app, 'admin');
    const manager = await signUpAndIn(t.app);
    const event = await createEvent(t.app, manager.token, 'Storm');
    const ids: string[] = [];
    for (let i = 0; i < HOST_VIEW_PLAYERS + 20; i++) ids.push((await joinEvent(t.app, event.code)).playerId);
    // One instant for all of them: only the order of joining tells them apart. Random ids sort
    // otherwise, so the order by id is the order of joining with a chance of 1 in (n!).
    await t.database.db.execute(sql`update event_players set joined_at = '2026-12-01T20:00:00Z'`);
    t.app.live.everythingChanged();

    const inOrder = async (token: string) => {
      const aliases = await Promise.all(ids.map((id) => aliasOf(t.app, event.id, id)));
      expect((await getEvent(t.app, token, event.id)).players.map((p) => p.playerId)).toEqual(aliases);
      const host = await call(t.app, 'GET', `/events/${event.id}/live`, undefined, token);
      expect(host.body.players.map((p: { playerId: string }) => p.playerId)).toEqual(aliases.slice(-HOST_VIEW_PLAYERS));
    };
    await inOrder(manager.token);

    const { zip } = await exportDumpFile(t.app, admin.token);
    expect((await importDumpFile(t.app, admin.token, zip)).status).toBe(200);
    const again = await call(t.app, 'POST', '/auth/signin', {
      emailAddress: manager.emailAddress,
      passwordHash: sha256(manager.password),
      rememberMe: false,
    });
    await inOrder(again.body.token);
  });
});

// On PGlite only: the migration's SQL is the same on both databases.
describe.skipIf(usingPostgres())('migration 0005 (join_seq)', () => {
  it('numbers the players already there in the order of their join times, and new joins after them', async () => {
    // The migrations up to 0004, as a database made before this one holds them.
    const before = mkdtempSync(join(tmpdir(), 'qf-migrations-'));
    const pg = new PGlite();
    try {
      cpSync(MIGRATIONS_DIR, before, { recursive: true });
      const journalPath = join(before, 'meta', '_journal.json');
      const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
      const at = journal.entries.findIndex((e) => e.tag.startsWith('0005_'));
      expect(at).toBeGreaterThan(0);
      journal.entries = journal.entries.slice(0, at);
      writeFileSync(journalPath, JSON.stringify(journal));
      const db = drizzle(pg);
      await migrate(db, { migrationsFolder: before });

      await pg.exec(`
        insert into users (id, user_name, email_address, password_hash, role) values ('00000000-0000-4000-8000-000000000001', 'M', 'm@example.com', 'x', 'manager');
        insert into events (id, owner_id, name, code, start_date, end_date)
          values ('00000000-0000-4000-8000-0000000000e1', '00000000-0000-4000-8000-000000000001', 'E', 'ABCD', now(), now() + interval '1 hour');
        insert into event_players (event_id, player_id, joined_at) values
          ('00000000-0000-4000-8000-0000000000e1', '00000000-0000-4000-8000-00000000000c', '2026-12-01T20:00:03Z'),
          ('00000000-0000-4000-8000-0000000000e1', '00000000-0000-4000-8000-00000000000a', '2026-12-01T20:00:01Z'),
          ('00000000-0000-4000-8000-0000000000e1', '00000000-0000-4000-8000-00000000000b', '2026-12-01T20:00:02Z');
      `);
      await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
      await pg.exec(
        `insert into event_players (event_id, player_id) values ('00000000-0000-4000-8000-0000000000e1', '00000000-0000-4000-8000-00000000000d')`,
      );
      const { rows } = await pg.query<{ player_id: string }>('select player_id from event_players order by join_seq');
      expect(rows.map((r) => r.player_id.slice(-1))).toEqual(['a', 'b', 'c', 'd']);
    } finally {
      await pg.close();
      rmSync(before, { recursive: true, force: true });
    }
  });
});
