// Opaque refresh tokens: 256 random bits for the client, only their SHA-256 in the database, so a
// leaked dump cannot be replayed as sessions.
import { createHash, randomBytes } from 'node:crypto';

export const REFRESH_TTL_MS = 7 * 24 * 3600 * 1000;
export const REFRESH_TTL_REMEMBER_MS = 30 * 24 * 3600 * 1000;

export const newRefreshToken = () => randomBytes(32).toString('base64url');
export const hashRefreshToken = (token: string) => createHash('sha256').update(token).digest('hex');
