// Accounts and sessions (docs/PRODUCT-RULES.md#security): sign-up with the admin policy, sign-in with one answer for a
// wrong email or password, refresh-token rotation with reuse detection, sign-out.
import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { schemas, SigninResponse, User } from '@quizfest/shared';
import type { z } from 'zod';
import type { Db } from '../db/client.js';
import { refreshTokens, users } from '../db/schema.js';
import { conflict, forbidden, unauthorized } from '../errors.js';
import { hashPassword, verifyPassword } from './password.js';
import { hashRefreshToken, newRefreshToken, REFRESH_TTL_MS, REFRESH_TTL_REMEMBER_MS } from './refresh-token.js';

export type AuthDeps = {
  db: Db;
  scryptN: number;
  adminSignup: 'open' | 'closed';
  signAccessToken: (user: User) => string;
};

type UserRow = typeof users.$inferSelect;
export const toUser = (u: UserRow): User => ({ id: u.id, userName: u.userName, emailAddress: u.emailAddress, role: u.role });

// Serialises admin sign-ups so that racing requests can make at most one first admin.
const ADMIN_SIGNUP_LOCK = 7_314_001;
export const INVALID_CREDENTIALS = 'Invalid email or password';

export async function signUp(deps: AuthDeps, body: z.output<typeof schemas.SignupBody>): Promise<User> {
  // Hash before taking any lock: it is the slow part.
  const passwordHash = await hashPassword(body.passwordHash, deps.scryptN);
  return deps.db.transaction(async (tx) => {
    if (body.role === 'admin') {
      await tx.execute(sql`select pg_advisory_xact_lock(${ADMIN_SIGNUP_LOCK})`);
      const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);
      if (admin && deps.adminSignup !== 'open') throw forbidden('Admin sign-up is closed');
    }
    const [created] = await tx
      .insert(users)
      .values({ userName: body.userName, emailAddress: body.emailAddress, passwordHash, role: body.role })
      .onConflictDoNothing({ target: users.emailAddress })
      .returning();
    if (!created) throw conflict('An account with this email address already exists');
    return toUser(created);
  });
}

let dummyHash: Promise<string> | undefined;

export async function signIn(
  deps: AuthDeps,
  body: z.output<typeof schemas.SigninBody>,
): Promise<SigninResponse> {
  const [user] = await deps.db.select().from(users).where(eq(users.emailAddress, body.emailAddress));
  if (!user) {
    // Spend the same time as a real check, so timing does not tell which emails have accounts.
    dummyHash ??= hashPassword('0'.repeat(64), deps.scryptN);
    await verifyPassword(body.passwordHash, await dummyHash);
    throw unauthorized(INVALID_CREDENTIALS);
  }
  if (!(await verifyPassword(body.passwordHash, user.passwordHash))) throw unauthorized(INVALID_CREDENTIALS);
  const refreshToken = await issueRefreshToken(deps.db, user.id, randomUUID(), body.rememberMe);
  return { ...toUser(user), token: deps.signAccessToken(toUser(user)), refreshToken };
}

async function issueRefreshToken(db: Db, userId: string, familyId: string, rememberMe: boolean) {
  const token = newRefreshToken();
  await db.insert(refreshTokens).values({
    userId,
    familyId,
    rememberMe,
    tokenHash: hashRefreshToken(token),
    expiresAt: new Date(Date.now() + (rememberMe ? REFRESH_TTL_REMEMBER_MS : REFRESH_TTL_MS)),
  });
  return token;
}

const revokeFamily = (db: Db, familyId: string) =>
  db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));

export async function refresh(deps: AuthDeps, token: string): Promise<SigninResponse> {
  const [row] = await deps.db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hashRefreshToken(token)));
  if (!row) throw unauthorized('Invalid refresh token');
  if (row.revokedAt || row.usedAt) {
    // A rotated token came back: someone holds a copy. End every session descended from it.
    await revokeFamily(deps.db, row.familyId);
    throw unauthorized('This session has ended, please sign in again');
  }
  if (row.expiresAt.getTime() <= Date.now()) throw unauthorized('This session has expired, please sign in again');
  // Conditional update: of two concurrent refreshes with one token, only one may rotate it.
  const [used] = await deps.db
    .update(refreshTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  if (!used) {
    await revokeFamily(deps.db, row.familyId);
    throw unauthorized('This session has ended, please sign in again');
  }
  const [user] = await deps.db.select().from(users).where(eq(users.id, row.userId));
  if (!user) throw unauthorized('Invalid refresh token');
  const refreshToken = await issueRefreshToken(deps.db, user.id, row.familyId, row.rememberMe);
  return { ...toUser(user), token: deps.signAccessToken(toUser(user)), refreshToken };
}

export async function signOut(db: Db, token: string): Promise<void> {
  const [row] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashRefreshToken(token)));
  if (row) await revokeFamily(db, row.familyId);
}

export async function findUser(db: Db, id: string): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user && toUser(user);
}
