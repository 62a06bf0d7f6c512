// Requests whose bytes stop coming (issue 18, item 6), on a listening app over real sockets: a poll
// (the fast path's) or a set-info (Fastify's) that announces 100 bytes and sends 10, an upload that
// stalls, headers that never end, a connection that sends nothing, and an idle keep-alive
// connection are all cut, while an upload that keeps making progress runs as long as it needs. And
// a client that resets its half-sent upload (item 11) is its own doing: a warning, not an error-level
// "database unavailable" answered 503.
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import net from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { openDatabase } from '../src/db/client.js';
import { cutSlowBodies } from '../src/lib/slow-bodies.js';
import { signUpAndIn } from './api-helpers.js';
import { liveEvent, type LiveFixture } from './live-fixtures.js';
import { png } from './test-images.js';
import { buildTestApp, testConfig, type TestApp } from './test-app.js';

/** The app's limits here, far below production's so that the suite stays quick. */
const BODY_TIMEOUT_MS = 600;
const HEADERS_TIMEOUT_MS = 1000;
const KEEP_ALIVE_TIMEOUT_MS = 1000;
/** A hang bound, not a timing: without the limits, each connection below stays open for minutes or for ever. */
const CUT_WITHIN_MS = 15_000;

type Exchange = { socket: net.Socket; received: () => string; closed: Promise<'closed' | 'still open'> };

