// Manager teams (docs/PRODUCT-RULES.md#teams) and the anonymous public lookups: GET /teams/by-ids, and
// GET /events/{id}/teams, which players and screens use since its URL does not grow with the teams.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { schemas as S } from '@quizfest/shared';
import { notFound } from '../errors.js';
import { TEAM_SAVE_BODY_LIMIT } from '../lib/body-limits.js';
import { createTeam, deleteTeam, getTeam, listTeams, teamsByIds, toTeam, updateTeam } from './service.js';

export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = { onRequest: app.authenticate }; // before the body is read: see lib/body-limits.ts
  const tags = ['teams'];
  const security = [{ bearer: [] }];

  app.get('/teams', { ...auth, schema: { tags, security, response: { 200: z.array(S.Team) } } }, async (req) =>
    listTeams(app.db, req.user.id),
  );

  app.post('/teams', { ...auth, schema: { tags, security, body: S.TeamCreateBody, response: { 201: S.IdBody } } }, async (req, reply) => {
    const team = toTeam(await createTeam(app.db, req.user.id, req.body.name));
    return reply.status(201).send({ id: team.id });
  });

  // Anonymous: players and screens show the teams of their event (public projection only).
  // Each call reads the database: counted per network (lib/lookup-budget.ts); an empty list costs nothing.
  app.get('/teams/by-ids', { schema: { tags, querystring: S.TeamsByIdsQuery, response: { 200: z.array(S.PublicTeam) } } }, async (req) => {
    if (req.query.ids.length > 0) await app.lookups.admit(req.network);
    return teamsByIds(app.db, req.query.ids);
  });

  // Anonymous, for whoever holds the event's id (its players and screens): the event's teams in its
  // order, from the live cache that their polls read, so a lobby loading them does not reach the database.
  app.get('/events/:id/teams', { schema: { tags, params: S.IdParams, response: { 200: z.array(S.PublicTeam) } } }, async (req) => {
    await app.lookups.admitEvent(req.params.id, req.network);
    const entry = await app.live.entry(req.params.id);
    if (!entry) throw notFound('Event not found');
    return entry.teams;
  });

  app.get('/teams/:id', { ...auth, schema: { tags, security, params: S.IdParams, response: { 200: S.Team } } }, async (req) =>
    getTeam(app.db, req.user.id, req.params.id),
  );

  app.put(
    '/teams/:id',
    {
      ...auth,
      bodyLimit: TEAM_SAVE_BODY_LIMIT,
      schema: { tags, security, params: S.IdParams, body: S.TeamUpdateBody, response: { 200: S.Team } },
    },
    async (req) => {
      const { team, touchedEventIds } = await updateTeam(app.db, req.user.id, req.params.id, req.body);
      app.live.changed(touchedEventIds, 'live');
      return team;
    },
  );

  app.delete('/teams/:id', { ...auth, schema: { tags, security, params: S.IdParams } }, async (req, reply) => {
    app.live.changed(await deleteTeam(app.db, req.user.id, req.params.id), 'live');
    return reply.status(204).send();
  });
};
