// Who may call what (docs/PRODUCT-RULES.md#api), over HTTP and over the live socket, for six actors: nobody,
// a player (whose only credential is its player id), a screen (its screen id), manager A (who owns
// every object here), manager B, and the admin. The rows are checked against the app's own route
// table (route-table.ts), so a route added without a row here fails the suite. Each cell runs as
// its own client address, as real callers would; beyond the status, a cell checks that a refusal
// changed nothing in the database and that no answer shows a player's or screen's id to anyone
// but that player or screen and the event's owner.
import { createHmac, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { InjectOptions } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { schemas, SOCKET_CLOSE, type Event, type Question } from '@quizfest/shared';
import { call, sha256 } from './api-helpers.js';
import { snapshot } from './admin-fixtures.js';
import { png } from './test-images.js';
import { activityEntry, aliasOf, callFrom, eventBody, expectOk, hoursFromNow, saveEvent } from './fixtures.js';
import { closeAllClients, LiveClient } from './live-socket-client.js';
import { isErrorBody } from './fuzz-routes-kit.js';
import { buildAppWithRoutes, type AppRoute } from './route-table.js';
import type { TestApp } from './test-app.js';

const ACTORS = ['anonymous', 'player', 'screen', 'managerA', 'managerB', 'admin'] as const;
type Actor = (typeof ACTORS)[number];
type Expected = Record<Actor, number>;

/** Each actor is its own client, so the per-address limits of one never decide another's cell. */
const ADDRESS: Record<Actor, string> = {
  anonymous: '198.51.100.1',
  player: '198.51.100.2',
  screen: '198.51.100.3',
  managerA: '198.51.100.4',
  managerB: '198.51.100.5',
  admin: '198.51.100.6',
};

type Request = { method: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: unknown; headers?: Record<string, string> };
/** `id`: the id the actor uses where a call takes a player or screen id (its own, or a new one). */
type Cell = { actor: Actor; id: string };
type Response = { status: number; body: string; json: any };
type Row = {
  route: string;
  /** Said in the test's title when the route has several rows. */
  name?: string;
  request: (cell: Cell) => Request | Promise<Request>;
  expected: Expected;
  /** What a successful (or refused) answer may show this actor. */
  check?: (cell: Cell, res: Response) => void;
};

/** A manager route on A's object: 401 without a token, 404 to anyone else (never revealed). */
const owned = (status: number): Expected => ({ anonymous: 401, player: 401, screen: 401, managerA: status, managerB: 404, admin: 404 });
/** A manager route on the caller's own data: any account. */
const signedIn = (status: number): Expected => ({
  anonymous: 401,
  player: 401,
  screen: 401,
  managerA: status,
  managerB: status,
  admin: status,
});
/** An admin tool: 403 to managers. */
const adminOnly = (status: number): Expected => ({ anonymous: 401, player: 401, screen: 401, managerA: 403, managerB: 403, admin: status });
/** Open to anyone: sign-up, sign-in, joining by code, public lookups. */
const open = (status: number): Expected => ({
  anonymous: status,
  player: status,
  screen: status,
  managerA: status,
  managerB: status,
  admin: status,
});
/** A player's own call: it needs the player id of someone who joined, which only the player has. */
const playerOnly = (status: number, others = 404): Expected => ({ ...open(others), player: status });
/** A screen's own call. */
const screenOnly = (status: number, others = 404): Expected => ({ ...open(others), screen: status });

let t: TestApp;
let routes: AppRoute[];
let wsUrl: string;
const tokens: Partial<Record<Actor, string>> = {};
const users: Partial<Record<Actor, string>> = {};
/** A's objects, a player and a screen in A's events, and B's own event. */
const fx = {} as {
  playerId: string;
  /** The player as A sees it in `event` and in `running`: an alias per event (player-aliases.test.ts). */
  aliases: { event: string; running: string };
  screenId: string;
  teamId: string;
  quizId: string;
  drawId: string;
  galleryId: string;
  fileName: string;
  event: Event;
  /** A second event of A's with its first question running, for answers. */
  running: Event;
  runningActivityId: string;
  bEventId: string;
  dump: Buffer;
};
const throwaway = { emailAddress: `throwaway-${randomUUID().slice(0, 8)}@example.com`, passwordHash: sha256('throwaway') };

const get = (url: string): Request => ({ method: 'GET', url });
const del = (url: string): Request => ({ method: 'DELETE', url });
const post = (url: string, payload?: unknown): Request => ({ method: 'POST', url, payload });
const put = (url: string, payload: unknown): Request => ({ method: 'PUT', url, payload });

function form(field: string, bytes: Buffer, name: string, type: string) {
  const data = new FormData();
  data.append(field, new Blob([bytes], { type }), name);
  return data;
}

const QUESTION: Question = {
  type: 'multiple_text_choice_2',
  correctAnswer: 1,
  // The longest limit: the question stays open for the whole suite, so nothing changes by itself.
  timeLimit: 600,
  texts: { en_US: { question: 'Yes or no?', answers: ['Yes', 'No'] } },
};

async function signUpFrom(actor: Actor, role: 'manager' | 'admin', emailAddress = `${actor}-${randomUUID().slice(0, 8)}@example.com`) {
  const passwordHash = sha256(`${actor} password`);
  const up = await callFrom(t.app, ADDRESS[actor], 'POST', '/auth/signup', { userName: actor, emailAddress, passwordHash, role });
  expect(up.status, JSON.stringify(up.body)).toBe(201);
  const signedIn = await callFrom(t.app, ADDRESS[actor], 'POST', '/auth/signin', { emailAddress, passwordHash, rememberMe: false });
  expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
  tokens[actor] = signedIn.body.token;
  users[actor] = signedIn.body.id;
}

const asA = (method: Request['method'], url: string, body?: unknown) => call(t.app, method as 'GET', url, body, tokens.managerA);

async function newEventOfA(name: string, changes: Parameters<typeof saveEvent>[3] = {}): Promise<Event> {
  const { id } = expectOk(await asA('POST', '/events', { name }), 201);
  return saveEvent(t.app, tokens.managerA!, expectOk(await asA('GET', `/events/${id}`)), changes);
}

const freshTeamOfA = async () => expectOk(await asA('POST', '/teams', { name: `Team ${randomUUID().slice(0, 6)}` }), 201).id as string;
const freshActivityOfA = async (type: string) =>
  expectOk(await asA('POST', `/activities/${type}`, { name: `A ${type}` }), 201).id as string;
async function freshRefreshToken(): Promise<string> {
  return expectOk(await callFrom(t.app, '198.51.100.99', 'POST', '/auth/signin', { ...throwaway, rememberMe: false })).refreshToken;
}

const HOST_ACTION = { action: 'rename-player', name: 'Renamed by the host' };
/** For each host action, an event of A's where the owner's call succeeds, and the call's body. */
const HOST_ACTIONS: Record<string, () => Promise<{ eventId: string; body: object }>> = {
  open: async () => {
    const event = await newEventOfA('Opens later', {
      activities: [activityEntry(fx.quizId)],
      startDate: hoursFromNow(1),
      endDate: hoursFromNow(5),
    });
    return { eventId: event.id, body: { action: 'open' } };
  },
  start: async () => ({ eventId: (await newEventOfA('Starts', { activities: [activityEntry(fx.quizId)] })).id, body: { action: 'start' } }),
  pause: async () => {
    const event = await newEventOfA('Pauses', { activities: [activityEntry(fx.quizId)] });
    expectOk(await asA('POST', `/events/${event.id}/live`, { action: 'start' }));
    return { eventId: event.id, body: { action: 'pause' } };
  },
  podium: async () => {
    const event = await newEventOfA('Goes to the podium', { activities: [activityEntry(fx.quizId)] });
    expectOk(await asA('POST', `/events/${event.id}/live`, { action: 'start' }));
    return { eventId: event.id, body: { action: 'podium' } };
  },
  end: async () => ({ eventId: (await newEventOfA('Ends', { activities: [activityEntry(fx.quizId)] })).id, body: { action: 'end' } }),
  // Hands-free pacing (issue 20): only the owner may take the night over.
  'take-over': async () => ({
    eventId: (await newEventOfA('Taken over', { activities: [activityEntry(fx.quizId)] })).id,
    body: { action: 'take-over' },
  }),
  'remove-player': async () => {
    const event = await newEventOfA('Removes', { activities: [activityEntry(fx.quizId)] });
    const playerId = randomUUID();
    expectOk(await callFrom(t.app, '198.51.100.97', 'POST', '/events/join', { code: event.code, playerId }));
    return { eventId: event.id, body: { action: 'remove-player', playerId: await aliasOf(t.app, event.id, playerId) } };
  },
  'remove-players': async () => {
    const event = await newEventOfA('Removes several', { activities: [activityEntry(fx.quizId)] });
    const playerIds = [randomUUID(), randomUUID()];
    for (const playerId of playerIds)
      expectOk(await callFrom(t.app, '198.51.100.98', 'POST', '/events/join', { code: event.code, playerId }));
    return {
      eventId: event.id,
      body: { action: 'remove-players', playerIds: await Promise.all(playerIds.map((id) => aliasOf(t.app, event.id, id))) },
    };
  },
};

/**
 * Every route, in an order that keeps the fixture alive: deletions work on objects made for the
 * cell, the admin tools come last and the reset very last. HEAD rows are derived from the GET rows.
 */
const ROWS: Row[] = [
  { route: 'GET /api/healthz', request: () => get('/healthz'), expected: open(200) },
  { route: 'GET /api/docs', request: () => get('/docs'), expected: open(200) },
  // swagger-ui registers the trailing-slash page for HEAD alone (GET /docs/ finds GET /docs).
  { route: 'HEAD /api/docs/', request: () => ({ method: 'HEAD', url: '/docs/' }), expected: open(200) },
  { route: 'GET /api/docs/json', request: () => get('/docs/json'), expected: open(200) },
  { route: 'GET /api/docs/yaml', request: () => get('/docs/yaml'), expected: open(200) },
  { route: 'GET /api/docs/static/index.html', request: () => get('/docs/static/index.html'), expected: open(302) },
  { route: 'GET /api/docs/static/swagger-initializer.js', request: () => get('/docs/static/swagger-initializer.js'), expected: open(200) },
  { route: 'GET /api/docs/static/*', request: () => get('/docs/static/swagger-ui.css'), expected: open(200) },
  // The docs' static files stay inside their folder.
  { route: 'GET /api/docs/static/*', request: () => get('/docs/static/..%2f..%2f..%2fpackage.json'), expected: open(404) },

  {
    route: 'POST /api/auth/signup',
    request: () => post('/auth/signup', { userName: 'New', emailAddress: `new-${randomUUID()}@example.com`, passwordHash: sha256('pw') }),
    expected: open(201),
    check: (_, res) => expect(res.json.role).toBe('manager'),
  },
  {
    // Admin sign-up is closed once an admin exists, whoever asks.
    route: 'POST /api/auth/signup',
    request: () =>
      post('/auth/signup', {
        userName: 'Boss',
        emailAddress: `boss-${randomUUID()}@example.com`,
        passwordHash: sha256('pw'),
        role: 'admin',
      }),
    expected: open(403),
  },
  { route: 'POST /api/auth/signin', request: () => post('/auth/signin', { ...throwaway, rememberMe: true }), expected: open(200) },
  {
    route: 'POST /api/auth/refresh',
    request: async () => post('/auth/refresh', { refreshToken: await freshRefreshToken() }),
    expected: open(200),
  },
  {
    route: 'POST /api/auth/signout',
    request: async () => post('/auth/signout', { refreshToken: await freshRefreshToken() }),
    expected: open(204),
  },
  {
    route: 'GET /api/auth/me',
    request: () => get('/auth/me'),
    expected: signedIn(200),
    check: ({ actor }, res) => expect(res.json.id).toBe(users[actor]),
  },

  {
    route: 'GET /api/events',
    request: () => get('/events'),
    expected: signedIn(200),
    check: ({ actor }, res) => {
      const ids = (res.json as Event[]).map((e) => e.id);
      if (actor === 'managerA') expect(ids).toEqual(expect.arrayContaining([fx.event.id, fx.running.id]));
      else expect(ids).not.toContain(fx.event.id);
    },
  },
  { route: 'POST /api/events', request: () => post('/events', { name: 'Mine' }), expected: signedIn(201) },
  { route: 'GET /api/events/:id', request: () => get(`/events/${fx.event.id}`), expected: owned(200) },
  { route: 'GET /api/events/:id', request: () => get(`/events/${fx.bEventId}`), expected: { ...owned(404), managerB: 200, managerA: 404 } },
  {
    route: 'PUT /api/events/:id',
    request: async () => {
      const event: Event = expectOk(await asA('GET', `/events/${fx.event.id}`));
      return put(`/events/${fx.event.id}`, eventBody(event, { name: 'Renamed' }));
    },
    expected: owned(200),
  },
  {
    // The owner frees a screen's slot (a screen made for the cell, so the fixture's stays).
    route: 'DELETE /api/events/:id/screens/:screenId',
    request: async () => {
      const screenId = randomUUID();
      expectOk(await callFrom(t.app, '198.51.100.98', 'POST', '/events/join-as-screen', { code: fx.event.code, screenId }));
      return del(`/events/${fx.event.id}/screens/${screenId}`);
    },
    expected: owned(204),
  },
  // The key of the console's big-screen link (issue 18 item 7): the owner's alone.
  { route: 'GET /api/events/:id/screen-key', request: () => get(`/events/${fx.event.id}/screen-key`), expected: owned(200) },
  {
    route: 'POST /api/events/:id/duplicate',
    request: () => post(`/events/${fx.event.id}/duplicate`, { name: 'Copy' }),
    expected: owned(201),
  },
  { route: 'DELETE /api/events/:id', request: async () => del(`/events/${(await newEventOfA('To delete')).id}`), expected: owned(204) },

  {
    route: 'GET /api/teams',
    request: () => get('/teams'),
    expected: signedIn(200),
    check: ({ actor }, res) => {
      const ids = (res.json as { id: string }[]).map((x) => x.id);
      if (actor === 'managerA') expect(ids).toContain(fx.teamId);
      else expect(ids).not.toContain(fx.teamId);
    },
  },
  { route: 'POST /api/teams', request: () => post('/teams', { name: 'Mine' }), expected: signedIn(201) },
  {
    // Whoever holds the event's id (its players and screens) loads its teams.
    route: 'GET /api/events/:id/teams',
    request: () => get(`/events/${fx.event.id}/teams`),
    expected: open(200),
    check: (_, res) => expect(res.json.map((x: object) => Object.keys(x).sort())).toEqual([['id', 'imageUrl', 'name', 'score']]),
  },
  { route: 'GET /api/events/:id/teams', request: () => get(`/events/${randomUUID()}/teams`), expected: open(404) },
  {
    route: 'GET /api/teams/by-ids',
    request: () => get(`/teams/by-ids?ids=${fx.teamId}`),
    expected: open(200),
    // The public projection only: no owner, no player ids.
    check: (_, res) => expect(res.json.map((x: object) => Object.keys(x).sort())).toEqual([['id', 'imageUrl', 'name', 'score']]),
  },
  { route: 'GET /api/teams/:id', request: () => get(`/teams/${fx.teamId}`), expected: owned(200) },
  {
    route: 'PUT /api/teams/:id',
    request: () => put(`/teams/${fx.teamId}`, { name: 'Renamed', score: 3, playerIds: [] }),
    expected: owned(200),
  },
  { route: 'DELETE /api/teams/:id', request: async () => del(`/teams/${await freshTeamOfA()}`), expected: owned(204) },

  {
    route: 'GET /api/activities',
    request: () => get('/activities'),
    expected: signedIn(200),
    check: ({ actor }, res) => {
      const ids = (res.json as { id: string }[]).map((x) => x.id);
      if (actor === 'managerA') expect(ids).toContain(fx.quizId);
      else expect(ids).not.toContain(fx.quizId);
    },
  },
  ...(['quiz', 'draw', 'gallery'] as const).map((type) => ({
    route: 'POST /api/activities/:type',
    request: () => post(`/activities/${type}`, { name: `My ${type}` }),
    expected: signedIn(201),
  })),
  { route: 'GET /api/activities/quiz/:id', request: () => get(`/activities/quiz/${fx.quizId}`), expected: owned(200) },
  {
    route: 'PUT /api/activities/quiz/:id',
    request: () => put(`/activities/quiz/${fx.quizId}`, { name: 'Quiz', questions: [QUESTION] }),
    expected: owned(200),
  },
  {
    route: 'POST /api/activities/quiz/:id/duplicate',
    request: () => post(`/activities/quiz/${fx.quizId}/duplicate`, { name: 'Copy' }),
    expected: owned(201),
  },
  // Quiz import and export (issue 21): the preview saves nothing, the exports are downloads.
  { route: 'GET /api/activities/quiz/template.xlsx', request: () => get('/activities/quiz/template.xlsx'), expected: signedIn(200) },
  {
    route: 'POST /api/activities/quiz/:id/import',
    request: () => ({
      method: 'POST',
      url: `/activities/quiz/${fx.quizId}/import`,
      payload: form('file', Buffer.from('type,question_en,text_answer_en\nfree text,Red planet?,Mars'), 'quiz.csv', 'text/csv'),
    }),
    expected: owned(200),
  },
  {
    route: 'GET /api/activities/quiz/:id/export.xlsx',
    request: () => get(`/activities/quiz/${fx.quizId}/export.xlsx`),
    expected: owned(200),
  },
  {
    route: 'GET /api/activities/quiz/:id/export.zip',
    request: () => get(`/activities/quiz/${fx.quizId}/export.zip`),
    expected: owned(200),
  },
  ...(['draw', 'gallery'] as const).map((type) => ({
    route: 'GET /api/activities/:type/:id',
    request: () => get(`/activities/${type}/${type === 'draw' ? fx.drawId : fx.galleryId}`),
    expected: owned(200),
  })),
  ...(['quiz', 'draw', 'gallery'] as const).map((type) => ({
    route: 'DELETE /api/activities/:type/:id',
    request: async () => del(`/activities/${type}/${await freshActivityOfA(type)}`),
    expected: owned(204),
  })),

  {
    route: 'POST /api/upload',
    request: () => ({ method: 'POST', url: '/upload', payload: form('file', png(), 'logo.png', 'image/png') }),
    expected: signedIn(201),
  },
  { route: 'GET /api/upload/:fileName', request: () => get(`/upload/${fx.fileName}`), expected: open(200) },

  // Anyone with the code joins, as a player or a screen: the player and the screen join again with
  // their own ids, everyone else as a newcomer.
  {
    route: 'POST /api/events/join',
    request: ({ actor, id }) => post('/events/join', { code: fx.event.code, playerId: actor === 'player' ? id : randomUUID() }),
    expected: open(200),
  },
  {
    route: 'POST /api/events/join-as-screen',
    request: ({ actor, id }) => post('/events/join-as-screen', { code: fx.event.code, screenId: actor === 'screen' ? id : randomUUID() }),
    expected: open(200),
  },
  {
    route: 'POST /api/events/poll',
    request: ({ id }) => post('/events/poll', { eventId: fx.event.id, playerId: id }),
    // Anyone may watch the public event; only the player gets its own record.
    expected: open(200),
    check: ({ actor }, res) => {
      if (actor === 'player') expect(res.json.player).toMatchObject({ playerId: fx.playerId });
      else expect(res.json.player).toBeNull();
    },
  },
  {
    route: 'POST /api/events/poll-as-screen',
    request: ({ id }) => post('/events/poll-as-screen', { eventId: fx.event.id, screenId: id }),
    expected: screenOnly(200),
  },
  {
    route: 'POST /api/players/create-team',
    request: ({ id }) => post('/players/create-team', { eventId: fx.event.id, playerId: id, name: `Crew ${randomUUID().slice(0, 6)}` }),
    expected: playerOnly(200),
  },
  {
    route: 'POST /api/players/set-info',
    request: ({ id }) => post('/players/set-info', { eventId: fx.event.id, playerId: id, name: 'Pat', teamId: fx.teamId }),
    expected: playerOnly(200),
  },
  {
    route: 'POST /api/players/answer',
    request: ({ id }) =>
      post('/players/answer', { eventId: fx.running.id, playerId: id, activityId: fx.runningActivityId, questionIndex: 0, answer: 1 }),
    expected: playerOnly(200),
  },

  { route: 'GET /api/events/:id/live', request: () => get(`/events/${fx.event.id}/live`), expected: owned(200) },
  {
    route: 'GET /api/events/:id/live/players',
    request: () => get(`/events/${fx.running.id}/live/players?q=${encodeURIComponent(' pA ')}`),
    expected: owned(200),
    // The owner finds the player by part of its name, in any case.
    check: ({ actor }, res) => {
      if (actor === 'managerA') expect(res.json.players).toMatchObject([{ playerId: fx.aliases.running, name: 'Pat' }]);
    },
  },
  {
    route: 'POST /api/events/:id/live',
    request: () => post(`/events/${fx.event.id}/live`, { ...HOST_ACTION, playerId: fx.aliases.event }),
    expected: owned(200),
  },
  // Every host action is the owner's alone, each on an event of its own where it succeeds.
  ...Object.entries(HOST_ACTIONS).map(([action, setUp]) => ({
    route: 'POST /api/events/:id/live',
    name: `host action ${action}`,
    request: async () => {
      const { eventId, body } = await setUp();
      return post(`/events/${eventId}/live`, body);
    },
    expected: owned(200),
  })),
  { route: 'GET /api/events/:id/results', request: () => get(`/events/${fx.running.id}/results`), expected: owned(200) },
  { route: 'GET /api/events/:id/results', request: () => get(`/events/${fx.running.id}/results?format=csv`), expected: owned(200) },
  // The socket's address over plain HTTP (no upgrade): refused alike for everyone.
  { route: 'GET /api/live', name: 'without an upgrade: refused with an { error } body', request: () => get('/live'), expected: open(426) },

  { route: 'GET /api/admin/database-dump', request: () => get('/admin/database-dump'), expected: adminOnly(200) },
  {
    route: 'POST /api/admin/database-dump',
    request: () => ({ method: 'POST', url: '/admin/database-dump', payload: form('dump', fx.dump, 'backup.zip', 'application/zip') }),
    expected: adminOnly(200),
  },
  { route: 'POST /api/admin/reset-database', request: () => post('/admin/reset-database'), expected: adminOnly(200) },
];

/** HEAD runs GET's hooks: the same cells, without a body to check. */
const withHeads = (rows: Row[], registered: Set<string>): Row[] =>
  rows.flatMap((row) => {
    const head = row.route.replace(/^GET /, 'HEAD ');
    if (!row.route.startsWith('GET ') || !registered.has(head)) return [row];
    const headRow: Row = {
      route: head,
      expected: row.expected,
      request: async (cell) => ({ ...(await row.request(cell)), method: 'HEAD' }),
    };
    return [row, headRow];
  });

async function send(cell: Cell, request: Request): Promise<Response> {
  const token = cell.actor === 'player' || cell.actor === 'screen' ? cell.id : tokens[cell.actor];
  const res = await t.app.inject({
    method: request.method,
    url: `/api${request.url}`,
    payload: request.payload as InjectOptions['payload'],
    remoteAddress: ADDRESS[cell.actor],
    // Players and screens have no token: the id they hold is all they can try.
    headers: { ...(request.headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  let json: unknown;
  try {
    json = res.body ? JSON.parse(res.body) : undefined;
  } catch {
    json = undefined;
  }
  return { status: res.statusCode, body: res.body, json };
}

beforeAll(async () => {
  ({ t, routes } = await buildAppWithRoutes());
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  wsUrl = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/live`;

  // The first admin of a fresh instance may sign up (docs/PRODUCT-RULES.md#security).
  await signUpFrom('admin', 'admin');
  await signUpFrom('managerA', 'manager');
  await signUpFrom('managerB', 'manager');
  expectOk(await callFrom(t.app, '198.51.100.99', 'POST', '/auth/signup', { userName: 'Throwaway', ...throwaway }), 201);

  fx.teamId = await freshTeamOfA();
  fx.quizId = await freshActivityOfA('quiz');
  expectOk(await asA('PUT', `/activities/quiz/${fx.quizId}`, { name: 'Quiz', questions: [QUESTION] }));
  fx.drawId = await freshActivityOfA('draw');
  fx.galleryId = await freshActivityOfA('gallery');
  const rules = { teamsConfig: 'allow_custom_teams', allowTeamlessPlayers: true } as const;
  fx.event = await newEventOfA('Quiz night', { teamIds: [fx.teamId], activities: [activityEntry(fx.quizId, rules)] });
  const runningEntry = activityEntry(fx.quizId, rules);
  fx.running = await newEventOfA('Running quiz', { teamIds: [fx.teamId], activities: [runningEntry] });
  fx.runningActivityId = runningEntry.id;
  const uploaded = await t.app.inject({
    method: 'POST',
    url: '/api/upload',
    payload: form('file', png(), 'logo.png', 'image/png'),
    headers: { authorization: `Bearer ${tokens.managerA}` },
  });
  fx.fileName = uploaded.json().fileName;

  // The player and the screen join both of A's events. The player names itself in the running one
  // (to answer); in the other it has yet to choose its team, so that it may still create one.
  fx.playerId = randomUUID();
  fx.screenId = randomUUID();
  for (const event of [fx.event, fx.running]) {
    expectOk(await callFrom(t.app, ADDRESS.player, 'POST', '/events/join', { code: event.code, playerId: fx.playerId }));
    expectOk(await callFrom(t.app, ADDRESS.screen, 'POST', '/events/join-as-screen', { code: event.code, screenId: fx.screenId }));
  }
  expectOk(
    await callFrom(t.app, ADDRESS.player, 'POST', '/players/set-info', {
      eventId: fx.running.id,
      playerId: fx.playerId,
      name: 'Pat',
      teamId: fx.teamId,
    }),
  );
  expectOk(await asA('POST', `/events/${fx.running.id}/live`, { action: 'start' }));
  fx.aliases = { event: await aliasOf(t.app, fx.event.id, fx.playerId), running: await aliasOf(t.app, fx.running.id, fx.playerId) };

  const { id: bEventId } = expectOk(await call(t.app, 'POST', '/events', { name: 'B night' }, tokens.managerB), 201);
  fx.bEventId = bEventId;
  const dump = await t.app.inject({ method: 'GET', url: '/api/admin/database-dump', headers: { authorization: `Bearer ${tokens.admin}` } });
  expect(dump.statusCode).toBe(200);
  fx.dump = dump.rawPayload;
});
afterEach(closeAllClients);
afterAll(async () => {
  await t?.close();
});

/**
 * The database as a refusal must leave it. Players' last-seen times are left out: polls stamp them
 * in the background (event-cache.ts), whoever is calling at that moment.
 */
async function state(): Promise<Record<string, string[]>> {
  const tables = await snapshot(t.app.db);
  tables.event_players = tables.event_players!.map((row) => {
    const { last_seen_at: _, ...rest } = JSON.parse(row) as Record<string, unknown>;
    return JSON.stringify(rest);
  });
  return tables;
}

/**
 * Ids that only their holder and the admin's whole-database tools may see; the event's owner sees the
 * screen's id too, and the player only under an alias (issue 18 item 4, player-aliases.test.ts).
 */
function leakedIds(cell: Cell, row: Row, body: string): string[] {
  if (cell.actor === 'admin' && row.expected.managerA === 403) return [];
  const leaked: string[] = [];
  if (cell.actor !== 'player' && body.includes(fx.playerId)) leaked.push(`the player's id`);
  if (cell.actor !== 'screen' && cell.actor !== 'managerA' && body.includes(fx.screenId)) leaked.push(`the screen's id`);
  return leaked;
}

// ---------- the socket ----------

const HELLO_ROLES = ['player', 'screen', 'host'] as const;
type HelloRole = (typeof HELLO_ROLES)[number];
/** What each actor's hello in each role gets: the state message, or the refusal's error. */
type HelloOutcome = 'player-state' | 'screen-state' | 'host-state' | string;

/** The credential an actor can put in a hello of this role: its own id or token, or nothing. */
function helloFor(actor: Actor, role: HelloRole, eventId: string): Record<string, unknown> {
  const id = actor === 'player' ? fx.playerId : actor === 'screen' ? fx.screenId : randomUUID();
  if (role === 'player') return { type: 'hello', role, eventId, playerId: id };
  if (role === 'screen') return { type: 'hello', role, eventId, screenId: id };
  const token = actor === 'player' || actor === 'screen' ? id : tokens[actor];
  return token === undefined ? { type: 'hello', role, eventId } : { type: 'hello', role, eventId, token };
}

const NOT_UNDERSTOOD = 'Not a message this server understands';
const HELLO_MATRIX: Record<HelloRole, Record<Actor, HelloOutcome>> = {
  player: {
    anonymous: 'Join the event first',
    player: 'player-state',
    screen: 'Join the event first',
    managerA: 'Join the event first',
    managerB: 'Join the event first',
    admin: 'Join the event first',
  },
  screen: {
    anonymous: 'This screen has not joined the event',
    player: 'This screen has not joined the event',
    screen: 'screen-state',
    managerA: 'This screen has not joined the event',
    managerB: 'This screen has not joined the event',
    admin: 'This screen has not joined the event',
  },
  host: {
    // No token at all is not a hello this server understands.
    anonymous: NOT_UNDERSTOOD,
    player: 'Invalid or expired token',
    screen: 'Invalid or expired token',
    managerA: 'host-state',
    managerB: 'Event not found',
    admin: 'Event not found',
  },
};

/** Messages only the host's HTTP calls may do, dressed up every way a client might try over the socket. */
const HOST_COMMANDS = [
  { type: 'start' },
  { type: 'host', action: 'start' },
  { type: 'action', action: 'end' },
  { action: 'reveal' },
  { type: 'rename-player', playerId: 'x', name: 'Hijacked' },
  { type: 'hello', role: 'host', eventId: '', token: 'x' },
];

/** The game's state as the host sees it, less the counters (a socket that connects moves those). */
async function liveOf(eventId: string) {
  const { rev, phase, question, reveal } = expectOk(await asA('GET', `/events/${eventId}/live`)).live;
  return { rev, phase, question, reveal } as { rev: number; phase: string; question: unknown; reveal: unknown };
}

/** A refused hello: one error, then the close. A screen turned away is sent back to joining (gone). */
async function expectRefusedWith(client: LiveClient, error: string, code: number = SOCKET_CLOSE.refused) {
  const closed = await client.closes();
  expect({ frames: client.frames.map((f) => f.message), code: closed.code }).toEqual({ frames: [{ type: 'error', error }], code });
}

/**
 * Every message a client may send, read from the schema the socket parses with: a message type or a
 * hello role added there without a place in this matrix fails the test below.
 */
function clientMessageKinds(): string[] {
  type Shape = { options?: readonly Shape[]; shape?: { type: { value: string }; role?: { value: string } } };
  const leaves = (s: Shape): Shape[] => (s.options ? s.options.flatMap(leaves) : [s]);
  return leaves(schemas.ClientMessage as unknown as Shape).map(({ shape }) =>
    [shape!.type.value, shape!.role?.value].filter(Boolean).join(' '),
  );
}

/** What the socket tests below cover: each hello role, the answer (refused to screens and hosts; a player's own is live-socket.test's), the ping. */
const COVERED_MESSAGES = [...HELLO_ROLES.map((role) => `hello ${role}`), 'answer', 'ping'];

describe('socket access matrix (GET /api/live)', () => {
  it('has its socket route registered as one', () => {
    expect(routes.filter((r) => r.websocket).map((r) => r.key)).toEqual(['GET /api/live', 'HEAD /api/live']);
  });

  it('covers every message the socket accepts, and no message it does not', () => {
    expect(clientMessageKinds().sort()).toEqual([...COVERED_MESSAGES].sort());
  });

  for (const role of HELLO_ROLES) {
    for (const actor of ACTORS) {
      const outcome = HELLO_MATRIX[role][actor];
      it(`a ${role} hello from ${actor}: ${outcome.endsWith('-state') ? `served (${outcome})` : `refused (${outcome})`}`, async () => {
        const client = await LiveClient.connect(wsUrl);
        client.send(helloFor(actor, role, fx.event.id));
        if (outcome.endsWith('-state')) expect((await client.first()).type).toBe(outcome);
        else await expectRefusedWith(client, outcome, role === 'screen' ? SOCKET_CLOSE.gone : SOCKET_CLOSE.refused);
      });
    }
  }

  it("refuses a host hello for the owner's event with a token that is forged, or a refresh token", async () => {
    const [header, payload] = tokens.managerA!.split('.');
    const forged = `${header}.${payload}.${createHmac('sha256', 'not the secret').update(`${header}.${payload}`).digest('base64url')}`;
    for (const token of [forged, await freshRefreshToken(), `${tokens.managerA}x`]) {
      const client = await LiveClient.connect(wsUrl);
      client.send({ type: 'hello', role: 'host', eventId: fx.event.id, token });
      await expectRefusedWith(client, 'Invalid or expired token');
    }
  });

  it("refuses manager A's token for manager B's event, and the player's id in an event it never joined", async () => {
    const host = await LiveClient.connect(wsUrl);
    host.send({ type: 'hello', role: 'host', eventId: fx.bEventId, token: tokens.managerA });
    await expectRefusedWith(host, 'Event not found');
    const player = await LiveClient.connect(wsUrl);
    player.send({ type: 'hello', role: 'player', eventId: fx.bEventId, playerId: fx.playerId });
    await expectRefusedWith(player, 'Join the event first');
  });

  it('lets neither a player nor a screen command the game: every host command is refused and nothing changes', async () => {
    const before = await liveOf(fx.running.id);
    const player = await LiveClient.connect(wsUrl);
    player.send(helloFor('player', 'player', fx.running.id));
    expect((await player.first()).type).toBe('player-state');
    const screen = await LiveClient.connect(wsUrl);
    screen.send(helloFor('screen', 'screen', fx.running.id));
    expect((await screen.first()).type).toBe('screen-state');

    for (const client of [player, screen]) {
      for (const command of HOST_COMMANDS) {
        client.send(command);
        const reply = await client.next('error');
        expect(reply.error, JSON.stringify(command)).toMatch(/^(Not a message this server understands|Already said hello)$/);
      }
      // A refused message is not a refused socket: it still answers.
      client.send({ type: 'ping' });
      await client.next('pong');
    }
    // A screen does not answer for anyone.
    screen.send({ type: 'answer', activityId: fx.runningActivityId, questionIndex: 0, answer: 2 });
    expect(await screen.next('error')).toEqual({ type: 'error', error: 'Only players answer' });

    expect(await liveOf(fx.running.id)).toEqual(before);
    expect(before.phase).toBe('question');
  });

  it('lets the host command only over HTTP: over the socket the owner is told, and nothing changes', async () => {
    const before = await liveOf(fx.running.id);
    const host = await LiveClient.connect(wsUrl);
    host.send(helloFor('managerA', 'host', fx.running.id));
    expect((await host.first()).type).toBe('host-state');
    for (const command of HOST_COMMANDS.slice(0, 5)) {
      host.send(command);
      expect((await host.next('error')).error).toBe(NOT_UNDERSTOOD);
    }
    host.send({ type: 'answer', activityId: fx.runningActivityId, questionIndex: 0, answer: 2 });
    expect(await host.next('error')).toEqual({ type: 'error', error: 'Only players answer' });
    expect(await liveOf(fx.running.id)).toEqual(before);
  });
});

// ---------- HTTP (after the socket's tests: its last row resets the database) ----------

describe('HTTP access matrix', () => {
  it('has a row for every route the app registers, and no row for a route it does not', () => {
    const registered = new Set(routes.map((r) => r.key));
    const covered = new Set(withHeads(ROWS, registered).map((r) => r.route));
    expect(
      [...registered].filter((r) => !covered.has(r)),
      'routes without a row in the access matrix',
    ).toEqual([]);
    expect(
      [...covered].filter((r) => !registered.has(r)),
      'rows for routes the app does not have',
    ).toEqual([]);
  });

  // Rows are listed before beforeAll has the route table, so each GET row's HEAD twin is a test of
  // its own from the start; Fastify registers one for every GET route (exposeHeadRoutes).
  const tests = ROWS.flatMap((row, i) => [
    [`${row.route} #${i}${row.name ? ` ${row.name}` : ''}`, i, false] as const,
    ...(row.route.startsWith('GET ')
      ? [[`${row.route.replace(/^GET /, 'HEAD ')} #${i}${row.name ? ` ${row.name}` : ''}`, i, true] as const]
      : []),
  ]);
  it.each(tests)('%s', async (_, index, head) => {
    const row = ROWS[index]!;
    if (head) {
      const headRoute = row.route.replace(/^GET /, 'HEAD ');
      expect(routes.map((r) => r.key)).toContain(headRoute);
      const headRow: Row = {
        route: headRoute,
        expected: row.expected,
        request: async (cell) => ({ ...(await row.request(cell)), method: 'HEAD' }),
      };
      expect(await runRow(headRow, index)).toEqual([]);
    } else {
      expect(await runRow(row, index)).toEqual([]);
    }
  });
});

/** Runs one row for every actor; returns what went wrong, one line each. */
async function runRow(row: Row, index: number): Promise<string[]> {
  const failures: string[] = [];
  const cellOf = (actor: Actor): Cell => ({
    actor,
    id: actor === 'player' ? fx.playerId : actor === 'screen' ? fx.screenId : randomUUID(),
  });
  // The refusals go first, so that a success that deletes or resets cannot change their cell. Their
  // requests are all made before one look at the database, and after them one more: the refusals
  // together must have changed nothing.
  const refused = ACTORS.filter((a) => row.expected[a] >= 400).map(cellOf);
  const allowed = ACTORS.filter((a) => row.expected[a] < 400).map(cellOf);
  const refusedRequests = [];
  for (const cell of refused) refusedRequests.push({ cell, request: await row.request(cell) });
  const before = refused.length ? await state() : null;
  const outcomes: string[] = [];
  for (const { cell, request } of refusedRequests) {
    const res = await send(cell, request);
    outcomes.push(`${cell.actor} ${res.status}`);
    judge(cell, request, res);
  }
  if (before) {
    const after = await state();
    const changed = Object.keys(before).filter((table) => JSON.stringify(before[table]) !== JSON.stringify(after[table]));
    if (changed.length) failures.push(`#${index} ${row.route}: the refusals (${outcomes.join(', ')}) changed ${changed.join(', ')}`);
  }
  for (const cell of allowed) {
    const request = await row.request(cell);
    judge(cell, request, await send(cell, request));
  }
  return failures;

  function judge(cell: Cell, request: Request, res: Response) {
    const expected = row.expected[cell.actor];
    const where = `#${index} ${request.method} ${request.url} as ${cell.actor}`;
    if (res.status !== expected) failures.push(`${where}: expected ${expected}, got ${res.status} ${res.body.slice(0, 120)}`);
    if (res.status >= 400 && request.method !== 'HEAD' && !isErrorBody(res.body)) {
      failures.push(`${where}: error body is not { error }: ${JSON.stringify(res.body.slice(0, 120))}`);
    }
    const leaked = leakedIds(cell, row, res.body);
    if (leaked.length) failures.push(`${where}: the answer shows ${leaked.join(' and ')}`);
    if (row.check && res.status === expected && res.status < 400 && request.method !== 'HEAD') {
      try {
        row.check(cell, res);
      } catch (error) {
        failures.push(`${where}: ${(error as Error).message.split('\n')[0]}`);
      }
    }
  }
}
