// The numeric estimate (issue 20; docs/PRODUCT-RULES.md#scoring) through the real app: saved only
// when well formed; players type a number, read as they write it; within the tolerance is right as
// it comes, and when nobody is within it the closest win at the reveal, scored once, teams
// following; the reveal names the closest by name, never by id; the results, the template and a dump
// carry it; two instances racing to reveal score the winners once.
import { parse } from 'csv-parse/sync';
import type { Question } from '@quizfest/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { exportDumpFile, importDumpFile, unzip } from './admin-fixtures.js';
import { call, signUpAndIn } from './api-helpers.js';
import { createActivity, expectError, expectOk, poll } from './fixtures.js';
import { answer, hostAction, liveEvent } from './live-fixtures.js';
import { csv, download, importFile, TEMPLATE_HEADER } from './quiz-import-files.js';
import { buildTestApp, buildTestInstances, usingPostgres, type TestApp } from './test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const moon: Question = {
  type: 'numeric_estimate',
  correctValue: 1969,
  tolerance: 2,
  timeLimit: 30,
  texts: {
    en_US: { question: 'Year of the first Moon landing?', unit: 'AD' },
    fr_FR: { question: 'Année du premier pas sur la Lune ?', unit: 'apr. J.-C.' },
  },
};
/** No tolerance: only 100 itself is right, so the closest answers win. */
const hundred: Question = { type: 'numeric_estimate', correctValue: 100, timeLimit: 30, texts: { en_US: { question: 'How many?' } } };

async function quizIdOf(token: string) {
  const quizzes = expectOk(await call(t.app, 'GET', '/activities', undefined, token));
  return quizzes.find((a: { type: string }) => a.type === 'quiz').id as string;
}

describe('saving a numeric estimate', () => {
  let token: string;
  let quizId: string;
  beforeAll(async () => {
    ({ token } = await signUpAndIn(t.app));
    quizId = await createActivity(t.app, token, 'quiz', 'Estimates');
  });
  const save = (question: unknown) => call(t.app, 'PUT', `/activities/quiz/${quizId}`, { name: 'Estimates', questions: [question] }, token);

  it('keeps its value, tolerance and units', async () => {
    expect(expectOk(await save(moon)).questions[0]).toEqual(moon);
    expect(expectOk(await save(hundred)).questions[0]).toEqual(hundred);
  });

  it('refuses no value, options, a negative tolerance, and a unit or value on another kind', async () => {
    const { correctValue: _value, ...noValue } = moon;
    expectError(await save(noValue), 400, 'questions.0.correctValue is required for a numeric estimate');
    expectError(await save({ ...moon, tolerance: -1 }), 400, 'questions.0.tolerance must be 0 or more');
    expectError(
      await save({ ...moon, texts: { en_US: { question: 'Q', answers: ['1969', '1970'] } } }),
      400,
      'questions.0.texts.en_US.answers must be absent for a numeric estimate',
    );
    expectError(
      await save({ type: 'free_text_input', correctValue: 3, texts: { en_US: { question: 'Q', answer: 'three' } } }),
      400,
      'questions.0.correctValue is only for a numeric estimate',
    );
  });
});

