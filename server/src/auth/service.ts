// Accounts and sessions (docs/PRODUCT-RULES.md#security): sign-up with the admin policy, sign-in with one answer for a
// wrong email or password, sign-out. Refresh tokens (rotation, grace, reuse) live in refresh-token.ts.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { schemas, SigninResponse, User } from '@quizfest/shared';
import type { z } from 'zod';
import type { Db } from '../db/client.js';
import { refreshTokens, users } from '../db/schema.js';
import { conflict, forbidden, unauthorized } from '../errors.js';
import { hashPassword, verifyPassword } from './password.js';
import { hashRefreshToken, issueRefreshToken, revokeFamily } from './refresh-token.js';

export type AuthDeps = {
  db: Db;
  scryptN: number;
  adminSignup: 'open' | 'closed';
  signAccessToken: (user: User, sessionId: string) => string;
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

export async function signIn(deps: AuthDeps, body: z.output<typeof schemas.SigninBody>): Promise<SigninResponse> {
  const [user] = await deps.db.select().from(users).where(eq(users.emailAddress, body.emailAddress));
  if (!user) {
    // Spend the same time as a real check, so timing does not tell which emails have accounts.
    dummyHash ??= hashPassword('0'.repeat(64), deps.scryptN);
    await verifyPassword(body.passwordHash, await dummyHash);
    throw unauthorized(INVALID_CREDENTIALS);
  }
  if (!(await verifyPassword(body.passwordHash, user.passwordHash))) throw unauthorized(INVALID_CREDENTIALS);
  // The session is the refresh tokens' family: its access tokens name it, so that its end (a
  // sign-out, a stolen token detected) ends them too.
  const sessionId = randomUUID();
  const refreshToken = await issueRefreshToken(deps.db, user.id, sessionId, body.rememberMe);
  return { ...toUser(user), token: deps.signAccessToken(toUser(user), sessionId), refreshToken };
}

/** Ends the session of this refresh token; returns the session's id, or null for an unknown token. */
export async function signOut(db: Db, token: string): Promise<string | null> {
  const [row] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashRefreshToken(token)));
  if (!row) return null;
  await revokeFamily(db, row.familyId);
  return row.familyId;
}

/**
 * The user of an access token's session, unless the account is gone or the session ended (signed
 * out, or revoked when a stolen refresh token came back): one round trip, as every authenticated
 * request and every host socket's hello makes it.
 */
export async function findSessionUser(db: Db, userId: string, sessionId: string): Promise<User | undefined> {
  const [row] = await db
    .select({
      user: users,
      ended: sql<boolean>`exists (select 1 from ${refreshTokens}
                                   where ${refreshTokens.familyId} = ${sessionId}::uuid and ${refreshTokens.revokedAt} is not null)`,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row && !row.ended ? toUser(row.user) : undefined;
}

/** Which of these sessions have ended (their refresh-token family revoked). */
export async function endedSessions(db: Db, sessionIds: string[]): Promise<string[]> {
  if (sessionIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ id: refreshTokens.familyId })
    .from(refreshTokens)
    .where(and(inArray(refreshTokens.familyId, sessionIds), isNotNull(refreshTokens.revokedAt)));
  return rows.map((r) => r.id);
}

export async function findUser(db: Db, id: string): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user && toUser(user);
}
