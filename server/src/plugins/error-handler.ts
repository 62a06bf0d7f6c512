// One error handler for the whole API (design §3): every failure leaves as `{ error: message }`
// with a 4xx a person can act on, 503 when the database is out of reach, and a bare 500 (logged,
// never detailed) for anything unexpected.
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { HttpError } from '../errors.js';

// postgres.js / PGlite failures that mean "the database is not there right now", not "bad input".
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'CONNECT_TIMEOUT',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '53300', // too_many_connections
]);

/** Postgres error classes that can only come from a value the client sent. */
const BAD_INPUT_SQLSTATE = /^(22|23)/;

function databaseCode(error: unknown): string | undefined {
  let e: unknown = error;
  // drizzle wraps driver errors in a DrizzleQueryError whose `cause` is the driver's error.
  for (let depth = 0; e && typeof e === 'object' && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || /^[0-9A-Z]{5}$/.test(code))) return code;
    // PGlite says so in words only.
    if ((e as { message?: unknown }).message === 'PGlite is closed') return 'CONNECTION_ENDED';
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

function validationMessage(error: { validation: { instancePath: string; message?: string }[]; validationContext?: string }) {
  const first = error.validation[0];
  if (!first) return 'Invalid request';
  const field = first.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const message = first.message ?? 'is invalid';
  if (!field) return `${error.validationContext ?? 'body'}: ${message}`;
  // A full sentence ("End date must be after start date") reads better after a colon.
  return /^[A-Z]/.test(message) ? `${field}: ${message}` : `${field} ${message}`;
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ error: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send({ error: validationMessage(error) });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response does not match its schema');
      return reply.status(500).send({ error: 'Internal server error' });
    }
    const code = databaseCode(error);
    if (code && UNAVAILABLE_CODES.has(code)) {
      request.log.error({ err: error }, 'database unavailable');
      return reply.status(503).send({ error: 'Database unavailable, please try again shortly' });
    }
    if (code && BAD_INPUT_SQLSTATE.test(code)) {
      request.log.warn({ err: error }, 'database refused a value');
      return reply.status(code === '23505' ? 409 : 400).send({ error: code === '23505' ? 'Already exists' : 'Invalid value' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own 4xx (bad JSON, wrong content type, body too large, multipart limits …).
      return reply.status(status).send({ error: error.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ error: 'Internal server error' });
  });
}
