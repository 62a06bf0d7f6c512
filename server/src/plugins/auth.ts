// Access tokens (docs/PRODUCT-RULES.md#security): short-lived JWTs signed with the secret kept in the database, each
// naming its session (the refresh tokens' family, `sid`). Every authenticated request re-reads its
// user and its session, so a deleted account (or a database reset) and a signed-out session end
// their tokens at once. Routes opt in with `preHandler: app.authenticate` or `app.requireAdmin`.
import fastifyJwt from '@fastify/jwt';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { User } from '@quizfest/shared';
import { findSessionUser } from '../auth/service.js';
import { forbidden, unauthorized } from '../errors.js';
import { getSigningSecret } from '../settings.js';

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: { sub: string; role: string; sid: string };
    user: User;
  }
}

/** An access token's user, its session, and when the token expires (ms since the epoch). */
export type TokenSession = { user: User; sessionId: string; expiresAt: number };

declare module 'fastify' {
  interface FastifyInstance {
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    signAccessToken: (user: User, sessionId: string) => string;
    /** The user an access token names, or a 401. */
    userFromToken: (token: string) => Promise<User>;
    /** The same with the token's session and expiry: for the host socket's hello, which outlives no token. */
    sessionFromToken: (token: string) => Promise<TokenSession>;
  }
}

export const authPlugin = fp(async (app: FastifyInstance) => {
  const secret = await getSigningSecret(app.db);
  await app.register(fastifyJwt, { secret, sign: { expiresIn: app.config.accessTokenTtlSeconds } });

  app.decorate('signAccessToken', (user: User, sessionId: string) => app.jwt.sign({ sub: user.id, role: user.role, sid: sessionId }));

  app.decorate('sessionFromToken', async (token: string): Promise<TokenSession> => {
    let payload: { sub: string; sid?: unknown; exp?: number };
    try {
      payload = app.jwt.verify<{ sub: string; role: string; sid?: unknown; exp?: number }>(token);
    } catch {
      throw unauthorized('Invalid or expired token');
    }
    // A token from before sessions were named cannot be ended by a sign-out: the client refreshes it.
    if (typeof payload.sid !== 'string' || typeof payload.exp !== 'number') throw unauthorized('Invalid or expired token');
    const user = await findSessionUser(app.db, payload.sub, payload.sid);
    if (!user) throw unauthorized('Invalid or expired token');
    return { user, sessionId: payload.sid, expiresAt: payload.exp * 1000 };
  });

  app.decorate('userFromToken', async (token: string) => (await app.sessionFromToken(token)).user);

  app.decorate('authenticate', async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    if (!header) throw unauthorized('Authentication required');
    const [scheme, token] = header.split(' ');
    if (scheme?.toLowerCase() !== 'bearer' || !token) throw unauthorized('Invalid or expired token');
    request.user = await app.userFromToken(token);
  });

  app.decorate('requireAdmin', async (request: FastifyRequest, reply: FastifyReply) => {
    await app.authenticate(request, reply);
    if (request.user.role !== 'admin') throw forbidden('Admin role required');
  });
});
