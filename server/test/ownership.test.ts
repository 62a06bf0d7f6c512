// Who may call what (docs/PRODUCT-RULES.md#api): every /api route against five actors. Without a token a
// manager route is 401; another manager's object is 404 (never revealed); admin tools are 403 to
// managers; the owner (or the admin, for admin tools) succeeds; player and screen calls need none.
import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, sha256, signUpAndIn } from './api-helpers.js';
import { buildTestApp, type TestApp } from './test-app.js';
import { activityEntry, aliasOf, callFrom, createActivity, createEvent, createTeam, eventBody, expectOk, saveEvent } from './fixtures.js';

const ACTORS = ['anonymous', 'player', 'managerB', 'admin', 'owner'] as const;
type Actor = (typeof ACTORS)[number];
type Expected = Record<Actor, number>;

type Request = Pick<InjectOptions, 'method' | 'url' | 'payload' | 'headers'>;
type Cell = { actor: Actor; playerId: string };

/** A manager route on the owner's object: 401 without a token, 404 for anyone else, the status for the owner. */
const owned = (status: number): Expected => ({ anonymous: 401, player: 401, managerB: 404, admin: 404, owner: status });
/** A manager route on the caller's own data: any signed-in user. */
const signedIn = (status: number): Expected => ({ anonymous: 401, player: 401, managerB: status, admin: status, owner: status });
/** An admin tool. */
const adminOnly = (status: number): Expected => ({ anonymous: 401, player: 401, managerB: 403, admin: status, owner: 403 });
/** Open to all: players, screens, sign-up. */
const open = (status: number): Expected => ({ anonymous: status, player: status, managerB: status, admin: status, owner: status });

let t: TestApp;
const tokens: Partial<Record<Actor, string>> = {};
const fx = {} as {
  eventId: string;
  code: string;
  teamId: string;
  quizId: string;
  drawId: string;
  galleryId: string;
  fileName: string;
  dump: Buffer;
};
const throwaway = { emailAddress: `throwaway-${randomUUID().slice(0, 8)}@example.com`, passwordHash: sha256('throwaway') };

// A 1x1 transparent GIF.
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

function form(field: string, bytes: Buffer, name: string, type: string) {
  const data = new FormData();
  data.append(field, new Blob([bytes], { type }), name);
  return data;
}

const json = (method: 'POST' | 'PUT', url: string, payload: unknown): Request => ({ method, url, payload: payload as Request['payload'] });
const get = (url: string): Request => ({ method: 'GET', url });
const del = (url: string): Request => ({ method: 'DELETE', url });
const quizBody = {
  name: 'Quiz',
  questions: [{ type: 'multiple_text_choice_2', correctAnswer: 1, texts: { en_US: { question: 'Q', answers: ['a', 'b'] } } }],
};

/**
 * Joins a screen for a cell's setup, each from an address of its own: one address adds at most 10
 * new screens to an event (issue 18 item 7), and the setups here add more.
 */
let screenAddresses = 0;
async function joinScreen(cell: Cell) {
  const address = `198.51.100.${++screenAddresses}`;
  expectOk(await callFrom(t.app, address, 'POST', '/events/join-as-screen', { code: fx.code, screenId: cell.playerId }));
}

async function joinAs(cell: Cell) {
  expectOk(await call(t.app, 'POST', '/events/join', { code: fx.code, playerId: cell.playerId }));
}
async function freshRefreshToken(): Promise<string> {
  return expectOk(await call(t.app, 'POST', '/auth/signin', { ...throwaway, rememberMe: false })).refreshToken;
}

/**
 * Every /api route, in an order that keeps the fixture alive: the admin tools come last, the reset
 * very last. `route` is the OpenAPI spelling, checked against the app's own route list below.
 */
