// Manager events (docs/PRODUCT-RULES.md#events). The live game's calls on an event are in live/routes.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { schemas as S } from '@quizfest/shared';
import { notFound } from '../errors.js';
import { EVENT_SAVE_BODY_LIMIT } from '../lib/body-limits.js';
import { duplicateEvent } from './duplicate.js';
import { createEvent, deleteEvent, eventScreenKey, getEvent, listEvents, removeScreen, updateEvent } from './service.js';

export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = { onRequest: app.authenticate }; // before the body is read: see lib/body-limits.ts
  const tags = ['events'];
  const security = [{ bearer: [] }];

  app.get('/events', { ...auth, schema: { tags, security, response: { 200: z.array(S.Event) } } }, async (req) =>
    listEvents(app.db, req.user.id),
  );

  app.post('/events', { ...auth, schema: { tags, security, body: S.NameBody, response: { 201: S.IdBody } } }, async (req, reply) =>
    reply.status(201).send({ id: await createEvent(app.db, req.user.id, req.body.name) }),
  );

  app.get('/events/:id', { ...auth, schema: { tags, security, params: S.IdParams, response: { 200: S.Event } } }, async (req) =>
    getEvent(app.db, req.user.id, req.params.id),
  );

  app.put(
    '/events/:id',
    {
      ...auth,
      bodyLimit: EVENT_SAVE_BODY_LIMIT,
      schema: { tags, security, params: S.IdParams, body: S.EventUpdateBody, response: { 200: S.Event } },
    },
    async (req) => {
      const event = await updateEvent(app.db, req.user.id, req.params.id, req.body);
      app.live.changed([event.id], 'live');
      return event;
    },
  );

  // Issue 21: a copy for another night, without its players and answers (duplicate.ts).
  app.post(
    '/events/:id/duplicate',
    { ...auth, schema: { tags, security, params: S.IdParams, body: S.NameBody, response: { 201: S.Event } } },
    async (req, reply) => reply.status(201).send(await duplicateEvent(app.db, req.user.id, req.params.id, req.body.name)),
  );

  // Issue 9 item 8: the owner frees a screen's slot; the screen is sent back to the join page, and
  // (issue 18 item 7) its id may not join the event again.
  app.delete('/events/:id/screens/:screenId', { ...auth, schema: { tags, security, params: S.EventScreenParams } }, async (req, reply) => {
    if (!(await removeScreen(app.db, req.user.id, req.params.id, req.params.screenId)))
      throw notFound('This screen is not showing the event');
    app.live.changed([req.params.id], 'live');
    return reply.status(204).send();
  });

  // Issue 18 item 7: the key the console's "Open the big screen" link carries; a screen that joins
  // with it always gets a slot, so that squatters with the code cannot keep the real screen out.
  app.get(
    '/events/:id/screen-key',
    { ...auth, schema: { tags, security, params: S.IdParams, response: { 200: S.ScreenKeyResponse } } },
    async (req) => eventScreenKey(app.db, req.user.id, req.params.id),
  );

  app.delete('/events/:id', { ...auth, schema: { tags, security, params: S.IdParams } }, async (req, reply) => {
    await deleteEvent(app.db, req.user.id, req.params.id);
    app.live.changed([req.params.id], 'live');
    return reply.status(204).send();
  });
};
