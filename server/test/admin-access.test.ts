// Who may use the admin database tools (admin role only), and what a reset leaves behind.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUpAndIn } from './api-helpers.js';
import { buildTestApp, type TestApp } from './test-app.js';
import { ALL_TABLES, exportDumpFile, importDumpFile, seed, snapshot } from './admin-fixtures.js';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signUpAndIn>>;
let manager: Awaited<ReturnType<typeof signUpAndIn>>;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signUpAndIn(t.app, 'admin');
  manager = await signUpAndIn(t.app);
  await seed(t.app);
});
afterAll(() => t?.close());

const exportAs = (token?: string) =>
  t.app.inject({ method: 'GET', url: '/api/admin/database-dump', headers: token ? { authorization: `Bearer ${token}` } : {} });
const resetAs = (token?: string) => call(t.app, 'POST', '/admin/reset-database', undefined, token);

describe('admin database tools', () => {
  it('answer 401 without a token and change nothing', async () => {
    const before = await snapshot(t.app.db);
    const { zip } = await exportDumpFile(t.app, admin.token);
    expect((await exportAs()).statusCode).toBe(401);
    expect((await importDumpFile(t.app, undefined, zip)).status).toBe(401);
    expect((await resetAs()).status).toBe(401);
    expect((await resetAs('not-a-token')).status).toBe(401);
    expect(await snapshot(t.app.db)).toEqual(before);
  });

  it('answer 403 to a manager and change nothing', async () => {
    const before = await snapshot(t.app.db);
    const { zip } = await exportDumpFile(t.app, admin.token);
    const exported = await exportAs(manager.token);
    expect(exported.statusCode).toBe(403);
    expect(exported.json()).toEqual({ error: 'Admin role required' });
    expect(await importDumpFile(t.app, manager.token, zip)).toEqual({ status: 403, body: { error: 'Admin role required' } });
    expect(await resetAs(manager.token)).toMatchObject({ status: 403, body: { error: 'Admin role required' } });
    expect(await snapshot(t.app.db)).toEqual(before);
  });

  it('serve an admin: export, import and reset', async () => {
    const exported = await exportAs(admin.token);
    expect(exported.statusCode).toBe(200);
    expect((await importDumpFile(t.app, admin.token, exported.rawPayload)).status).toBe(200);

    const settingsBefore = (await snapshot(t.app.db, ['settings'])).settings;
    expect(await resetAs(admin.token)).toMatchObject({ status: 200, body: { message: 'Database reset successfully!' } });
    const after = await snapshot(t.app.db);
    for (const name of Object.keys(ALL_TABLES).filter((n) => n !== 'settings')) expect(after[name], name).toEqual([]);
    // The signing secret is configuration, not data: tokens issued after the reset still verify.
    expect(after.settings).toEqual(settingsBefore);
  });

  it('after a reset, the old session is over and a first admin can sign up again', async () => {
    expect((await call(t.app, 'GET', '/auth/me', undefined, admin.token)).status).toBe(401);
    const next = await signUpAndIn(t.app, 'admin');
    expect((await call(t.app, 'GET', '/auth/me', undefined, next.token)).body.role).toBe('admin');
  });
});
