// Export and import through HTTP: what a dump holds, and that export -> reset -> import gives back
// the database row for row, and that an import replaces whatever the database held before.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DumpManifest } from '@quizfest/shared';
import { teams } from '../src/db/schema.js';
import { call, sha256, signUpAndIn } from './api-helpers.js';
import { buildTestApp, type TestApp } from './test-app.js';
import { SCHEMA_VERSION } from '../src/admin/dump-layout.js';
import { DUMPED_TABLES, exportDumpFile, importDumpFile, seed, snapshot, unzip } from './admin-fixtures.js';
import { png } from './test-images.js';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signUpAndIn>>;
let seeded: Awaited<ReturnType<typeof seed>>;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signUpAndIn(t.app, 'admin');
  seeded = await seed(t.app);
});
afterAll(() => t?.close());

describe('GET /admin/database-dump', () => {
  it('is a zip download with a manifest, one JSON file per table and every image', async () => {
    const { zip, headers } = await exportDumpFile(t.app, admin.token);
    expect(headers['content-type']).toBe('application/zip');
    expect(headers['content-disposition']).toMatch(/^attachment; filename="database_dump_\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z\.zip"$/);
    expect(Number(headers['content-length'])).toBe(zip.length);

    const files = await unzip(zip);
    expect([...files.keys()].sort()).toEqual(
      ['manifest.json', ...DUMPED_TABLES.map((name) => `tables/${name}.json`), `uploads/${seeded.fileName}`].sort(),
    );
    const manifest = JSON.parse(files.get('manifest.json')!.toString()) as DumpManifest;
    expect(manifest).toMatchObject({ format: 'quizfest-dump', formatVersion: 5, schemaVersion: SCHEMA_VERSION });
    expect(Math.abs(Date.parse(manifest.createdAt) - Date.now())).toBeLessThan(60_000);

    const rows = await snapshot(t.app.db, DUMPED_TABLES);
    for (const name of DUMPED_TABLES) {
      const table = JSON.parse(files.get(`tables/${name}.json`)!.toString()) as unknown[];
      expect(table, name).toHaveLength(rows[name]!.length);
      expect(manifest.counts[name], name).toBe(table.length);
    }
    expect(manifest.counts).toMatchObject({
      users: 3,
      teams: 4,
      activities: 2,
      events: 1,
      event_players: 4,
      answers: 3,
      uploads: 1,
    });
    expect(files.get(`uploads/${seeded.fileName}`)!.equals(png())).toBe(true);
  });

  it('leaves out sessions and the signing secret, and keeps upload bytes out of the JSON', async () => {
    const files = await unzip((await exportDumpFile(t.app, admin.token)).zip);
    const everything = [...files.values()].map((b) => b.toString('latin1')).join('\n');
    const [secret] = (await snapshot(t.app.db, ['settings'])).settings!;
    expect(everything).not.toContain(JSON.parse(secret!).value);
    expect(everything).not.toContain(admin.refreshToken);
    const [upload] = JSON.parse(files.get('tables/uploads.json')!.toString());
    expect(Object.keys(upload).sort()).toEqual(['createdAt', 'fileName', 'mimeType', 'ownerId', 'size']);
    const [user] = JSON.parse(files.get('tables/users.json')!.toString());
    expect(user.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/);
  });
});

describe('export -> reset -> import', () => {
  it('restores every table row for row, and the sessions of restored users work again', async () => {
    const before = await snapshot(t.app.db, [...DUMPED_TABLES, 'settings']);
    const { zip } = await exportDumpFile(t.app, admin.token);
    // Served once, so the image is in the served-images cache, which the reset must empty too.
    expect((await call(t.app, 'GET', `/upload/${seeded.fileName}`)).status).toBe(200);

    expect((await call(t.app, 'POST', '/admin/reset-database', undefined, admin.token)).status).toBe(200);
    expect((await call(t.app, 'GET', '/auth/me', undefined, admin.token)).status).toBe(401);
    expect((await call(t.app, 'GET', `/upload/${seeded.fileName}`)).status).toBe(404);

    // After a reset, the first admin sign-up is open again: that admin restores the backup.
    const restorer = await signUpAndIn(t.app, 'admin');
    const res = await importDumpFile(t.app, restorer.token, zip);
    expect(res).toEqual({
      status: 200,
      body: {
        message: 'Database imported successfully!',
        counts: { users: 3, teams: 4, activities: 2, events: 1, event_players: 4, answers: 3, uploads: 1 },
      },
    });

    expect(await snapshot(t.app.db, [...DUMPED_TABLES, 'settings'])).toEqual(before);
    expect((await snapshot(t.app.db, ['refresh_tokens'])).refresh_tokens).toEqual([]);
    // The restorer was not in the backup; the original admin and managers are back.
    expect((await call(t.app, 'GET', '/auth/me', undefined, restorer.token)).status).toBe(401);
    expect((await call(t.app, 'GET', '/auth/me', undefined, admin.token)).status).toBe(200);
    const signIn = await call(t.app, 'POST', '/auth/signin', {
      emailAddress: seeded.owner.emailAddress,
      passwordHash: sha256(seeded.owner.password),
      rememberMe: false,
    });
    expect(signIn.status).toBe(200);
    const quiz = await call(t.app, 'GET', `/activities/quiz/${seeded.quiz}`, undefined, signIn.body.token);
    expect(quiz.body.questions).toHaveLength(3);
    expect(quiz.body.questions[0]).toMatchObject({
      pointsMultiplier: 2,
      texts: { fr_FR: { explanation: 'Bâtie pour départager Sydney et Melbourne.' } },
    });

    const image = await t.app.inject({ method: 'GET', url: `/api/upload/${seeded.fileName}` });
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.equals(png())).toBe(true);
  });

  it('replaces a full database: rows created after the export are gone', async () => {
    const exported = await snapshot(t.app.db, DUMPED_TABLES);
    const { zip } = await exportDumpFile(t.app, admin.token);

    const newcomer = await signUpAndIn(t.app);
    await call(t.app, 'POST', '/teams', { name: 'Newcomers' }, newcomer.token);
    await call(t.app, 'PUT', `/teams/${seeded.teamA}`, { name: 'Renamed', score: 5, playerIds: [] }, seeded.owner.token);
    expect(await snapshot(t.app.db, DUMPED_TABLES)).not.toEqual(exported);

    expect((await importDumpFile(t.app, admin.token, zip)).status).toBe(200);
    expect(await snapshot(t.app.db, DUMPED_TABLES)).toEqual(exported);
    expect((await call(t.app, 'GET', '/auth/me', undefined, newcomer.token)).status).toBe(401);
    const [team] = await t.app.db.select({ name: teams.name }).from(teams).where(eq(teams.id, seeded.teamA));
    expect(team?.name).toBe('Quizzly Bears');
  });
});
