// A question's points ×0 / ×1 / ×2 (issue 20; docs/PRODUCT-RULES.md#scoring) through a live game over
// HTTP: the quiz keeps it, the phones and the console are told before anyone answers (×1 is left
// out of the frames), a right answer at ×2 scores twice the speed points and at ×0 none while still
// right, team means follow, and the results and a quiz export carry it.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Question } from '@quizfest/shared';
import { call } from './api-helpers.js';
import { expectError, expectOk, poll } from './fixtures.js';
import { answer, hostAction, liveEvent, QUESTIONS } from './live-fixtures.js';
import { buildTestApp, type TestApp } from './test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const choice = (pointsMultiplier?: 0 | 2): Question => ({
  ...QUESTIONS[0]!,
  ...(pointsMultiplier === undefined ? {} : { pointsMultiplier }),
});

it('is kept by the quiz, refused when not 0, 1 or 2', async () => {
  const f = await liveEvent(t.app, 1, [choice(2), choice(0), choice()]);
  const quizzes = expectOk(await call(t.app, 'GET', '/activities', undefined, f.token));
  const quizId = quizzes.find((a: { type: string }) => a.type === 'quiz').id;
  const quiz = expectOk(await call(t.app, 'GET', `/activities/quiz/${quizId}`, undefined, f.token));
  expect(quiz.questions.map((q: Question) => q.pointsMultiplier)).toEqual([2, 0, undefined]);
  const bad = await call(
    t.app,
    'PUT',
    `/activities/quiz/${quizId}`,
    { name: 'Night quiz', questions: [{ ...choice(), pointsMultiplier: 3 }] },
    f.token,
  );
  expectError(bad, 400, 'questions.0.pointsMultiplier must be 0, 1 or 2');
});

it('doubles at ×2 and scores none at ×0, told to phones and console before the answers, in the results', async () => {
  const f = await liveEvent(t.app, 2, [choice(2), choice(0), choice()]);
  const [p1, p2] = f.players;
  const view = expectOk(await hostAction(t.app, f, 'start'));
  expect(view.live.question.pointsMultiplier).toBe(2);
  expect(view.upNext).toMatchObject({ questionIndex: 1, pointsMultiplier: 0 });
  expect((await poll(t.app, f.eventId, p1!.id)).body.live.question.pointsMultiplier).toBe(2);
  // Both connected (polling): the first answer does not close the question for the room.
  await poll(t.app, f.eventId, p2!.id);
  expectOk(await answer(t.app, f, p1!.id, 0, 2));
  expectOk(await hostAction(t.app, f, 'reveal'));
  const first = (await poll(t.app, f.eventId, p1!.id)).body.me.result;
  expect(first.correct).toBe(true);
  // Speed points are 500 to 1000; doubled, 1000 to 2000.
  expect(first.points).toBeGreaterThanOrEqual(1000);
  expect(first.points).toBeLessThanOrEqual(2000);

  const second = expectOk(await hostAction(t.app, f, 'next'));
  expect(second.live.question.pointsMultiplier).toBe(0);
  expect(second.upNext).toMatchObject({ questionIndex: 2 });
  expect(second.upNext.pointsMultiplier).toBeUndefined();
  await poll(t.app, f.eventId, p2!.id);
  expectOk(await answer(t.app, f, p1!.id, 1, 2));
  const revealed = expectOk(await hostAction(t.app, f, 'reveal'));
  expect(revealed.live.reveal).toMatchObject({ correctAnswer: 2, distribution: [0, 1, 0, 0] });
  const zero = (await poll(t.app, f.eventId, p1!.id)).body.me;
  expect(zero.result).toMatchObject({ correct: true, points: 0 });
  expect(zero.totalPoints).toBe(first.points);

  const third = expectOk(await hostAction(t.app, f, 'next'));
  expect('pointsMultiplier' in third.live.question).toBe(false);

  const results = expectOk(await call(t.app, 'GET', `/events/${f.eventId}/results`, undefined, f.token));
  const points = (q: number) =>
    results.rows.filter((a: { questionIndex: number }) => a.questionIndex === q).map((a: { points: number }) => a.points);
  expect(points(0)).toContain(first.points);
  expect(points(1)).toEqual([0]);
});
