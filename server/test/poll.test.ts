// The poll (issue 20; docs/PRODUCT-RULES.md#scoring): a question of 2 to 6 options with no right
// answer, through the real app. Saved only when well formed; played as a choice whose vote scores no
// one (a ×2 set on it changes nothing and is not announced); its reveal is the room's vote; the
// results call it a vote; the spreadsheet template and export carry it, in English or French words.
import { parse } from 'csv-parse/sync';
import readXlsxFile from 'read-excel-file/node';
import type { Question } from '@quizfest/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportDumpFile, importDumpFile, unzip } from './admin-fixtures.js';
import { call, signUpAndIn } from './api-helpers.js';
import { createActivity, expectError, expectOk, poll } from './fixtures.js';
import { answer, hostAction, liveEvent, QUESTIONS } from './live-fixtures.js';
import { csv, download, importFile, TEMPLATE_HEADER } from './quiz-import-files.js';
import { buildTestApp, type TestApp } from './test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const ROUNDS_EN = ['Music', 'Film', 'Sport', 'History', 'Science'];
const ROUNDS_FR = ['Musique', 'Cinéma', 'Sport', 'Histoire', 'Sciences'];
const nextRound: Question = {
  type: 'poll',
  timeLimit: 20,
  // Set by a manager who then made it a poll: a poll scores no one whatever it says.
  pointsMultiplier: 2,
  texts: {
    en_US: { question: 'Which round next?', answers: ROUNDS_EN, explanation: 'The winner plays after the break.' },
    fr_FR: { question: 'Quelle manche ensuite ?', answers: ROUNDS_FR },
  },
};

describe('saving a poll', () => {
  let token: string;
  let quizId: string;
  beforeAll(async () => {
    ({ token } = await signUpAndIn(t.app));
    quizId = await createActivity(t.app, token, 'quiz', 'Polls');
  });
  const save = (question: Question) => call(t.app, 'PUT', `/activities/quiz/${quizId}`, { name: 'Polls', questions: [question] }, token);
  const options = (n: number) => Array.from({ length: n }, (_, i) => `Option ${i + 1}`);
  const pollOf = (en: number, fr = en): Question => ({
    type: 'poll',
    texts: { en_US: { question: 'Q', answers: options(en) }, fr_FR: { question: 'Q', answers: options(fr) } },
  });

  it('keeps 2 to 6 options, the same number in each language', async () => {
    for (const n of [2, 3, 6]) expect(expectOk(await save(pollOf(n))).questions[0]).toEqual(pollOf(n));
  });

  it('refuses a right answer, fewer than 2 or more than 6 options, and languages that disagree', async () => {
    expectError(await save({ ...pollOf(4), correctAnswer: 1 }), 400, 'questions.0.correctAnswer must be absent for a poll');
    expectError(await save(pollOf(1)), 400, 'questions.0.texts must have from 2 to 6 options for a poll');
    expectError(await save(pollOf(7)), 400, /must have at most 6 options/);
    expectError(await save(pollOf(4, 3)), 400, 'questions.0.texts.fr_FR.answers must have 4 options, as the other language has');
  });
});