const ROUTES: { route: string; request: (cell: Cell) => Request | Promise<Request>; expected: Expected }[] = [
  { route: 'GET /api/healthz', request: () => get('/healthz'), expected: open(200) },
  { route: 'GET /api/docs/json', request: () => get('/docs/json'), expected: open(200) },
  {
    route: 'POST /api/auth/signup',
    request: () =>
      json('POST', '/auth/signup', { userName: 'New', emailAddress: `new-${randomUUID()}@example.com`, passwordHash: sha256('pw') }),
    expected: open(201),
  },
  { route: 'POST /api/auth/signin', request: () => json('POST', '/auth/signin', { ...throwaway, rememberMe: true }), expected: open(200) },
  {
    route: 'POST /api/auth/refresh',
    request: async () => json('POST', '/auth/refresh', { refreshToken: await freshRefreshToken() }),
    expected: open(200),
  },
  {
    route: 'POST /api/auth/signout',
    request: async () => json('POST', '/auth/signout', { refreshToken: await freshRefreshToken() }),
    expected: open(204),
  },
  { route: 'GET /api/auth/me', request: () => get('/auth/me'), expected: signedIn(200) },

  { route: 'GET /api/events', request: () => get('/events'), expected: signedIn(200) },
  { route: 'POST /api/events', request: () => json('POST', '/events', { name: 'Mine' }), expected: signedIn(201) },
  { route: 'GET /api/events/{id}', request: () => get(`/events/${fx.eventId}`), expected: owned(200) },
  {
    route: 'PUT /api/events/{id}',
    request: async () => {
      const event = expectOk(await call(t.app, 'GET', `/events/${fx.eventId}`, undefined, tokens.owner));
      return json('PUT', `/events/${fx.eventId}`, eventBody(event, { name: 'Renamed' }));
    },
    expected: owned(200),
  },
  {
    route: 'POST /api/events/{id}/duplicate',
    request: () => json('POST', `/events/${fx.eventId}/duplicate`, { name: 'Copy' }),
    expected: owned(201),
  },
  {
    route: 'DELETE /api/events/{id}',
    request: async () => del(`/events/${(await createEvent(t.app, tokens.owner!)).id}`),
    expected: owned(204),
  },

  { route: 'GET /api/teams', request: () => get('/teams'), expected: signedIn(200) },
  { route: 'POST /api/teams', request: () => json('POST', '/teams', { name: 'Mine' }), expected: signedIn(201) },
  { route: 'GET /api/teams/by-ids', request: () => get(`/teams/by-ids?ids=${fx.teamId}`), expected: open(200) },
  { route: 'GET /api/teams/{id}', request: () => get(`/teams/${fx.teamId}`), expected: owned(200) },
  {
    route: 'PUT /api/teams/{id}',
    request: () => json('PUT', `/teams/${fx.teamId}`, { name: 'Renamed', score: 3, playerIds: [] }),
    expected: owned(200),
  },
  { route: 'DELETE /api/teams/{id}', request: async () => del(`/teams/${await createTeam(t.app, tokens.owner!)}`), expected: owned(204) },

  { route: 'GET /api/activities', request: () => get('/activities'), expected: signedIn(200) },
  ...(['quiz', 'draw', 'gallery'] as const).map((type) => ({
    route: 'POST /api/activities/{type}',
    request: () => json('POST', `/activities/${type}`, { name: `My ${type}` }),
    expected: signedIn(201),
  })),
  { route: 'GET /api/activities/quiz/{id}', request: () => get(`/activities/quiz/${fx.quizId}`), expected: owned(200) },
  {
    route: 'POST /api/activities/quiz/{id}/duplicate',
    request: () => json('POST', `/activities/quiz/${fx.quizId}/duplicate`, { name: 'Copy' }),
    expected: owned(201),
  },
  { route: 'PUT /api/activities/quiz/{id}', request: () => json('PUT', `/activities/quiz/${fx.quizId}`, quizBody), expected: owned(200) },
  // Quiz import and export (issue 21): the preview saves nothing, the exports are downloads.
  { route: 'GET /api/activities/quiz/template.xlsx', request: () => get('/activities/quiz/template.xlsx'), expected: signedIn(200) },
  {
    route: 'POST /api/activities/quiz/{id}/import',
    request: () => ({
      method: 'POST',
      url: `/activities/quiz/${fx.quizId}/import`,
      payload: form('file', Buffer.from('type,question_en,text_answer_en\nfree text,Red planet?,Mars'), 'quiz.csv', 'text/csv'),
    }),
    expected: owned(200),
  },
  {
    route: 'GET /api/activities/quiz/{id}/export.xlsx',
    request: () => get(`/activities/quiz/${fx.quizId}/export.xlsx`),
    expected: owned(200),
  },
  {
    route: 'GET /api/activities/quiz/{id}/export.zip',
    request: () => get(`/activities/quiz/${fx.quizId}/export.zip`),
    expected: owned(200),
  },
  ...(['draw', 'gallery'] as const).map((type) => ({
    route: 'GET /api/activities/{type}/{id}',
    request: () => get(`/activities/${type}/${type === 'draw' ? fx.drawId : fx.galleryId}`),
    expected: owned(200),
  })),
  ...(['quiz', 'draw', 'gallery'] as const).map((type) => ({
    route: 'DELETE /api/activities/{type}/{id}',
    request: async () => del(`/activities/${type}/${await createActivity(t.app, tokens.owner!, type)}`),
    expected: owned(204),
  })),

  {
    route: 'POST /api/upload',
    request: () => ({ method: 'POST', url: '/upload', payload: form('file', GIF, 'logo.gif', 'image/gif') }),
    expected: signedIn(201),
  },
  { route: 'GET /api/upload/{fileName}', request: () => get(`/upload/${fx.fileName}`), expected: open(200) },

  {
    route: 'POST /api/events/join',
    request: (cell) => json('POST', '/events/join', { code: fx.code.toLowerCase(), playerId: cell.playerId }),
    expected: open(200),
  },
  {
    route: 'POST /api/events/join-as-screen',
    request: (cell) => json('POST', '/events/join-as-screen', { code: fx.code, screenId: cell.playerId }),
    expected: open(200),
  },
  {
    route: 'POST /api/events/poll',
    request: async (cell) => {
      await joinAs(cell);
      return json('POST', '/events/poll', { eventId: fx.eventId, playerId: cell.playerId });
    },
    expected: open(200),
  },
  {
    route: 'POST /api/events/poll-as-screen',
    request: async (cell) => {
      await joinScreen(cell);
      return json('POST', '/events/poll-as-screen', { eventId: fx.eventId, screenId: cell.playerId });
    },
    expected: open(200),
  },
  {
    route: 'POST /api/players/set-info',
    request: async (cell) => {
      await joinAs(cell);
      return json('POST', '/players/set-info', { eventId: fx.eventId, playerId: cell.playerId, name: cell.actor, teamId: fx.teamId });
    },
    expected: open(200),
  },
  {
    route: 'POST /api/players/create-team',
    request: async (cell) => {
      await joinAs(cell);
      return json('POST', '/players/create-team', { eventId: fx.eventId, playerId: cell.playerId, name: `Crew of ${cell.actor}` });
    },
    expected: open(200),
  },

  { route: 'GET /api/events/{id}/teams', request: () => get(`/events/${fx.eventId}/teams`), expected: open(200) },
  {
    route: 'DELETE /api/events/{id}/screens/{screenId}',
    request: async (cell) => {
      await joinScreen(cell);
      return del(`/events/${fx.eventId}/screens/${cell.playerId}`);
    },
    expected: owned(204),
  },
  { route: 'GET /api/events/{id}/screen-key', request: () => get(`/events/${fx.eventId}/screen-key`), expected: owned(200) },
  { route: 'GET /api/events/{id}/live', request: () => get(`/events/${fx.eventId}/live`), expected: owned(200) },
  { route: 'GET /api/events/{id}/live/players', request: () => get(`/events/${fx.eventId}/live/players?q=a`), expected: owned(200) },
  {
    route: 'POST /api/events/{id}/live',
    request: async (cell) => {
      await joinAs(cell);
      return json('POST', `/events/${fx.eventId}/live`, {
        action: 'rename-player',
        playerId: await aliasOf(t.app, fx.eventId, cell.playerId),
        name: `Renamed ${cell.actor}`,
      });
    },
    expected: owned(200),
  },
  {
    // No question is running: everyone may call it, and the answer is refused as closed.
    route: 'POST /api/players/answer',
    request: async (cell) => {
      await joinAs(cell);
      return json('POST', '/players/answer', {
        eventId: fx.eventId,
        playerId: cell.playerId,
        activityId: 'activity-1',
        questionIndex: 0,
        answer: 1,
      });
    },
    expected: open(409),
  },
  { route: 'GET /api/events/{id}/results', request: () => get(`/events/${fx.eventId}/results`), expected: owned(200) },

  { route: 'GET /api/admin/database-dump', request: () => get('/admin/database-dump'), expected: adminOnly(200) },
  {
    route: 'POST /api/admin/database-dump',
    request: () => ({ method: 'POST', url: '/admin/database-dump', payload: form('dump', fx.dump, 'backup.zip', 'application/zip') }),
    expected: adminOnly(200),
  },
  { route: 'POST /api/admin/reset-database', request: () => ({ method: 'POST', url: '/admin/reset-database' }), expected: adminOnly(200) },
];

