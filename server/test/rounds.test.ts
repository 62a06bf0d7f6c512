// Rounds (issue 20; docs/PRODUCT-RULES.md#live-phases): a quiz shows the leaderboard after every
// question, between rounds only (a round ends at the quiz's last question and where a slide
// follows), or only at the end, its standings kept from phones and screens until the podium.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Question } from '@quizfest/shared';
import { call } from './api-helpers.js';
import { expectError, expectOk, poll } from './fixtures.js';
import { answer, hostAction, liveEvent, QUESTIONS, type LiveFixture } from './live-fixtures.js';
import { buildTestApp, type TestApp } from './test-app.js';
import { endsRound, leaderboardDue } from '../src/live/engine/rounds.js';
import { dueStep, scheduleAutoStep } from '../src/live/engine/hands-free.js';
import { initialLive, type CurrentQuestion } from '../src/live/engine/live-state.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const choice = QUESTIONS[0]!;
const slide: Question = { type: 'slide', texts: { en_US: { question: 'Round 2' }, fr_FR: { question: 'Manche 2' } } };

async function night(questions: Question[], leaderboard: string, players = 2) {
  const f = await liveEvent(t.app, players, questions);
  const quizzes = expectOk(await call(t.app, 'GET', '/activities', undefined, f.token));
  const quizId = quizzes.find((a: { type: string }) => a.type === 'quiz').id as string;
  expect(
    expectOk(await call(t.app, 'PUT', `/activities/quiz/${quizId}`, { name: 'Night quiz', questions, leaderboard }, f.token)),
  ).toMatchObject({
    leaderboard,
  });
  return { f, quizId };
}
const hostView = async (f: LiveFixture) => expectOk(await call(t.app, 'GET', `/events/${f.eventId}/live`, undefined, f.token));

describe('the setting', () => {
  it('is after every question by default, and refused when unknown', async () => {
    const { f, quizId } = await night([choice], 'round', 0);
    const body = { name: 'Night quiz', questions: [choice] };
    expect(expectOk(await call(t.app, 'PUT', `/activities/quiz/${quizId}`, body, f.token)).leaderboard).toBe('question');
    expectError(
      await call(t.app, 'PUT', `/activities/quiz/${quizId}`, { ...body, leaderboard: 'never' }, f.token),
      400,
      'leaderboard must be one of question, round, end',
    );
  });
});

describe('between rounds', () => {
  it('offers the leaderboard only where a round ends: before a slide and after the last question', async () => {
    const { f } = await night([choice, choice, slide, choice], 'round', 1);
    const p = f.players[0]!.id;
    const first = expectOk(await hostAction(t.app, f, 'start'));
    expect(first.live.question.leaderboard).toBe('round');
    expectOk(await answer(t.app, f, p, 0, 2));
    const mid = expectOk(await hostAction(t.app, f, 'reveal'));
    expect(mid.leaderboardDue).toBe(false);
    // The standings still show on phones and screens; the host may still show the board by hand.
    expect(mid.live.leaderboard).not.toBeNull();
    expect((await poll(t.app, f.eventId, p)).body.me.rank).toBe(1);
    expectOk(await hostAction(t.app, f, 'next'));
    const endOfRound = expectOk(await hostAction(t.app, f, 'reveal'));
    expect('leaderboardDue' in endOfRound).toBe(false);
    expectOk(await hostAction(t.app, f, 'leaderboard'));
    expect(expectOk(await hostAction(t.app, f, 'next')).live.question.type).toBe('slide');
    expect(expectOk(await hostAction(t.app, f, 'next')).live.question.questionIndex).toBe(3);
    expect('leaderboardDue' in expectOk(await hostAction(t.app, f, 'reveal'))).toBe(false);
  });
});

describe('only at the end', () => {
  it('keeps the standings from phones and screens until the podium, and refuses the leaderboard', async () => {
    const { f } = await night([choice, choice], 'end');
    const [p1, p2] = f.players;
    expectOk(await hostAction(t.app, f, 'start'));
    expectOk(await answer(t.app, f, p1!.id, 0, 2));
    const revealed = expectOk(await hostAction(t.app, f, 'reveal'));
    expect(revealed.leaderboardDue).toBe(false);
    expect(revealed.live.leaderboard).toBeNull();
    const phone = (await poll(t.app, f.eventId, p1!.id)).body;
    expect(phone.live.leaderboard).toBeNull();
    expect(phone.me).toMatchObject({ result: { correct: true }, rank: null, teamRank: null, teamPoints: null });
    expect(phone.me.totalPoints).toBeGreaterThan(0);
    expectError(await hostAction(t.app, f, 'leaderboard'), 409, 'This quiz keeps its standings for the podium');
    // The operator still sees every team's points.
    expect((await hostView(f)).teams.some((team: { points: number }) => team.points > 0)).toBe(true);

    expectOk(await hostAction(t.app, f, 'next'));
    expectOk(await hostAction(t.app, f, 'reveal'));
    const podium = expectOk(await hostAction(t.app, f, 'next'));
    expect(podium.live.phase).toBe('finished');
    expect(podium.live.leaderboard.teams.length).toBe(2);
    expect((await poll(t.app, f.eventId, p2!.id)).body.me).toMatchObject({ rank: 2, teamRank: 2 });
  });
});

describe('the rules', () => {
  const at = (question: Question, extra: Partial<CurrentQuestion> = {}): CurrentQuestion => ({
    activityId: 'activity-1',
    activityIndex: 0,
    questionIndex: 0,
    questionCount: 3,
    question,
    timeLimitMs: 20_000,
    startedAt: 0,
    deadline: null,
    remainingMs: null,
    ...extra,
  });
  it('end a round at the last question and before a slide', () => {
    const questions = [choice, choice, slide, choice];
    expect(questions.map((_, i) => endsRound(questions, i))).toEqual([false, true, false, true]);
  });
  it('show the leaderboard as the quiz says, and a hands-free quiz goes on past one it does not show', () => {
    expect(leaderboardDue(at(choice))).toBe(true);
    expect(leaderboardDue(at(choice, { leaderboard: 'round' }))).toBe(false);
    expect(leaderboardDue(at(choice, { leaderboard: 'round', roundEnds: true }))).toBe(true);
    expect(leaderboardDue(at(choice, { leaderboard: 'end', roundEnds: true }))).toBe(false);
    const live = (current: CurrentQuestion) => scheduleAutoStep({ ...initialLive(), phase: 'reveal', current }, 0);
    expect(dueStep(live(at(choice, { handsFreeMs: 5000, leaderboard: 'round' })))).toEqual({ action: 'next', at: 5000 });
    expect(dueStep(live(at(choice, { handsFreeMs: 5000, leaderboard: 'round', roundEnds: true })))).toEqual({
      action: 'leaderboard',
      at: 5000,
    });
  });
});
