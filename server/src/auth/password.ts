// Password storage (design §5): the browser sends SHA-256 hex of the password, which is then the
// secret; we store scrypt of it with a per-user salt, encoded with its parameters so the cost can
// be raised later without breaking existing accounts.
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { Semaphore } from '../lib/semaphore.js';

const KEY_LENGTH = 32;
const R = 8;
const P = 3;
// Each hash holds 128·N·r bytes (32 MiB at N = 2^15): a few at a time keeps memory bounded.
const hashing = new Semaphore(4);

function scryptAsync(secret: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(secret, salt, KEY_LENGTH, options, (err, key) => (err ? reject(err) : resolve(key))),
  );
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
  const actual = await hashing.run(() =>
    scryptAsync(sha256Hex, Buffer.from(salt, 'base64'), options(Number(n), Number(r), Number(p))),
  );
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
