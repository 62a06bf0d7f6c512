// The app's own route table, collected as the routes are added (an `onRoute` hook), for the suites
// that must cover every route: the access matrix and the fuzzers. A route added later is in this
// table without anyone listing it, so a suite that has no entry for it fails.
import type { FastifySchema, RouteOptions } from 'fastify';
import type { AppConfig } from '../src/config.js';
import { buildTestApp, type TestApp } from './test-app.js';

export type AppRoute = {
  method: string;
  /** As registered, with the /api prefix: `/api/teams/:id`. */
  url: string;
  /** `GET /api/teams/:id`: what a suite's entries are keyed by. */
  key: string;
  schema: FastifySchema | undefined;
  /** A WebSocket route (@fastify/websocket): its frames are covered over a real socket. */
  websocket: boolean;
};

export async function buildAppWithRoutes(overrides: Partial<AppConfig> = {}): Promise<{ t: TestApp; routes: AppRoute[] }> {
  const routes: AppRoute[] = [];
  const onRoute = (route: RouteOptions) => {
    for (const method of [route.method].flat()) {
      routes.push({
        method,
        url: route.url,
        key: `${method} ${route.url}`,
        schema: route.schema,
        websocket: Boolean((route as { websocket?: boolean }).websocket || (route as { wsHandler?: unknown }).wsHandler),
      });
    }
  };
  const t = await buildTestApp(overrides, { onRoute });
  return { t, routes };
}