beforeAll(async () => {
  t = await buildTestApp();
  // The first admin of a fresh instance may sign up (docs/PRODUCT-RULES.md#security).
  tokens.admin = (await signUpAndIn(t.app, 'admin')).token;
  tokens.owner = (await signUpAndIn(t.app)).token;
  tokens.managerB = (await signUpAndIn(t.app)).token;
  expectOk(await call(t.app, 'POST', '/auth/signup', { userName: 'Throwaway', ...throwaway }), 201);

  fx.teamId = await createTeam(t.app, tokens.owner);
  fx.quizId = await createActivity(t.app, tokens.owner, 'quiz');
  fx.drawId = await createActivity(t.app, tokens.owner, 'draw');
  fx.galleryId = await createActivity(t.app, tokens.owner, 'gallery');
  const event = await saveEvent(t.app, tokens.owner, await createEvent(t.app, tokens.owner), {
    teamIds: [fx.teamId],
    activities: [activityEntry(fx.quizId, { teamsConfig: 'allow_custom_teams', allowTeamlessPlayers: true })],
  });
  fx.eventId = event.id;
  fx.code = event.code;
  const uploaded = await t.app.inject({
    method: 'POST',
    url: '/api/upload',
    payload: form('file', GIF, 'logo.gif', 'image/gif'),
    headers: { authorization: `Bearer ${tokens.owner}` },
  });
  fx.fileName = uploaded.json().fileName;
  const dump = await t.app.inject({ method: 'GET', url: '/api/admin/database-dump', headers: { authorization: `Bearer ${tokens.admin}` } });
  expect(dump.statusCode).toBe(200);
  fx.dump = dump.rawPayload;
});
afterAll(async () => {
  await t?.close();
});

