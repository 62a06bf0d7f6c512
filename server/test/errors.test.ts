// The one error shape (docs/PRODUCT-RULES.md#errors): malformed requests, unknown routes and hostile payloads get a
// 4xx with `{ error }`, never a 5xx; health answers 503 (not 500) when the database is gone.
import { randomUUID } from 'node:crypto';
import { connect } from 'node:net';
import { DrizzleQueryError } from 'drizzle-orm';
import Fastify, { type InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandler } from '../src/plugins/error-handler.js';
import { call, signUpAndIn } from './api-helpers.js';
import { buildTestApp, type TestApp } from './test-app.js';
import { QUIZ_SAVE_BODY_LIMIT } from '../src/lib/body-limits.js';
import { activityEntry, createActivity, createEvent, createTeam, expectError, joinEvent, saveEvent } from './fixtures.js';

let t: TestApp;
let token: string;
let teamId: string;
let quizId: string;
let eventId: string;
let eventCode: string;
let playerId: string;

beforeAll(async () => {
  t = await buildTestApp();
  ({ token } = await signUpAndIn(t.app));
  teamId = await createTeam(t.app, token);
  quizId = await createActivity(t.app, token, 'quiz');
  const event = await createEvent(t.app, token);
  await saveEvent(t.app, token, event, { teamIds: [teamId], activities: [activityEntry(quizId, { teamsConfig: 'allow_custom_teams' })] });
  eventId = event.id;
  eventCode = event.code;
  ({ playerId } = await joinEvent(t.app, eventCode));
});
afterAll(async () => {
  await t?.close();
});

async function raw(options: InjectOptions) {
  const res = await t.app.inject({ ...options, url: `/api${options.url}` });
  let body: any;
  try {
    body = JSON.parse(res.body);
  } catch {
    body = res.body;
  }
  return { status: res.statusCode, body, headers: res.headers };
}

const json = (method: 'POST' | 'PUT', url: string, payload: string, auth = true) =>
  raw({ method, url, payload, headers: { 'content-type': 'application/json', ...(auth ? { authorization: `Bearer ${token}` } : {}) } });

