// Request bodies (issue 9, item 4): each call reads what its schema can hold at most and answers 413
// past it; the largest valid body of each large call still fits; a manager call refuses an
// anonymous caller before reading the body; nesting deeper than any schema needs is refused
// before the JSON is parsed.
import { randomUUID } from 'node:crypto';
import { LIMITS } from '@quizfest/shared';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teams } from '../src/db/schema.js';
import { EVENT_SAVE_BODY_LIMIT, QUIZ_SAVE_BODY_LIMIT, SMALL_BODY_LIMIT, TEAM_SAVE_BODY_LIMIT } from '../src/lib/body-limits.js';
import { MAX_JSON_DEPTH, nestedDeeperThan, TOO_DEEP } from '../src/plugins/json-body.js';
import { signUpAndIn } from './api-helpers.js';
import { activityEntry, createActivity, createEvent, createTeam, expectError, joinEvent } from './fixtures.js';
import { buildTestApp, type TestApp } from './test-app.js';

let t: TestApp;
let token: string;
let userId: string;
let eventId: string;
let playerId: string;

beforeAll(async () => {
  t = await buildTestApp();
  ({ token, id: userId } = await signUpAndIn(t.app));
  const event = await createEvent(t.app, token);
  eventId = event.id;
  ({ playerId } = await joinEvent(t.app, event.code));
});
afterAll(async () => {
  await t?.close();
});

async function send(method: 'POST' | 'PUT', url: string, payload: string, auth = false) {
  const options: InjectOptions = { method, url: `/api${url}`, payload, headers: { 'content-type': 'application/json' } };
  if (auth) options.headers!.authorization = `Bearer ${token}`;
  const res = await t.app.inject(options);
  let body: any;
  try {
    body = JSON.parse(res.body);
  } catch {
    body = res.body;
  }
  return { status: res.statusCode, body };
}

/** A string of `n` characters of 3 UTF-8 bytes each: the longest a field of that many characters gets. */
const wide = (n: number) => '€'.repeat(n);
/** `valid` with a padding field that brings its JSON text to exactly `bytes` bytes (unknown keys are dropped by the schemas). */
function padded(valid: Record<string, unknown>, bytes: number): string {
  const bare = Buffer.byteLength(JSON.stringify({ ...valid, pad: '' }));
  const text = JSON.stringify({ ...valid, pad: 'x'.repeat(bytes - bare) });
  expect(Buffer.byteLength(text)).toBe(bytes);
  return text;
}

describe('player, screen and auth calls', () => {
  const calls: [string, () => Record<string, unknown>][] = [
    ['/events/join', () => ({ code: 'ABCD', playerId: randomUUID() })],
    ['/events/join-as-screen', () => ({ code: 'ABCD', screenId: randomUUID() })],
    ['/events/poll', () => ({ eventId, playerId })],
    ['/events/poll-as-screen', () => ({ eventId, screenId: randomUUID() })],
    ['/players/set-info', () => ({ eventId, playerId, name: 'Ann', teamId: '' })],
    ['/players/create-team', () => ({ eventId, playerId, name: 'Crew' })],
    ['/players/answer', () => ({ eventId, playerId, activityId: 'a', questionIndex: 0, answer: 1 })],
    ['/auth/signup', () => ({ userName: 'Ann', emailAddress: 'ann@example.com', passwordHash: 'a'.repeat(64) })],
    ['/auth/signin', () => ({ emailAddress: 'ann@example.com', passwordHash: 'a'.repeat(64) })],
    ['/auth/refresh', () => ({ refreshToken: 'x' })],
    ['/auth/signout', () => ({ refreshToken: 'x' })],
  ];

  it.each(calls)('POST %s refuses a body of 16 KB and one byte with 413, naming the limit', async (url, valid) => {
    expectError(
      await send('POST', url, padded(valid(), SMALL_BODY_LIMIT + 1)),
      413,
      'Request body is too large: this call takes at most 16 KB',
    );
  });

  it('still reads a body of exactly the limit', async () => {
    const res = await send('POST', '/events/poll', padded({ eventId, playerId }, SMALL_BODY_LIMIT));
    expect(res.status).toBe(200);
    expect(res.body.player.playerId).toBe(playerId);
  });

  it('answers an unknown route with the same limit (the body of a 404 is read too)', async () => {
    expectError(await send('POST', '/nowhere', padded({}, SMALL_BODY_LIMIT + 1)), 413);
  });
});

