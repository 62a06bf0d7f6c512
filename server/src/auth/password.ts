// Password storage (docs/PRODUCT-RULES.md#security): the browser sends SHA-256 hex of the password, which is then the
// secret; we store scrypt of it with a per-user salt, encoded with its parameters so the cost can
// be raised later without breaking existing accounts.
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { HttpError } from '../errors.js';
import { Semaphore } from '../lib/semaphore.js';

const KEY_LENGTH = 32;
const R = 8;
const P = 3;
/** The shape of every hash this server writes (N is the configured cost): imports accept only it. */
export const PASSWORD_HASH_FORMAT = { r: R, p: P, saltBytes: 16, keyBytes: KEY_LENGTH } as const;
/**
 * Hashes run on libuv's thread pool, which static files (fs) also need: with every thread hashing,
 * `GET /` waited behind whole hashes (5 s at the median under 200 sign-ins). Two threads stay free
 * for fs; each hash also holds 128·N·r bytes (32 MiB at N = 2^15), so few at a time bounds memory.
 */
const THREAD_POOL = Number(process.env.UV_THREADPOOL_SIZE) || 4;
export const HASH_SLOTS = Math.max(1, Math.min(4, THREAD_POOL - 2));
/** About 8 s of hashing at the production cost: past that a caller is better told to retry. */
export const HASH_QUEUE = 32;
export const HASHING_BUSY = 'The server is busy with other sign-ins, please try again in a moment.';
const hashing = new Semaphore(HASH_SLOTS, HASH_QUEUE, () => new HttpError(503, HASHING_BUSY));

function scryptAsync(secret: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => scrypt(secret, salt, KEY_LENGTH, options, (err, key) => (err ? reject(err) : resolve(key))));
}

const options = (N: number, r: number, p: number): ScryptOptions => ({ N, r, p, maxmem: 256 * N * r + 1024 * 1024 });

export async function hashPassword(sha256Hex: string, N: number): Promise<string> {
  const salt = randomBytes(16);
  const key = await hashing.run(() => scryptAsync(sha256Hex, salt, options(N, R, P)));
  return `scrypt$${N}$${R}$${P}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(sha256Hex: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await hashing.run(() => scryptAsync(sha256Hex, Buffer.from(salt, 'base64'), options(Number(n), Number(r), Number(p))));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
