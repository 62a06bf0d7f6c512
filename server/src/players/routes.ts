// Player and screen calls (spec §7), all anonymous. Failed join codes are rate limited per address
// (guessing codes); successful joins never are, since a whole venue may share one IP, and each one
// widens that address's allowance for typos.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { schemas as S } from '@quizfest/shared';
import { notFound } from '../errors.js';
import { FailureLimiter } from '../lib/failure-limiter.js';
import { createPlayerTeam, join, joinAsScreen, NO_SUCH_CODE, poll, pollAsScreen, setInfo } from './service.js';

export const playerRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['players'];
  const failedCodes = new FailureLimiter(60, 10 * 60_000, 'Too many wrong event codes from this network.');
  app.addHook('onClose', async () => failedCodes.close());

  const byCode = async (ip: string, lookup: () => Promise<string | null>) => {
    failedCodes.check(ip);
    const eventId = await lookup();
    if (!eventId) {
      failedCodes.fail(ip);
      throw notFound(NO_SUCH_CODE);
    }
    failedCodes.succeed(ip, 2000);
    return { eventId };
  };

  app.post('/events/join', { schema: { tags, body: S.JoinBody, response: { 200: S.JoinResponse } } }, async (req) => {
    const result = await byCode(req.ip, () => join(app.db, req.body.code, req.body.playerId));
    app.eventCache.invalidate(result.eventId);
    return result;
  });

  app.post('/events/join-as-screen', { schema: { tags, body: S.JoinAsScreenBody, response: { 200: S.JoinResponse } } }, async (req) => {
    const result = await byCode(req.ip, () => joinAsScreen(app.db, req.body.code, req.body.screenId));
    app.eventCache.invalidate(result.eventId);
    return result;
  });

  // Polls arrive every second from every phone and screen: log them only when they fail.
  const quiet = { logLevel: 'warn' as const };

  app.post('/events/poll', { ...quiet, schema: { tags, body: S.PollBody, response: { 200: S.PollResponse } } }, async (req) =>
    poll(app.eventCache, req.body.eventId, req.body.playerId),
  );

  app.post('/events/poll-as-screen', { ...quiet, schema: { tags, body: S.PollAsScreenBody, response: { 200: S.ScreenPollResponse } } }, async (req) =>
    pollAsScreen(app.eventCache, req.body.eventId, req.body.screenId),
  );

  app.post('/players/set-info', { schema: { tags, body: S.SetInfoBody, response: { 200: S.PlayerRecord } } }, async (req) => {
    const player = await setInfo(app.db, req.body);
    app.eventCache.invalidate(req.body.eventId);
    return player;
  });

  app.post('/players/create-team', { schema: { tags, body: S.CreateTeamBody, response: { 200: S.CreatedTeam } } }, async (req) => {
    const team = await createPlayerTeam(app.db, req.body);
    app.eventCache.invalidate(req.body.eventId);
    return team;
  });
};
