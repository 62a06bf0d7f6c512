// Accounts and sessions (docs/PRODUCT-RULES.md#accounts and #security): sign-up, sign-in, refresh rotation,
// sign-out, /auth/me, the admin sign-up policy and the failed sign-in limits.
import { createHash, createHmac, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens, users } from '../src/db/schema.js';
import { hashRefreshToken, REFRESH_GRACE_MS } from '../src/auth/refresh-token.js';
import { call, sha256, signUpAndIn } from './api-helpers.js';
import { buildTestApp, type TestApp } from './test-app.js';
import { callFrom, expectError, UUID } from './fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const INVALID = 'Invalid email or password';
const PASSWORD = sha256('correct horse');
const email = (tag = 'user') => `${tag}-${randomUUID().slice(0, 8)}@example.com`;
const signup = (body: Record<string, unknown>) => call(t.app, 'POST', '/auth/signup', body);
const signin = (emailAddress: string, passwordHash = PASSWORD, rememberMe = false) =>
  call(t.app, 'POST', '/auth/signin', { emailAddress, passwordHash, rememberMe });
const me = (token?: string) => call(t.app, 'GET', '/auth/me', undefined, token);
/** Moves a used token's rotation past the grace in which a second tab may still send it (refresh-grace.test.ts). */
const pastGrace = (refreshToken: string) =>
  t.app.db
    .update(refreshTokens)
    .set({ usedAt: new Date(Date.now() - REFRESH_GRACE_MS - 1000) })
    .where(eq(refreshTokens.tokenHash, hashRefreshToken(refreshToken)));

async function account(tag = 'user') {
  const emailAddress = email(tag);
  const res = await signup({ userName: 'Robin', emailAddress, passwordHash: PASSWORD });
  expect(res.status).toBe(201);
  return { emailAddress, id: res.body.id as string };
}

describe('POST /auth/signup', () => {
  it('creates a manager and returns the user without any password field', async () => {
    const emailAddress = email();
    const res = await signup({ userName: 'Robin', emailAddress, passwordHash: PASSWORD });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.stringMatching(UUID), userName: 'Robin', emailAddress, role: 'manager' });
  });

  it('accepts role manager explicitly, trims the name and lower-cases the email', async () => {
    const local = `Mixed.Case-${randomUUID().slice(0, 8)}`;
    const res = await signup({ userName: '  Robin  ', emailAddress: ` ${local}@Example.COM `, passwordHash: PASSWORD, role: 'manager' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ userName: 'Robin', emailAddress: `${local.toLowerCase()}@example.com`, role: 'manager' });
  });

  it('stores a salted hash, never the hash the browser sent', async () => {
    const { id } = await account();
    const [row] = await t.app.db.select().from(users).where(eq(users.id, id));
    expect(row!.passwordHash).not.toContain(PASSWORD);
    expect(row!.passwordHash).toMatch(/^scrypt\$/);
  });

  it.each([
    ['a missing userName', { emailAddress: 'x@example.com', passwordHash: PASSWORD }, /^userName\b/],
    ['a blank userName', { userName: '   ', emailAddress: 'x@example.com', passwordHash: PASSWORD }, 'userName must not be empty'],
    ['a userName over 50 characters', { userName: 'x'.repeat(51), emailAddress: 'x@example.com', passwordHash: PASSWORD }, /^userName\b/],
    ['a bad email', { userName: 'R', emailAddress: 'not-an-email', passwordHash: PASSWORD }, 'emailAddress must be a valid email address'],
    ['a missing email', { userName: 'R', passwordHash: PASSWORD }, /^emailAddress\b/],
    [
      'a password hash of 63 hex digits',
      { userName: 'R', emailAddress: 'x@example.com', passwordHash: PASSWORD.slice(1) },
      /^passwordHash\b/,
    ],
    ['a plain password', { userName: 'R', emailAddress: 'x@example.com', passwordHash: 'hunter2' }, /^passwordHash\b/],
    ['a 64-character non-hex hash', { userName: 'R', emailAddress: 'x@example.com', passwordHash: 'g'.repeat(64) }, /^passwordHash\b/],
    ['an unknown role', { userName: 'R', emailAddress: 'x@example.com', passwordHash: PASSWORD, role: 'superuser' }, /^role\b/],
    ['a userName that is not a string', { userName: 42, emailAddress: 'x@example.com', passwordHash: PASSWORD }, /^userName\b/],
  ])('refuses %s with 400 naming the field', async (_, body, message) => {
    expectError(await signup(body), 400, message);
  });

  it('refuses an email that is taken, whatever its case, with 409', async () => {
    const { emailAddress } = await account();
    expectError(
      await signup({ userName: 'Other', emailAddress, passwordHash: sha256('x') }),
      409,
      'An account with this email address already exists',
    );
    expectError(await signup({ userName: 'Other', emailAddress: emailAddress.toUpperCase(), passwordHash: PASSWORD }), 409);
    const rows = await t.app.db.select().from(users).where(eq(users.emailAddress, emailAddress));
    expect(rows).toHaveLength(1);
  });
});

