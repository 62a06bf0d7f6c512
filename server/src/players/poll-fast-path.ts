// The 1-second poll (POST /api/events/poll) answered before Fastify sees it. A venue's phones without
// a socket poll thousands of times a second, and the poll's own work (the cached view, pre-serialised)
// is a small part of what Fastify's routing, request and reply objects, hooks, child logger, body
// parser and validator cost per request: in alternating runs of server/bench/poll-cost.mjs --spread,
// this path took 5-10 µs off a poll of 68-81 µs, and the polls' p99 latency down with it.
//
// It answers only what it can answer exactly as the route in players/routes.ts would: a well-formed
// body that the route's own schema accepts, for a player or event the live cache knows, with the
// headers the route's answer carries. It decides from the headers alone, before reading a byte of
// the body, whether to look at a request at all: anything unusual (another content type, a chunked
// or oversized body, a server that is stopping, a cross-origin deployment) goes to Fastify untouched.
// Once it has read a body it cannot answer (bad JSON, a failed schema, an unknown event, an error),
// it hands the request to Fastify with that body replayed (`replayPollBody`, the route's preParsing
// hook), so every refusal comes from the one pipeline the access matrix and the fuzz suites test,
// with its texts, codes and logging.
import { createServer, type IncomingMessage, type Server, type ServerOptions, type ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { schemas as S } from '@quizfest/shared';
import { MAX_JSON_DEPTH, nestedDeeperThan } from '../plugins/json-body.js';

export const POLL_PATH = '/api/events/poll';
/** The poll's answer is the cached view's text as it is (live/views.ts). */
export const POLL_CONTENT_TYPE = 'application/json; charset=utf-8';

type PollBody = { eventId: string; playerId: string };
/** The poll's answer body for a known player or event, or null when the event is not found. */
export type PollAnswer = (body: PollBody) => Promise<string | null>;
type Handler = (req: IncomingMessage, res: ServerResponse) => void;
/** What of Fastify's (defaulted) options it applies to the server it makes. */
type ServerTimeouts = {
  keepAliveTimeout?: number;
  requestTimeout?: number;
  connectionTimeout?: number;
  maxRequestsPerSocket?: number;
  /** Node's own server options (headersTimeout, connectionsCheckingInterval), as Fastify passes them. */
  http?: ServerOptions | null;
};

/** A body this path read and could not answer, for Fastify to parse again (`replayPollBody`). */
const READ_BODY = Symbol('quizfest.pollBody');
type WithBody = IncomingMessage & { [READ_BODY]?: Buffer };

/**
 * The content types this path reads: JSON, as the phones send it. Anything else, even what Fastify's
 * parser might also take, is Fastify's to answer.
 */
const isJson = (type: string | undefined) =>
  type === 'application/json' || (type !== undefined && /^application\/json; ?charset=utf-8$/i.test(type));

export type PollFastPathOptions = {
  /** The route's body limit: a longer declared body is Fastify's to refuse (413). */
  bodyLimit: number;
  /** Every header the route's answer carries besides content-type and content-length (hooks' headers). */
  headers: Record<string, string>;
  /** Off when the route's answers vary by request in ways this path does not copy (CORS headers). */
  enabled: boolean;
};

export class PollFastPath {
  private answer: PollAnswer | null = null;
  private closing = false;
  private readonly headers: Record<string, string>;
  /** Polls answered here, and polls read here then handed to Fastify (the tests watch both). */
  readonly counts = { answered: 0, handedOver: 0 };

  constructor(private readonly options: PollFastPathOptions) {
    this.headers = { ...options.headers, 'content-type': POLL_CONTENT_TYPE };
  }

  /** What answers a poll; until it is set (the app is still being built), every poll goes to Fastify. */
  attach(answer: PollAnswer) {
    this.answer = answer;
  }

  /**
   * The server is stopping: Fastify answers new requests from now on (plugins/closing-answer.ts's
   * 503). A poll already taken is in flight and is finished, here or, handed over, by the route.
   */
  close() {
    this.closing = true;
  }

  /** Fastify's `serverFactory`: the HTTP server Fastify would make itself, with polls taken first. */
  readonly serverFactory = (handler: Handler, options: ServerTimeouts): Server => {
    const server = createServer(options.http ?? {}, (req, res) => {
      if (!this.take(req, res, handler)) handler(req, res);
    });
    // What Fastify sets on the server it makes (fastify/lib/server.js); its options hold the defaults.
    if (options.keepAliveTimeout !== undefined) server.keepAliveTimeout = options.keepAliveTimeout;
    if (options.requestTimeout !== undefined) server.requestTimeout = options.requestTimeout;
    server.setTimeout(options.connectionTimeout ?? 0);
    if (options.maxRequestsPerSocket && options.maxRequestsPerSocket > 0) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    return server;
  };

  /** Whether this path took the request (from its headers alone); false leaves it to Fastify. */
  private take(req: IncomingMessage, res: ServerResponse, handler: Handler): boolean {
    const answer = this.answer;
    if (!answer || this.closing || !this.options.enabled) return false;
    if (req.method !== 'POST' || req.url !== POLL_PATH) return false;
    const headers = req.headers;
    if (!isJson(headers['content-type']) || headers['transfer-encoding'] !== undefined) return false;
    const length = Number(headers['content-length']);
    if (!Number.isInteger(length) || length <= 0 || length > this.options.bodyLimit) return false;

    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    // A client gone mid-body: Node ends the request with an error and there is no one to answer.
    req.on('error', () => {});
    req.on('end', () => {
      const body = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
      this.respond(req, res, handler, answer, body)
        .catch(() => this.handOver(req, res, handler, body))
        // Nothing may escape into an unhandled rejection, which would stop the process.
        .catch(() => res.destroy());
    });
    return true;
  }

  private async respond(req: IncomingMessage, res: ServerResponse, handler: Handler, answer: PollAnswer, body: Buffer) {
    const poll = parsePoll(body);
    const text = poll && (await answer(poll));
    if (text == null) return this.handOver(req, res, handler, body);
    if (res.destroyed) return;
    res.writeHead(200, { ...this.headers, 'content-length': Buffer.byteLength(text) });
    res.end(text);
    this.counts.answered++;
  }

  private handOver(req: IncomingMessage, res: ServerResponse, handler: Handler, body: Buffer) {
    if (res.headersSent || res.destroyed) return;
    this.counts.handedOver++;
    (req as WithBody)[READ_BODY] = body;
    handler(req, res);
  }
}

/** The body as the route would take it, or null when the route would refuse it (or parse it otherwise). */
function parsePoll(body: Buffer): PollBody | null {
  const text = body.toString('utf8');
  // Fastify's parser (secure-json-parse) refuses these keys, and a deep nesting is refused before
  // parsing (plugins/json-body.ts): such bodies go to Fastify for its answer.
  if (text.includes('__proto__') || text.includes('constructor')) return null;
  if (nestedDeeperThan(text, MAX_JSON_DEPTH)) return null;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = S.PollBody.safeParse(json);
  return parsed.success ? parsed.data : null;
}

/** Whether the fast path took this request before handing it to Fastify: it was in flight already. */
export const handedOver = (req: IncomingMessage) => (req as WithBody)[READ_BODY] !== undefined;

/** The poll route's preParsing hook: a body the fast path already read is given to Fastify's parser again. */
export async function replayPollBody(request: FastifyRequest, _reply: unknown, payload: Readable): Promise<Readable> {
  const body = (request.raw as WithBody)[READ_BODY];
  return body ? Readable.from([body], { objectMode: false }) : payload;
}