describe('a numeric estimate on the night', () => {
  it('takes numbers as typed, scores those within the tolerance, and names the closest at the reveal', async () => {
    const f = await liveEvent(t.app, 6, [moon, hundred]);
    const quizId = await quizIdOf(f.token);
    // Without speed scoring a right answer is worth exactly 1000.
    expectOk(
      await call(t.app, 'PUT', `/activities/quiz/${quizId}`, { name: 'Night', speedScoring: false, questions: [moon, hundred] }, f.token),
    );
    const [exact, near, far, farther, typedFrench, silent] = f.players;
    for (const p of f.players) await poll(t.app, f.eventId, p.id);

    const started = expectOk(await hostAction(t.app, f, 'start'));
    expect(started.live.question).toMatchObject({
      type: 'numeric_estimate',
      optionCount: 0,
      texts: { en_US: { question: moon.texts.en_US!.question, unit: 'AD' }, fr_FR: { unit: 'apr. J.-C.' } },
    });
    expect(started.answerKey).toEqual({ correctAnswer: null, correctTexts: {}, estimate: { value: 1969, tolerance: 2 } });
    // Before the reveal, nothing a phone sees gives the value away.
    expect(JSON.stringify((await poll(t.app, f.eventId, exact!.id)).body)).not.toContain('1969');

    expectOk(await answer(t.app, f, exact!.id, 0, '1969'));
    expectOk(await answer(t.app, f, near!.id, 0, '1 971'));
    expectOk(await answer(t.app, f, far!.id, 0, '1975.5'));
    expectOk(await answer(t.app, f, farther!.id, 0, '2,000'));
    expectOk(await answer(t.app, f, typedFrench!.id, 0, '1 950,25'));
    // Not a number, or an option number's shape, does not fit; the same number again is the same answer.
    expectError(await answer(t.app, f, silent!.id, 0, 'nineteen sixty-nine'), 400, 'answer: does not fit this question');
    expectError(await answer(t.app, f, silent!.id, 0, [1]), 400, 'answer: does not fit this question');
    expectOk(await answer(t.app, f, near!.id, 0, '1971'));
    expectError(await answer(t.app, f, near!.id, 0, '1972'), 409);
    expect((await poll(t.app, f.eventId, near!.id)).body.me.answer).toBe('1971');
    expect((await poll(t.app, f.eventId, typedFrench!.id)).body.me.answer).toBe('1950.25');

    const revealed = expectOk(await hostAction(t.app, f, 'reveal'));
    const { estimate, ...reveal } = revealed.live.reveal;
    expect(reveal).toEqual({ correctAnswer: null, correctTexts: {}, distribution: [2, 3], answered: 5 });
    expect(estimate).toMatchObject({ value: 1969, tolerance: 2, bins: expect.any(Array) });
    expect(estimate.bins).toHaveLength(12);
    expect(estimate.bins.reduce((a: number, b: number) => a + b, 0)).toBe(5);
    expect(estimate.low).toBeLessThanOrEqual(1967);
    expect(estimate.high).toBeGreaterThanOrEqual(1971);
    expect(estimate.closest).toEqual([
      { name: 'Player 1', teamName: 'Alphas', answer: 1969, right: true },
      { name: 'Player 2', teamName: 'Betas', answer: 1971, right: true },
      { name: 'Player 3', teamName: 'Alphas', answer: 1975.5, right: false },
      { name: 'Player 5', teamName: 'Alphas', answer: 1950.25, right: false },
      { name: 'Player 4', teamName: 'Betas', answer: 2000, right: false },
    ]);
    // Screens and phones see names, never the ids a player's power rests on.
    const screenView = JSON.stringify((await poll(t.app, f.eventId, silent!.id)).body.live);
    for (const p of f.players) expect(screenView).not.toContain(p.id);
    const result = async (p: { id: string }) => (await poll(t.app, f.eventId, p.id)).body.me.result;
    expect(await result(exact!)).toEqual({ correct: true, points: 1000 });
    expect(await result(near!)).toEqual({ correct: true, points: 1000 });
    expect(await result(far!)).toEqual({ correct: false, points: 0 });
    expect(await result(silent!)).toEqual({ correct: false, points: 0 });

    // Question 2: nobody finds 100 itself, so the closest (90 and 110, as close) win; the team's points follow.
    expectOk(await hostAction(t.app, f, 'next'));
    expectOk(await answer(t.app, f, exact!.id, 1, '90'));
    expectOk(await answer(t.app, f, near!.id, 1, '110'));
    expectOk(await answer(t.app, f, far!.id, 1, '130'));
    expectOk(await answer(t.app, f, farther!.id, 1, '-5'));
    const second = expectOk(await hostAction(t.app, f, 'reveal'));
    expect(second.live.reveal.distribution).toEqual([2, 2]);
    expect(second.live.reveal.estimate.closest.map((c: { answer: number; right: boolean }) => [c.answer, c.right])).toEqual([
      [90, true],
      [110, true],
      [130, false],
      [-5, false],
    ]);
    expect(await result(exact!)).toEqual({ correct: true, points: 1000 });
    expect(await result(far!)).toEqual({ correct: false, points: 0 });
    // Alphas (players 1, 3, 5) won 1000 + 0 + 0 on question 2 and 1000 + 0 + 0 on question 1.
    const teams = second.teams as { id: string; points: number }[];
    expect(teams.find((team) => team.id === f.teams.a)?.points).toBe(Math.round(1000 / 3) * 2);
    expect(teams.find((team) => team.id === f.teams.b)?.points).toBe(Math.round(1000 / 3) * 2);

    const text = (await call(t.app, 'GET', `/events/${f.eventId}/results?format=csv`, undefined, f.token)).raw.body as string;
    const [header, ...rows] = parse(text.slice(1)) as string[][];
    const col = (name: string) => header!.indexOf(name);
    const cells = (r: string[]) => [
      r[col('player')],
      r[col('question number')],
      r[col('answer')],
      r[col('right answer')],
      r[col('result')],
    ];
    expect(rows.map(cells)).toContainEqual(['Player 2', '1', '1971', '1969 ± 2 AD / 1969 ± 2 apr. J.-C.', 'right']);
    expect(rows.map(cells)).toContainEqual(['Player 1', '2', '90', '100', 'right']);
    expect(rows.map(cells)).toContainEqual(['Player 3', '2', '130', '100', 'wrong']);
  });
});

