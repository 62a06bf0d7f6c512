// What the integration tests set up over and over: a manager's teams, activities and events, and
// the anonymous calls of players and screens, so that each test states only what it is about.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { expect } from 'vitest';
import type { ActivityType, Event, EventActivity, EventUpdateBody, TeamsConfig } from '@quizfest/shared';
import { playerAliases } from '../src/events/player-aliases.js';
import { call } from './api-helpers.js';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Response = Awaited<ReturnType<typeof call>>;

/** `call` from another client address, for the per-address rate limits. */
export async function callFrom(app: FastifyInstance, remoteAddress: string, method: Method, url: string, body?: unknown, token?: string) {
  const options: InjectOptions = { method, url: `/api${url}`, remoteAddress, headers: {} };
  if (token) options.headers!.authorization = `Bearer ${token}`;
  if (body !== undefined) options.payload = body as InjectOptions['payload'];
  const res = await app.inject(options);
  return { status: res.statusCode, body: res.body ? JSON.parse(res.body) : undefined };
}

/** Asserts a refusal: the status and the one error shape (docs/PRODUCT-RULES.md#errors), optionally its message. */
export function expectError(res: Response | { status: number; body: any }, status: number, message?: string | RegExp) {
  expect({ status: res.status, body: res.body }).toMatchObject({ status, body: { error: expect.any(String) } });
  expect(Object.keys(res.body)).toEqual(['error']);
  if (typeof message === 'string') expect(res.body.error).toBe(message);
  else if (message) expect(res.body.error).toMatch(message);
}

export function expectOk(res: Pick<Response, 'status' | 'body'>, status = 200) {
  if (res.status !== status) throw new Error(`expected ${status}, got ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
export const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/;

export const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3600_000).toISOString();

export async function createTeam(app: FastifyInstance, token: string, name = 'The Quizzards'): Promise<string> {
  return expectOk(await call(app, 'POST', '/teams', { name }, token), 201).id;
}

export async function createActivity(
  app: FastifyInstance,
  token: string,
  type: ActivityType = 'quiz',
  name = `A ${type}`,
): Promise<string> {
  return expectOk(await call(app, 'POST', `/activities/${type}`, { name }, token), 201).id;
}

export async function getEvent(app: FastifyInstance, token: string, id: string): Promise<Event> {
  return expectOk(await call(app, 'GET', `/events/${id}`, undefined, token));
}

export async function createEvent(app: FastifyInstance, token: string, name = 'Quiz night'): Promise<Event> {
  const { id } = expectOk(await call(app, 'POST', '/events', { name }, token), 201);
  return getEvent(app, token, id);
}

/** The body the event editor saves: the event as loaded, with some fields changed. */
export const eventBody = (event: Event, changes: Partial<EventUpdateBody> = {}): EventUpdateBody => ({
  name: event.name,
  teamIds: event.teamIds,
  players: event.players,
  activities: event.activities,
  startDate: event.startDate,
  endDate: event.endDate,
  screenIds: event.screenIds,
  ...changes,
});

export const putEvent = (app: FastifyInstance, token: string, event: Event, changes: Partial<EventUpdateBody> = {}) =>
  call(app, 'PUT', `/events/${event.id}`, eventBody(event, changes), token);

export async function saveEvent(app: FastifyInstance, token: string, event: Event, changes: Partial<EventUpdateBody> = {}): Promise<Event> {
  return expectOk(await putEvent(app, token, event, changes));
}

/** An activity entry as the event editor makes it ('activity-' plus a timestamp, docs/PRODUCT-RULES.md#records). */
export function activityEntry(modelId: string, rules: { teamsConfig?: TeamsConfig; allowTeamlessPlayers?: boolean } = {}): EventActivity {
  return {
    id: `activity-${Date.now()}-${randomUUID().slice(0, 6)}`,
    type: 'quiz',
    modelId,
    rules: { teamsConfig: rules.teamsConfig ?? 'only_preset_teams', allowTeamlessPlayers: rules.allowTeamlessPlayers ?? false },
  };
}

/** Moves the event into the past: it has ended. */
export const endEvent = (app: FastifyInstance, token: string, event: Event) =>
  saveEvent(app, token, event, { startDate: hoursFromNow(-5), endDate: hoursFromNow(-1) });

export async function joinEvent(app: FastifyInstance, code: string, playerId: string = randomUUID()) {
  const eventId: string = expectOk(await call(app, 'POST', '/events/join', { code, playerId })).eventId;
  return { playerId, eventId };
}

export const setInfo = (app: FastifyInstance, eventId: string, playerId: string, name: string, teamId: string | null = '') =>
  call(app, 'POST', '/players/set-info', { eventId, playerId, name, teamId });

export const poll = (app: FastifyInstance, eventId: string, playerId: string) => call(app, 'POST', '/events/poll', { eventId, playerId });

/** The alias under which an event's owner sees a player of that event (server/src/events/player-aliases.ts). */
export const aliasOf = async (app: FastifyInstance, eventId: string, playerId: string) =>
  (await playerAliases(app.db)).of(eventId, playerId);
