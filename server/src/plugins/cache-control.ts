// No browser, proxy or CDN may keep an API answer (issue 9, item 15): sign-in and refresh answers
// hold tokens, and most others a manager's private data or a player's own view. Marking every /api
// answer, errors and 404s included, leaves no route to forget. Two exceptions: uploaded images
// (GET /api/upload/{fileName}) set their own long caching in their handler, which overrides this,
// and the public OpenAPI documents under /api/docs keep the plugin's own headers.
import type { FastifyInstance } from 'fastify';

export const NO_STORE = 'no-store';

const isPrivateApiPath = (url: string) => {
  const path = url.split('?')[0] ?? '';
  if (path !== '/api' && !path.startsWith('/api/')) return false;
  return path !== '/api/docs' && !path.startsWith('/api/docs/');
};

export function registerNoStore(app: FastifyInstance): void {
  // onRequest, so that an answer cut short by an error (401, 413, a bad body …) carries it too.
  app.addHook('onRequest', async (request, reply) => {
    if (isPrivateApiPath(request.url)) reply.header('cache-control', NO_STORE);
  });
}
