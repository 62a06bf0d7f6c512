// The poll's fast path (players/poll-fast-path.ts) on a listening server with real HTTP: it answers
// well-formed polls itself, and every request it answers or hands over gets what the Fastify route
// gives the same request. `app.inject` goes straight to Fastify, past the fast path, so it is the
// reference each answer over the socket is compared with.
import { request as httpRequest, Agent } from 'node:http';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH } from '../src/plugins/json-body.js';
import { SMALL_BODY_LIMIT } from '../src/lib/body-limits.js';
import { PollFastPath, replayPollBody } from '../src/players/poll-fast-path.js';
import { liveEvent, type LiveFixture } from './live-fixtures.js';
import { buildTestApp, type TestApp } from './test-app.js';

type Answer = { status: number; headers: Record<string, string>; body: string };
type Sent = { method?: string; path?: string; headers?: Record<string, string>; body?: string | Buffer };

/** Headers that differ between a socket and `inject` for reasons of transport, not of the answer. */
const TRANSPORT = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

const comparable = (a: Answer) => {
  const headers = Object.fromEntries(Object.entries(a.headers).filter(([k]) => !TRANSPORT.has(k)));
  let body: unknown = a.body;
  try {
    // The clock in a view is the moment it was answered.
    body = JSON.parse(a.body, (k, v: unknown) => (k === 'serverNow' ? 'now' : v));
  } catch {
    // not JSON: compared as text
  }
  return { status: a.status, headers, body };
};

let t: TestApp;
let port: number;
let f: LiveFixture;

beforeAll(async () => {
  t = await buildTestApp();
  f = await liveEvent(t.app, 2);
  port = Number(new URL(await t.app.listen({ port: 0, host: '127.0.0.1' })).port);
});
afterAll(async () => {
  await t?.close();
});

function overSocket({ method = 'POST', path = '/api/events/poll', headers = {}, body }: Sent, agent?: Agent): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, method, path, headers, agent: agent ?? false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode!, headers: res.headers as Record<string, string>, body: Buffer.concat(chunks).toString() }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

async function throughFastify({ method = 'POST', path = '/api/events/poll', headers = {}, body }: Sent): Promise<Answer> {
  const res = await t.app.inject({ method: method as 'POST', url: path, headers, payload: body });
  return { status: res.statusCode, headers: res.headers as Record<string, string>, body: res.body };
}

const json = (value: unknown) => ({ headers: { 'content-type': 'application/json' }, body: JSON.stringify(value) });
const counts = () => ({ ...t.app.pollFastPath.counts });

describe('the poll fast path', () => {
  it('answers a poll itself, with the answer the route gives', async () => {
    const sent = json({ eventId: f.eventId, playerId: f.players[0]!.id });
    const before = counts();
    const fast = await overSocket(sent);
    expect(counts()).toEqual({ answered: before.answered + 1, handedOver: before.handedOver });
    expect(fast.status).toBe(200);
    expect(JSON.parse(fast.body).player.name).toBe('Player 1');
    expect(comparable(fast)).toEqual(comparable(await throughFastify(sent)));
  });

  const valid = () => ({ eventId: f.eventId, playerId: f.players[1]!.id });
  const deep = (n: number) => '['.repeat(n) + ']'.repeat(n);
  // [name, request, who answers it: the fast path itself, Fastify after the fast path read the body, or Fastify alone]
  const cases: [string, () => Sent, 'fast' | 'handed over' | 'fastify'][] = [
    ['a charset in the content type', () => ({ ...json(valid()), headers: { 'content-type': 'application/json; charset=UTF-8' } }), 'fast'],
    ['keys the schema does not know', () => json({ ...valid(), extra: [1, 2] }), 'fast'],
    ['a player the event does not have', () => json({ eventId: f.eventId, playerId: randomUUID() }), 'fast'],
    ['an event that does not exist', () => json({ eventId: randomUUID(), playerId: randomUUID() }), 'handed over'],
    ['ids that are not uuids', () => json({ eventId: 'x', playerId: 'y' }), 'handed over'],
    ['a missing id', () => json({ eventId: f.eventId }), 'handed over'],
    ['broken JSON', () => ({ headers: { 'content-type': 'application/json' }, body: '{"eventId":' }), 'handed over'],
    ['JSON that is not an object', () => json([valid()]), 'handed over'],
    [
      'a __proto__ key',
      () => ({ headers: { 'content-type': 'application/json' }, body: `{"__proto__":{"x":1},${JSON.stringify(valid()).slice(1)}` }),
      'handed over',
    ],
    ['a constructor key', () => json({ ...valid(), constructor: { prototype: {} } }), 'handed over'],
    [
      'nesting deeper than any body needs',
      () => ({
        headers: { 'content-type': 'application/json' },
        body: `{"x":${deep(MAX_JSON_DEPTH + 1)},${JSON.stringify(valid()).slice(1)}`,
      }),
      'handed over',
    ],
    [
      'bytes that are not UTF-8',
      () => ({ headers: { 'content-type': 'application/json' }, body: Buffer.from([0x7b, 0xff, 0xfe, 0x7d]) }),
      'handed over',
    ],
    ['another content type', () => ({ ...json(valid()), headers: { 'content-type': 'text/plain' } }), 'fastify'],
    [
      'a content type with other parameters',
      () => ({ ...json(valid()), headers: { 'content-type': 'application/json; charset=latin1' } }),
      'fastify',
    ],
    ['no body', () => ({ headers: { 'content-type': 'application/json', 'content-length': '0' } }), 'fastify'],
    ['a body longer than the limit', () => json({ ...valid(), pad: 'x'.repeat(SMALL_BODY_LIMIT) }), 'fastify'],
    ['a query string', () => ({ ...json(valid()), path: '/api/events/poll?now=1' }), 'fastify'],
    ['GET', () => ({ method: 'GET' }), 'fastify'],
  ];

  it.each(cases)('%s: the route’s answer (%#)', async (_name, make, who) => {
    const sent = make();
    const before = counts();
    const fast = await overSocket(sent);
    const after = counts();
    expect({ answered: after.answered - before.answered, handedOver: after.handedOver - before.handedOver }).toEqual({
      answered: who === 'fast' ? 1 : 0,
      handedOver: who === 'handed over' ? 1 : 0,
    });
    expect(comparable(fast)).toEqual(comparable(await throughFastify(sent)));
    if (who === 'handed over') expect(fast.status).toBeGreaterThanOrEqual(400);
  });

  it('answers polls in turn on one keep-alive connection, whoever answers each', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const sends = [valid(), { eventId: 'x' }, valid(), { eventId: randomUUID(), playerId: randomUUID() }, valid()];
      const statuses = [];
      for (const body of sends) statuses.push((await overSocket(json(body), agent)).status);
      expect(statuses).toEqual([200, 400, 200, 404, 200]);
    } finally {
      agent.destroy();
    }
  });
});

