// No browser, proxy or CDN may keep an API answer (issue 9, item 15): sign-in and refresh answers
// hold tokens, and most others a manager's private data or a player's own view. Marking every /api
// answer, errors and 404s included, leaves no route to forget. Two exceptions: uploaded images
// (GET /api/upload/{fileName}) set their own long caching in their handler, which overrides this,
// and the public OpenAPI documents under /api/docs keep the plugin's own headers.
import type { FastifyInstance } from 'fastify';

export const NO_STORE = 'no-store';

/** Whether `url` (its path, then maybe a query) is under /api and not under /api/docs; read in place, as every request asks. */
export const isPrivateApiPath = (url: string) => {
  if (!url.startsWith('/api') || !isPathEnd(url, 4)) return false;
  return !(url.startsWith('/docs', 4) && isPathEnd(url, 9));
};
/** Whether a path segment ends at `at`: the end, a slash or the query. */
const isPathEnd = (url: string, at: number) => at === url.length || url[at] === '/' || url[at] === '?';

export function registerNoStore(app: FastifyInstance): void {
  // onRequest, so that an answer cut short by an error (401, 413, a bad body …) carries it too.
  // A callback, not an async hook: it runs for every poll and join, and has nothing to wait for.
  app.addHook('onRequest', (request, reply, done) => {
    if (isPrivateApiPath(request.url)) reply.header('cache-control', NO_STORE);
    done();
  });
}
