// Auth endpoints (spec §7 Auth, design §3 additions): signup, signin, refresh, signout, me.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { schemas as S } from '@quizfest/shared';
import { FailureLimiter } from '../lib/failure-limiter.js';
import { refresh, signIn, signOut, signUp, type AuthDeps } from './service.js';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (): AuthDeps => ({
    db: app.db,
    scryptN: app.config.scryptN,
    adminSignup: app.config.adminSignup,
    signAccessToken: app.signAccessToken,
  });
  // Failed sign-ins: per address and account (guessing one password), and per address overall
  // (spraying many accounts) — generous enough for a venue sharing one IP.
  const perAccount = new FailureLimiter(10, 15 * 60_000, 'Too many failed sign-ins for this account.');
  const perAddress = new FailureLimiter(100, 15 * 60_000, 'Too many failed sign-ins from this network.');
  app.addHook('onClose', async () => {
    perAccount.close();
    perAddress.close();
  });

  app.post('/auth/signup', { schema: { tags: ['auth'], body: S.SignupBody, response: { 201: S.User } } }, async (req, reply) => {
    return reply.status(201).send(await signUp(deps(), req.body));
  });

  app.post('/auth/signin', { schema: { tags: ['auth'], body: S.SigninBody, response: { 200: S.SigninResponse } } }, async (req) => {
    const accountKey = `${req.ip}|${req.body.emailAddress}`;
    perAccount.check(accountKey);
    perAddress.check(req.ip);
    try {
      const session = await signIn(deps(), req.body);
      perAccount.reset(accountKey);
      return session;
    } catch (error) {
      perAccount.fail(accountKey);
      perAddress.fail(req.ip);
      throw error;
    }
  });

  app.post('/auth/refresh', { schema: { tags: ['auth'], body: S.RefreshBody, response: { 200: S.SigninResponse } } }, async (req) =>
    refresh(deps(), req.body.refreshToken),
  );

  app.post('/auth/signout', { schema: { tags: ['auth'], body: S.RefreshBody } }, async (req, reply) => {
    await signOut(app.db, req.body.refreshToken);
    return reply.status(204).send();
  });

  app.get('/auth/me', { preHandler: app.authenticate, schema: { tags: ['auth'], response: { 200: S.User } } }, async (req) => req.user);
};
