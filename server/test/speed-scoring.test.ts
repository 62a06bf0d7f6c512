// A quiz without speed scoring (issue 20; docs/PRODUCT-RULES.md#scoring) through a live game over
// HTTP: the quiz keeps the setting (a quiz saved before it reads on), phones and the console are
// told before anyone answers, a right answer scores the full 1000 (×2: 2000) however late, and the
// results and a database dump carry them.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { call, signUpAndIn } from './api-helpers.js';
import { buildZip, exportDumpFile, importDumpFile, unzip } from './admin-fixtures.js';
import { expectError, expectOk, poll } from './fixtures.js';
import { answer, hostAction, liveEvent, QUESTIONS } from './live-fixtures.js';
import { buildTestApp, type TestApp } from './test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function quizOf(f: Awaited<ReturnType<typeof liveEvent>>) {
  const quizzes = expectOk(await call(t.app, 'GET', '/activities', undefined, f.token));
  return quizzes.find((a: { type: string }) => a.type === 'quiz').id as string;
}

it('is on by default, kept when turned off, and refused when not true or false', async () => {
  const f = await liveEvent(t.app, 0);
  const quizId = await quizOf(f);
  expect(expectOk(await call(t.app, 'GET', `/activities/quiz/${quizId}`, undefined, f.token)).speedScoring).toBe(true);
  const off = expectOk(
    await call(t.app, 'PUT', `/activities/quiz/${quizId}`, { name: 'Night quiz', speedScoring: false, questions: QUESTIONS }, f.token),
  );
  expect(off.speedScoring).toBe(false);
  expect(expectOk(await call(t.app, 'GET', `/activities/quiz/${quizId}`, undefined, f.token)).speedScoring).toBe(false);
  expectError(
    await call(t.app, 'PUT', `/activities/quiz/${quizId}`, { name: 'Night quiz', speedScoring: 'yes', questions: [] }, f.token),
    400,
    'speedScoring must be true or false',
  );
});

it('scores a right answer in full however late, and says so to phones and the console first', async () => {
  const f = await liveEvent(t.app, 3, [{ ...QUESTIONS[0]!, pointsMultiplier: 2 }, QUESTIONS[0]!]);
  const quizId = await quizOf(f);
  const questions = [{ ...QUESTIONS[0]!, pointsMultiplier: 2 }, QUESTIONS[0]!];
  expectOk(await call(t.app, 'PUT', `/activities/quiz/${quizId}`, { name: 'Night quiz', speedScoring: false, questions }, f.token));
  const [p1, p2, p3] = f.players;

  const lobby = expectOk(await call(t.app, 'GET', `/events/${f.eventId}/live`, undefined, f.token));
  expect(lobby.upNext).toMatchObject({ questionIndex: 0, pointsMultiplier: 2, speedScoring: false });
  const started = expectOk(await hostAction(t.app, f, 'start'));
  expect(started.live.question).toMatchObject({ pointsMultiplier: 2, speedScoring: false });
  expect(started.upNext).toMatchObject({ questionIndex: 1, speedScoring: false });
  expect((await poll(t.app, f.eventId, p1!.id)).body.live.question.speedScoring).toBe(false);
  await poll(t.app, f.eventId, p2!.id);
  await poll(t.app, f.eventId, p3!.id);

  // Half a second late or not, the right answer is worth 1000, doubled here.
  await new Promise((resolve) => setTimeout(resolve, 500));
  expectOk(await answer(t.app, f, p1!.id, 0, 2));
  expectOk(await answer(t.app, f, p2!.id, 0, 1));
  expectOk(await hostAction(t.app, f, 'reveal'));
  expect((await poll(t.app, f.eventId, p1!.id)).body.me.result).toMatchObject({ correct: true, points: 2000 });
  expect((await poll(t.app, f.eventId, p2!.id)).body.me.result).toMatchObject({ correct: false, points: 0 });

  const second = expectOk(await hostAction(t.app, f, 'next'));
  expect(second.live.question.speedScoring).toBe(false);
  expect('pointsMultiplier' in second.live.question).toBe(false);
  expectOk(await answer(t.app, f, p3!.id, 1, 2));
  expectOk(await hostAction(t.app, f, 'reveal'));
  expect((await poll(t.app, f.eventId, p3!.id)).body.me.result).toMatchObject({ correct: true, points: 1000 });

  const results = expectOk(await call(t.app, 'GET', `/events/${f.eventId}/results`, undefined, f.token));
  expect(
    results.rows
      .filter((r: { correct: boolean }) => r.correct)
      .map((r: { points: number }) => r.points)
      .sort(),
  ).toEqual([1000, 2000]);
});

it('leaves the frames as they were in a quiz that scores speed', async () => {
  const f = await liveEvent(t.app, 1);
  const started = expectOk(await hostAction(t.app, f, 'start'));
  expect('speedScoring' in started.live.question).toBe(false);
  expect('speedScoring' in started.upNext).toBe(false);
});

it('is carried by a database dump; an old dump without it scores speed; a non-boolean is refused', async () => {
  const admin = await signUpAndIn(t.app, 'admin');
  const f = await liveEvent(t.app, 0);
  const quizId = await quizOf(f);
  expectOk(
    await call(t.app, 'PUT', `/activities/quiz/${quizId}`, { name: 'Night quiz', speedScoring: false, questions: QUESTIONS }, f.token),
  );
  const { zip } = await exportDumpFile(t.app, admin.token);
  const files = await unzip(zip);
  const rows = JSON.parse(files.get('tables/activities.json')!.toString());
  expect(rows.find((row: { id: string }) => row.id === quizId).content.speedScoring).toBe(false);

  expectOk(await call(t.app, 'PUT', `/activities/quiz/${quizId}`, { name: 'Night quiz', questions: QUESTIONS }, f.token));
  expectOk(await importDumpFile(t.app, admin.token, zip));
  const getQuiz = async () => expectOk(await call(t.app, 'GET', `/activities/quiz/${quizId}`, undefined, f.token));
  expect((await getQuiz()).speedScoring).toBe(false);

  const withContent = (edit: (content: Record<string, unknown>) => void) => {
    const copy = structuredClone(rows);
    edit(copy.find((row: { id: string }) => row.id === quizId).content);
    files.set('tables/activities.json', Buffer.from(JSON.stringify(copy)));
    return buildZip([...files].map(([name, data]) => ({ name, data })));
  };
  expectOk(await importDumpFile(t.app, admin.token, await withContent((c) => delete c.speedScoring)));
  expect((await getQuiz()).speedScoring).toBe(true);
  const refused = await importDumpFile(t.app, admin.token, await withContent((c) => (c.speedScoring = 'no')));
  expect(refused.status).toBe(400);
  expect(refused.body.error).toMatch(/\bcontent\.speedScoring: /);
});
