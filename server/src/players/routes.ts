// Player and screen calls (spec §7), all anonymous. Failed join codes are rate limited per address
// (guessing codes); successful joins never are, since a whole venue may share one IP, and each one
// widens that address's allowance for typos.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { schemas as S } from '@quizfest/shared';
import { notFound } from '../errors.js';
import { FailureLimiter } from '../lib/failure-limiter.js';
import { joinAddress } from '../live/join-address.js';
import { createPlayerTeam, join, joinAsScreen, NO_SUCH_CODE, setInfo } from './service.js';

export const playerRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['players'];
  const failedCodes = new FailureLimiter(60, 10 * 60_000, 'Too many wrong event codes from this network.');
  app.addHook('onClose', async () => failedCodes.close());

  const byCode = async (ip: string, lookup: () => Promise<{ eventId: string; isNew: boolean } | null>) => {
    failedCodes.check(ip);
    const found = await lookup();
    if (!found) {
      failedCodes.fail(ip);
      throw notFound(NO_SUCH_CODE);
    }
    failedCodes.succeed(ip, 2000);
    return found;
  };

  app.post('/events/join', { schema: { tags, body: S.JoinBody, response: { 200: S.JoinResponse } } }, async (req) => {
    const { eventId, isNew } = await byCode(req.ip, () => join(app.db, req.body.code, req.body.playerId));
    // A repeat join (a reload, a second tab) changes nothing that anyone sees.
    if (isNew) app.live.changed([eventId], 'roster', [req.body.playerId]);
    return { eventId };
  });

  app.post('/events/join-as-screen', { schema: { tags, body: S.JoinAsScreenBody, response: { 200: S.JoinResponse } } }, async (req) => {
    const { eventId, isNew } = await byCode(req.ip, () => joinAsScreen(app.db, req.body.code, req.body.screenId));
    if (isNew) app.live.changed([eventId], 'roster');
    return { eventId };
  });

  // Polls arrive every second from every phone and screen: log them only when they fail.
  const quiet = { logLevel: 'warn' as const };

  // The views are built from the cache and serialised once per change (live/views.ts): the body
  // goes out as it is, without a second pass through the response schema.
  const asIs = (x: unknown) => x as string;

  app.post('/events/poll', { ...quiet, schema: { tags, body: S.PollBody, response: { 200: S.PollResponse } } }, async (req, reply) => {
    const { eventId, playerId } = req.body;
    const entry = await app.live.entryKnowing(eventId, (e) => e.players.has(playerId));
    if (!entry) throw notFound('Event not found');
    if (entry.players.has(playerId)) app.live.notePoll(eventId, playerId);
    return reply.type('application/json; charset=utf-8').serializer(asIs).send(app.live.playerBody(entry, playerId) as never);
  });

  app.post('/events/poll-as-screen', { ...quiet, schema: { tags, body: S.PollAsScreenBody, response: { 200: S.ScreenPollResponse } } }, async (req, reply) => {
    const entry = await app.live.entryKnowing(req.body.eventId, (e) => e.row.screenIds.includes(req.body.screenId));
    if (!entry) throw notFound('Event not found');
    if (!entry.row.screenIds.includes(req.body.screenId)) throw notFound('This screen has not joined the event');
    const join = joinAddress(app.config.publicUrl, { host: req.headers.host, protocol: req.protocol });
    return reply.type('application/json; charset=utf-8').serializer(asIs).send(app.live.screenBody(entry, join) as never);
  });

  app.post('/players/set-info', { schema: { tags, body: S.SetInfoBody, response: { 200: S.PlayerRecord } } }, async (req) => {
    const player = await setInfo(app.db, req.body);
    app.live.changed([req.body.eventId], 'roster', [req.body.playerId]);
    return player;
  });

  app.post('/players/create-team', { schema: { tags, body: S.CreateTeamBody, response: { 200: S.CreatedTeam } } }, async (req) => {
    const team = await createPlayerTeam(app.db, req.body);
    app.live.changed([req.body.eventId], 'roster', [req.body.playerId]);
    return team;
  });
};
