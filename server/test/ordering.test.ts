// Put in order (issue 20; docs/PRODUCT-RULES.md#scoring) through the real app: saved only when well
// formed (3 to 6 items written in the right order, nothing naming a right option); shuffled when the
// question opens, the same for every phone and instance, and never shown in the right order; players
// send the shown numbers in their order; each item in its place earns its share; the reveal gives
// the right order and who put each item in its place; the results, the template and a dump carry it.
import { parse } from 'csv-parse/sync';
import { parseOrder, type Question } from '@quizfest/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { scoreAnswer } from '../src/live/engine/scoring.js';
import { answerAsShown, questionAsShown, shuffledOrder } from '../src/live/engine/ordering.js';
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

const planets: Question = {
  type: 'ordering',
  timeLimit: 30,
  texts: {
    en_US: { question: 'From the Sun outwards', answers: ['Mercury', 'Venus', 'Earth', 'Mars'] },
    fr_FR: { question: 'En partant du Soleil', answers: ['Mercure', 'Vénus', 'Terre', 'Mars'] },
  },
};

describe('the shuffle and the score', () => {
  it('shuffles every item once and never leaves them in the right order', () => {
    // A source that first draws the identity (each swap with itself), then a real shuffle.
    const draws = [3, 2, 1, 0, 1, 0];
    const order = shuffledOrder(4, (below) => (draws.length ? draws.shift()! : below - 1) % below);
    expect([...order].sort()).toEqual([1, 2, 3, 4]);
    expect(order).not.toEqual([1, 2, 3, 4]);
    for (let i = 0; i < 200; i++) {
      const o = shuffledOrder(3);
      expect([...o].sort()).toEqual([1, 2, 3]);
      expect(o).not.toEqual([1, 2, 3]);
    }
  });

  it('shows the items shuffled in every language, with the right order in shown numbers', () => {
    const shown = questionAsShown(planets, [3, 1, 4, 2]);
    expect(shown.texts.en_US!.answers).toEqual(['Earth', 'Mercury', 'Mars', 'Venus']);
    expect(shown.texts.fr_FR!.answers).toEqual(['Terre', 'Mercure', 'Mars', 'Vénus']);
    // Mercury is shown second, Venus fourth, Earth first, Mars third.
    expect(shown.correctAnswers).toEqual([2, 4, 1, 3]);
    // An answer stored in written numbers reads back as the phone numbered it.
    expect(answerAsShown(shown, '2,1,3,4')).toBe('4,2,1,3');
    expect(questionAsShown({ ...planets, type: 'poll' }, [2, 1, 3, 4])).toEqual({ ...planets, type: 'poll' });
  });

  it('gives each item in its place its share, the whole order alone being right', () => {
    const shown = questionAsShown(planets, [3, 1, 4, 2]);
    const score = (given: number[] | string | number, multiplier?: 0 | 2) =>
      scoreAnswer({ ...shown, ...(multiplier !== undefined ? { pointsMultiplier: multiplier } : {}) }, given, 0, 30_000, false);
    expect(score([2, 4, 1, 3])).toEqual({ correct: true, points: 1000, answer: '1,2,3,4' });
    // Mercury and Venus swapped: two of four in place.
    expect(score([4, 2, 1, 3])).toEqual({ correct: false, points: 500, answer: '2,1,3,4' });
    // Only Mars (shown third) is last: one of four.
    expect(score([1, 2, 4, 3])).toEqual({ correct: false, points: 250, answer: '3,1,2,4' });
    expect(score([3, 1, 2, 4])).toEqual({ correct: false, points: 0, answer: '4,3,1,2' });
    expect(score('2,4,1,3', 2)).toEqual({ correct: true, points: 2000, answer: '1,2,3,4' });
    expect(score([4, 2, 1, 3], 0)).toMatchObject({ points: 0 });
    // Speed counts as for the other kinds: half the time is 750 for the whole order, a share of it for part.
    expect(scoreAnswer(shown, [4, 2, 1, 3], 15_000, 30_000)).toMatchObject({ points: 375 });
    // Not every item once: refused.
    for (const bad of [[1, 2, 3], [1, 2, 3, 3], [1, 2, 3, 5], [1, 2, 3, 4, 5], 2, 'Mercury', '1,2,3'] as const)
      expect(score(bad as number[] | string | number)).toBeNull();
  });
});

