// Issue 21: duplicating a quiz (every question, both languages, the same images and times) and an
// event (its setup for another night, without the night: players, answers, player-made teams, live
// state), each under a new id, the event with a new code; another manager's is 404.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Event, Question } from '@quizfest/shared';
import { answers, eventPlayers } from '../src/db/schema.js';
import { call, signUpAndIn } from './api-helpers.js';
import { buildTestApp, type TestApp } from './test-app.js';
import {
  activityEntry,
  createActivity,
  createEvent,
  expectError,
  expectOk,
  getEvent,
  joinEvent,
  saveEvent,
  setInfo,
  UUID,
} from './fixtures.js';
import { answer, hostAction, liveEvent } from './live-fixtures.js';

let t: TestApp;
let token: string;
let otherToken: string;

beforeAll(async () => {
  t = await buildTestApp();
  ({ token } = await signUpAndIn(t.app));
  ({ token: otherToken } = await signUpAndIn(t.app));
});
afterAll(async () => {
  await t?.close();
});

const QUESTIONS: Question[] = [
  {
    type: 'multiple_text_choice_4',
    correctAnswer: 3,
    imageUrl: 'a1b2c3d4-0000-4000-8000-000000000000.png',
    timeLimit: 30,
    texts: {
      en_US: { question: 'Capital of France?', answers: ['Lyon', 'Nice', 'Paris', 'Lille'] },
      fr_FR: { question: 'Capitale de la France ?', answers: ['Lyon', 'Nice', 'Paris', 'Lille'] },
    },
  },
  {
    type: 'free_text_input',
    imageUrl: 'https://example.com/mona.jpg',
    texts: {
      en_US: { question: 'Who painted the Mona Lisa?', answer: 'Leonardo da Vinci' },
      fr_FR: { question: 'Qui a peint la Joconde ?', answer: 'Léonard de Vinci' },
    },
  },
];

const duplicateQuiz = (id: string, name: string, as = token) => call(t.app, 'POST', `/activities/quiz/${id}/duplicate`, { name }, as);
const duplicateEvent = (id: string, name: string, as = token) => call(t.app, 'POST', `/events/${id}/duplicate`, { name }, as);

describe('POST /activities/quiz/{id}/duplicate', () => {
  it('makes a new quiz with the same questions, languages, images and times', async () => {
    const id = await createActivity(t.app, token, 'quiz', 'Pub quiz');
    const saved = expectOk(
      await call(t.app, 'PUT', `/activities/quiz/${id}`, { name: 'Pub quiz', timeLimit: 25, readTime: 3, questions: QUESTIONS }, token),
    );
    const copy = expectOk(await duplicateQuiz(id, 'Pub quiz (copy)'), 201);
    expect(copy.id).toMatch(UUID);
    expect(copy.id).not.toBe(id);
    expect(copy).toMatchObject({ name: 'Pub quiz (copy)', timeLimit: 25, readTime: 3, questions: saved.questions });
    // It is the manager's own, listed, and changing it leaves the original alone.
    const list = expectOk(await call(t.app, 'GET', '/activities', undefined, token));
    expect(list.map((a: { id: string }) => a.id)).toEqual(expect.arrayContaining([id, copy.id]));
    expectOk(await call(t.app, 'PUT', `/activities/quiz/${copy.id}`, { name: 'Changed', questions: [QUESTIONS[1]] }, token));
    expect(expectOk(await call(t.app, 'GET', `/activities/quiz/${id}`, undefined, token)).questions).toEqual(saved.questions);
  });

  it("is 404 for another manager's quiz, an unknown id and a draw; 400 without a name", async () => {
    const id = await createActivity(t.app, token, 'quiz', 'Mine');
    expectError(await duplicateQuiz(id, 'Stolen', otherToken), 404, 'Quiz not found');
    expectError(await duplicateQuiz(randomUUID(), 'Nothing'), 404, 'Quiz not found');
    expectError(await duplicateQuiz(await createActivity(t.app, token, 'draw'), 'Draw'), 404, 'Quiz not found');
    expectError(await call(t.app, 'POST', `/activities/quiz/${id}/duplicate`, {}, token), 400);
    expectError(await duplicateQuiz(id, 'x'.repeat(1000)), 400);
    const names = expectOk(await call(t.app, 'GET', '/activities', undefined, otherToken)).map((a: { name: string }) => a.name);
    expect(names).not.toContain('Stolen');
  });
});