describe('POST /auth/signin', () => {
  it('returns the tokens and the user', async () => {
    const { emailAddress, id } = await account();
    const res = await signin(emailAddress);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id,
      userName: 'Robin',
      emailAddress,
      role: 'manager',
      token: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
      refreshToken: expect.any(String),
    });
    expect(res.body.refreshToken.length).toBeGreaterThanOrEqual(40);
    expect((await me(res.body.token)).body).toEqual({ id, userName: 'Robin', emailAddress, role: 'manager' });
  });

  it('finds the account whatever the case of the email', async () => {
    const { emailAddress } = await account();
    expect((await signin(emailAddress.toUpperCase())).status).toBe(200);
  });

  it('answers a wrong password and an unknown email with the same 401', async () => {
    const { emailAddress } = await account();
    expectError(await signin(emailAddress, sha256('wrong')), 401, INVALID);
    expectError(await signin(email('nobody')), 401, INVALID);
  });

  it('accepts the hash in upper-case hex, as the same password', async () => {
    const { emailAddress } = await account();
    expect((await signin(emailAddress, PASSWORD.toUpperCase())).status).toBe(200);
  });

  it('refuses a body without a password hash with 400', async () => {
    expectError(await call(t.app, 'POST', '/auth/signin', { emailAddress: 'x@example.com' }), 400, /^passwordHash\b/);
    expectError(
      await call(t.app, 'POST', '/auth/signin', { emailAddress: 'x@example.com', passwordHash: PASSWORD, rememberMe: 'yes' }),
      400,
      /^rememberMe\b/,
    );
  });

  it('keeps a session 7 days, or 30 with remember me, also across refreshes', async () => {
    const { emailAddress } = await account();
    const days = async (refreshToken: string) => {
      const rows = await t.app.db.select().from(refreshTokens);
      const row = rows.find((r) => r.tokenHash === createHash('sha256').update(refreshToken).digest('hex'));
      return (row!.expiresAt.getTime() - Date.now()) / 86_400_000;
    };
    const short = await signin(emailAddress, PASSWORD, false);
    expect(await days(short.body.refreshToken)).toBeCloseTo(7, 1);
    const long = await signin(emailAddress, PASSWORD, true);
    expect(await days(long.body.refreshToken)).toBeCloseTo(30, 1);
    const rotated = await call(t.app, 'POST', '/auth/refresh', { refreshToken: long.body.refreshToken });
    expect(await days(rotated.body.refreshToken)).toBeCloseTo(30, 1);
  });

  it('defaults rememberMe to false', async () => {
    const { emailAddress } = await account();
    const res = await call(t.app, 'POST', '/auth/signin', { emailAddress, passwordHash: PASSWORD });
    expect(res.status).toBe(200);
    const rows = await t.app.db.select().from(refreshTokens).where(eq(refreshTokens.userId, res.body.id));
    expect(rows.map((r) => r.rememberMe)).toEqual([false]);
  });
});