async function quizIdOf(token: string) {
  const quizzes = expectOk(await call(t.app, 'GET', '/activities', undefined, token));
  return quizzes.find((a: { type: string }) => a.type === 'quiz').id as string;
}

describe('saving a put-in-order question', () => {
  let token: string;
  let quizId: string;
  beforeAll(async () => {
    ({ token } = await signUpAndIn(t.app));
    quizId = await createActivity(t.app, token, 'quiz', 'Order');
  });
  const save = (question: Question) => call(t.app, 'PUT', `/activities/quiz/${quizId}`, { name: 'Order', questions: [question] }, token);

  it('keeps 3 to 6 items in their order, the same number in each language', async () => {
    expect(expectOk(await save(planets)).questions[0]).toEqual(planets);
    const six = { ...planets, pointsMultiplier: 2 as const, texts: { en_US: { question: 'Q', answers: ['1', '2', '3', '4', '5', '6'] } } };
    expect(expectOk(await save(six)).questions[0]).toEqual(six);
  });

  it('refuses two items, seven, uneven languages and any right option named', async () => {
    expectError(
      await save({ ...planets, texts: { en_US: { question: 'Q', answers: ['A', 'B'] } } }),
      400,
      'questions.0.texts must have from 3 to 6 items for put in order',
    );
    expectError(
      await save({ ...planets, texts: { en_US: { question: 'Q', answers: ['1', '2', '3', '4', '5', '6', '7'] } } }),
      400,
      'questions.0.texts.en_US.answers must have at most 6 options',
    );
    expectError(
      await save({ ...planets, texts: { ...planets.texts, fr_FR: { question: 'Q', answers: ['A', 'B', 'C'] } } }),
      400,
      'questions.0.texts.fr_FR.answers must have 4 options, as the other language has',
    );
    expectError(
      await save({ ...planets, correctAnswer: 1 }),
      400,
      'questions.0.correctAnswer must be absent: the items are written in the right order',
    );
    expectError(
      await save({ ...planets, correctAnswers: [1, 2, 3, 4] }),
      400,
      'questions.0.correctAnswers is only for a question with several right answers',
    );
  });
});

/** The right order as a phone would send it, from the host's key. */
const rightOrder = (host: { answerKey: { correctAnswers: number[] } }) => host.answerKey.correctAnswers;