describe('POST /events/{id}/duplicate', () => {
  it('copies the setup without the night: no players, answers, player teams or live state; a new code and dates', async () => {
    const f = await liveEvent(t.app, 2);
    // The night: the rules let players make teams; one does; answers are given.
    const before = await getEvent(t.app, f.token, f.eventId);
    const entry = { ...before.activities[0]!, rules: { ...before.activities[0]!.rules, teamsConfig: 'allow_custom_teams' as const } };
    await saveEvent(t.app, f.token, before, { activities: [entry] });
    const { playerId } = await joinEvent(t.app, f.code);
    const made = expectOk(await call(t.app, 'POST', '/players/create-team', { eventId: f.eventId, playerId, name: 'Made tonight' }));
    expectOk(await setInfo(t.app, f.eventId, playerId, 'Newcomer', made.id));
    expectOk(await hostAction(t.app, f, 'start'));
    expectOk(await answer(t.app, f, f.players[0]!.id, 0, 2));
    const original = await getEvent(t.app, f.token, f.eventId);
    expect(original.teamIds).toEqual([f.teams.a, f.teams.b, made.id]);

    const copy: Event = expectOk(await duplicateEvent(f.eventId, 'Live night (copy)', f.token), 201);
    expect(copy.id).toMatch(UUID);
    expect(copy.id).not.toBe(f.eventId);
    expect(copy.code).not.toBe(original.code);
    expect(copy.name).toBe('Live night (copy)');
    expect(copy.activities).toEqual(original.activities);
    expect(copy.teamIds).toEqual([f.teams.a, f.teams.b]);
    expect(copy).toMatchObject({ players: [], playerCount: 0, screenIds: [] });
    // It opens now, for as long as the original lasted.
    const length = (e: Event) => Date.parse(e.endDate) - Date.parse(e.startDate);
    expect(length(copy)).toBe(length(original));
    expect(Math.abs(Date.parse(copy.startDate) - Date.now())).toBeLessThan(61_000);

    expect(await t.app.db.select().from(eventPlayers).where(eq(eventPlayers.eventId, copy.id))).toEqual([]);
    expect(await t.app.db.select().from(answers).where(eq(answers.eventId, copy.id))).toHaveLength(0);
    expect(await t.app.db.select().from(answers).where(eq(answers.eventId, f.eventId))).toHaveLength(1);
    // The night has not begun: the host view is before the first question, with no standings.
    const host = expectOk(await call(t.app, 'GET', `/events/${copy.id}/live`, undefined, f.token));
    expect(['waiting', 'lobby']).toContain(host.live.phase);
    expect(expectOk(await call(t.app, 'GET', `/events/${copy.id}/results?format=json`, undefined, f.token)).rows).toEqual([]);
    // Its code lets a player in, to this event and not the original.
    expect((await joinEvent(t.app, copy.code)).eventId).toBe(copy.id);
    // The original is untouched.
    expect(await getEvent(t.app, f.token, f.eventId)).toMatchObject({ code: original.code, playerCount: 3, teamIds: original.teamIds });
  });

  it("is 404 for another manager's event and an unknown id; 400 without a name", async () => {
    const quizId = await createActivity(t.app, token);
    const event = await saveEvent(t.app, token, await createEvent(t.app, token, 'Mine'), { activities: [activityEntry(quizId)] });
    expectError(await duplicateEvent(event.id, 'Stolen', otherToken), 404, 'Event not found');
    expectError(await duplicateEvent(randomUUID(), 'Nothing'), 404, 'Event not found');
    expectError(await call(t.app, 'POST', `/events/${event.id}/duplicate`, { name: '  ' }, token), 400);
    const names = expectOk(await call(t.app, 'GET', '/events', undefined, otherToken)).map((e: Event) => e.name);
    expect(names).not.toContain('Stolen');
  });
});
