// While the server stops, requests that still reach it (pipelined behind one in flight, or on a
// busy keep-alive connection) get a 503 with the `{ error }` body every other answer has, and their
// connection is closed. Fastify's built-in answer for that moment carries extra keys
// (`message`, `statusCode`), so it is switched off (`return503OnClosing: false` in app.ts).
import type { FastifyInstance } from 'fastify';
import { handedOver } from '../players/poll-fast-path.js';

export const SHUTTING_DOWN = 'The server is restarting; please try again in a moment';

export function registerClosingAnswer(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  // A callback, not an async hook: it runs for every request and, but while stopping, does nothing.
  app.addHook('onRequest', (request, reply, done) => {
    // A poll the fast path took before the stop began, handed over with its body, is in flight.
    if (!closing || handedOver(request.raw)) return done();
    reply.header('connection', 'close');
    reply.code(503).send({ error: SHUTTING_DOWN });
  });
}
