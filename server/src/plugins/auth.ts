// Access tokens (docs/PRODUCT-RULES.md#security): short-lived JWTs signed with the secret kept in the database, each
// naming its session (the refresh tokens' family, `sid`). Every authenticated request re-reads its
// user and its session, so a deleted account (or a database reset) and a signed-out session end
// their tokens at once. Routes opt in with `preHandler: app.authenticate` or `app.requireAdmin`.
// Authenticated calls are counted per network and per account before that read (issue 18: sign-up
// is open, and one account looping a quiz read saturated the server's core for every venue), and
// every account's together are held to the instance's rate, served in turns past it (a script of
// 40 accounts on 20 networks had 491 quiz reads a second answered within their own budgets).
import fastifyJwt from '@fastify/jwt';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { User } from '@quizfest/shared';
import { findSessionUser } from '../auth/service.js';
import { accountRequestRates, DEFAULT_ACCOUNT_REQUESTS_PER_SECOND } from '../config.js';
import { forbidden, tooManyRequests, unauthorized } from '../errors.js';
import { FairQueue, type FairQueueLimits } from '../lib/fair-queue.js';
import { RefusalPause } from '../lib/refusal-pause.js';
import { type Rate, TokenBuckets } from '../lib/token-buckets.js';
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
    /** Counts a session call without an access token (refresh, sign-out) in its network's calls, or a 429. */
    countSessionCall: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    signAccessToken: (user: User, sessionId: string) => string;
    /**
     * The user, session and expiry an access token names, or a 401: for the host socket's hello,
     * which outlives no token. Counted as a call of the account from `network` first, as every
     * authenticated request is (a 429 past a share): each hello reads the database.
     */
    sessionFromToken: (token: string, network: string) => Promise<TokenSession>;
    /** The instance's authenticated calls, served in turns past its rate (the tests read its counts). */
    accountTurns: FairQueue;
  }
}

/**
 * Authenticated calls per account, per instance (ACCOUNT_REQUESTS_PER_SECOND, 10: 60 at once, then
 * 10 a second): the editors and the host console make a few a second at most (the console's game
 * goes over its socket); a script looping a quiz read from 32 connections had 470 a second
 * answered, the server's core saturated and the venue's polls at p99 187 ms instead of 8 (`node
 * server/bench/join-flood.mjs --kind manager`).
 */
export const ACCOUNT_REQUESTS: Rate = accountRequestRates(DEFAULT_ACCOUNT_REQUESTS_PER_SECOND).account;
/** The same for every account of one network together, at twice the rate (sign-up is open: 20 accounts an hour per network). */
export const NETWORK_ACCOUNT_REQUESTS: Rate = accountRequestRates(DEFAULT_ACCOUNT_REQUESTS_PER_SECOND).network;
/**
 * Every account of every network together, per instance: 50 at once, then 50 a second. Past it the
 * calls wait, each account in its own line, the account served least lately first
 * (lib/fair-queue.ts). A script of 40 accounts on 20 networks reading 50-question quizzes had 491
 * answered a second, the server's core taken and the venue's polls at p50 184 ms (quiet: 0.7); at
 * 100 a second the polls' p99 was still 195 ms (quiet: 8), at 50 a second 14 ms (`node
 * server/bench/join-flood.mjs --kind manager --networks 20 --accounts 40`).
 */
export const INSTANCE_ACCOUNT_REQUESTS: Rate = accountRequestRates(DEFAULT_ACCOUNT_REQUESTS_PER_SECOND).instance;
/**
 * An account's calls waiting for their turn (an editor's page sends a few at once); all the
 * accounts' calls waiting, five seconds of the instance's rate (its longest line's last makes room
 * for an account with fewer); and the longest a call waits before it is refused instead.
 */
export const accountTurnLimits = (instance: Rate): FairQueueLimits => ({
  perKey: 16,
  total: Math.ceil(5 * instance.perSecond),
  maxWaitMs: 10_000,
});
export const TOO_MANY_REQUESTS = 'Too many requests; try again in a moment';
/**
 * A refusal is sent after this pause on average, between half and one and a half of it (at most 64
 * held per network): a looping connection then sends about one a second, out of step with the others.
 */
