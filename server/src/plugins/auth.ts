// Access tokens (docs/PRODUCT-RULES.md#security): short-lived JWTs signed with the secret kept in the database. Every
// authenticated request re-reads its user, so a deleted account (or a database reset) ends its
// sessions at once. Routes opt in with `preHandler: app.authenticate` or `app.requireAdmin`.
import fastifyJwt from '@fastify/jwt';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { User } from '@quizfest/shared';
import { findUser } from '../auth/service.js';
import { forbidden, unauthorized } from '../errors.js';
import { getSigningSecret } from '../settings.js';

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: { sub: string; role: string };
    user: User;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    signAccessToken: (user: User) => string;
    /** The user an access token names, or a 401: for the socket's hello, which has no header. */
    userFromToken: (token: string) => Promise<User>;
  }
}

export const authPlugin = fp(async (app: FastifyInstance) => {
  const secret = await getSigningSecret(app.db);
  await app.register(fastifyJwt, { secret, sign: { expiresIn: app.config.accessTokenTtlSeconds } });

  app.decorate('signAccessToken', (user: User) => app.jwt.sign({ sub: user.id, role: user.role }));

  app.decorate('userFromToken', async (token: string) => {
    let payload: { sub: string };
    try {
      payload = app.jwt.verify<{ sub: string; role: string }>(token);
    } catch {
      throw unauthorized('Invalid or expired token');
    }
    const user = await findUser(app.db, payload.sub);
    if (!user) throw unauthorized('Invalid or expired token');
    return user;
  });

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
