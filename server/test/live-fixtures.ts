// A ready-to-play live event for tests: a manager, a two-question quiz (multiple choice, then free
// text), two teams, and players who joined and named themselves.
import type { FastifyInstance } from 'fastify';
import type { Question } from '@quizfest/shared';
import { call, signUpAndIn } from './api-helpers.js';
import { activityEntry, createActivity, createEvent, createTeam, expectOk, joinEvent, saveEvent, setInfo } from './fixtures.js';

export const QUESTIONS: Question[] = [
  {
    type: 'multiple_text_choice_4',
    correctAnswer: 2,
    timeLimit: 20,
    texts: {
      en_US: { question: 'Capital of France?', answers: ['Lyon', 'Paris', 'Nice', 'Lille'] },
      fr_FR: { question: 'Capitale de la France ?', answers: ['Lyon', 'Paris', 'Nice', 'Lille'] },
    },
  },
  {
    type: 'free_text_input',
    timeLimit: 30,
    texts: { en_US: { question: 'Largest ocean?', answer: 'Pacific' }, fr_FR: { question: 'Le plus grand océan ?', answer: 'Pacifique' } },
  },
];

export type LiveFixture = {
  token: string;
  eventId: string;
  code: string;
  activityId: string;
  teams: { a: string; b: string };
  players: { id: string; name: string; teamId: string }[];
};

export async function liveEvent(app: FastifyInstance, playerCount = 3, questions: Question[] = QUESTIONS): Promise<LiveFixture> {
  const { token } = await signUpAndIn(app);
  const quizId = await createActivity(app, token, 'quiz', 'Night quiz');
  expectOk(await call(app, 'PUT', `/activities/quiz/${quizId}`, { name: 'Night quiz', questions }, token));
  const a = await createTeam(app, token, 'Alphas');
  const b = await createTeam(app, token, 'Betas');
  const event = await createEvent(app, token, 'Live night');
  const entry = activityEntry(quizId, { teamsConfig: 'only_preset_teams' });
  const saved = await saveEvent(app, token, event, { teamIds: [a, b], activities: [entry] });
  const players: LiveFixture['players'] = [];
  for (let i = 0; i < playerCount; i++) {
    const { playerId } = await joinEvent(app, saved.code);
    const teamId = i % 2 === 0 ? a : b;
    const name = `Player ${i + 1}`;
    expectOk(await setInfo(app, saved.id, playerId, name, teamId));
    players.push({ id: playerId, name, teamId });
  }
  return { token, eventId: saved.id, code: saved.code, activityId: entry.id, teams: { a, b }, players };
}

export const hostAction = (app: FastifyInstance, f: LiveFixture, action: string, extra: Record<string, unknown> = {}) =>
  call(app, 'POST', `/events/${f.eventId}/live`, { action, ...extra }, f.token);

export const answer = (app: FastifyInstance, f: LiveFixture, playerId: string, questionIndex: number, value: number | string | number[]) =>
  call(app, 'POST', '/players/answer', { eventId: f.eventId, playerId, activityId: f.activityId, questionIndex, answer: value });
