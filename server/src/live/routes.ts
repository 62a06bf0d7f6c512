// The live game's HTTP calls (docs/PRODUCT-RULES.md#api): the host's view and actions, players' answers (the
// socket's fallback), and the results. Polls live with the other player calls in players/routes.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { schemas as S } from '@quizfest/shared';
import { HttpError, notFound } from '../errors.js';
import { Semaphore } from '../lib/semaphore.js';
import { playerAliases, playerByAlias } from '../events/player-aliases.js';
import { searchPlayers } from './host-view.js';
import { joinAddress } from './join-address.js';
import { hostAction } from './live-store.js';
import { ALREADY_ANSWERED } from './answer-store.js';
import { eventResults, RESULTS_AT_ONCE, RESULTS_BUSY } from './results.js';
import { resultsCsvStream } from './results-csv.js';
import { resultsJson } from './results-json.js';
import { resultsXlsx } from './results-xlsx.js';

const ResultsQuery = z.object({ format: z.enum(['json', 'csv', 'xlsx']).default('json') });
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** The host's actions that change the roster (names on the boards, who is in), not only the game's state. */
const ROSTER_ACTIONS = new Set(['rename-player', 'remove-player', 'remove-players']);

export const liveRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = { preHandler: app.authenticate };
  const tags = ['live'];
  const security = [{ bearer: [] }];
  const downloading = new Semaphore(RESULTS_AT_ONCE.running, RESULTS_AT_ONCE.waiting, () => new HttpError(503, RESULTS_BUSY));

  /** The cached event, for its owner only: anyone else is told it does not exist. */
  const ownedEntry = async (eventId: string, ownerId: string) => {
    const entry = await app.live.entry(eventId);
    if (!entry || entry.row.ownerId !== ownerId) throw notFound('Event not found');
    return entry;
  };

  const hostViewOf = async (eventId: string, ownerId: string, req: { headers: { host?: string | undefined }; protocol: string }) => {
    const entry = await ownedEntry(eventId, ownerId);
    return app.live.hostView(entry, joinAddress(app.config.publicUrl, { host: req.headers.host, protocol: req.protocol }));
  };

  // The host console's poll, while its socket is down.
  app.get('/events/:id/live', { ...auth, schema: { tags, security, params: S.IdParams, response: { 200: S.HostView } } }, async (req) => {
    app.metrics.polls.host++;
    return hostViewOf(req.params.id, req.user.id, req);
  });

  // The host view lists only the most recent players: any other is found here, by name.
  app.get(
    '/events/:id/live/players',
    {
      ...auth,
      schema: {
        tags,
        security,
        params: S.IdParams,
        querystring: S.HostPlayerSearchQuery,
        response: { 200: S.HostPlayerSearchResponse },
      },
    },
    async (req) => {
      const entry = await ownedEntry(req.params.id, req.user.id);
      const aliases = await playerAliases(app.db);
      return { players: searchPlayers(entry, aliases, req.query.q, Date.now(), app.live.isConnected(entry.row.id)) };
    },
  );

  app.post(
    '/events/:id/live',
    { ...auth, schema: { tags, security, params: S.IdParams, body: S.HostActionBody, response: { 200: S.HostView } } },
    async (req, reply) => {
      // When the request arrived, in performance.now() time: the push it causes is timed from here.
      const arrivedAt = performance.now() - reply.elapsedTime;
      let body = req.body;
      if (body.playerId !== undefined || body.playerIds !== undefined) {
        // The host names a player by the alias its views show (events/player-aliases.ts), which
        // means a player of this event only: a player's real id, or one of another event, is no one here.
        const entry = await ownedEntry(req.params.id, req.user.id);
        const aliases = await playerAliases(app.db);
        if (body.playerId !== undefined) {
          const playerId = playerByAlias(entry, aliases, body.playerId);
          if (!playerId) throw notFound('Player not found');
          body = { ...body, playerId };
        }
        if (body.playerIds !== undefined) {
          // Several at once: those no longer here (removed meanwhile from another console) are passed over.
          const playerIds = body.playerIds.flatMap((alias) => playerByAlias(entry, aliases, alias) ?? []);
          if (playerIds.length === 0) throw notFound('Player not found');
          body = { ...body, playerIds };
        }
      }
      const applied = await hostAction(app.db, req.user.id, req.params.id, body);
      // Renaming or removing players changes the roster; every other action only the game's state.
      const roster = ROSTER_ACTIONS.has(req.body.action);
      app.live.changed([applied.eventId], roster ? 'live' : 'state', [], arrivedAt, applied.committed);
      return hostViewOf(req.params.id, req.user.id, req);
    },
  );

  // A venue's phones without a socket answer here, thousands per question: like the polls, logged
  // only when they fail (an access log line is a write per request, two per answer). A settled
  // answer sent again and again, and a refusal for the answer budget, get their reply late
  // (answer-resends.ts).
  const resends = app.live.answerResends;
  app.post(
    '/players/answer',
    { logLevel: 'warn', schema: { tags, body: S.AnswerBody, response: { 200: S.AnswerResponse } } },
    async (req) => {
      try {
        await app.live.submitAnswer(req.body, req.network);
      } catch (error) {
        // Refused as already answered: decided from memory, like a repeat. Other refusals go through
        // the answer gate's budgets.
        if (error instanceof HttpError && error.message === ALREADY_ANSWERED) await resends.settled(req.body, req.network);
        else if (error instanceof HttpError && error.statusCode === 429) await resends.tooMany(req.network);
        throw error;
      }
      await resends.settled(req.body, req.network);
      return { accepted: true as const };
    },
  );

  app.get(
    '/events/:id/results',
    { ...auth, schema: { tags, security, params: S.IdParams, querystring: ResultsQuery, response: { 200: S.ResultsResponse } } },
    async (req, reply) =>
      // A slot is held until the answer has gone out (or the client left), not only while it is read.
      downloading.run(async () => {
        const { format } = req.query;
        const results = await eventResults(app.db, req.user.id, req.params.id);
        if (format === 'json') return resultsJson(results);
        const name = `results-${results.event.name.replace(/[^A-Za-z0-9._-]+/g, '_').slice(0, 60) || 'event'}.${format}`;
        const sent = new Promise<void>((resolve) => reply.raw.once('close', resolve));
        reply.header('Content-Disposition', `attachment; filename="${name}"`);
        // A stream goes out as it is written: the JSON schema's serializer is not used for it.
        if (format === 'xlsx') void reply.type(XLSX_TYPE).send(resultsXlsx(results) as never);
        else void reply.type('text/csv; charset=utf-8').send(resultsCsvStream(results) as never);
        await sent;
        return reply;
      }),
  );
};