describe('put in order on the night', () => {
  it('shuffles, scores each item in place, reveals the right order and keeps it in the results', async () => {
    const f = await liveEvent(t.app, 5, [planets]);
    const quizId = await quizIdOf(f.token);
    expectOk(
      await call(t.app, 'PUT', `/activities/quiz/${quizId}`, { name: 'Night quiz', speedScoring: false, questions: [planets] }, f.token),
    );
    const [whole, swapped, reversed, typed, silent] = f.players;
    for (const p of f.players) await poll(t.app, f.eventId, p.id);

    const started = expectOk(await hostAction(t.app, f, 'start'));
    const shownEn = started.live.question.texts.en_US.answers as string[];
    expect(started.live.question).toMatchObject({ type: 'ordering', optionCount: 4 });
    expect([...shownEn].sort()).toEqual(['Earth', 'Mars', 'Mercury', 'Venus']);
    expect(shownEn).not.toEqual(['Mercury', 'Venus', 'Earth', 'Mars']);
    const right = rightOrder(started);
    expect(right.map((d: number) => shownEn[d - 1])).toEqual(['Mercury', 'Venus', 'Earth', 'Mars']);
    // Every phone sees the same shuffle, in its language, and nothing saying the right order.
    const phone = (await poll(t.app, f.eventId, whole!.id)).body;
    expect(phone.live.question.texts.en_US.answers).toEqual(shownEn);
    const french: Record<string, string> = { Mercury: 'Mercure', Venus: 'Vénus', Earth: 'Terre', Mars: 'Mars' };
    expect(phone.live.question.texts.fr_FR.answers).toEqual(shownEn.map((item) => french[item]));
    expect(JSON.stringify(phone)).not.toContain('correctAnswers');

    const swap = [right[1], right[0], right[2], right[3]] as number[];
    const reverse = [...right].reverse() as number[];
    expect(expectOk(await answer(t.app, f, whole!.id, 0, right))).toEqual({ accepted: true });
    expectOk(await answer(t.app, f, swapped!.id, 0, swap));
    expectOk(await answer(t.app, f, reversed!.id, 0, reverse));
    expectOk(await answer(t.app, f, typed!.id, 0, swap.join(',')));
    // The same order again is the same answer; another is refused; an incomplete one does not fit.
    expectOk(await answer(t.app, f, swapped!.id, 0, swap));
    expectError(await answer(t.app, f, swapped!.id, 0, right), 409);
    expectError(await answer(t.app, f, silent!.id, 0, right.slice(0, 3)), 400, 'answer: does not fit this question');
    expectError(await answer(t.app, f, silent!.id, 0, [1, 1, 2, 3]), 400, 'answer: does not fit this question');
    // My answer comes back as I numbered it: in shown numbers, which say nothing of the right order.
    expect((await poll(t.app, f.eventId, swapped!.id)).body.me.answer).toBe(swap.join(','));
    expect(parseOrder((await poll(t.app, f.eventId, reversed!.id)).body.me.answer, 4)).toEqual(reverse);

    const revealed = expectOk(await hostAction(t.app, f, 'reveal'));
    // Places 1 and 2 held by the whole order alone; places 3 and 4 by the whole and both swaps; the reverse has none.
    expect(revealed.live.reveal).toEqual({
      correctAnswer: null,
      correctAnswers: right,
      correctTexts: {},
      distribution: [1, 1, 3, 3],
      answered: 4,
    });
    const result = async (p: { id: string }) => (await poll(t.app, f.eventId, p.id)).body.me.result;
    expect(await result(whole!)).toEqual({ correct: true, points: 1000 });
    expect(await result(swapped!)).toEqual({ correct: false, points: 500 });
    expect(await result(typed!)).toEqual({ correct: false, points: 500 });
    expect(await result(reversed!)).toEqual({ correct: false, points: 0 });
    expect(await result(silent!)).toEqual({ correct: false, points: 0 });

    const text = (await call(t.app, 'GET', `/events/${f.eventId}/results?format=csv`, undefined, f.token)).raw.body as string;
    const [header, ...rows] = parse(text.slice(1)) as string[][];
    const col = (name: string) => header!.indexOf(name);
    const byPlayer = Object.fromEntries(rows.map((r) => [r[col('player')], [r[col('answer')], r[col('right answer')], r[col('points')]]]));
    const inOrder = 'Mercury > Venus > Earth > Mars / Mercure > Vénus > Terre > Mars';
    expect(byPlayer['Player 1']).toEqual([inOrder, inOrder, '1000']);
    expect(byPlayer['Player 2']).toEqual(['Venus > Mercury > Earth > Mars / Vénus > Mercure > Terre > Mars', inOrder, '500']);
    expect(byPlayer['Player 3']).toEqual(['Mars > Earth > Venus > Mercury / Mars > Terre > Vénus > Mercure', inOrder, '0']);
  });
});