describe('manager saves', () => {
  it('refuse an anonymous caller with 401 before reading the body, however large', async () => {
    const quizId = await createActivity(t.app, token, 'quiz');
    const teamId = await createTeam(t.app, token);
    // Not JSON at all: a read body would be a 400, and one over the limit a 413.
    expectError(await send('PUT', `/activities/quiz/${quizId}`, '{'.repeat(QUIZ_SAVE_BODY_LIMIT + 1)), 401);
    expectError(await send('PUT', `/activities/quiz/${quizId}`, `[${'0,'.repeat(500_000)}0]`), 401);
    expectError(await send('PUT', `/teams/${teamId}`, '{"name":'), 401);
    expectError(await send('PUT', `/events/${eventId}`, '{"name":'), 401);
  });

  it('take the largest quiz the schema allows (every question and text at its longest), and not a byte over the limit', async () => {
    const quizId = await createActivity(t.app, token, 'quiz');
    const text = {
      question: wide(LIMITS.questionTextMax),
      answers: Array(4).fill(wide(LIMITS.answerTextMax)),
      answer: wide(LIMITS.answerTextMax),
      explanation: wide(LIMITS.explanationMax),
    };
    const question = {
      type: 'multiple_text_choice_4',
      correctAnswer: 4,
      timeLimit: LIMITS.questionTimeLimitMax,
      pointsMultiplier: 2,
      imageUrl: `https://example.com/${wide(LIMITS.urlMax - 20)}`,
      texts: { en_US: text, fr_FR: text },
    };
    const largest = JSON.stringify({
      name: wide(LIMITS.nameMax),
      timeLimit: LIMITS.questionTimeLimitMax,
      readTime: LIMITS.readTimeMax,
      speedScoring: false,
      questions: Array(LIMITS.questionsPerQuiz).fill(question),
    });
    const bytes = Buffer.byteLength(largest);
    expect(bytes).toBeLessThanOrEqual(QUIZ_SAVE_BODY_LIMIT);
    // The limit follows the schema, with little to spare.
    expect(QUIZ_SAVE_BODY_LIMIT).toBeLessThan(bytes * 1.25);

    const saved = await send('PUT', `/activities/quiz/${quizId}`, largest, true);
    expect(saved.status).toBe(200);
    expect(saved.body.questions).toHaveLength(LIMITS.questionsPerQuiz);

    expectError(await send('PUT', `/activities/quiz/${quizId}`, padded({ name: 'Q', questions: [] }, QUIZ_SAVE_BODY_LIMIT + 1), true), 413);
  }, 120_000);

  it('take the largest event the schema allows, and not a byte over the limit', async () => {
    const quizId = await createActivity(t.app, token, 'quiz');
    const teamRows = await t.app.db
      .insert(teams)
      .values(Array.from({ length: LIMITS.teamsPerEvent }, (_, i) => ({ ownerId: userId, name: `Team ${i}` })))
      .returning({ id: teams.id });
    const largest = JSON.stringify({
      name: wide(LIMITS.nameMax),
      teamIds: teamRows.map((r) => r.id),
      activities: Array.from({ length: LIMITS.activitiesPerEvent }, (_, i) => ({
        ...activityEntry(quizId, { teamsConfig: 'allow_custom_teams', allowTeamlessPlayers: true }),
        id: `${i}-${wide(95)}`,
      })),
      startDate: '2031-01-01T10:00:00.000+00:00',
      endDate: '2031-01-01T12:00:00.000+00:00',
      // What the editor sends back: the players of the manager's view, at their longest.
      players: Array.from({ length: LIMITS.eventViewPlayers }, () => ({
        playerId: randomUUID(),
        name: wide(LIMITS.playerNameMax),
        teamId: randomUUID(),
      })),
      screenIds: Array.from({ length: LIMITS.screensPerEvent }, () => randomUUID()),
    });
    const bytes = Buffer.byteLength(largest);
    expect(bytes).toBeLessThanOrEqual(EVENT_SAVE_BODY_LIMIT);
    // More to spare here: the schema lets an activity's modelId be 100 characters; a save that
    // passes names a real activity by its 36-character id.
    expect(EVENT_SAVE_BODY_LIMIT).toBeLessThan(bytes * 1.5);

    expect((await send('PUT', `/events/${eventId}`, largest, true)).status).toBe(200);
    expectError(await send('PUT', `/events/${eventId}`, padded({ name: 'E' }, EVENT_SAVE_BODY_LIMIT + 1), true), 413);
  });

  it('take the largest team the schema allows, and not a byte over the limit', async () => {
    const teamId = await createTeam(t.app, token);
    const largest = JSON.stringify({
      name: wide(LIMITS.teamNameMax),
      score: -LIMITS.scoreAbsMax,
      playerIds: Array.from({ length: LIMITS.playerIdsPerTeam }, () => randomUUID()),
      imageUrl: `https://example.com/${wide(LIMITS.urlMax - 20)}`,
    });
    const bytes = Buffer.byteLength(largest);
    expect(bytes).toBeLessThanOrEqual(TEAM_SAVE_BODY_LIMIT);
    expect(TEAM_SAVE_BODY_LIMIT).toBeLessThan(bytes * 1.25);

    expect((await send('PUT', `/teams/${teamId}`, largest, true)).status).toBe(200);
    expectError(await send('PUT', `/teams/${teamId}`, padded({ name: 'T' }, TEAM_SAVE_BODY_LIMIT + 1), true), 413);
  });
});

