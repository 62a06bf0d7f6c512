// Opaque refresh tokens: 256 random bits for the client, only their SHA-256 in the database, so a
// leaked dump cannot be replayed as sessions. Each use rotates the token (docs/PRODUCT-RULES.md#security); a rotated
// token that comes back means someone holds a copy, and ends every session of its family.
//
// Except within a short grace after the rotation (issue 9, item 16): two tabs of one browser that
// refresh at the same moment send the same token, and the later one used to sign the user out of
// both. Within REFRESH_GRACE_MS it gets a sibling instead: a new token of the same family (the
// successor itself cannot be handed out twice, only its hash is kept). After the grace, reuse is
// theft as before, and a revoked family stays revoked for every token in it, siblings included.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { refreshTokens } from '../db/schema.js';
import { unauthorized } from '../errors.js';

export const REFRESH_TTL_MS = 7 * 24 * 3600 * 1000;
export const REFRESH_TTL_REMEMBER_MS = 30 * 24 * 3600 * 1000;
/** Long enough for tabs woken together (a laptop opened) to refresh, short enough to leave a thief little. */
export const REFRESH_GRACE_MS = 30_000;

export const INVALID_REFRESH_TOKEN = 'Invalid refresh token';
export const SESSION_ENDED = 'This session has ended, please sign in again';
export const SESSION_EXPIRED = 'This session has expired, please sign in again';

export const newRefreshToken = () => randomBytes(32).toString('base64url');
export const hashRefreshToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function issueRefreshToken(db: Db, userId: string, familyId: string, rememberMe: boolean): Promise<string> {
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

export const revokeFamily = (db: Db, familyId: string) =>
  db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));

/** Whether any token of the family was revoked (a sign-out, or reuse detected): then all of it is. */
async function familyRevoked(db: Db, familyId: string): Promise<boolean> {
  const [revoked] = await db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.familyId, familyId), isNotNull(refreshTokens.revokedAt)))
    .limit(1);
  return revoked !== undefined;
}

/**
 * Uses a refresh token: returns its user, its session (the family) and the token that replaces
 * it, or throws a 401 — after revoking the family when a rotated token comes back past the grace,
 * and telling `onRevoked` (the session's live sockets end with it).
 */
export async function rotateRefreshToken(
  db: Db,
  token: string,
  onRevoked: (familyId: string) => void = () => {},
): Promise<{ userId: string; sessionId: string; refreshToken: string }> {
  const [row] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashRefreshToken(token)));
  if (!row) throw unauthorized(INVALID_REFRESH_TOKEN);
  // Checked on the family rather than the row: a sibling issued while the family was being
  // revoked (the two can cross) is refused like the rest of it.
  if (row.revokedAt || (await familyRevoked(db, row.familyId))) {
    await revokeFamily(db, row.familyId);
    onRevoked(row.familyId);
    throw unauthorized(SESSION_ENDED);
  }
  if (row.expiresAt.getTime() <= Date.now()) throw unauthorized(SESSION_EXPIRED);
  const successor = () => issueRefreshToken(db, row.userId, row.familyId, row.rememberMe);

  if (!row.usedAt) {
    // Conditional update: of concurrent refreshes with one token, one rotates it; the others
    // find it used a moment ago, below.
    const [used] = await db
      .update(refreshTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)))
      .returning({ id: refreshTokens.id });
    if (used) return { userId: row.userId, sessionId: row.familyId, refreshToken: await successor() };
  }

  const [current] = await db
    .select({ usedAt: refreshTokens.usedAt, revokedAt: refreshTokens.revokedAt })
    .from(refreshTokens)
    .where(eq(refreshTokens.id, row.id));
  if (current && !current.revokedAt && current.usedAt && Date.now() - current.usedAt.getTime() <= REFRESH_GRACE_MS) {
    return { userId: row.userId, sessionId: row.familyId, refreshToken: await successor() };
  }
  // A rotated token came back after the grace: someone holds a copy. End every session descended from it.
  await revokeFamily(db, row.familyId);
  onRevoked(row.familyId);
  throw unauthorized(SESSION_ENDED);
}