describe('put in order in files', () => {
  let token: string;
  let quizId: string;
  beforeAll(async () => {
    ({ token } = await signUpAndIn(t.app));
    quizId = await createActivity(t.app, token, 'quiz', 'Order');
  });
  const row = (cells: Record<string, string>) => TEMPLATE_HEADER.map((h) => cells[h] ?? '');

  it("reads 'order' or 'remettre dans l'ordre' with its items in the right order", async () => {
    const items = { answer_1_en: 'A', answer_2_en: 'B', answer_3_en: 'C' };
    const file = csv([
      TEMPLATE_HEADER,
      row({ type: 'order', question_en: 'First?', ...items }),
      row({ type: "Remettre dans l'ordre", question_en: 'First?', ...items, points: '2' }),
      row({ type: 'order', question_en: 'Two', answer_1_en: 'A', answer_2_en: 'B' }),
      row({ type: 'order', question_en: 'Named', ...items, correct_answer: '1' }),
    ]);
    const rows = expectOk(await importFile(t.app, token, quizId, file, 'order.csv')).rows;
    expect(rows[0].question).toEqual({ type: 'ordering', texts: { en_US: { question: 'First?', answers: ['A', 'B', 'C'] } } });
    expect(rows[1].question).toMatchObject({ type: 'ordering', pointsMultiplier: 2 });
    expect(rows.slice(2).map((r: { problems: string[] }) => r.problems)).toEqual([
      ['row 4: an order question needs from 3 to 6 answers (answer_1 to answer_6)'],
      ['row 5: correct_answer is not for an order question: write answer_1, answer_2… in the right order'],
    ]);
  });

  it('exports to the spreadsheet and to a dump, and both read back as it was', async () => {
    expectOk(await call(t.app, 'PUT', `/activities/quiz/${quizId}`, { name: 'Order', questions: [planets] }, token));
    const file = await download(t.app, token, `/activities/quiz/${quizId}/export.xlsx`);
    expect(expectOk(await importFile(t.app, token, quizId, file.bytes, 'Order.xlsx')).rows[0].question).toEqual(planets);

    const admin = await signUpAndIn(t.app, 'admin');
    const { zip } = await exportDumpFile(t.app, admin.token);
    expect(JSON.parse((await unzip(zip)).get('manifest.json')!.toString()).formatVersion).toBe(5);
    const stored = JSON.parse((await unzip(zip)).get('tables/activities.json')!.toString());
    expect(stored.find((r: { id: string }) => r.id === quizId).content.questions).toEqual([planets]);
    expectOk(await call(t.app, 'PUT', `/activities/quiz/${quizId}`, { name: 'Order', questions: [] }, token));
    expectOk(await importDumpFile(t.app, admin.token, zip));
    expect(expectOk(await call(t.app, 'GET', `/activities/quiz/${quizId}`, undefined, token)).questions).toEqual([planets]);
  });
});

describe.skipIf(!usingPostgres())('put in order on two instances (PostgreSQL)', () => {
  it('shows one shuffle everywhere and scores an answer the same on either', async () => {
    const built = await buildTestInstances(2);
    const [a, b] = built.instances as [TestApp, TestApp];
    try {
      const f = await liveEvent(a.app, 2, [planets]);
      const [p1, p2] = f.players;
      const started = expectOk(await hostAction(a.app, f, 'start'));
      const right = rightOrder(started);
      // B hears of the start by NOTIFY, moments after A answered the host.
      await vi.waitFor(async () => {
        const onB = (await poll(b.app, f.eventId, p2!.id)).body.live.question;
        expect(onB?.texts).toEqual(started.live.question.texts);
      });
      expectOk(await answer(b.app, f, p1!.id, 0, right));
      expectOk(await answer(a.app, f, p2!.id, 0, [...right].reverse()));
      // A resend to the other instance is the same answer.
      expectOk(await answer(a.app, f, p1!.id, 0, right));
      const revealed = expectOk(await hostAction(b.app, f, 'reveal'));
      expect(revealed.live.reveal).toMatchObject({ correctAnswers: right, distribution: [1, 1, 1, 1], answered: 2 });
      await vi.waitFor(async () => expect((await poll(a.app, f.eventId, p1!.id)).body.me.result).toMatchObject({ correct: true }));
    } finally {
      await built.close();
    }
  });
});