describe('nesting', () => {
  const nested = (depth: number, inner = '1') => `${'['.repeat(depth)}${inner}${']'.repeat(depth)}`;

  it(`refuses a body nested more than ${MAX_JSON_DEPTH} levels with 400, before parsing it`, async () => {
    expectError(await send('POST', '/events/poll', `{"eventId":${nested(MAX_JSON_DEPTH)}}`), 400, TOO_DEEP);
    // Not even valid JSON: the parser would have said so, had it run first.
    expectError(await send('POST', '/events/join', `${'{"a":'.repeat(MAX_JSON_DEPTH + 1)}oops`), 400, TOO_DEEP);
    // As deep as the limit is fine as far as nesting goes: the schema answers.
    const atLimit = await send('POST', '/events/poll', `{"eventId":${nested(MAX_JSON_DEPTH - 1)}}`);
    expect(atLimit.status).toBe(400);
    expect(atLimit.body.error).not.toBe(TOO_DEEP);
  });

  it('counts brackets in JSON structure only, not inside strings', async () => {
    const name = '[[[[[[[[[[[[[[[[[[[[{{{{{{{{{{{{{{{{{{{{"\\"[[[[';
    const res = await send('POST', '/teams', JSON.stringify({ name }), true);
    expect(res.status).toBe(201);

    expect(nestedDeeperThan('["[[[[", "\\"[[[[", {"a": "]]]]"}]', 2)).toBe(false);
    expect(nestedDeeperThan('[[[1]]]', 2)).toBe(true);
    expect(nestedDeeperThan('[[1],[2],[3]]', 2)).toBe(false);
    expect(nestedDeeperThan('"\\\\"[[[', 2)).toBe(true); // an escaped backslash ends before the quote
  });
});
