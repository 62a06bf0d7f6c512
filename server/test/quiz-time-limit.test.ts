// The quiz-wide time limit and the questions' own (issue 19): what a save accepts and refuses, what
// a quiz saved without one reads, the seconds the live game gives a question, and the limit's way
// through a database dump, old dumps without it included.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Question } from '@quizfest/shared';
import { activities } from '../src/db/schema.js';
import { call, signUpAndIn } from './api-helpers.js';
import { buildTestApp, type TestApp } from './test-app.js';
import { buildZip, exportDumpFile, importDumpFile, unzip } from './admin-fixtures.js';
import { createActivity, expectError, expectOk, getEvent } from './fixtures.js';
import { hostAction, liveEvent } from './live-fixtures.js';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await buildTestApp();
  ({ token } = await signUpAndIn(t.app));
});
afterAll(() => t?.close());

const getQuiz = (id: string, as = token) => call(t.app, 'GET', `/activities/quiz/${id}`, undefined, as);
const putQuiz = (id: string, body: unknown, as = token) => call(t.app, 'PUT', `/activities/quiz/${id}`, body, as);

const OWN_LIMIT: Question = {
  type: 'multiple_text_choice_2',
  correctAnswer: 1,
  timeLimit: 90,
  texts: { en_US: { question: 'Is the sky blue?', answers: ['Yes', 'No'] } },
};
const NO_LIMIT: Question = { type: 'free_text_input', texts: { en_US: { question: 'Largest ocean?', answer: 'Pacific' } } };

describe('the quiz time limit through the editor’s API', () => {
  it('saves a quiz-wide limit next to the questions’ own, and loads both back', async () => {
    const id = await createActivity(t.app, token, 'quiz', 'Timed');
    const saved = expectOk(await putQuiz(id, { name: 'Timed', timeLimit: 45, questions: [OWN_LIMIT, NO_LIMIT] }));
    expect(saved).toMatchObject({ timeLimit: 45, questions: [OWN_LIMIT, NO_LIMIT] });
    // The question without a limit stays without one: it follows the quiz's when that changes.
    expect(saved.questions[1]).not.toHaveProperty('timeLimit');
    expect(expectOk(await getQuiz(id))).toMatchObject({ timeLimit: 45, questions: [OWN_LIMIT, NO_LIMIT] });
  });

  it('takes the bounds themselves, 5 and 600 seconds', async () => {
    const id = await createActivity(t.app, token, 'quiz');
    expect(expectOk(await putQuiz(id, { name: 'Q', timeLimit: 5, questions: [{ ...NO_LIMIT, timeLimit: 600 }] })).timeLimit).toBe(5);
    expect(expectOk(await putQuiz(id, { name: 'Q', timeLimit: 600, questions: [{ ...NO_LIMIT, timeLimit: 5 }] })).timeLimit).toBe(600);
  });

  it('reads 20 seconds for a new quiz, a save without the field and a quiz stored before it existed', async () => {
    const id = await createActivity(t.app, token, 'quiz');
    expect(expectOk(await getQuiz(id)).timeLimit).toBe(20);
    expectOk(await putQuiz(id, { name: 'Q', timeLimit: 60, questions: [] }));
    expect(expectOk(await putQuiz(id, { name: 'Q', questions: [NO_LIMIT] })).timeLimit).toBe(20);
    // A row as the server wrote it before quizzes had a time limit: questions only.
    await t.app.db
      .update(activities)
      .set({ content: { questions: [NO_LIMIT] } })
      .where(eq(activities.id, id));
    expect(expectOk(await getQuiz(id))).toMatchObject({ timeLimit: 20, questions: [NO_LIMIT] });
  });

  it.each([
    ['a quiz limit of 4 s', { timeLimit: 4, questions: [] }, 'timeLimit must be from 5 to 600 seconds'],
    ['a quiz limit of 601 s', { timeLimit: 601, questions: [] }, 'timeLimit must be from 5 to 600 seconds'],
    ['a quiz limit of 7.5 s', { timeLimit: 7.5, questions: [] }, 'timeLimit must be a whole number of seconds'],
    ['a quiz limit as text', { timeLimit: '30', questions: [] }, 'timeLimit must be a number of seconds'],
    [
      'a question limit of 4 s',
      { questions: [NO_LIMIT, { ...NO_LIMIT, timeLimit: 4 }] },
      'questions.1.timeLimit must be from 5 to 600 seconds',
    ],
    ['a question limit of 601 s', { questions: [{ ...OWN_LIMIT, timeLimit: 601 }] }, 'questions.0.timeLimit must be from 5 to 600 seconds'],
  ])('refuses %s with 400 and a message that names the field and the range, changing nothing', async (_, body, message) => {
    const id = await createActivity(t.app, token, 'quiz');
    expectOk(await putQuiz(id, { name: 'Kept', timeLimit: 30, questions: [OWN_LIMIT] }));
    expectError(await putQuiz(id, { name: 'Changed', ...body }), 400, message);
    expect(expectOk(await getQuiz(id))).toMatchObject({ name: 'Kept', timeLimit: 30, questions: [OWN_LIMIT] });
  });
});