/** A raw connection to the app; `closed` settles when the server closes it, or after CUT_WITHIN_MS. */
async function connect(port: number): Promise<Exchange> {
  const socket = net.connect(port, '127.0.0.1');
  await new Promise((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  let text = '';
  socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
  socket.on('error', () => {});
  const closed = new Promise<'closed' | 'still open'>((resolve) => {
    socket.once('close', () => resolve('closed'));
    setTimeout(() => resolve('still open'), CUT_WITHIN_MS).unref();
  });
  return { socket, received: () => text, closed };
}

const head = (method: string, path: string, headers: Record<string, string | number>) =>
  `${method} ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n${Object.entries(headers)
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join('')}\r\n`;

/** A JSON body of which only the first 10 bytes of the announced 100 are ever sent. */
async function stalledJson(port: number, path: string): Promise<Exchange> {
  const exchange = await connect(port);
  exchange.socket.write(head('POST', path, { 'content-type': 'application/json', 'content-length': 100 }) + '{"eventId"');
  return exchange;
}

function multipartHead(boundary: string) {
  return `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`;
}

/** An upload that announces 3 MB: its headers and the file part's head are sent, the file not yet. */
async function startUpload(port: number, token: string): Promise<Exchange> {
  const upload = await connect(port);
  const boundary = `----quizfest${randomUUID()}`;
  upload.socket.write(
    head('POST', '/api/upload', {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': 3_000_000,
    }) + multipartHead(boundary),
  );
  return upload;
}

describe('bodies, headers and connections that stop arriving', () => {
  let t: TestApp;
  let port: number;
  let f: LiveFixture;

  beforeAll(async () => {
    t = await buildTestApp({
      bodyTimeoutMs: BODY_TIMEOUT_MS,
      headersTimeoutMs: HEADERS_TIMEOUT_MS,
      keepAliveTimeoutMs: KEEP_ALIVE_TIMEOUT_MS,
    });
    f = await liveEvent(t.app, 1);
    port = Number(new URL(await t.app.listen({ port: 0, host: '127.0.0.1' })).port);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('cuts a poll whose body stops arriving (the fast path reads it)', async () => {
    const taken = t.app.pollFastPath.counts.answered + t.app.pollFastPath.counts.handedOver;
    const { closed, received } = await stalledJson(port, '/api/events/poll');
    expect(await closed).toBe('closed');
    expect(received()).toMatch(/^HTTP\/1\.1 408 /);
    expect(received()).toContain('{"error":"The request body took too long to arrive"}');
    // It was the fast path's to read (it answers nothing it has not read whole).
    expect(t.app.pollFastPath.counts.answered + t.app.pollFastPath.counts.handedOver).toBe(taken);
  });

  it('cuts a set-info whose body stops arriving (Fastify reads it)', async () => {
    const { closed, received } = await stalledJson(port, '/api/players/set-info');
    expect(await closed).toBe('closed');
    expect(received()).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('cuts a chunked body that stops arriving, and an upload that stalls', async () => {
    const chunked = await connect(port);
    chunked.socket.write(
      head('POST', '/api/events/poll', { 'content-type': 'application/json', 'transfer-encoding': 'chunked' }) + '5\r\n{"eve',
    );
    const { token } = await signUpAndIn(t.app);
    const upload = await startUpload(port, token);
    upload.socket.write(png().subarray(0, 40));
    expect(await chunked.closed).toBe('closed');
    expect(await upload.closed).toBe('closed');
    expect(upload.received()).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('lets an upload that keeps making progress take many times the limit', { timeout: 60_000 }, async () => {
    const { token } = await signUpAndIn(t.app);
    const image = Buffer.concat([png({ grey: 7 }), Buffer.alloc(1024 * 1024)]);
    const boundary = `----quizfest${randomUUID()}`;
    const body = Buffer.concat([Buffer.from(multipartHead(boundary)), image, Buffer.from(`\r\n--${boundary}--\r\n`)]);
    const upload = await connect(port);
    upload.socket.write(
      head('POST', '/api/upload', {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': body.length,
      }),
    );
    // 32 KB every 150 ms: twice the minimum a window asks for, over about 5 s, 8 windows.
    const step = 32 * 1024;
    for (let sent = 0; sent < body.length; sent += step) {
      upload.socket.write(body.subarray(sent, sent + step));
      await new Promise((r) => setTimeout(r, 150));
    }
    await new Promise<void>((resolve) => {
      const check = () => (/\r\n\r\n\{.*\}$/s.test(upload.received()) ? resolve() : setTimeout(check, 20));
      check();
    });
    expect(upload.received()).toMatch(/^HTTP\/1\.1 201 /);
    expect(upload.socket.destroyed).toBe(false);
    upload.socket.destroy();
  });

  it('cuts headers that never end, and a connection that sends nothing', async () => {
    const partial = await connect(port);
    partial.socket.write('POST /api/events/poll HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: appl');
    const silent = await connect(port);
    expect(await partial.closed).toBe('closed');
    expect(partial.received()).toMatch(/^HTTP\/1\.1 408 /);
    expect(await silent.closed).toBe('closed');
  });

  it('closes an idle keep-alive connection', async () => {
    const idle = await connect(port);
    const body = JSON.stringify({ eventId: f.eventId, playerId: f.players[0]!.id });
    idle.socket.write(head('POST', '/api/events/poll', { 'content-type': 'application/json', 'content-length': body.length }) + body);
    expect(await idle.closed).toBe('closed');
    expect(idle.received()).toMatch(/^HTTP\/1\.1 200 /);
  });
});

describe('a body the server itself is slow to read', () => {
  it('is not cut while the server does not read it', { timeout: 30_000 }, async () => {
    // A handler that reads nothing for six windows (as one that authenticates against a slow
    // database first), then reads the body whole. The client has sent it all at once.
    const server = createServer((req, res) => {
      setTimeout(() => {
        let length = 0;
        req.on('data', (chunk: Buffer) => (length += chunk.length));
        req.on('end', () => res.end(JSON.stringify({ length })));
      }, 6 * BODY_TIMEOUT_MS);
    });
    cutSlowBodies(server, { windowMs: BODY_TIMEOUT_MS, minBytesPerWindow: 16 * 1024 });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const body = Buffer.alloc(2 * 1024 * 1024, 'x');
      const upload = await connect((server.address() as net.AddressInfo).port);
      upload.socket.write(head('POST', '/upload', { 'content-length': body.length }));
      upload.socket.write(body);
      await new Promise<void>((resolve) => {
        const check = () => (/\r\n\r\n\{.*\}$/s.test(upload.received()) || upload.socket.destroyed ? resolve() : setTimeout(check, 20));
        check();
      });
      expect(upload.received()).toMatch(/^HTTP\/1\.1 200 /);
      expect(upload.received()).toContain(`{"length":${body.length}}`);
      upload.socket.destroy();
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('a client that resets its half-sent upload', () => {
  type Line = { level: number; msg: string; res?: { statusCode?: number } };
  const lines: Line[] = [];
  let close: () => Promise<void>;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let port: number;

  beforeAll(async () => {
    // The log as the server writes it (pino's JSON lines), at every level.
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n')) if (line) lines.push(JSON.parse(line) as Line);
        done();
      },
    });
    const database = await openDatabase({ dataDir: 'memory://' });
    app = await buildApp({ database, config: testConfig(), logger: { level: 'trace', stream } });
    port = Number(new URL(await app.listen({ port: 0, host: '127.0.0.1' })).port);
    close = async () => {
      await app.close();
      await database.close();
    };
  });
  afterAll(async () => {
    await close?.();
  });

  it('is logged as a warning at most, and neither answered nor counted as a 503', async () => {
    const { token } = await signUpAndIn(app);
    lines.length = 0;
    const upload = await startUpload(port, token);
    upload.socket.write(Buffer.concat([png(), Buffer.alloc(64 * 1024)]));
    // The server is reading the file part when the client resets the connection.
    await new Promise<void>((resolve) => {
      const check = () => (lines.some((l) => l.msg === 'incoming request') ? resolve() : setTimeout(check, 20));
      check();
    });
    await new Promise((r) => setTimeout(r, 200));
    upload.socket.resetAndDestroy();
    // The reader of the body meets the reset: what it logs at warning level or above is the verdict.
    await new Promise<void>((resolve) => {
      const check = () => (lines.some((l) => l.level >= 40) ? resolve() : setTimeout(check, 20));
      check();
    });
    await new Promise((r) => setTimeout(r, 200));

    const log = JSON.stringify(lines.map((l) => [l.level, l.msg, l.res?.statusCode]));
    expect(
      lines.filter((l) => l.level > 40),
      log,
    ).toEqual([]);
    expect(
      lines.some((l) => /database unavailable/i.test(l.msg)),
      log,
    ).toBe(false);
    // Nothing can reach the client now; the request is not answered, nor logged, as a 503.
    expect(
      lines.filter((l) => l.res?.statusCode === 503),
      log,
    ).toEqual([]);
    expect(
      lines.some((l) => l.level === 40 && /client closed the request/.test(l.msg)),
      log,
    ).toBe(true);
  });
});