describe('a poll in flight when the server stops', () => {
  it('is answered, by the fast path or handed over', async () => {
    const own = await buildTestApp();
    const g = await liveEvent(own.app, 1);
    const ownPort = Number(new URL(await own.app.listen({ port: 0, host: '127.0.0.1' })).port);
    const halfSent = (body: string) => {
      const req = httpRequest({
        host: '127.0.0.1',
        port: ownPort,
        method: 'POST',
        path: '/api/events/poll',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        agent: false,
      });
      const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
        req.on('response', (res) => {
          let text = '';
          res.on('data', (c: Buffer) => (text += c.toString()));
          res.on('end', () => resolve({ status: res.statusCode!, body: text }));
        });
        req.on('error', reject);
      });
      req.write(body.slice(0, 10));
      return { rest: () => req.end(body.slice(10)), answered };
    };
    const known = halfSent(JSON.stringify({ eventId: g.eventId, playerId: g.players[0]!.id }));
    const unknown = halfSent(JSON.stringify({ eventId: randomUUID(), playerId: randomUUID() }));
    await new Promise((r) => setTimeout(r, 200));
    const closed = own.app.close();
    await new Promise((r) => setTimeout(r, 100));
    known.rest();
    unknown.rest();
    const [a, b] = await Promise.all([known.answered, unknown.answered]);
    await closed;
    await own.database.close();
    expect(a.status).toBe(200);
    expect(JSON.parse(a.body).player.name).toBe('Player 1');
    expect(b).toEqual({ status: 404, body: JSON.stringify({ error: 'Event not found' }) });
  });
});

describe('with CORS configured', () => {
  it('leaves every poll to Fastify, which adds the CORS headers', async () => {
    const own = await buildTestApp({ corsOrigin: 'https://venue.example' });
    try {
      const g = await liveEvent(own.app, 1);
      const url = await own.app.listen({ port: 0, host: '127.0.0.1' });
      const res = await fetch(`${url}/api/events/poll`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'https://venue.example' },
        body: JSON.stringify({ eventId: g.eventId, playerId: g.players[0]!.id }),
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('access-control-allow-origin')).toBe('https://venue.example');
      expect(own.app.pollFastPath.counts).toEqual({ answered: 0, handedOver: 0 });
    } finally {
      await own.close();
    }
  });
});

describe('when answering throws', () => {
  it('hands the poll to Fastify with its body, whose route answers it', async () => {
    // The path alone, in front of a stand-in for Fastify's handler that reads the replayed body.
    const path = new PollFastPath({ bodyLimit: SMALL_BODY_LIMIT, headers: {}, enabled: true });
    path.attach(async () => {
      throw new Error('the database is away');
    });
    const server = path.serverFactory(
      (req, res) =>
        void replayPollBody({ raw: req } as FastifyRequest, null, req).then((payload) => {
          const chunks: Buffer[] = [];
          payload.on('data', (c: Buffer) => chunks.push(c));
          payload.on('end', () => {
            res.writeHead(503, { 'content-type': 'application/json' });
            res.end(JSON.stringify({ replayed: Buffer.concat(chunks).toString() }));
          });
        }),
      {},
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const body = JSON.stringify({ eventId: randomUUID(), playerId: randomUUID() });
      const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/events/poll`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ replayed: body });
      expect(path.counts).toEqual({ answered: 0, handedOver: 1 });
    } finally {
      server.close();
    }
  });
});
