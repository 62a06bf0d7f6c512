// Auth endpoints (docs/PRODUCT-RULES.md#accounts): signup, signin, refresh, signout, me.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { schemas as S } from '@quizfest/shared';
import { FailureLimiter } from '../lib/failure-limiter.js';
import { HttpError, tooManyRequests, unauthorized } from '../errors.js';
import { INVALID_REFRESH_TOKEN, rotateRefreshToken } from './refresh-token.js';
import { findUser, signIn, signOut, signUp, type AuthDeps } from './service.js';

/** Sign-up attempts one address may make in an hour unless the configuration says otherwise. */
export const DEFAULT_SIGNUPS_PER_ADDRESS_PER_HOUR = 20;
/** Sign-ins and sign-ups one address may have in the hashing queue at once, unless configured. */
export const DEFAULT_HASHING_PER_ADDRESS = 4;

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const endSession = (sessionId: string) => app.live.endSessions([sessionId]);
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
  // Every sign-up attempt counts (each costs a hash): a few managers of one office or school sign
  // up in an hour, a flood of 100 from one address made real sign-ins wait 42 s.
  const signups = new FailureLimiter(
    app.config.signupsPerAddressPerHour ?? DEFAULT_SIGNUPS_PER_ADDRESS_PER_HOUR,
    60 * 60_000,
    'Too many sign-ups from this network.',
  );
  app.addHook('onClose', async () => {
    perAccount.close();
    perAddress.close();
    signups.close();
  });

  // Sign-ins and sign-ups one address may have hashing or queued at once: the hashing queue is
  // first come, first served, so without this one address's flood (100 sign-ups) filled it and a
  // real user's sign-in from elsewhere waited behind all of it.
  const perAddressHashing = app.config.hashingPerAddress ?? DEFAULT_HASHING_PER_ADDRESS;
  const hashingFrom = new Map<string, number>();
  const fewAtOnce = async <T>(ip: string, work: () => Promise<T>): Promise<T> => {
    const running = hashingFrom.get(ip) ?? 0;
    if (running >= perAddressHashing) throw tooManyRequests('Too many sign-ins at once from this network. Try again in a moment.');
    hashingFrom.set(ip, running + 1);
    try {
      return await work();
    } finally {
      const left = (hashingFrom.get(ip) ?? 1) - 1;
      if (left > 0) hashingFrom.set(ip, left);
      else hashingFrom.delete(ip);
    }
  };

  // A refusal before the password was hashed (the hashing queue full, the database down) decided
  // nothing about the attempt, so it gives the reserved count back.
  const undecided = (error: unknown) => !(error instanceof HttpError) || error.statusCode >= 500;

  app.post('/auth/signup', { schema: { tags: ['auth'], body: S.SignupBody, response: { 201: S.User } } }, async (req, reply) =>
    fewAtOnce(req.network, async () => {
      signups.reserve(req.network);
      try {
        return reply.status(201).send(await signUp(deps(), req.body));
      } catch (error) {
        if (undecided(error)) signups.release(req.network);
        throw error;
      }
    }),
  );

  app.post('/auth/signin', { schema: { tags: ['auth'], body: S.SigninBody, response: { 200: S.SigninResponse } } }, async (req) =>
    fewAtOnce(req.network, async () => {
      const accountKey = `${req.network}|${req.body.emailAddress}`;
      // Counted before the hash, so that attempts sent together cannot all pass the check.
      perAccount.reserve(accountKey);
      try {
        perAddress.reserve(req.network);
      } catch (error) {
        perAccount.release(accountKey);
        throw error;
      }
      try {
        const session = await signIn(deps(), req.body);
        perAccount.reset(accountKey);
        perAddress.release(req.network);
        return session;
      } catch (error) {
        if (undecided(error)) {
          perAccount.release(accountKey);
          perAddress.release(req.network);
        }
        throw error;
      }
    }),
  );

  // Rotation, reuse detection and the grace for tabs refreshing together: auth/refresh-token.ts.
  // Each reads the database whatever the token: counted with the network's other account calls.
  const counted = { preHandler: app.countSessionCall };
  app.post(
    '/auth/refresh',
    { ...counted, schema: { tags: ['auth'], body: S.RefreshBody, response: { 200: S.SigninResponse } } },
    async (req) => {
      const { userId, sessionId, refreshToken } = await rotateRefreshToken(app.db, req.body.refreshToken, endSession);
      const user = await findUser(app.db, userId);
      if (!user) throw unauthorized(INVALID_REFRESH_TOKEN);
      return { ...user, token: app.signAccessToken(user, sessionId), refreshToken };
    },
  );

  // A session's end reaches its access tokens (plugins/auth.ts) and its host sockets, on every instance.
  app.post('/auth/signout', { ...counted, schema: { tags: ['auth'], body: S.RefreshBody } }, async (req, reply) => {
    const sessionId = await signOut(app.db, req.body.refreshToken);
    if (sessionId) endSession(sessionId);
    return reply.status(204).send();
  });

  app.get('/auth/me', { preHandler: app.authenticate, schema: { tags: ['auth'], response: { 200: S.User } } }, async (req) => req.user);
};
