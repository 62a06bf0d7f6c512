// Several right answers (issue 20; docs/PRODUCT-RULES.md#scoring) through the real app: saved only
// when well formed; players tick options and send them at once; partial credit (each right option
// ticked earns a share, each wrong one takes one away, never below 0; only the exact set is right);
// the reveal names every right option; the results, the template, Kahoot's sheet and a dump carry it.
import { parse } from 'csv-parse/sync';
import type { Question } from '@quizfest/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportDumpFile, importDumpFile, unzip } from './admin-fixtures.js';
import { call, signUpAndIn } from './api-helpers.js';
import { createActivity, expectError, expectOk, poll } from './fixtures.js';
import { answer, hostAction, liveEvent } from './live-fixtures.js';
import { csv, download, importFile, TEMPLATE_HEADER } from './quiz-import-files.js';
import { buildTestApp, type TestApp } from './test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const planets: Question = {
  type: 'multiple_select',
  correctAnswers: [1, 3],
  timeLimit: 30,
  texts: {
    en_US: { question: 'Which are planets?', answers: ['Mars', 'The Moon', 'Venus', 'The Sun'] },
    fr_FR: { question: 'Lesquels sont des planètes ?', answers: ['Mars', 'La Lune', 'Vénus', 'Le Soleil'] },
  },
};

async function quizIdOf(token: string) {
  const quizzes = expectOk(await call(t.app, 'GET', '/activities', undefined, token));
  return quizzes.find((a: { type: string }) => a.type === 'quiz').id as string;
}

describe('saving several right answers', () => {
  let token: string;
  let quizId: string;
  beforeAll(async () => {
    ({ token } = await signUpAndIn(t.app));
    quizId = await createActivity(t.app, token, 'quiz', 'Several');
  });
  const save = (question: Question) => call(t.app, 'PUT', `/activities/quiz/${quizId}`, { name: 'Several', questions: [question] }, token);

  it('keeps 2 to 6 options and the right ones', async () => {
    expect(expectOk(await save(planets)).questions[0]).toEqual(planets);
    const six = { ...planets, correctAnswers: [6], texts: { en_US: { question: 'Q', answers: ['1', '2', '3', '4', '5', '6'] } } };
    expect(expectOk(await save(six)).questions[0]).toEqual(six);
  });

  it('refuses no right option, a repeated or missing one, a single correctAnswer, and right options on another kind', async () => {
    expectError(await save({ ...planets, correctAnswers: [] }), 400, 'questions.0.correctAnswers must name at least one right option');
    expectError(await save({ ...planets, correctAnswers: [1, 1] }), 400, 'questions.0.correctAnswers must name each option once');
    expectError(await save({ ...planets, correctAnswers: [1, 5] }), 400, 'questions.0.correctAnswers must be option numbers from 1 to 4');
    expectError(
      await save({ ...planets, correctAnswer: 1 }),
      400,
      'questions.0.correctAnswer must be absent: several right answers are in correctAnswers',
    );
    const { correctAnswers: _right, ...withoutRight } = planets;
    expectError(await save(withoutRight), 400, 'questions.0.correctAnswers must name at least one right option');
    expectError(
      await save({
        type: 'multiple_text_choice_2',
        correctAnswer: 1,
        correctAnswers: [1],
        texts: { en_US: { question: 'Q', answers: ['A', 'B'] } },
      }),
      400,
      'questions.0.correctAnswers is only for a question with several right answers',
    );
  });
});

