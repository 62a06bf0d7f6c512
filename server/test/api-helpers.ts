// Small helpers for integration tests: the calls a browser makes, with the SHA-256 the client sends.
import { createHash, randomUUID } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { SigninResponse } from '@quizfest/shared';

export const sha256 = (password: string) => createHash('sha256').update(password).digest('hex');

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export async function call(app: FastifyInstance, method: Method, url: string, body?: unknown, token?: string) {
  const options: InjectOptions = { method, url: url.startsWith('/api') ? url : `/api${url}`, headers: {} };
  if (token) options.headers!.authorization = `Bearer ${token}`;
  if (body !== undefined) options.payload = body as InjectOptions['payload'];
  const res = await app.inject(options);
  let json: any;
  try {
    json = res.body ? JSON.parse(res.body) : undefined;
  } catch {
    json = undefined;
  }
  return { status: res.statusCode, body: json, headers: res.headers, raw: res };
}

let counter = 0;
/** Signs up and signs in a fresh account; returns the sign-in response (token, refreshToken, user). */
export async function signUpAndIn(
  app: FastifyInstance,
  role: 'manager' | 'admin' = 'manager',
  password = 'secret-password',
): Promise<SigninResponse & { password: string }> {
  const emailAddress = `${role}${++counter}-${randomUUID().slice(0, 8)}@example.com`;
  const up = await call(app, 'POST', '/auth/signup', {
    userName: `${role} ${counter}`,
    emailAddress,
    passwordHash: sha256(password),
    role,
  });
  if (up.status !== 201) throw new Error(`signup failed: ${up.status} ${JSON.stringify(up.body)}`);
  const inRes = await call(app, 'POST', '/auth/signin', { emailAddress, passwordHash: sha256(password), rememberMe: false });
  if (inRes.status !== 200) throw new Error(`signin failed: ${inRes.status} ${JSON.stringify(inRes.body)}`);
  return { ...inRes.body, password };
}
