// GET /api/healthz: answers 200 only when the database answers, so a load balancer or Docker's
// healthcheck takes an instance without its database out of rotation (503 otherwise).
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { schemas as S } from '@quizfest/shared';
import { HttpError } from '../errors.js';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  // Probed every few seconds by load balancers and Docker: not worth a log line each time.
  app.get('/healthz', { logLevel: 'warn', schema: { tags: ['health'], response: { 200: S.HealthResponse } } }, async () => {
    try {
      await app.db.execute(sql`select 1`);
    } catch (error) {
      app.log.error({ err: error }, 'health check: database unavailable');
      throw new HttpError(503, 'Database unavailable');
    }
    return { status: 'ok' as const, database: 'ok' as const };
  });
};
