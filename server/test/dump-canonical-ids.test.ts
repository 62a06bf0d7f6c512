// A dump whose ids are written in upper case (issue 18, finding 2: ids are canonical for every
// route, socket message and dump). PostgreSQL's uuid columns fold case on their own, but the id
// lists kept in jsonb (an event's teams and screens, a team's players, the activity an event runs,
// the live game's points per team) do not: imported as written they were a second spelling of ids
// that memory compares as text. Such a dump is stored canonically, and two spellings of one id are
// one id, refused as a duplicate with a 400 that names the row.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { events } from '../src/db/schema.js';
import { call, signUpAndIn } from './api-helpers.js';
import { exportDumpFile, importDumpFile, buildZip, seed, snapshot, unzip, DUMPED_TABLES } from './admin-fixtures.js';
import { buildTestApp, type TestApp } from './test-app.js';

/** A uuid not followed by a dot: an id, not an upload's file name (`<uuid>.png`), which is case-sensitive. */
const ID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(?![.\w])/g;

let t: TestApp;
let admin: Awaited<ReturnType<typeof signUpAndIn>>;
let seeded: Awaited<ReturnType<typeof seed>>;
let files: Map<string, Buffer>;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signUpAndIn(t.app, 'admin');
  seeded = await seed(t.app);
  // The live game's points are kept per team id, as a reveal writes them.
  const [row] = await t.app.db.select({ live: events.live }).from(events).where(eq(events.id, seeded.eventId));
  const live = { ...(row!.live as object), teamPoints: { [seeded.teamA]: 420 }, lastTeamPoints: { [seeded.teamA]: 120 } };
  await t.app.db.update(events).set({ live }).where(eq(events.id, seeded.eventId));
  files = await unzip((await exportDumpFile(t.app, admin.token)).zip);
});
afterAll(() => t?.close());

/** The exported dump with each table's JSON text passed through `change`. */
function changedDump(change: (table: string, text: string) => string) {
  return buildZip(
    [...files].map(([name, data]) => {
      const table = /^tables\/(\w+)\.json$/.exec(name)?.[1];
      return { name, data: table ? change(table, data.toString()) : data };
    }),
  );
}

describe('importing a dump whose ids are in upper case', () => {
  it('stores every id in lower case, in the uuid columns and in the id lists kept as JSON alike', async () => {
    const before = await snapshot(t.app.db, DUMPED_TABLES);
    const shouted = await changedDump((_, text) => text.replace(ID, (id) => id.toUpperCase()));
    // The change reached the id lists kept as JSON, not only the uuid columns.
    const eventsJson = (await unzip(shouted)).get('tables/events.json')!.toString();
    expect(eventsJson).toContain(seeded.teamA.toUpperCase());
    expect(eventsJson).toContain(seeded.quiz.toUpperCase());

    const res = await importDumpFile(t.app, admin.token, shouted);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await snapshot(t.app.db, DUMPED_TABLES)).toEqual(before);
  });

  it('refuses two spellings of one id as a duplicate, with a 400 naming the row', async () => {
    const before = await snapshot(t.app.db, DUMPED_TABLES);
    const twice = await changedDump((table, text) => {
      if (table !== 'teams') return text;
      const rows = JSON.parse(text) as { id: string; name: string }[];
      const copy = { ...rows[0]!, id: rows[0]!.id.toUpperCase(), name: 'The same team again' };
      return JSON.stringify([...rows, copy]);
    });
    // The manifest counts one team more.
    const manifest = JSON.parse(files.get('manifest.json')!.toString()) as { counts: Record<string, number> };
    const zip = await buildZip(
      [...(await unzip(twice))].map(([name, data]) => ({
        name,
        data:
          name === 'manifest.json'
            ? JSON.stringify({ ...manifest, counts: { ...manifest.counts, teams: manifest.counts.teams! + 1 } })
            : data,
      })),
    );
    const res = await importDumpFile(t.app, admin.token, zip);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/^tables\/teams\.json row \d+: duplicate id [0-9a-f-]{36}$/);
    expect(await snapshot(t.app.db, DUMPED_TABLES)).toEqual(before);
  });

  it('leaves the imported event playable under its one spelling', async () => {
    const players = JSON.parse(files.get('tables/event_players.json')!.toString()) as { eventId: string; playerId: string }[];
    const { eventId, playerId } = players.find((p) => p.eventId === seeded.eventId)!;
    const polled = await call(t.app, 'POST', '/events/poll', { eventId: eventId.toUpperCase(), playerId });
    expect(polled.status).toBe(200);
    expect(polled.body.event.id).toBe(seeded.eventId);
  });
});