describe('numeric estimates in files', () => {
  let token: string;
  let quizId: string;
  beforeAll(async () => {
    ({ token } = await signUpAndIn(t.app));
    quizId = await createActivity(t.app, token, 'quiz', 'Estimates');
  });
  const HEADER = [...TEMPLATE_HEADER, 'tolerance', 'unit_en', 'unit_fr'];
  const row = (cells: Record<string, string>) => HEADER.map((h) => cells[h] ?? '');

  it("reads 'numeric' or 'estimation' with its value, tolerance and units, and names each problem", async () => {
    const file = csv([
      HEADER,
      row({ type: 'numeric', question_en: 'Year?', question_fr: 'Année ?', correct_answer: '1969', tolerance: '± 2', unit_en: 'AD' }),
      row({ type: 'Estimation', question_fr: 'Hauteur ?', correct_answer: '8 848,86', unit_fr: 'm' }),
      row({ type: 'numeric', question_en: 'No value' }),
      row({ type: 'numeric', question_en: 'Words', correct_answer: 'about ten', tolerance: '-1' }),
      row({ type: 'numeric', question_en: 'Options', correct_answer: '3', answer_1_en: 'three' }),
      row({
        type: '2 choices',
        question_en: 'Unit?',
        answer_1_en: 'A',
        answer_2_en: 'B',
        correct_answer: '1',
        unit_en: 'km',
        tolerance: '1',
      }),
    ]);
    const rows = expectOk(await importFile(t.app, token, quizId, file, 'estimates.csv')).rows;
    expect(rows[0].question).toEqual({
      type: 'numeric_estimate',
      correctValue: 1969,
      tolerance: 2,
      texts: { en_US: { question: 'Year?', unit: 'AD' }, fr_FR: { question: 'Année ?' } },
    });
    expect(rows[1].question).toEqual({
      type: 'numeric_estimate',
      correctValue: 8848.86,
      texts: { fr_FR: { question: 'Hauteur ?', unit: 'm' } },
    });
    expect(rows.slice(2).map((r: { problems: string[] }) => r.problems)).toEqual([
      ['row 4: correct_answer is empty (the right number)'],
      ['row 5: correct answer "about ten" is not a number', 'row 5: tolerance "-1" is not a number of 0 or more'],
      ['row 6: answer_1..6_en and text_answer_en are not for a numeric question: its value is in correct_answer'],
      ['row 7: unit_en is for numeric questions', 'row 7: tolerance is for numeric questions'],
    ]);
  });

  it('exports to the spreadsheet and to a dump, and both read back as it was', async () => {
    expectOk(await call(t.app, 'PUT', `/activities/quiz/${quizId}`, { name: 'Estimates', questions: [moon, hundred] }, token));
    const file = await download(t.app, token, `/activities/quiz/${quizId}/export.xlsx`);
    const back = expectOk(await importFile(t.app, token, quizId, file.bytes, 'Estimates.xlsx')).rows;
    expect(back.map((r: { question: Question }) => r.question)).toEqual([moon, hundred]);

    const admin = await signUpAndIn(t.app, 'admin');
    const { zip } = await exportDumpFile(t.app, admin.token);
    const files = await unzip(zip);
    expect(JSON.parse(files.get('manifest.json')!.toString()).formatVersion).toBe(5);
    const stored = JSON.parse(files.get('tables/activities.json')!.toString());
    expect(stored.find((r: { id: string }) => r.id === quizId).content.questions).toEqual([moon, hundred]);
    expectOk(await call(t.app, 'PUT', `/activities/quiz/${quizId}`, { name: 'Estimates', questions: [] }, token));
    expectOk(await importDumpFile(t.app, admin.token, zip));
    expect(expectOk(await call(t.app, 'GET', `/activities/quiz/${quizId}`, undefined, token)).questions).toEqual([moon, hundred]);
  });
});