describe('POST /auth/refresh and /auth/signout', () => {
  it('rotates: a new refresh token and a working access token, with the same user', async () => {
    const { emailAddress, id } = await account();
    const first = await signin(emailAddress);
    const res = await call(t.app, 'POST', '/auth/refresh', { refreshToken: first.body.refreshToken });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, emailAddress, role: 'manager', token: expect.any(String), refreshToken: expect.any(String) });
    expect(res.body.refreshToken).not.toBe(first.body.refreshToken);
    expect((await me(res.body.token)).status).toBe(200);
  });

  it('treats reuse of a rotated token as theft: 401, and the whole family is revoked', async () => {
    const { emailAddress } = await account();
    const first = (await signin(emailAddress)).body.refreshToken;
    const second = (await call(t.app, 'POST', '/auth/refresh', { refreshToken: first })).body.refreshToken;
    const third = (await call(t.app, 'POST', '/auth/refresh', { refreshToken: second })).body.refreshToken;
    expect(third).toEqual(expect.any(String));

    await pastGrace(first);
    expectError(await call(t.app, 'POST', '/auth/refresh', { refreshToken: first }), 401);
    // The newest token of that family is now dead too.
    expectError(await call(t.app, 'POST', '/auth/refresh', { refreshToken: third }), 401);
  });

  it('leaves the other sessions of the account alone when one family is revoked', async () => {
    const { emailAddress } = await account();
    const phone = (await signin(emailAddress)).body.refreshToken;
    const laptop = (await signin(emailAddress)).body.refreshToken;
    await call(t.app, 'POST', '/auth/refresh', { refreshToken: phone });
    await pastGrace(phone);
    expectError(await call(t.app, 'POST', '/auth/refresh', { refreshToken: phone }), 401);
    expect((await call(t.app, 'POST', '/auth/refresh', { refreshToken: laptop })).status).toBe(200);
  });

  it('refuses an unknown refresh token with 401 and an empty one with 400', async () => {
    expectError(await call(t.app, 'POST', '/auth/refresh', { refreshToken: 'not-a-token' }), 401, 'Invalid refresh token');
    expectError(await call(t.app, 'POST', '/auth/refresh', { refreshToken: '' }), 400);
    expectError(await call(t.app, 'POST', '/auth/refresh', {}), 400, /^refreshToken\b/);
  });

  it('signs out with 204: the refresh token is then refused', async () => {
    const { emailAddress } = await account();
    const session = (await signin(emailAddress)).body;
    const res = await call(t.app, 'POST', '/auth/signout', { refreshToken: session.refreshToken });
    expect(res.status).toBe(204);
    expect(res.raw.body).toBe('');
    expectError(await call(t.app, 'POST', '/auth/refresh', { refreshToken: session.refreshToken }), 401);
  });

  it('signs out of an unknown session quietly (204), so a retry is harmless', async () => {
    expect((await call(t.app, 'POST', '/auth/signout', { refreshToken: 'unknown' })).status).toBe(204);
  });
});