describe('the live game', () => {
  it('gives a question its own limit, else the quiz’s, read when the question opens', async () => {
    const f = await liveEvent(t.app, 2, [NO_LIMIT, OWN_LIMIT, NO_LIMIT]);
    const [entry] = (await getEvent(t.app, f.token, f.eventId)).activities;
    expectOk(await putQuiz(entry!.modelId, { name: 'Night quiz', timeLimit: 45, questions: [NO_LIMIT, OWN_LIMIT, NO_LIMIT] }, f.token));

    const first = expectOk(await hostAction(t.app, f, 'start')).live.question;
    expect(first).toMatchObject({ questionIndex: 0, timeLimit: 45 });
    expect(Date.parse(first.deadline) - Date.parse(first.startedAt)).toBe(45_000);

    expectOk(await hostAction(t.app, f, 'reveal'));
    expect(expectOk(await hostAction(t.app, f, 'next')).live.question).toMatchObject({ questionIndex: 1, timeLimit: 90 });

    // A change of the quiz's limit during the night counts for the questions not yet opened.
    expectOk(await putQuiz(entry!.modelId, { name: 'Night quiz', timeLimit: 15, questions: [NO_LIMIT, OWN_LIMIT, NO_LIMIT] }, f.token));
    expectOk(await hostAction(t.app, f, 'reveal'));
    expect(expectOk(await hostAction(t.app, f, 'next')).live.question).toMatchObject({ questionIndex: 2, timeLimit: 15 });
  });

  it('gives 20 seconds to a question of a quiz stored before quizzes had a limit', async () => {
    const f = await liveEvent(t.app, 2, [NO_LIMIT]);
    const [entry] = (await getEvent(t.app, f.token, f.eventId)).activities;
    await t.app.db
      .update(activities)
      .set({ content: { questions: [NO_LIMIT] } })
      .where(eq(activities.id, entry!.modelId));
    expect(expectOk(await hostAction(t.app, f, 'start')).live.question).toMatchObject({ timeLimit: 20 });
  });
});

describe('a database dump', () => {
  /** The dump's entries with the activities table passed through `edit`. */
  async function withActivities(zip: Buffer, edit: (rows: { id: string; content: Record<string, unknown> }[]) => void) {
    const files = await unzip(zip);
    const rows = JSON.parse(files.get('tables/activities.json')!.toString());
    edit(rows);
    files.set('tables/activities.json', Buffer.from(JSON.stringify(rows)));
    return buildZip([...files].map(([name, data]) => ({ name, data })));
  }

  it('keeps the quiz’s limit and the questions’ own; an old dump without the quiz’s reads 20; 601 is refused', async () => {
    const admin = await signUpAndIn(t.app, 'admin');
    const manager = await signUpAndIn(t.app);
    const quiz = await createActivity(t.app, manager.token, 'quiz', 'Dumped');
    expectOk(await putQuiz(quiz, { name: 'Dumped', timeLimit: 75, questions: [OWN_LIMIT, NO_LIMIT] }, manager.token));
    const { zip } = await exportDumpFile(t.app, admin.token);

    const exported = JSON.parse((await unzip(zip)).get('tables/activities.json')!.toString());
    expect(exported.find((row: { id: string }) => row.id === quiz).content).toEqual({
      timeLimit: 75,
      readTime: 0,
      questions: [OWN_LIMIT, NO_LIMIT],
    });

    expectOk(await putQuiz(quiz, { name: 'Dumped', timeLimit: 10, questions: [] }, manager.token));
    expect(expectOk(await importDumpFile(t.app, admin.token, zip)).message).toBe('Database imported successfully!');
    expect(expectOk(await getQuiz(quiz, manager.token))).toMatchObject({ timeLimit: 75, questions: [OWN_LIMIT, NO_LIMIT] });

    // A dump written before quizzes had a time limit: contents hold questions only.
    const old = await withActivities(zip, (rows) => rows.forEach((row) => delete row.content.timeLimit));
    expectOk(await importDumpFile(t.app, admin.token, old));
    expect(expectOk(await getQuiz(quiz, manager.token))).toMatchObject({ timeLimit: 20, questions: [OWN_LIMIT, NO_LIMIT] });

    const tooLong = await withActivities(zip, (rows) => {
      rows.find((row) => row.id === quiz)!.content.timeLimit = 601;
    });
    const refused = await importDumpFile(t.app, admin.token, tooLong);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatch(/\bcontent\.timeLimit: must be from 5 to 600 seconds$/);
    // The refused import changed nothing: the old dump's quiz is still there.
    expect(expectOk(await getQuiz(quiz, manager.token)).timeLimit).toBe(20);
  });
});