describe.skipIf(!usingPostgres())('two instances racing to reveal an estimate (PostgreSQL)', () => {
  it('make the closest right once, and add their points to the teams once', async () => {
    const built = await buildTestInstances(2);
    const [a, b] = built.instances as [TestApp, TestApp];
    try {
      const f = await liveEvent(
        a.app,
        4,
        Array.from({ length: 4 }, () => hundred),
      );
      const [p1, p2, p3] = f.players;
      let expectedA = 0;
      for (let q = 0; q < 4; q++) {
        expectOk(await hostAction(q % 2 ? b.app : a.app, f, q === 0 ? 'start' : 'next'));
        expectOk(await answer(a.app, f, p1!.id, q, '97'));
        expectOk(await answer(b.app, f, p2!.id, q, '120'));
        expectOk(await answer(a.app, f, p3!.id, q, '50'));
        const reveals = await Promise.all([hostAction(a.app, f, 'reveal'), hostAction(b.app, f, 'reveal')]);
        expect(reveals.map((r) => r.status).sort()).toEqual([200, 409]);
        // Player 1 (Alphas, with player 3 who scores nothing) is the closest each time.
        // The reveal that won may be B's: A hears of it by NOTIFY.
        const points = await vi.waitFor(async () => {
          const result = (await poll(a.app, f.eventId, p1!.id)).body.me.result as { points: number } | undefined;
          expect(result?.points).toBeGreaterThan(500);
          return result!.points;
        });
        expectedA += Math.round(points / 2);
      }
      const team = expectOk(await call(b.app, 'GET', `/teams/${f.teams.a}`, undefined, f.token));
      expect(team.score).toBe(expectedA);
      const results = expectOk(await call(b.app, 'GET', `/events/${f.eventId}/results`, undefined, f.token));
      expect(results.rows.filter((r: { correct: boolean }) => r.correct).map((r: { playerName: string }) => r.playerName)).toEqual(
        Array.from({ length: 4 }, () => 'Player 1'),
      );
    } finally {
      await built.close();
    }
  });
});
