// Request bodies that stop arriving (issue 18, item 6). Node's own `requestTimeout` is one deadline
// for every request, which cannot tell a 60-byte poll from the admin's 512 MB import over a slow
// link, so Fastify leaves it off (0) and a client that announced 100 bytes and sent 10 held its
// connection, and a file descriptor, for ever. Here every body is measured by its progress instead:
// in each window of `windowMs` from the request's arrival it must either end or bring at least
// `minBytesPerWindow` more bytes. With the window's bytes at SMALL_BODY_LIMIT, a small call's body
// (a poll, a set-info) must arrive whole within one window, while an upload may take as long as it
// needs as long as it keeps moving; one that stalls is cut at the end of its window.
//
// It watches the socket's byte count rather than the body stream, so that it never changes how the
// fast path or Fastify read the body. A cut request gets a 408 when nothing was answered yet, then
// its connection is closed; the reader of its body sees the client gone (plugins/error-handler.ts).
import { STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

export type SlowBodyLimits = {
  /** How long each stretch of a body may take. */
  windowMs: number;
  /** How many bytes a body still arriving must bring in each window. */
  minBytesPerWindow: number;
};

type Watched = {
  res: ServerResponse;
  windowEnds: number;
  bytesAtWindowStart: number;
  /** Whether any sweep of this window found the server not reading (its buffer full). */
  serverBehind: boolean;
};

const TIMEOUT_BODY = JSON.stringify({ error: 'The request body took too long to arrive' });

/** Whether the request announces a body: a length above 0, or chunks. */
const hasBody = (req: IncomingMessage) =>
  req.headers['transfer-encoding'] !== undefined || (req.headers['content-length'] !== undefined && req.headers['content-length'] !== '0');

/** Cuts the requests of `server` whose bodies stop arriving; stops with the server. */
export function cutSlowBodies(server: Server, limits: SlowBodyLimits): void {
  const watched = new Map<IncomingMessage, Watched>();
  // One sweep for all requests rather than a timer each: the polls arrive by the thousand a second
  // and nearly all of them are whole before the first sweep.
  const sweepMs = Math.max(50, Math.min(1000, Math.floor(limits.windowMs / 4)));
  let sweeper: NodeJS.Timeout | undefined;

  const sweep = () => {
    const now = Date.now();
    for (const [req, w] of watched) {
      const socket = req.socket;
      if (req.complete || socket.destroyed) {
        watched.delete(req);
        continue;
      }
      // A full buffer means the server is not reading (a handler still authenticating, a disk
      // that is slow to take an import): Node stops reading the socket then, and the stall is ours.
      // Noted at every sweep, not only at the window's end: a handler that starts reading drains
      // the buffer at once, and the socket's next bytes come a moment later (seen at the end of a
      // window, that moment read as a stalled client).
      const behindNow = req.readableLength >= req.readableHighWaterMark;
      if (behindNow) w.serverBehind = true;
      if (now < w.windowEnds) continue;
      if (w.serverBehind || socket.bytesRead - w.bytesAtWindowStart >= limits.minBytesPerWindow) {
        w.windowEnds = now + limits.windowMs;
        w.bytesAtWindowStart = socket.bytesRead;
        w.serverBehind = behindNow;
        continue;
      }
      watched.delete(req);
      cut(req, w.res);
    }
    if (watched.size === 0) {
      clearInterval(sweeper);
      sweeper = undefined;
    }
  };

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (!hasBody(req) || req.complete) return;
    watched.set(req, { res, windowEnds: Date.now() + limits.windowMs, bytesAtWindowStart: req.socket.bytesRead, serverBehind: false });
    if (!sweeper) {
      sweeper = setInterval(sweep, sweepMs);
      // The watch never holds the process open: a stop closes these connections itself.
      sweeper.unref();
    }
  });
  server.on('close', () => {
    clearInterval(sweeper);
    watched.clear();
  });
}

function cut(req: IncomingMessage, res: ServerResponse) {
  const socket = req.socket;
  // Written on the socket, as Node's own 408 for headers that never end (plugins/error-handler.ts's
  // clientErrorHandler): the response object belongs to whoever handles the request.
  if (!res.headersSent && socket.writable) {
    socket.write(
      `HTTP/1.1 408 ${STATUS_CODES[408]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(TIMEOUT_BODY)}\r\nConnection: close\r\n\r\n${TIMEOUT_BODY}`,
    );
  }
  socket.destroy();
}