describe('a poll on the night', () => {
  it('takes one vote per player, scores no one, and reveals the room’s vote', async () => {
    const f = await liveEvent(t.app, 4, [nextRound, QUESTIONS[0]!]);
    const [p1, p2, p3, p4] = f.players;
    // The console announces the poll before it opens, with neither ×2 nor speed.
    const lobby = expectOk(await call(t.app, 'GET', `/events/${f.eventId}/live`, undefined, f.token));
    expect(lobby.upNext).toMatchObject({ questionIndex: 0, kind: 'poll' });
    expect(Object.keys(lobby.upNext)).not.toContain('pointsMultiplier');
    const started = expectOk(await hostAction(t.app, f, 'start'));
    const question = started.live.question;
    expect(question).toMatchObject({ type: 'poll', optionCount: 5 });
    expect(question.texts.fr_FR.answers).toEqual(ROUNDS_FR);
    // Neither ×2 nor speed is announced: a poll scores nothing.
    expect('pointsMultiplier' in question).toBe(false);
    expect(started.answerKey).toEqual({ correctAnswer: null, correctTexts: {} });
    expect((await poll(t.app, f.eventId, p1!.id)).body.live.question.optionCount).toBe(5);
    // Everyone's phone is there, so the question stays open until all have voted or the host reveals.
    for (const p of [p2, p3, p4]) await poll(t.app, f.eventId, p!.id);

    expectOk(await answer(t.app, f, p1!.id, 0, 5));
    expectOk(await answer(t.app, f, p2!.id, 0, 5));
    expectOk(await answer(t.app, f, p3!.id, 0, 2));
    // Option 6 does not exist in a five-option poll; a vote cannot be changed.
    expectError(await answer(t.app, f, p4!.id, 0, 6), 400, 'answer: does not fit this question');
    expectError(await answer(t.app, f, p1!.id, 0, 2), 409);
    expect((await poll(t.app, f.eventId, p1!.id)).body.me.answer).toBe('5');

    const revealed = expectOk(await hostAction(t.app, f, 'reveal'));
    expect(revealed.live.reveal).toEqual({
      correctAnswer: null,
      correctTexts: {},
      distribution: [0, 1, 0, 0, 2],
      answered: 3,
      explanation: { en_US: 'The winner plays after the break.' },
    });
    const me = (await poll(t.app, f.eventId, p1!.id)).body.me;
    expect(me.result).toEqual({ correct: false, points: 0 });
    expect(me.totalPoints).toBe(0);
    expect(revealed.teams.map((team: { points: number }) => team.points)).toEqual([0, 0]);

    // The next question scores as usual: the poll took nothing from it.
    const second = expectOk(await hostAction(t.app, f, 'next'));
    expect(second.upNext).toBeNull();
    expect(revealed.upNext).not.toHaveProperty('poll');
    expectOk(await answer(t.app, f, p2!.id, 1, 2));
    expectOk(await hostAction(t.app, f, 'reveal'));
    expect((await poll(t.app, f.eventId, p2!.id)).body.me.result.correct).toBe(true);

    // The results: votes are neither right nor wrong and score 0.
    const rows = expectOk(await call(t.app, 'GET', `/events/${f.eventId}/results`, undefined, f.token)).rows;
    expect(rows.filter((r: { questionIndex: number }) => r.questionIndex === 0).map((r: any) => [r.answer, r.correct, r.points])).toEqual([
      ['5', false, 0],
      ['5', false, 0],
      ['2', false, 0],
    ]);
    const text = (await call(t.app, 'GET', `/events/${f.eventId}/results?format=csv`, undefined, f.token)).raw.body as string;
    const [header, ...csvRows] = parse(text.slice(1)) as string[][];
    const col = (name: string) => header!.indexOf(name);
    expect(csvRows.slice(0, 3).map((r) => [r[col('answer')], r[col('right answer')], r[col('result')], r[col('points')]])).toEqual([
      ['Science / Sciences', '', 'vote', '0'],
      ['Science / Sciences', '', 'vote', '0'],
      ['Film / Cinéma', '', 'vote', '0'],
    ]);
    const xlsx = (await call(t.app, 'GET', `/events/${f.eventId}/results?format=xlsx`, undefined, f.token)).raw.rawPayload;
    const sheets = (await readXlsxFile(xlsx)) as { sheet: string; data: unknown[][] }[];
    const questions = sheets.find((s) => s.sheet === 'Questions')!.data;
    const head = questions[0]!;
    const pollRow = questions[1]!;
    const cell = (name: string) => pollRow[head.indexOf(name)];
    expect([cell('answered'), cell('right'), cell('wrong'), cell('no answer')]).toEqual([3, null, null, 1]);
    expect([cell('option 5'), cell('answers 5'), cell('option 2'), cell('answers 2')]).toEqual([
      'Science / Sciences',
      2,
      'Film / Cinéma',
      1,
    ]);
    expect(head).toContain('option 6');
  });
});

