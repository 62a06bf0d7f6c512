// One error handler for the whole API (docs/PRODUCT-RULES.md#errors): every failure leaves as `{ error: message }`
// with a 4xx a person can act on, 503 when the database is out of reach, and a bare 500 (logged,
// never detailed) for anything unexpected. Fastify and Node answer a few errors themselves, before
// any route or handler is involved: those get the same `{ error }` body through the two options
// at the end of this file (set in app.ts).
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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
  // A connection dropped mid-write (a terminated backend) can surface as a socket error too.
  'EPIPE',
  'ECONNABORTED',
  'ERR_STREAM_DESTROYED',
  'ERR_STREAM_WRITE_AFTER_END',
  'ERR_SOCKET_CLOSED',
]);

/** SQLSTATE classes 08 (connection exception) and 57 (operator intervention: shutdowns, kills). */
const UNAVAILABLE_SQLSTATE = /^(08|57)/;
const isUnavailable = (code: string) => UNAVAILABLE_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code);

/** Postgres error classes that can only come from a value the client sent. */
const BAD_INPUT_SQLSTATE = /^(22|23)/;

function databaseCode(error: unknown): string | undefined {
  let e: unknown = error;
  // drizzle wraps driver errors in a DrizzleQueryError whose `cause` is the driver's error.
  for (let depth = 0; e && typeof e === 'object' && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (isUnavailable(code) || /^[0-9A-Z]{5}$/.test(code))) return code;
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

const kilobytes = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`);

/**
 * Whether the client went away before its body arrived in full (it reset the connection, or was
 * cut for a body that stopped arriving, lib/slow-bodies.ts). Whatever the reader of the body then
 * failed with, often ECONNRESET ('aborted'), the same code a dropped database connection has, it is
 * the client's doing, and there is no one left to answer.
 */
const bodyCutShort = (request: FastifyRequest) => request.raw.complete === false && request.raw.socket?.destroyed === true;

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (bodyCutShort(request)) {
      request.log.warn({ code: error.code, message: error.message }, 'client closed the request before its body arrived');
      return reply.status(400).send({ error: 'The request body did not arrive in full' });
    }
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
    if (code && isUnavailable(code)) {
      request.log.error({ err: error }, 'database unavailable');
      return reply.status(503).send({ error: 'Database unavailable, please try again shortly' });
    }
    if (code && BAD_INPUT_SQLSTATE.test(code)) {
      request.log.warn({ err: error }, 'database refused a value');
      return reply.status(code === '23505' ? 409 : 400).send({ error: code === '23505' ? 'Already exists' : 'Invalid value' });
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply
        .status(413)
        .send({ error: `Request body is too large: this call takes at most ${kilobytes(request.routeOptions.bodyLimit)}` });
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

/**
 * Errors Fastify meets before a route is found: a URL that does not decode (400) and a path
 * parameter longer than `maxParamLength` (414). Its own answers carry statusCode, code and message.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return reply.status(414).send({ error: 'URL is too long' });
  if (error.code === 'FST_ERR_BAD_URL') return reply.status(400).send({ error: 'Malformed URL: it does not decode' });
  reply.log.error({ err: error }, 'framework error');
  return reply.status(500).send({ error: 'Internal server error' });
}

/**
 * Requests Node's HTTP parser refuses before Fastify sees them: headers (the URL among them) over
 * the 16 KB header limit (431), a request that took too long to arrive (408), and malformed HTTP
 * (400). Written on the socket, as Fastify's default handler does, then the socket is closed.
 */
export function clientErrorHandler(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Socket) {
  // A reset connection has no one left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request headers are too large (the URL counts among them)']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'The request took too long to arrive']
        : [400, 'Malformed HTTP request'];
  this.log.debug({ err: error }, 'client error');
  const body = JSON.stringify({ error: message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