const REFUSAL_HOLD_MS = 1000;

export const authPlugin = fp(async (app: FastifyInstance) => {
  const secret = await getSigningSecret(app.db);
  await app.register(fastifyJwt, { secret, sign: { expiresIn: app.config.accessTokenTtlSeconds } });

  app.decorate('signAccessToken', (user: User, sessionId: string) => app.jwt.sign({ sub: user.id, role: user.role, sid: sessionId }));

  /** A token's claims once its signature and expiry are checked, or a 401. */
  const verified = (token: string): { sub: string; sid: string; exp: number } => {
    let payload: { sub: string; sid?: unknown; exp?: number };
    try {
      payload = app.jwt.verify<{ sub: string; role: string; sid?: unknown; exp?: number }>(token);
    } catch {
      throw unauthorized('Invalid or expired token');
    }
    // A token from before sessions were named cannot be ended by a sign-out: the client refreshes it.
    if (typeof payload.sid !== 'string' || typeof payload.exp !== 'number') throw unauthorized('Invalid or expired token');
    return { sub: payload.sub, sid: payload.sid, exp: payload.exp };
  };
  /** The user and session the claims name, read from the database: a signed-out session or a deleted account is a 401. */
  const sessionOf = async (claims: { sub: string; sid: string; exp: number }): Promise<TokenSession> => {
    const user = await findSessionUser(app.db, claims.sub, claims.sid);
    if (!user) throw unauthorized('Invalid or expired token');
    return { user, sessionId: claims.sid, expiresAt: claims.exp * 1000 };
  };

  const rates = app.config.accountRequestRates;
  const perAccount = new TokenBuckets(rates?.account ?? ACCOUNT_REQUESTS);
  const perNetwork = new TokenBuckets(rates?.network ?? NETWORK_ACCOUNT_REQUESTS);
  const instanceRate = rates?.instance ?? INSTANCE_ACCOUNT_REQUESTS;
  const turns = new FairQueue(instanceRate, accountTurnLimits(instanceRate));
  app.decorate('accountTurns', turns);
  const refusals = new RefusalPause(REFUSAL_HOLD_MS, 64, 10_000, 0.5);
  app.addHook('preClose', async () => {
    refusals.release();
    turns.release();
  });
  app.addHook('onClose', async () => {
    perAccount.close();
    perNetwork.close();
    turns.close();
  });
  const refuse = async (network: string): Promise<never> => {
    await refusals.hold(network);
    throw tooManyRequests(TOO_MANY_REQUESTS);
  };

  app.decorate('countSessionCall', async (request: FastifyRequest) => {
    if (!perNetwork.take(request.network)) await refuse(request.network);
  });

  /**
   * A token's claims, counted as a call from `network` before the database is read, so that a
   * flood's refusals cost no query: the network's calls, then the account's, which a token names
   * only once its signature is checked, then the instance's, in the account's turn. `gone`: whether
   * the caller hung up while it waited (its turn then goes to the next account).
   */
  const admitted = async (token: string, network: string, gone?: () => boolean) => {
    if (!perNetwork.take(network)) return refuse(network);
    const claims = verified(token);
    if (!perAccount.take(claims.sub)) {
      perNetwork.give(network);
      return refuse(network);
    }
    if (!(await turns.turn(claims.sub, gone))) return refuse(network);
    return claims;
  };

  app.decorate('sessionFromToken', async (token: string, network: string) => sessionOf(await admitted(token, network)));

  app.decorate('authenticate', async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    if (!header) throw unauthorized('Authentication required');
    const [scheme, token] = header.split(' ');
    if (scheme?.toLowerCase() !== 'bearer' || !token) throw unauthorized('Invalid or expired token');
    const claims = await admitted(token, request.network, () => request.raw.socket?.destroyed === true);
    request.user = (await sessionOf(claims)).user;
  });

  app.decorate('requireAdmin', async (request: FastifyRequest, reply: FastifyReply) => {
    await app.authenticate(request, reply);
    if (request.user.role !== 'admin') throw forbidden('Admin role required');
  });
});
