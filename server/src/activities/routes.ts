// Manager activities (docs/PRODUCT-RULES.md#activities): the list, creation of any type, and the quiz editor's
// load / whole-quiz save / delete. Draw and gallery can be created, read and deleted too.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { schemas as S } from '@quizfest/shared';
import { QUIZ_SAVE_BODY_LIMIT } from '../lib/body-limits.js';
import { createActivity, deleteActivity, duplicateQuiz, getActivity, getQuiz, listActivities, updateQuiz } from './service.js';

const TypeAndId = z.object({ type: S.ActivityTypeSchema, id: S.Id });
const OtherTypeAndId = z.object({ type: z.enum(['draw', 'gallery']), id: S.Id });

export const activityRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = { onRequest: app.authenticate }; // before the body is read: see lib/body-limits.ts
  const tags = ['activities'];
  const security = [{ bearer: [] }];

  app.get('/activities', { ...auth, schema: { tags, security, response: { 200: z.array(S.ActivitySummary) } } }, async (req) =>
    listActivities(app.db, req.user.id),
  );

  app.post(
    '/activities/:type',
    { ...auth, schema: { tags, security, params: S.ActivityTypeParams, body: S.NameBody, response: { 201: S.IdBody } } },
    async (req, reply) => reply.status(201).send({ id: await createActivity(app.db, req.user.id, req.params.type, req.body.name) }),
  );

  app.get('/activities/quiz/:id', { ...auth, schema: { tags, security, params: S.IdParams, response: { 200: S.Quiz } } }, async (req) =>
    getQuiz(app.db, req.user.id, req.params.id),
  );

  app.put(
    '/activities/quiz/:id',
    {
      ...auth,
      bodyLimit: QUIZ_SAVE_BODY_LIMIT,
      schema: { tags, security, params: S.IdParams, body: S.QuizUpdateBody, response: { 200: S.Quiz } },
    },
    async (req) => updateQuiz(app.db, req.user.id, req.params.id, req.body),
  );

  app.post(
    '/activities/quiz/:id/duplicate',
    { ...auth, schema: { tags, security, params: S.IdParams, body: S.NameBody, response: { 201: S.Quiz } } },
    async (req, reply) => reply.status(201).send(await duplicateQuiz(app.db, req.user.id, req.params.id, req.body.name)),
  );

  app.get(
    '/activities/:type/:id',
    { ...auth, schema: { tags, security, params: OtherTypeAndId, response: { 200: S.ActivitySummary } } },
    async (req) => getActivity(app.db, req.user.id, req.params.type, req.params.id),
  );

  app.delete('/activities/:type/:id', { ...auth, schema: { tags, security, params: TypeAndId } }, async (req, reply) => {
    app.live.changed(await deleteActivity(app.db, req.user.id, req.params.type, req.params.id), 'live');
    return reply.status(204).send();
  });
};
