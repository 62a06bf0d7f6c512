// Two tabs refreshing at once (issue 9, item 16): the same refresh token sent by several tabs within
// the grace keeps every tab signed in, in the same family; after the grace, reuse is still theft.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashRefreshToken, REFRESH_GRACE_MS } from '../src/auth/refresh-token.js';
import { refreshTokens } from '../src/db/schema.js';
import { call, signUpAndIn } from './api-helpers.js';
import { expectError } from './fixtures.js';
import { buildTestApp, type TestApp } from './test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const refresh = (refreshToken: string) => call(t.app, 'POST', '/auth/refresh', { refreshToken });
const familyOf = async (refreshToken: string) => {
  const [row] = await t.app.db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashRefreshToken(refreshToken)));
  return row?.familyId;
};
/** As if the token had been rotated longer ago than the grace. */
const pastGrace = (refreshToken: string) =>
  t.app.db
    .update(refreshTokens)
    .set({ usedAt: new Date(Date.now() - REFRESH_GRACE_MS - 1000) })
    .where(eq(refreshTokens.tokenHash, hashRefreshToken(refreshToken)));

describe('POST /auth/refresh with one token from several tabs', () => {
  it('gives each of 10 parallel refreshes a working session in the same family, and revokes nothing', async () => {
    const session = await signUpAndIn(t.app);
    const family = await familyOf(session.refreshToken);
    const results = await Promise.all(Array.from({ length: 10 }, () => refresh(session.refreshToken)));
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));

    const tokens = results.map((r) => r.body.refreshToken as string);
    expect(new Set(tokens).size).toBe(10);
    for (const token of tokens) expect(await familyOf(token)).toBe(family);
    const rows = await t.app.db.select().from(refreshTokens).where(eq(refreshTokens.familyId, family!));
    expect(rows.filter((r) => r.revokedAt)).toEqual([]);

    // Every tab goes on: its access token works and its own refresh token rotates.
    for (const res of results) {
      expect((await call(t.app, 'GET', '/auth/me', undefined, res.body.token)).status).toBe(200);
      expect((await refresh(res.body.refreshToken)).status).toBe(200);
    }
  });

  it('lets a second tab that refreshes a moment later in too', async () => {
    const session = await signUpAndIn(t.app);
    const first = await refresh(session.refreshToken);
    const second = await refresh(session.refreshToken);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.body.refreshToken).not.toBe(first.body.refreshToken);
    expect(await familyOf(second.body.refreshToken)).toBe(await familyOf(first.body.refreshToken));
  });

  it('treats the old token after the grace as theft: 401, and every tab of the family is signed out', async () => {
    const session = await signUpAndIn(t.app);
    const tabs = await Promise.all([1, 2, 3].map(() => refresh(session.refreshToken)));
    await pastGrace(session.refreshToken);

    expectError(await refresh(session.refreshToken), 401, 'This session has ended, please sign in again');
    for (const tab of tabs) expectError(await refresh(tab.body.refreshToken), 401, 'This session has ended, please sign in again');
  });

  it('gives no sibling once the family is revoked, even within the grace', async () => {
    const session = await signUpAndIn(t.app);
    const next = await refresh(session.refreshToken);
    expect((await call(t.app, 'POST', '/auth/signout', { refreshToken: next.body.refreshToken })).status).toBe(204);
    expectError(await refresh(session.refreshToken), 401);
  });

  it('refuses a sibling issued while its family was being revoked, like the rest of the family', async () => {
    // The crossing a grace refresh and a revocation can make: a live token in a revoked family.
    const session = await signUpAndIn(t.app);
    const next = await refresh(session.refreshToken);
    const family = (await familyOf(next.body.refreshToken))!;
    await t.app.db
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(eq(refreshTokens.tokenHash, hashRefreshToken(session.refreshToken)));
    expect(await familyOf(next.body.refreshToken)).toBe(family);
    expectError(await refresh(next.body.refreshToken), 401, 'This session has ended, please sign in again');
  });
});