describe('GET /auth/me', () => {
  it('returns the signed-in user', async () => {
    const session = await signUpAndIn(t.app);
    expect((await me(session.token)).body).toEqual({
      id: session.id,
      userName: session.userName,
      emailAddress: session.emailAddress,
      role: 'manager',
    });
  });

  it('refuses no token, a garbage token and a wrong scheme with 401', async () => {
    expectError(await me(), 401, 'Authentication required');
    expectError(await me('garbage'), 401, 'Invalid or expired token');
    const session = await signUpAndIn(t.app);
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Basic ${session.token}` } });
    expect(res.statusCode).toBe(401);
  });

  it('refuses a token that was tampered with or signed with another key', async () => {
    const session = await signUpAndIn(t.app);
    const [header, , signature] = session.token.split('.');
    const admin = Buffer.from(JSON.stringify({ sub: session.id, role: 'admin', iat: 1, exp: 9_999_999_999 })).toString('base64url');
    expectError(await me(`${header}.${admin}.${signature}`), 401);
    const forged = createHmac('sha256', 'guessed-secret').update(`${header}.${admin}`).digest('base64url');
    expectError(await me(`${header}.${admin}.${forged}`), 401);
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    expectError(await me(`${none}.${admin}.`), 401);
  });

  it('refuses the token of a deleted user, and its refresh token', async () => {
    const session = await signUpAndIn(t.app);
    expect((await me(session.token)).status).toBe(200);
    await t.app.db.delete(users).where(eq(users.id, session.id));
    expectError(await me(session.token), 401);
    expectError(await call(t.app, 'POST', '/auth/refresh', { refreshToken: session.refreshToken }), 401);
  });

  it('refuses an expired token, and the refresh token still renews it', async () => {
    // The token is signed as if issued in the past rather than waited out: a 1-second lifetime
    // raced the clock (seconds-granular exp), which failed CI on a loaded machine.
    const session = await signUpAndIn(t.app);
    const { sub, role, sid } = t.app.jwt.decode<{ sub: string; role: string; sid: string }>(session.token)!;
    const ttlMs = t.app.config.accessTokenTtlSeconds * 1000;
    const issuedAt = (msAgo: number) => t.app.jwt.sign({ sub, role, sid }, { clockTimestamp: Date.now() - msAgo });
    expect((await me(issuedAt(ttlMs - 60_000))).status).toBe(200);
    expectError(await me(issuedAt(ttlMs + 1_000)), 401, 'Invalid or expired token');
    const renewed = await call(t.app, 'POST', '/auth/refresh', { refreshToken: session.refreshToken });
    expect((await me(renewed.body.token)).status).toBe(200);
  });
});

describe('admin sign-up policy', () => {
  const admin = (app: TestApp['app'], emailAddress = email('admin')) =>
    call(app, 'POST', '/auth/signup', { userName: 'Ada', emailAddress, passwordHash: PASSWORD, role: 'admin' });
  const adminCount = async (app: TestApp['app']) => (await app.db.select().from(users).where(eq(users.role, 'admin'))).length;

  it('lets the first admin in, then closes: 403 and no account', async () => {
    const res = await admin(t.app);
    expect(res.status).toBe(201);
    expect(res.body.role).toBe('admin');

    const second = email('admin');
    expectError(await admin(t.app, second), 403, 'Admin sign-up is closed');
    expect(await t.app.db.select().from(users).where(eq(users.emailAddress, second))).toEqual([]);
    expectError(await signin(second), 401, INVALID);
    expect(await adminCount(t.app)).toBe(1);
  });

  it('keeps manager sign-up open once an admin exists', async () => {
    expect(await adminCount(t.app)).toBeGreaterThan(0);
    expect((await signup({ userName: 'M', emailAddress: email(), passwordHash: PASSWORD })).status).toBe(201);
  });

  it('allows further admins when ADMIN_SIGNUP=open', async () => {
    const open = await buildTestApp({ adminSignup: 'open' });
    try {
      expect((await admin(open.app)).status).toBe(201);
      expect((await admin(open.app)).status).toBe(201);
      expect(await adminCount(open.app)).toBe(2);
    } finally {
      await open.close();
    }
  });

  it('makes exactly one admin out of 20 concurrent sign-ups on a fresh instance', async () => {
    const fresh = await buildTestApp();
    try {
      const results = await Promise.all(Array.from({ length: 20 }, () => admin(fresh.app)));
      const statuses = results.map((r) => r.status);
      expect(statuses.filter((s) => s === 201)).toHaveLength(1);
      expect(statuses.filter((s) => s === 403)).toHaveLength(19);
      expect(await adminCount(fresh.app)).toBe(1);
      // Managers signing up alongside are not held back.
      const managers = await Promise.all(
        Array.from({ length: 5 }, () =>
          call(fresh.app, 'POST', '/auth/signup', { userName: 'M', emailAddress: email(), passwordHash: PASSWORD }),
        ),
      );
      expect(managers.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    } finally {
      await fresh.close();
    }
  });
});

describe('failed sign-in limits', () => {
  const attempt = (ip: string, emailAddress: string, passwordHash: string) =>
    callFrom(t.app, ip, 'POST', '/auth/signin', { emailAddress, passwordHash, rememberMe: false });

  it('refuses an account from one address after 10 failures (429), while other accounts and addresses still sign in', async () => {
    const victim = await account();
    const other = await account();
    for (let i = 0; i < 10; i++) expectError(await attempt('10.1.0.1', victim.emailAddress, sha256(`guess ${i}`)), 401, INVALID);
    expectError(await attempt('10.1.0.1', victim.emailAddress, sha256('guess 10')), 429, /^Too many failed sign-ins for this account\./);
    // Even the right password waits: the limit is on guessing, not on the outcome.
    expectError(await attempt('10.1.0.1', victim.emailAddress, PASSWORD), 429);
    expect((await attempt('10.1.0.1', other.emailAddress, PASSWORD)).status).toBe(200);
    expect((await attempt('10.1.0.2', victim.emailAddress, PASSWORD)).status).toBe(200);
  });

  it('starts the count again after a successful sign-in', async () => {
    const user = await account();
    for (let i = 0; i < 9; i++) await attempt('10.2.0.1', user.emailAddress, sha256('wrong'));
    expect((await attempt('10.2.0.1', user.emailAddress, PASSWORD)).status).toBe(200);
    for (let i = 0; i < 9; i++) expectError(await attempt('10.2.0.1', user.emailAddress, sha256('wrong')), 401);
  });

  it('counts the email case-insensitively, so changing its case does not buy more guesses', async () => {
    const user = await account();
    for (let i = 0; i < 10; i++) {
      const variant = i % 2 ? user.emailAddress.toUpperCase() : user.emailAddress;
      await attempt('10.3.0.1', variant, sha256('wrong'));
    }
    expectError(await attempt('10.3.0.1', user.emailAddress.toUpperCase(), PASSWORD), 429);
  });

  it('refuses an address spraying many accounts after 100 failures', async () => {
    for (let i = 0; i < 100; i++) expectError(await attempt('10.4.0.1', email('spray'), PASSWORD), 401);
    const user = await account();
    expectError(await attempt('10.4.0.1', user.emailAddress, PASSWORD), 429, /^Too many failed sign-ins from this network\./);
    expect((await attempt('10.4.0.2', user.emailAddress, PASSWORD)).status).toBe(200);
  });
});