describe('a poll in the spreadsheet', () => {
  let token: string;
  let quizId: string;
  beforeAll(async () => {
    ({ token } = await signUpAndIn(t.app));
    quizId = await createActivity(t.app, token, 'quiz', 'Polls');
  });
  const HEADER = [...TEMPLATE_HEADER, 'answer_5_en', 'answer_5_fr', 'answer_6_en', 'answer_6_fr'];
  const row = (cells: Record<string, string>) => HEADER.map((h) => cells[h] ?? '');

  it("reads 'poll' or 'sondage' with up to six answers, and names what a poll cannot have", async () => {
    const file = csv([
      HEADER,
      row({ type: 'sondage', question_fr: 'Pizza ou burger ?', answer_1_fr: 'Pizza', answer_2_fr: 'Burger', answer_3_fr: 'Les deux' }),
      row({
        type: 'poll',
        question_en: 'Best decade?',
        ...Object.fromEntries(['60s', '70s', '80s', '90s', '00s', '10s'].map((d, i) => [`answer_${i + 1}_en`, d])),
      }),
      row({ type: 'poll', question_en: 'One option', answer_1_en: 'Only' }),
      row({ type: 'poll', question_en: 'Scored?', answer_1_en: 'A', answer_2_en: 'B', correct_answer: '1', points: '2' }),
      row({ type: 'poll', question_en: 'Gap', answer_1_en: 'A', answer_3_en: 'C' }),
    ]);
    const rows = expectOk(await importFile(t.app, token, quizId, file, 'polls.csv')).rows;
    expect(rows[0]).toEqual({
      row: 2,
      question: { type: 'poll', texts: { fr_FR: { question: 'Pizza ou burger ?', answers: ['Pizza', 'Burger', 'Les deux'] } } },
      problems: [],
    });
    expect(rows[1].question.texts.en_US.answers).toHaveLength(6);
    expect(rows[1].problems).toEqual([]);
    expect(rows[2].problems).toEqual(['row 4: a poll needs from 2 to 6 answers (answer_1 to answer_6)']);
    expect(rows[3].problems).toEqual([
      'row 5: correct_answer is for scored questions; a poll has no right answer',
      'row 5: points are for scored questions; a poll scores no one',
    ]);
    expect(rows[4].problems).toEqual(['row 6: answer 2 (en) is empty']);
  });

  it('exports and imports back to the same poll', async () => {
    expectOk(await call(t.app, 'PUT', `/activities/quiz/${quizId}`, { name: 'Polls', questions: [nextRound, QUESTIONS[0]] }, token));
    const file = await download(t.app, token, `/activities/quiz/${quizId}/export.xlsx`);
    expect(file.status).toBe(200);
    const preview = expectOk(await importFile(t.app, token, quizId, file.bytes, 'Polls.xlsx'));
    // The ×2 saved on the poll is not written out: it means nothing there, and would be a problem row.
    const { pointsMultiplier: _points, ...written } = nextRound;
    expect(preview.rows.map((r: any) => r.question)).toEqual([written, QUESTIONS[0]]);
  });
});

describe('a poll in a database dump', () => {
  it('is written out and read back as it was', async () => {
    const admin = await signUpAndIn(t.app, 'admin');
    const { token } = await signUpAndIn(t.app);
    const quizId = await createActivity(t.app, token, 'quiz', 'Polls');
    const questions = [nextRound];
    expectOk(await call(t.app, 'PUT', `/activities/quiz/${quizId}`, { name: 'Polls', questions }, token));
    const { zip } = await exportDumpFile(t.app, admin.token);
    const rows = JSON.parse((await unzip(zip)).get('tables/activities.json')!.toString());
    expect(rows.find((row: { id: string }) => row.id === quizId).content.questions).toEqual(questions);

    expectOk(await call(t.app, 'PUT', `/activities/quiz/${quizId}`, { name: 'Polls', questions: [] }, token));
    expectOk(await importDumpFile(t.app, admin.token, zip));
    expect(expectOk(await call(t.app, 'GET', `/activities/quiz/${quizId}`, undefined, token)).questions).toEqual(questions);
  });
});