describe('several right answers on the night', () => {
  it('scores each player’s share, reveals every right option, and keeps it in the results', async () => {
    const f = await liveEvent(t.app, 6, [planets]);
    const quizId = await quizIdOf(f.token);
    // Without speed scoring the shares are exact: 1000 for the right set, 500 for half of it.
    expectOk(
      await call(t.app, 'PUT', `/activities/quiz/${quizId}`, { name: 'Night quiz', speedScoring: false, questions: [planets] }, f.token),
    );
    const [both, half, halfAndWrong, wrong, reversed, silent] = f.players;
    for (const p of f.players) await poll(t.app, f.eventId, p.id);

    const started = expectOk(await hostAction(t.app, f, 'start'));
    expect(started.live.question).toMatchObject({ type: 'multiple_select', optionCount: 4, speedScoring: false });
    expect(started.answerKey).toEqual({ correctAnswer: null, correctTexts: {}, correctAnswers: [1, 3] });
    // Before the reveal, nothing on a phone says which options are right.
    expect(JSON.stringify((await poll(t.app, f.eventId, both!.id)).body)).not.toContain('correctAnswers');

    expect(expectOk(await answer(t.app, f, both!.id, 0, [3, 1]))).toEqual({ accepted: true });
    expectOk(await answer(t.app, f, half!.id, 0, [1]));
    expectOk(await answer(t.app, f, halfAndWrong!.id, 0, [1, 2, 3]));
    expectOk(await answer(t.app, f, wrong!.id, 0, [2, 4]));
    expectOk(await answer(t.app, f, reversed!.id, 0, [3, 1, 3]));
    // The same set again, in any order, is the same answer; another set is refused.
    expectOk(await answer(t.app, f, both!.id, 0, [1, 3]));
    expectError(await answer(t.app, f, both!.id, 0, [1]), 409);
    // Nothing ticked, an option it does not have, or text does not fit.
    expectError(await answer(t.app, f, silent!.id, 0, []), 400);
    expectError(await answer(t.app, f, silent!.id, 0, [1, 5]), 400, 'answer: does not fit this question');
    expectError(await answer(t.app, f, silent!.id, 0, 'Mars'), 400, 'answer: does not fit this question');
    expect((await poll(t.app, f.eventId, both!.id)).body.me.answer).toBe('1,3');

    const revealed = expectOk(await hostAction(t.app, f, 'reveal'));
    expect(revealed.live.reveal).toEqual({
      correctAnswer: null,
      correctAnswers: [1, 3],
      correctTexts: {},
      distribution: [4, 2, 3, 1],
      answered: 5,
    });
    const result = async (p: { id: string }) => (await poll(t.app, f.eventId, p.id)).body.me.result;
    expect(await result(both!)).toEqual({ correct: true, points: 1000 });
    expect(await result(reversed!)).toEqual({ correct: true, points: 1000 });
    expect(await result(half!)).toEqual({ correct: false, points: 500 });
    expect(await result(halfAndWrong!)).toEqual({ correct: false, points: 500 });
    expect(await result(wrong!)).toEqual({ correct: false, points: 0 });
    expect(await result(silent!)).toEqual({ correct: false, points: 0 });

    const text = (await call(t.app, 'GET', `/events/${f.eventId}/results?format=csv`, undefined, f.token)).raw.body as string;
    const [header, ...rows] = parse(text.slice(1)) as string[][];
    const col = (name: string) => header!.indexOf(name);
    const byPlayer = Object.fromEntries(
      rows.map((r) => [r[col('player')], [r[col('answer')], r[col('right answer')], r[col('result')], r[col('points')]]]),
    );
    expect(byPlayer['Player 1']).toEqual(['Mars + Venus / Mars + Vénus', 'Mars + Venus / Mars + Vénus', 'right', '1000']);
    expect(byPlayer['Player 3']).toEqual([
      'Mars + The Moon + Venus / Mars + La Lune + Vénus',
      'Mars + Venus / Mars + Vénus',
      'wrong',
      '500',
    ]);
  });
});

describe('several right answers in files', () => {
  let token: string;
  let quizId: string;
  beforeAll(async () => {
    ({ token } = await signUpAndIn(t.app));
    quizId = await createActivity(t.app, token, 'quiz', 'Several');
  });
  const row = (cells: Record<string, string>) => TEMPLATE_HEADER.map((h) => cells[h] ?? '');

  it("reads 'several right' or 'plusieurs bonnes réponses' with its right answers as 1,3 or 1;3", async () => {
    const options = { answer_1_en: 'A', answer_2_en: 'B', answer_3_en: 'C' };
    const file = csv([
      TEMPLATE_HEADER,
      row({ type: 'several right', question_en: 'Which?', ...options, correct_answer: '3; 1' }),
      row({ type: 'Plusieurs bonnes réponses', question_en: 'Which?', ...options, correct_answer: '2' }),
      row({ type: 'several right', question_en: 'None', ...options }),
      row({ type: 'several right', question_en: 'Past', ...options, correct_answer: '1,4' }),
      row({ type: 'several right', question_en: 'Words', ...options, correct_answer: 'A and C' }),
    ]);
    const rows = expectOk(await importFile(t.app, token, quizId, file, 'several.csv')).rows;
    expect(rows[0].question).toEqual({
      type: 'multiple_select',
      correctAnswers: [1, 3],
      texts: { en_US: { question: 'Which?', answers: ['A', 'B', 'C'] } },
    });
    expect(rows[1].question.correctAnswers).toEqual([2]);
    expect(rows.slice(2).map((r: { problems: string[] }) => r.problems)).toEqual([
      ['row 4: correct_answer is empty (the right answer numbers, as 1,3)'],
      ['row 5: correct answer 4 but only 3 answers'],
      ['row 6: correct answer "A and C" is not a list of answer numbers from 1 to 3, as 1,3'],
    ]);
  });

  it('exports to the spreadsheet and to a dump, and both read back as it was', async () => {
    expectOk(await call(t.app, 'PUT', `/activities/quiz/${quizId}`, { name: 'Several', questions: [planets] }, token));
    const file = await download(t.app, token, `/activities/quiz/${quizId}/export.xlsx`);
    expect(expectOk(await importFile(t.app, token, quizId, file.bytes, 'Several.xlsx')).rows[0].question).toEqual(planets);

    const admin = await signUpAndIn(t.app, 'admin');
    const { zip } = await exportDumpFile(t.app, admin.token);
    const stored = JSON.parse((await unzip(zip)).get('tables/activities.json')!.toString());
    expect(stored.find((r: { id: string }) => r.id === quizId).content.questions).toEqual([planets]);
    expectOk(await call(t.app, 'PUT', `/activities/quiz/${quizId}`, { name: 'Several', questions: [] }, token));
    expectOk(await importDumpFile(t.app, admin.token, zip));
    expect(expectOk(await call(t.app, 'GET', `/activities/quiz/${quizId}`, undefined, token)).questions).toEqual([planets]);
  });
});
