// Setting up live events over the HTTP API, as a manager and as players would (the browser tests
// then drive what matters to them through the pages): an account, quizzes, teams, events, players.
import { createHash, randomUUID } from 'node:crypto';
import type { Event, EventActivity, HostView, Question, ResultsResponse, SigninResponse, TeamsConfig } from '@quizfest/shared';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import type { Account } from './authForms';
import { newAccount } from './authForms';
import { LOCALE, type RunningServer, WAIT_MS } from './harness';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The SHA-256 the client sends instead of the password (docs/PRODUCT-RULES.md#security). */
const passwordHash = (password: string) => createHash('sha256').update(password).digest('hex');

export async function api<T = any>(server: RunningServer, method: Method, path: string, body?: unknown, token?: string): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`${server.url}/api${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

export type Manager = { account: Account; session: SigninResponse; token: string };

export async function signUpManager(server: RunningServer): Promise<Manager> {
  const account = newAccount('Host');
  const hash = passwordHash(account.password);
  await api(server, 'POST', '/auth/signup', { userName: account.userName, emailAddress: account.emailAddress, passwordHash: hash });
  const session = await api<SigninResponse>(server, 'POST', '/auth/signin', { emailAddress: account.emailAddress, passwordHash: hash });
  return { account, session, token: session.token };
}

/** Puts the session in storage the way the app's sign-in does, for pages of this context. */
export async function storeSession(context: BrowserContext, session: SigninResponse): Promise<void> {
  const user = { id: session.id, userName: session.userName, emailAddress: session.emailAddress, role: session.role };
  await context.addInitScript(
    ([token, refreshToken, userJson]) => {
      localStorage.setItem('quizfest.accessToken', token);
      localStorage.setItem('quizfest.refreshToken', refreshToken);
      localStorage.setItem('quizfest.user', userJson);
    },
    [session.token, session.refreshToken, JSON.stringify(user)] as const,
  );
}

/** The manager's host console for an event, signed in from storage, in a context of its own (`options`: the device). */
export async function openHostConsole(
  browser: Browser,
  server: RunningServer,
  manager: Manager,
  eventId: string,
  options: BrowserContextOptions = {},
): Promise<Page> {
  const context = await browser.newContext({ ...options, baseURL: server.url, locale: LOCALE });
  context.setDefaultTimeout(WAIT_MS);
  await storeSession(context, manager.session);
  const host = await context.newPage();
  await host.goto(`/manager/events/live?id=${eventId}`);
  return host;
}

export async function createQuiz(server: RunningServer, token: string, name: string, questions: Question[]): Promise<string> {
  const { id } = await api<{ id: string }>(server, 'POST', '/activities/quiz', { name }, token);
  await api(server, 'PUT', `/activities/quiz/${id}`, { name, questions }, token);
  return id;
}

export async function createTeam(server: RunningServer, token: string, name: string): Promise<string> {
  return (await api<{ id: string }>(server, 'POST', '/teams', { name }, token)).id;
}

type EventSetup = {
  name: string;
  quizId: string;
  teamIds?: string[];
  teamsConfig?: TeamsConfig;
  allowTeamlessPlayers?: boolean;
};

/** An event running now (started a minute ago, ends in three hours) with one quiz. */
export async function createLiveEvent(server: RunningServer, token: string, setup: EventSetup): Promise<Event> {
  const { id } = await api<{ id: string }>(server, 'POST', '/events', { name: setup.name }, token);
  const activity: EventActivity = {
    id: `activity-${Date.now()}-${randomUUID().slice(0, 6)}`,
    type: 'quiz',
    modelId: setup.quizId,
    rules: { teamsConfig: setup.teamsConfig ?? 'only_preset_teams', allowTeamlessPlayers: setup.allowTeamlessPlayers ?? false },
  };
  return api<Event>(
    server,
    'PUT',
    `/events/${id}`,
    {
      name: setup.name,
      teamIds: setup.teamIds ?? [],
      activities: [activity],
      startDate: new Date(Date.now() - 60_000).toISOString(),
      endDate: new Date(Date.now() + 3 * 3600_000).toISOString(),
    },
    token,
  );
}

/** A manager and an event running now with a one-question quiz ('Ready?'): for flows about the night's frame, not its questions. */
export async function oneQuestionNight(
  server: RunningServer,
  name: string,
  setup: Omit<EventSetup, 'name' | 'quizId'> = {},
): Promise<{ manager: Manager; event: Event }> {
  const manager = await signUpManager(server);
  const quizId = await createQuiz(server, manager.token, `${name} quiz`, [
    { type: 'multiple_text_choice_2', correctAnswer: 1, texts: { en_US: { question: 'Ready?', answers: ['Yes', 'No'] } } },
  ]);
  return { manager, event: await createLiveEvent(server, manager.token, { ...setup, name, quizId }) };
}

/** Joins players by the event's code and names them (teamId null: without a team), ~32 at a time. */
export async function joinPlayers(server: RunningServer, event: Event, players: { name: string; teamId: string | null }[]): Promise<void> {
  const BATCH = 32;
  for (let start = 0; start < players.length; start += BATCH) {
    await Promise.all(
      players.slice(start, start + BATCH).map(async ({ name, teamId }) => {
        const playerId = randomUUID();
        await api(server, 'POST', '/events/join', { code: event.code, playerId });
        await api(server, 'POST', '/players/set-info', { eventId: event.id, playerId, name, teamId: teamId ?? '' });
      }),
    );
  }
}

export const hostView = (server: RunningServer, token: string, eventId: string) =>
  api<HostView>(server, 'GET', `/events/${eventId}/live`, undefined, token);

export const results = (server: RunningServer, token: string, eventId: string) =>
  api<ResultsResponse>(server, 'GET', `/events/${eventId}/results?format=json`, undefined, token);

/** Uploads an image as the editor does; the stored file name, as a question names it. */
export async function uploadImage(server: RunningServer, token: string, png: Buffer): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'picture.png');
  const res = await fetch(`${server.url}/api/upload`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  if (res.status !== 201) throw new Error(`POST /upload: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { fileName: string }).fileName;
}
