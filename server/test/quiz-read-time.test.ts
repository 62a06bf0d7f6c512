// The quiz's reading time (issue 19, suspense): each question shows alone for a few seconds before
// answers open. What a save accepts and refuses, what the live game sends and refuses, the points
// counted from the opening rather than from the question appearing, and the setting in a dump.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Question } from '@quizfest/shared';
import { activities } from '../src/db/schema.js';
import { call, signUpAndIn } from './api-helpers.js';
import { buildTestApp, type TestApp } from './test-app.js';
import { buildZip, exportDumpFile, importDumpFile, unzip } from './admin-fixtures.js';
import { createActivity, expectError, expectOk, getEvent, poll } from './fixtures.js';
import { answer, hostAction, liveEvent } from './live-fixtures.js';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await buildTestApp();
  ({ token } = await signUpAndIn(t.app));
});
afterAll(() => t?.close());

const getQuiz = (id: string, as = token) => call(t.app, 'GET', `/activities/quiz/${id}`, undefined, as);
const putQuiz = (id: string, body: unknown, as = token) => call(t.app, 'PUT', `/activities/quiz/${id}`, body, as);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const SKY: Question = {
  type: 'multiple_text_choice_2',
  correctAnswer: 1,
  timeLimit: 40,
  texts: { en_US: { question: 'Is the sky blue?', answers: ['Yes', 'No'] } },
};

describe('the reading time through the editor’s API', () => {
  it('saves and loads it; a new quiz, a save without it and a quiz stored before it read 0', async () => {
    const id = await createActivity(t.app, token, 'quiz', 'Suspense');
    expect(expectOk(await getQuiz(id)).readTime).toBe(0);
    expect(expectOk(await putQuiz(id, { name: 'Suspense', readTime: 5, questions: [SKY] })).readTime).toBe(5);
    expect(expectOk(await getQuiz(id))).toMatchObject({ readTime: 5, questions: [SKY] });
    expect(expectOk(await putQuiz(id, { name: 'Suspense', questions: [SKY] })).readTime).toBe(0);
    await t.app.db
      .update(activities)
      .set({ content: { timeLimit: 30, questions: [SKY] } })
      .where(eq(activities.id, id));
    expect(expectOk(await getQuiz(id))).toMatchObject({ timeLimit: 30, readTime: 0 });
  });

  it.each([
    ['-1 s', -1, 'readTime must be from 0 to 10 seconds'],
    ['11 s', 11, 'readTime must be from 0 to 10 seconds'],
    ['2.5 s', 2.5, 'readTime must be a whole number of seconds'],
    ['text', '3', 'readTime must be a number of seconds'],
  ])('refuses a reading time of %s with 400, changing nothing', async (_, readTime, message) => {
    const id = await createActivity(t.app, token, 'quiz');
    expectOk(await putQuiz(id, { name: 'Kept', readTime: 4, questions: [SKY] }));
    expectError(await putQuiz(id, { name: 'Changed', readTime, questions: [] }), 400, message);
    expect(expectOk(await getQuiz(id))).toMatchObject({ name: 'Kept', readTime: 4 });
  });
});

describe('the live game with a reading time', () => {
  it('shows the question first, refuses answers until they open, then counts the time from the opening', async () => {
    const f = await liveEvent(t.app, 2, [SKY]);
    const [entry] = (await getEvent(t.app, f.token, f.eventId)).activities;
    expectOk(await putQuiz(entry!.modelId, { name: 'Night quiz', readTime: 2, questions: [SKY] }, f.token));

    const question = expectOk(await hostAction(t.app, f, 'start')).live.question;
    expect(question).toMatchObject({ readTime: 2, timeLimit: 40 });
    expect(Date.parse(question.deadline) - Date.parse(question.startedAt)).toBe(42_000);

    const [ann, bob] = f.players;
    expectError(await answer(t.app, f, ann!.id, 0, 1), 409, 'Answers are not open yet');
    // The refusal stored nothing: the same player answers once the reading is over.
    await sleep(2_100);
    expect(expectOk(await answer(t.app, f, ann!.id, 0, 1))).toEqual({ accepted: true });
    expectOk(await answer(t.app, f, bob!.id, 0, 2));

    expectOk(await hostAction(t.app, f, 'reveal'));
    const { me } = expectOk(await poll(t.app, f.eventId, ann!.id));
    // ~0.1 s after the opening: 998 points or so. Counted from the question's appearance (2.1 s of
    // 40) it would be 974 or less.
    expect(me.result).toMatchObject({ correct: true });
    expect(me.result.points).toBeGreaterThanOrEqual(990);
  });

  it('keeps what was left of the reading through a pause', async () => {
    const f = await liveEvent(t.app, 1, [SKY]);
    const [entry] = (await getEvent(t.app, f.token, f.eventId)).activities;
    expectOk(await putQuiz(entry!.modelId, { name: 'Night quiz', readTime: 10, questions: [SKY] }, f.token));
    expectOk(await hostAction(t.app, f, 'start'));
    const paused = expectOk(await hostAction(t.app, f, 'pause')).live.question;
    expect(paused.remainingMs).toBeGreaterThan(45_000);
    const resumed = expectOk(await hostAction(t.app, f, 'resume')).live.question;
    expect(Date.parse(resumed.deadline) - Date.now()).toBeGreaterThan(45_000);
    expectError(await answer(t.app, f, f.players[0]!.id, 0, 1), 409, 'Answers are not open yet');
  });
});

describe('a database dump', () => {
  it('keeps the reading time; an old dump without it reads 0; 11 is refused', async () => {
    const admin = await signUpAndIn(t.app, 'admin');
    const manager = await signUpAndIn(t.app);
    const quiz = await createActivity(t.app, manager.token, 'quiz', 'Dumped');
    expectOk(await putQuiz(quiz, { name: 'Dumped', timeLimit: 30, readTime: 6, questions: [SKY] }, manager.token));
    const { zip } = await exportDumpFile(t.app, admin.token);
    const files = await unzip(zip);
    const rows = JSON.parse(files.get('tables/activities.json')!.toString());
    expect(rows.find((row: { id: string }) => row.id === quiz).content).toEqual({ timeLimit: 30, readTime: 6, questions: [SKY] });

    expectOk(await putQuiz(quiz, { name: 'Dumped', readTime: 1, questions: [] }, manager.token));
    expectOk(await importDumpFile(t.app, admin.token, zip));
    expect(expectOk(await getQuiz(quiz, manager.token)).readTime).toBe(6);

    const withContent = (edit: (content: Record<string, unknown>) => void) => {
      const copy = structuredClone(rows);
      edit(copy.find((row: { id: string }) => row.id === quiz).content);
      files.set('tables/activities.json', Buffer.from(JSON.stringify(copy)));
      return buildZip([...files].map(([name, data]) => ({ name, data })));
    };
    expectOk(await importDumpFile(t.app, admin.token, await withContent((c) => delete c.readTime)));
    expect(expectOk(await getQuiz(quiz, manager.token)).readTime).toBe(0);

    const refused = await importDumpFile(t.app, admin.token, await withContent((c) => (c.readTime = 11)));
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatch(/\bcontent\.readTime: must be from 0 to 10 seconds$/);
    expect(expectOk(await getQuiz(quiz, manager.token)).readTime).toBe(0);
  });
});
