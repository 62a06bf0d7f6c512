// The host's corrections (issue 20; docs/PRODUCT-RULES.md#scoring) through the real app: at a
// reveal the console lists the distinct typed answers; accepting one re-scores everyone who gave
// it, the teams following; voiding a question takes its points from everyone; both show on the
// phones at once and in the results; only the event's owner may, only at a reveal or the leaderboard
// after it; two instances racing to correct apply it once.
import { parse } from 'csv-parse/sync';
import type { Question } from '@quizfest/shared';
import readXlsxFile from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { NOT_CORRECTABLE } from '../src/live/host-corrections.js';
import { call, signUpAndIn } from './api-helpers.js';
import { expectError, expectOk, poll } from './fixtures.js';
import { answer, hostAction, liveEvent, type LiveFixture } from './live-fixtures.js';
import { buildTestApp, buildTestInstances, usingPostgres, type TestApp } from './test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const ocean: Question = { type: 'free_text_input', timeLimit: 60, texts: { en_US: { question: 'Largest ocean?', answer: 'Pacific' } } };
const capital: Question = {
  type: 'multiple_text_choice_4',
  correctAnswer: 2,
  timeLimit: 60,
  texts: { en_US: { question: 'Capital of France?', answers: ['Lyon', 'Paris', 'Nice', 'Lille'] } },
};

/** An event whose quiz scores every right answer 1000, speed aside, so that the sums are exact. */
async function night(app: TestApp['app'], questions: Question[], players = 4): Promise<LiveFixture> {
  const f = await liveEvent(app, players, questions);
  const quizzes = expectOk(await call(app, 'GET', '/activities', undefined, f.token));
  const quizId = quizzes.find((a: { type: string }) => a.type === 'quiz').id;
  expectOk(await call(app, 'PUT', `/activities/quiz/${quizId}`, { name: 'Night', speedScoring: false, questions }, f.token));
  for (const p of f.players) await poll(app, f.eventId, p.id);
  return f;
}

const teamPoints = (view: { teams: { id: string; points: number }[] }, f: LiveFixture) =>
  [f.teams.a, f.teams.b].map((id) => view.teams.find((team) => team.id === id)!.points);