describe('malformed requests', () => {
  it('answers malformed JSON with 400 {error}', async () => {
    expectError(await json('POST', '/auth/signup', '{"userName": "Ann",'), 400);
    expectError(await json('POST', '/teams', "{name: 'unquoted'}"), 400);
    expectError(await json('POST', '/events/join', '{"code": "ABCD"}}'), 400);
  });

  it('answers a wrong content type with 415 {error}', async () => {
    const res = await raw({
      method: 'POST',
      url: '/auth/signin',
      payload: 'emailAddress=a@b.c',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expectError(res, 415);
    expectError(
      await raw({ method: 'POST', url: '/events/join', payload: '<join/>', headers: { 'content-type': 'application/xml' } }),
      415,
    );
  });

  it('answers an empty body on POST with 400 {error}', async () => {
    expectError(await json('POST', '/auth/signup', ''), 400);
    expectError(await raw({ method: 'POST', url: '/events/join' }), 400);
    expectError(await raw({ method: 'POST', url: '/teams', headers: { authorization: `Bearer ${token}` } }), 400);
  });

  it('answers a body over the JSON limit with 413 {error}', async () => {
    // Past the quiz's own limit, the largest of all (body-limits.ts): it follows the schema's texts.
    const huge = JSON.stringify({ name: 'Q', questions: [], padding: 'x'.repeat(QUIZ_SAVE_BODY_LIMIT) });
    const megabytes = (QUIZ_SAVE_BODY_LIMIT / 1024 / 1024).toFixed(1);
    expectError(
      await json('PUT', `/activities/quiz/${quizId}`, huge),
      413,
      `Request body is too large: this call takes at most ${megabytes} MB`,
    );
    expectError(await json('POST', '/events/poll', JSON.stringify({ eventId, playerId, padding: 'x'.repeat(20_000) }), false), 413);
  });

  it('answers a URL that does not decode with 400 {error}, and an over-long path parameter with 414 {error}', async () => {
    for (const url of ['/teams/%zz', '/upload/%E0%A4%A', '/%zz'])
      expectError(await raw({ method: 'GET', url }), 400, 'Malformed URL: it does not decode');
    expectError(await raw({ method: 'GET', url: `/teams/${'a'.repeat(300)}` }), 414, 'URL is too long');
  });

  it('says what is wrong with a value of the wrong type or length, instead of "is required"', async () => {
    const signup = (body: Record<string, unknown>) =>
      call(t.app, 'POST', '/auth/signup', {
        userName: 'Ann',
        emailAddress: `${randomUUID()}@example.com`,
        passwordHash: 'a'.repeat(64),
        ...body,
      });
    expectError(await signup({ userName: ['x'] }), 400, 'userName must be text');
    expectError(await signup({ emailAddress: `${'a'.repeat(300)}@example.com` }), 400, 'emailAddress must be at most 254 characters');
    expectError(await signup({ emailAddress: 42 }), 400, 'emailAddress must be a valid email address');
    expectError(await signup({ passwordHash: { a: 1 } }), 400, 'passwordHash must be the SHA-256 hex digest of the password');
    expectError(await call(t.app, 'POST', '/events/join', { code: ['ABCD'], playerId: randomUUID() }), 400, 'code must be 4 letters');
    expectError(await call(t.app, 'POST', '/events/join', { code: 'ABCD', playerId: 7 }), 400, 'playerId must be a UUID');
    // Missing is still "is required".
    expectError(
      await call(t.app, 'POST', '/auth/signup', { emailAddress: 'a@example.com', passwordHash: 'a'.repeat(64) }),
      400,
      'userName is required',
    );
    expectError(await call(t.app, 'POST', '/events/poll', { eventId }), 400, 'playerId is required');
  });

  it('names the date field when a date is out of range (year 0), instead of a bare "Invalid value"', async () => {
    const save = (startDate: string, endDate: string) =>
      call(t.app, 'PUT', `/events/${eventId}`, { name: 'Event', teamIds: [teamId], activities: [], startDate, endDate }, token);
    expectError(
      await save('0000-01-01T10:00:00.000Z', '2031-01-01T12:00:00.000Z'),
      400,
      'startDate must be a date between the years 1900 and 9999',
    );
    expectError(
      await save('2031-01-01T10:00:00.000Z', '9999-12-31T23:00:00.000-05:00'),
      400,
      'endDate must be a date between the years 1900 and 9999',
    );
  });

  it('answers a path id that is not a UUID with 400 {error}', async () => {
    for (const url of ['/teams/123', '/events/not-an-id', `/activities/quiz/${quizId}x`]) {
      expectError(await call(t.app, 'GET', url, undefined, token), 400);
    }
    expectError(await call(t.app, 'DELETE', '/teams/%00', undefined, token), 400);
  });

  it('answers an unknown /api route or method with 404 {error}', async () => {
    expectError(await call(t.app, 'GET', '/nope'), 404, 'Not found: GET /api/nope');
    expectError(await call(t.app, 'POST', '/events/unknown/thing', {}), 404);
    expectError(await raw({ method: 'PATCH', url: '/teams' }), 404);
    expectError(await t.app.inject({ method: 'GET', url: '/api' }).then((r) => ({ status: r.statusCode, body: r.json() })), 404);
  });

  it('refuses prototype poisoning with 400', async () => {
    expectError(await json('POST', '/teams', '{"name":"x","__proto__":{"isAdmin":true}}'), 400);
    expectError(await json('POST', '/auth/signup', '{"constructor":{"prototype":{"role":"admin"}}}'), 400);
  });
});

describe('errors Node and Fastify answer themselves carry { error } alone', () => {
  /** Sends raw HTTP to a listening copy of the app; resolves with everything it answered. */
  async function rawHttp(port: number, request: string): Promise<string> {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (d) => (answer += d.toString()));
    const ended = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    socket.write(request);
    await ended;
    return answer;
  }
  const bodyOf = (answer: string) => JSON.parse(answer.slice(answer.lastIndexOf('\r\n\r\n') + 4));

  it("431 for headers past Node's limit, 400 for malformed HTTP", async () => {
    const { port } = new URL(await t.app.listen({ port: 0, host: '127.0.0.1' }));
    const big = await rawHttp(Number(port), `GET /api/healthz HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(big).toMatch(/^HTTP\/1\.1 431 /);
    expect(bodyOf(big)).toEqual({ error: 'Request headers are too large (the URL counts among them)' });
    const longUrl = await rawHttp(Number(port), `GET /api/teams/by-ids?ids=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(longUrl).toMatch(/^HTTP\/1\.1 431 /);
    const garbage = await rawHttp(Number(port), 'NOT HTTP AT ALL\r\n\r\n');
    expect(garbage).toMatch(/^HTTP\/1\.1 400 /);
    expect(bodyOf(garbage)).toEqual({ error: 'Malformed HTTP request' });
  });
});

describe('hostile payloads never cause a 5xx', () => {
  // Built as text: JSON.stringify itself would overflow the stack on such depths.
  const DEPTH = 10_000;
  const nested = `${'{"a":'.repeat(DEPTH)}"deep"${'}'.repeat(DEPTH)}`;
  const nestedArray = `${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}`;
  const nul = JSON.stringify('a\u0000b');
  const text = (value: unknown) => JSON.stringify(value);

  /** Every field of the valid body given the same hostile JSON value. */
  const fields = (valid: Record<string, unknown>, value: (current: unknown) => string) =>
    `{${Object.entries(valid)
      .map(([k, v]) => `${JSON.stringify(k)}:${value(v)}`)
      .join(',')}}`;

  /** Hostile bodies, as JSON text, built from a valid body of the route. */
  const hostile: [string, (valid: Record<string, unknown>) => string][] = [
    ['a deeply nested object as body', () => nested],
    ['a deeply nested array as body', () => nestedArray],
    ['a huge array as body', () => text(Array.from({ length: 100_000 }, (_, i) => i))],
    ['null as body', () => 'null'],
    ['a string as body', () => '"hello"'],
    ['a number as body', () => '42'],
    ['every field deeply nested', (v) => fields(v, () => nested)],
    ['every field a huge array', (v) => fields(v, () => text(Array.from({ length: 50_000 }, () => 'x')))],
    ['every string with a NUL byte', (v) => fields(v, (x) => text(typeof x === 'string' ? `${x}\u0000` : x))],
    ['every field a NUL string', (v) => fields(v, () => nul)],
    ['every field a number as a string', (v) => fields(v, () => '"3"')],
    ['every field a huge number', (v) => fields(v, () => '1e308')],
    ['every field a boolean', (v) => fields(v, () => 'true')],
    ['every field null', (v) => fields(v, () => 'null')],
    ['every string a lone surrogate', (v) => fields(v, (x) => (typeof x === 'string' ? text(`${x}\ud800`) : text(x)))],
    ['every string 200 000 characters long', (v) => fields(v, () => text('x'.repeat(200_000)))],
    ['every field an object', (v) => fields(v, () => '{"toString":"x","valueOf":1}')],
    ['every array holding NUL strings', (v) => fields(v, (x) => (Array.isArray(x) ? `[${nul}]` : text(x)))],
  ];

  const routes: [string, 'POST' | 'PUT', () => string, () => Record<string, unknown>, boolean][] = [
    [
      'signup',
      'POST',
      () => '/auth/signup',
      () => ({ userName: 'Ann', emailAddress: `h${randomUUID()}@example.com`, passwordHash: 'a'.repeat(64), role: 'manager' }),
      false,
    ],
    [
      'signin',
      'POST',
      () => '/auth/signin',
      () => ({ emailAddress: 'x@example.com', passwordHash: 'a'.repeat(64), rememberMe: false }),
      false,
    ],
    ['refresh', 'POST', () => '/auth/refresh', () => ({ refreshToken: 'abc' }), false],
    ['create team', 'POST', () => '/teams', () => ({ name: 'Team' }), true],
    [
      'save team',
      'PUT',
      () => `/teams/${teamId}`,
      () => ({ name: 'Team', score: 1, playerIds: [], imageUrl: 'https://example.com/x.png' }),
      true,
    ],
    ['create quiz', 'POST', () => '/activities/quiz', () => ({ name: 'Quiz' }), true],
    [
      'save quiz',
      'PUT',
      () => `/activities/quiz/${quizId}`,
      () => ({ name: 'Quiz', questions: [{ type: 'free_text_input', texts: { en_US: { question: 'Q', answer: 'A' } } }] }),
      true,
    ],
    ['create event', 'POST', () => '/events', () => ({ name: 'Event' }), true],
    [
      'save event',
      'PUT',
      () => `/events/${eventId}`,
      () => ({
        name: 'Event',
        teamIds: [teamId],
        activities: [activityEntry(quizId, { teamsConfig: 'allow_custom_teams' })],
        startDate: '2031-01-01T10:00:00.000Z',
        endDate: '2031-01-01T12:00:00.000Z',
        players: [],
        screenIds: [],
      }),
      true,
    ],
    ['join', 'POST', () => '/events/join', () => ({ code: eventCode, playerId: randomUUID() }), false],
    ['join as screen', 'POST', () => '/events/join-as-screen', () => ({ code: eventCode, screenId: randomUUID() }), false],
    ['poll', 'POST', () => '/events/poll', () => ({ eventId, playerId }), false],
    ['poll as screen', 'POST', () => '/events/poll-as-screen', () => ({ eventId, screenId: randomUUID() }), false],
    ['set info', 'POST', () => '/players/set-info', () => ({ eventId, playerId, name: 'Ann', teamId }), false],
    ['create player team', 'POST', () => '/players/create-team', () => ({ eventId, playerId, name: 'Crew' }), false],
  ];

  it.each(routes)('%s', async (_, method, url, valid, auth) => {
    const failures: string[] = [];
    for (const [kind, make] of hostile) {
      const res = await json(method, url(), make(valid()), auth);
      const shaped = res.status < 400 || (typeof res.body === 'object' && typeof res.body?.error === 'string');
      if (res.status >= 500 || !shaped) failures.push(`${kind}: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
    }
    expect(failures).toEqual([]);
  });

  it('refuses NUL bytes in names that reach the database with 400, not 500', async () => {
    expectError(await call(t.app, 'POST', '/teams', { name: 'a\u0000b' }, token), 400);
    expectError(await call(t.app, 'POST', '/events', { name: 'a\u0000b' }, token), 400);
    expectError(await call(t.app, 'POST', '/players/set-info', { eventId, playerId, name: 'a\u0000b', teamId }), 400);
    expectError(
      await call(t.app, 'POST', '/auth/signup', {
        userName: 'a\u0000b',
        emailAddress: `${randomUUID()}@example.com`,
        passwordHash: 'a'.repeat(64),
      }),
      400,
    );
  });

  it('refuses hostile query strings on the public team lookup with 400', async () => {
    for (const query of ['ids=%00', `ids=${'a,'.repeat(10_000)}`, `ids=${teamId}%00`, 'ids=%F0%9F', `ids=${teamId}&ids=${teamId}`]) {
      const res = await raw({ method: 'GET', url: `/teams/by-ids?${query}` });
      expect(res.status, query).toBeLessThan(500);
      expect(res.status, query).toBeGreaterThanOrEqual(400);
      expect(res.body, query).toEqual({ error: expect.any(String) });
    }
  });
});

describe('health', () => {
  it('answers 200 {status, database} while the database answers', async () => {
    const res = await call(t.app, 'GET', '/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', database: 'ok' });
  });

  it('answers 503 {error} once the database is gone, and so does an authenticated call', async () => {
    const lost = await buildTestApp();
    try {
      const session = await signUpAndIn(lost.app);
      await lost.database.close();
      const health = await call(lost.app, 'GET', '/healthz');
      expectError(health, 503, 'Database unavailable');
      // Every other call says the same thing and that it is worth trying again, not a driver's text.
      const teams = await call(lost.app, 'GET', '/teams', undefined, session.token);
      expectError(teams, 503, 'Database unavailable, please try again shortly');
      const join = await call(lost.app, 'POST', '/events/join', { code: 'ABCD', playerId: randomUUID() });
      expectError(join, 503, 'Database unavailable, please try again shortly');
    } finally {
      await lost.app.close();
    }
  });
});

describe('a connection lost under a query', () => {
  // The first four are what postgres.js and Node reported for queries caught while PostgreSQL
  // terminated the server's backends (the load of db-connection-loss.test.ts, run harder); the
  // last stands for SQLSTATE class 08. Each means the database is out of reach, not a server fault:
  // `write EPIPE`, rare there, answered 500 before the socket codes were mapped (a CI run saw one).
  const systemError = (code: string, syscall: string) => Object.assign(new Error(`${syscall} ${code}`), { code, errno: -1, syscall });
  const postgresError = (code: string) => Object.assign(new Error('terminating connection due to administrator command'), { code });
  const causes: [string, Error][] = [
    ['write EPIPE', systemError('EPIPE', 'write')],
    ['read ECONNRESET', systemError('ECONNRESET', 'read')],
    ['write CONNECTION_CLOSED', Object.assign(new Error('write CONNECTION_CLOSED 127.0.0.1:5432'), { code: 'CONNECTION_CLOSED' })],
    ['57P01 admin_shutdown', postgresError('57P01')],
    ['08006 connection_failure', postgresError('08006')],
  ];

  it.each(causes)('answers 503 with the one error shape for %s, as drizzle wraps it', async (_name, cause) => {
    const app = Fastify({ logger: false });
    registerErrorHandler(app);
    app.get('/query', async () => {
      throw new DrizzleQueryError('select 1', [], cause);
    });
    try {
      const res = await app.inject({ method: 'GET', url: '/query' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ error: 'Database unavailable, please try again shortly' });
    } finally {
      await app.close();
    }
  });
});