describe('ownership and roles', () => {
  it('covers every route the app registers', () => {
    const registered = Object.entries((t.app.swagger() as { paths: Record<string, Record<string, unknown>> }).paths).flatMap(
      ([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const covered = new Set(ROUTES.map((r) => r.route));
    expect(registered.filter((r) => !covered.has(r))).toEqual([]);
    expect([...covered].filter((r) => r !== 'GET /api/docs/json' && !registered.includes(r))).toEqual([]);
    console.log(`ownership matrix: ${ROUTES.length} route rows (${covered.size} distinct routes) x ${ACTORS.length} actors`);
  });

  it.each(ROUTES.map((r, i) => [`${r.route} #${i}`, r] as const))('%s', async (_, row) => {
    // Actors expected to be refused go first, so that the owner's (or admin's) success, which may
    // delete or reset, does not change what the others see.
    const order = [...ACTORS].sort((a, b) => Number(row.expected[a] < 400) - Number(row.expected[b] < 400));
    const actual = {} as Expected;
    const shapes: string[] = [];
    for (const actor of order) {
      const request = await row.request({ actor, playerId: randomUUID() });
      const token = tokens[actor];
      const res = await t.app.inject({
        ...request,
        url: `/api${request.url}`,
        headers: { ...(request.headers ?? {}), ...(token && actor !== 'player' ? { authorization: `Bearer ${token}` } : {}) },
      } as InjectOptions);
      actual[actor] = res.statusCode;
      if (res.statusCode >= 400 && !/^\{"error":"[^"]+"\}$/.test(res.body)) shapes.push(`${actor}: ${res.body.slice(0, 100)}`);
    }
    expect(actual).toEqual(row.expected);
    expect(shapes).toEqual([]);
  });
});