describe('accepting an answer', () => {
  it('lists the distinct answers, re-scores everyone who gave one, and moves the teams', async () => {
    // Players 1, 3 and 5 are Alphas, 2 and 4 Betas; player 5 does not answer, so the host reveals.
    const f = await night(t.app, [ocean], 5);
    const [p1, p2, p3, p4] = f.players;
    expectOk(await hostAction(t.app, f, 'start'));
    expectError(await hostAction(t.app, f, 'accept-answer', { answer: 'pacific' }), 409, NOT_CORRECTABLE);
    expectOk(await answer(t.app, f, p1!.id, 0, 'Pacific'));
    expectOk(await answer(t.app, f, p2!.id, 0, 'Pacifc Ocean'));
    expectOk(await answer(t.app, f, p3!.id, 0, ' pacifc ocean! '));
    expectOk(await answer(t.app, f, p4!.id, 0, 'Atlantic'));

    const revealed = expectOk(await hostAction(t.app, f, 'reveal'));
    expect(revealed.corrections).toEqual({
      voided: false,
      answers: [
        { key: 'pacifcocean', text: 'Pacifc Ocean', count: 2, correct: false },
        { key: 'atlantic', text: 'Atlantic', count: 1, correct: false },
        { key: 'pacific', text: 'Pacific', count: 1, correct: true },
      ],
      more: 0,
    });
    expect(teamPoints(revealed, f)).toEqual([333, 0]);
    const scoreBefore = await Promise.all(
      [f.teams.a, f.teams.b].map(async (id) => expectOk(await call(t.app, 'GET', `/teams/${id}`, undefined, f.token)).score),
    );

    const accepted = expectOk(await hostAction(t.app, f, 'accept-answer', { answer: 'pacifcocean' }));
    expect(accepted.live.reveal).toMatchObject({ distribution: [3, 1], accepted: ['Pacifc Ocean'] });
    expect(accepted.corrections.answers[0]).toEqual({ key: 'pacifcocean', text: 'Pacifc Ocean', count: 2, correct: true });
    // Alphas: 1000, 1000 and 0 now; Betas: 1000 and 0.
    expect(teamPoints(accepted, f)).toEqual([667, 500]);
    const scoreAfter = await Promise.all(
      [f.teams.a, f.teams.b].map(async (id) => expectOk(await call(t.app, 'GET', `/teams/${id}`, undefined, f.token)).score),
    );
    expect(scoreAfter).toEqual([scoreBefore[0] + 334, scoreBefore[1] + 500]);
    // The phones see it at once: their own result and their totals.
    const phone = (await poll(t.app, f.eventId, p2!.id)).body;
    expect(phone.me).toMatchObject({ result: { correct: true, points: 1000 }, totalPoints: 1000 });
    expect(phone.live.reveal.accepted).toEqual(['Pacifc Ocean']);
    expect((await poll(t.app, f.eventId, p4!.id)).body.me.result).toEqual({ correct: false, points: 0 });

    // Again changes nothing; an answer nobody gave, or none, is refused.
    const again = expectOk(await hostAction(t.app, f, 'accept-answer', { answer: 'pacifcocean' }));
    expect(teamPoints(again, f)).toEqual([667, 500]);
    expectError(await hostAction(t.app, f, 'accept-answer', { answer: 'indian' }), 400, 'answer: no player gave this answer');
    expectError(await hostAction(t.app, f, 'accept-answer'), 400, 'answer: is required');

    // Still at the leaderboard after the reveal; the results keep it.
    const board = expectOk(await hostAction(t.app, f, 'leaderboard'));
    expect(board.corrections.answers).toHaveLength(3);
    expectOk(await hostAction(t.app, f, 'accept-answer', { answer: 'atlantic' }));
    expect((await poll(t.app, f.eventId, p4!.id)).body.me.totalPoints).toBe(1000);
    const text = (await call(t.app, 'GET', `/events/${f.eventId}/results?format=csv`, undefined, f.token)).raw.body as string;
    const [header, ...rows] = parse(text.slice(1)) as string[][];
    const col = (name: string) => header!.indexOf(name);
    expect(rows.map((r) => [r[col('player')], r[col('result')], r[col('points')]]).sort()).toEqual([
      ['Player 1', 'right', '1000'],
      ['Player 2', 'right', '1000'],
      ['Player 3', 'right', '1000'],
      ['Player 4', 'right', '1000'],
    ]);
  });

  it('scores an accepted answer by the time it took, as a right one given then', async () => {
    // Speed counts here (liveEvent's quiz keeps it on): a quick answer is worth nearly 1000, not the 500 of a late one.
    const f = await liveEvent(t.app, 2, [ocean]);
    for (const p of f.players) await poll(t.app, f.eventId, p.id);
    expectOk(await hostAction(t.app, f, 'start'));
    expectOk(await answer(t.app, f, f.players[0]!.id, 0, 'The Big Blue'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expectOk(await hostAction(t.app, f, 'reveal'));
    // A few seconds go by at the reveal before the host decides: they do not count.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expectOk(await hostAction(t.app, f, 'accept-answer', { answer: 'thebigblue' }));
    const { correct, points } = (await poll(t.app, f.eventId, f.players[0]!.id)).body.me.result;
    expect(correct).toBe(true);
    expect(points).toBeGreaterThan(950);
    expect(points).toBeLessThanOrEqual(1000);
  });

  it('is for typed answers only, and for the owner only', async () => {
    const f = await night(t.app, [capital]);
    expectOk(await hostAction(t.app, f, 'start'));
    expectOk(await answer(t.app, f, f.players[0]!.id, 0, 1));
    const revealed = expectOk(await hostAction(t.app, f, 'reveal'));
    expect(revealed.corrections).toEqual({ voided: false, answers: [], more: 0 });
    expectError(await hostAction(t.app, f, 'accept-answer', { answer: '1' }), 409, 'Only typed answers can be accepted one by one');
    const other = await signUpAndIn(t.app);
    expectError(await call(t.app, 'POST', `/events/${f.eventId}/live`, { action: 'void-question' }, other.token), 404);
    // Nothing changed for the owner.
    expect(expectOk(await call(t.app, 'GET', `/events/${f.eventId}/live`, undefined, f.token)).corrections.voided).toBe(false);
  });
});

describe('voiding a question', () => {
  it('takes its points from everyone, teams too, and says so on the phones and in the results', async () => {
    const f = await night(t.app, [capital, capital]);
    const [p1, p2, p3] = f.players;
    expectOk(await hostAction(t.app, f, 'start'));
    expectOk(await answer(t.app, f, p1!.id, 0, 2));
    expectOk(await answer(t.app, f, p2!.id, 0, 2));
    expectOk(await answer(t.app, f, p3!.id, 0, 1));
    expect(teamPoints(expectOk(await hostAction(t.app, f, 'reveal')), f)).toEqual([500, 500]);
    expectOk(await hostAction(t.app, f, 'next'));
    expectOk(await answer(t.app, f, p1!.id, 1, 2));
    expect(teamPoints(expectOk(await hostAction(t.app, f, 'reveal')), f)).toEqual([1000, 500]);

    const voided = expectOk(await hostAction(t.app, f, 'void-question'));
    expect(voided.corrections.voided).toBe(true);
    expect(voided.live.reveal.voided).toBe(true);
    // Only question 2's points go: question 1's stay.
    expect(teamPoints(voided, f)).toEqual([500, 500]);
    const phone = (await poll(t.app, f.eventId, p1!.id)).body;
    expect(phone.me).toMatchObject({ result: { correct: true, points: 0 }, totalPoints: 1000 });
    expect(phone.live.reveal.voided).toBe(true);
    expectError(await hostAction(t.app, f, 'void-question'), 409, 'This question is void: it scores no one');

    const text = (await call(t.app, 'GET', `/events/${f.eventId}/results?format=csv`, undefined, f.token)).raw.body as string;
    const [header, ...rows] = parse(text.slice(1)) as string[][];
    const col = (name: string) => header!.indexOf(name);
    expect(rows.map((r) => [r[col('player')], r[col('question number')], r[col('result')], r[col('points')]])).toEqual([
      ['Player 1', '1', 'right', '1000'],
      ['Player 2', '1', 'right', '1000'],
      ['Player 3', '1', 'wrong', '0'],
      ['Player 1', '2', 'void', '0'],
    ]);
    // The spreadsheet says so too, in the answers and beside the question's right answer.
    const xlsx = (await call(t.app, 'GET', `/events/${f.eventId}/results?format=xlsx`, undefined, f.token)).raw.rawPayload;
    const sheets = (await readXlsxFile(xlsx)) as { sheet: string; data: unknown[][] }[];
    const questions = sheets.find((s) => s.sheet === 'Questions')!.data;
    expect(questions.slice(1).map((row) => [row[1], row[4]])).toEqual([
      [1, 'Paris'],
      [2, 'Paris (void)'],
    ]);
    const answersSheet = sheets.find((s) => s.sheet === 'Answers')!.data;
    expect(answersSheet.filter((row) => row.includes('void'))).toHaveLength(1);
    // The next question opens as usual; its corrections start afresh.
    expectOk(await hostAction(t.app, f, 'next'));
    expectError(await hostAction(t.app, f, 'void-question'), 409, NOT_CORRECTABLE);
  });
});

describe.skipIf(!usingPostgres())('two instances correcting at the same moment (PostgreSQL)', () => {
  it('apply each correction once', async () => {
    const built = await buildTestInstances(2);
    const [a, b] = built.instances as [TestApp, TestApp];
    try {
      const f = await night(a.app, [ocean, ocean, ocean]);
      const [p1, p2, p3, p4] = f.players;
      let expected = 0;
      for (let q = 0; q < 3; q++) {
        expectOk(await hostAction(q % 2 ? b.app : a.app, f, q === 0 ? 'start' : 'next'));
        expectOk(await answer(a.app, f, p1!.id, q, 'Pacifique'));
        expectOk(await answer(b.app, f, p2!.id, q, 'Pacifique'));
        expectOk(await answer(a.app, f, p3!.id, q, 'Arctic'));
        expectOk(await answer(b.app, f, p4!.id, q, 'Pacific'));
        expectOk(await hostAction(a.app, f, 'reveal'));
        const races = await Promise.all([
          hostAction(a.app, f, 'accept-answer', { answer: 'pacifique' }),
          hostAction(b.app, f, 'accept-answer', { answer: 'pacifique' }),
        ]);
        for (const r of races) expect([200, 409]).toContain(r.status);
        expect(races.some((r) => r.status === 200)).toBe(true);
        // Alphas: players 1 (accepted) and 3 (wrong): 500 a question.
        expected += 500;
      }
      const team = expectOk(await call(b.app, 'GET', `/teams/${f.teams.a}`, undefined, f.token));
      expect(team.score).toBe(expected);
      // The last acceptance may be A's: B hears of it by NOTIFY.
      await vi.waitFor(async () =>
        expect(teamPoints(expectOk(await call(b.app, 'GET', `/events/${f.eventId}/live`, undefined, f.token)), f)).toEqual([1500, 3000]),
      );
    } finally {
      await built.close();
    }
  });
});
