// A quiz's scoring options (issue 20; docs/PRODUCT-RULES.md#scoring) through a live game over HTTP:
// the streak bonus (right answers in a row earn 100 more each, capped, times the multiplier; a poll
// neither extends nor breaks a run; an answer the host accepts earns the bonus of the run it had)
// and the team scoring (a team's points as its members' total instead of their mean). Phones and
// the console are told before anyone answers; a database dump carries both and the answers' runs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Question } from '@quizfest/shared';
import { call, signUpAndIn } from './api-helpers.js';
import { buildZip, exportDumpFile, importDumpFile, unzip } from './admin-fixtures.js';
import { activityEntry, aliasOf, createActivity, createEvent, expectError, expectOk, poll, saveEvent } from './fixtures.js';
import { answer, hostAction, liveEvent, QUESTIONS, type LiveFixture } from './live-fixtures.js';
import { buildTestApp, type TestApp } from './test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const choice = QUESTIONS[0]!;
const ocean = QUESTIONS[1]!;
const poll_: Question = {
  type: 'poll',
  timeLimit: 20,
  texts: {
    en_US: { question: 'Best snack?', answers: ['Crisps', 'Nuts'] },
    fr_FR: { question: 'Meilleur en-cas ?', answers: ['Chips', 'Noix'] },
  },
};

async function quizOf(f: LiveFixture) {
  const quizzes = expectOk(await call(t.app, 'GET', '/activities', undefined, f.token));
  return quizzes.find((a: { type: string }) => a.type === 'quiz').id as string;
}

/** A live event whose quiz has these questions and options; speed off, so that every right answer is worth 1000. */
async function night(questions: Question[], options: Record<string, unknown>, players = 3) {
  const f = await liveEvent(t.app, players, questions);
  const quizId = await quizOf(f);
  expectOk(
    await call(t.app, 'PUT', `/activities/quiz/${quizId}`, { name: 'Night quiz', speedScoring: false, questions, ...options }, f.token),
  );
  return { f, quizId };
}

const result = async (f: LiveFixture, playerId: string) => (await poll(t.app, f.eventId, playerId)).body.me.result;
const teamPoints = (view: { teams: { id: string; points: number }[] }, f: LiveFixture) =>
  [f.teams.a, f.teams.b].map((id) => view.teams.find((team) => team.id === id)!.points);

describe('the quiz settings', () => {
  it('read no bonus and the mean by default, are kept when set, and are refused when wrong', async () => {
    const f = await liveEvent(t.app, 0);
    const quizId = await quizOf(f);
    const get = async () => expectOk(await call(t.app, 'GET', `/activities/quiz/${quizId}`, undefined, f.token));
    expect(await get()).toMatchObject({ streakBonus: false, teamScoring: 'mean' });
    const body = { name: 'Night quiz', questions: QUESTIONS };
    expect(
      expectOk(await call(t.app, 'PUT', `/activities/quiz/${quizId}`, { ...body, streakBonus: true, teamScoring: 'total' }, f.token)),
    ).toMatchObject({ streakBonus: true, teamScoring: 'total' });
    expect(await get()).toMatchObject({ streakBonus: true, teamScoring: 'total' });
    expectError(
      await call(t.app, 'PUT', `/activities/quiz/${quizId}`, { ...body, streakBonus: 'yes' }, f.token),
      400,
      'streakBonus must be true or false',
    );
    expectError(
      await call(t.app, 'PUT', `/activities/quiz/${quizId}`, { ...body, teamScoring: 'best' }, f.token),
      400,
      'teamScoring must be one of mean, total',
    );
    // Saving without them goes back to the defaults, as every other setting left out does.
    expect(expectOk(await call(t.app, 'PUT', `/activities/quiz/${quizId}`, body, f.token))).toMatchObject({
      streakBonus: false,
      teamScoring: 'mean',
    });
  });
});

describe('the streak bonus', () => {
  it('adds 100 per right answer in a row, skips polls, follows the multiplier and the host’s corrections', async () => {
    // Players 1 and 3 are Alphas, 2 and 4 Betas; player 4 never answers, so no question closes early.
    const questions = [choice, choice, poll_, ocean, { ...choice, pointsMultiplier: 2 as const }];
    const { f } = await night(questions, { streakBonus: true }, 4);
    const [p1, p2, p3, p4] = f.players;

    const lobby = expectOk(await call(t.app, 'GET', `/events/${f.eventId}/live`, undefined, f.token));
    expect(lobby.upNext).toMatchObject({ streakBonus: true });
    const started = expectOk(await hostAction(t.app, f, 'start'));
    expect(started.live.question).toMatchObject({ streakBonus: true });
    expect((await poll(t.app, f.eventId, p1!.id)).body.live.question.streakBonus).toBe(true);
    for (const p of [p2, p3, p4]) await poll(t.app, f.eventId, p!.id);

    // 1: players 1 and 2 right, 3 wrong. A first right answer earns no bonus.
    expectOk(await answer(t.app, f, p1!.id, 0, 2));
    expectOk(await answer(t.app, f, p2!.id, 0, 2));
    expectOk(await answer(t.app, f, p3!.id, 0, 1));
    expectOk(await hostAction(t.app, f, 'reveal'));
    expect(await result(f, p1!.id)).toEqual({ correct: true, points: 1000, streak: 1 });
    expect(await result(f, p3!.id)).toEqual({ correct: false, points: 0, streak: 0 });

    // 2: players 1 and 3 right, 2 wrong: player 1's second in a row earns 100.
    expectOk(await hostAction(t.app, f, 'next'));
    expectOk(await answer(t.app, f, p1!.id, 1, 2));
    expectOk(await answer(t.app, f, p2!.id, 1, 3));
    expectOk(await answer(t.app, f, p3!.id, 1, 2));
    expectOk(await hostAction(t.app, f, 'reveal'));
    expect(await result(f, p1!.id)).toEqual({ correct: true, points: 1100, streak: 2, streakBonus: 100 });
    expect(await result(f, p2!.id)).toEqual({ correct: false, points: 0, streak: 0 });
    expect(await result(f, p3!.id)).toEqual({ correct: true, points: 1000, streak: 1 });

    // 3: a poll scores no one, announces no bonus, and leaves every run as it was.
    const pollView = expectOk(await hostAction(t.app, f, 'next'));
    expect('streakBonus' in pollView.live.question).toBe(false);
    expectOk(await answer(t.app, f, p1!.id, 2, 1));
    expectOk(await hostAction(t.app, f, 'reveal'));
    expect(await result(f, p1!.id)).toEqual({ correct: false, points: 0 });

    // 4: free text. Player 1 is right a third time (+200); player 3's typo is accepted by the host
    // and earns the bonus of the run it continues (+100).
    expectOk(await hostAction(t.app, f, 'next'));
    expectOk(await answer(t.app, f, p1!.id, 3, 'Pacific'));
    expectOk(await answer(t.app, f, p3!.id, 3, 'Pacifc Ocean'));
    expectOk(await hostAction(t.app, f, 'reveal'));
    expect(await result(f, p1!.id)).toEqual({ correct: true, points: 1200, streak: 3, streakBonus: 200 });
    expect(await result(f, p3!.id)).toEqual({ correct: false, points: 0, streak: 0 });
    expectOk(await hostAction(t.app, f, 'accept-answer', { answer: 'pacifcocean' }));
    expect(await result(f, p3!.id)).toEqual({ correct: true, points: 1100, streak: 2, streakBonus: 100 });

    // 5: ×2 doubles the bonus with the points: player 1 (3 before) 2000 + 600, player 3 (2 before) 2000 + 400.
    expectOk(await hostAction(t.app, f, 'next'));
    expectOk(await answer(t.app, f, p1!.id, 4, 2));
    expectOk(await answer(t.app, f, p3!.id, 4, 2));
    const last = expectOk(await hostAction(t.app, f, 'reveal'));
    expect(await result(f, p1!.id)).toEqual({ correct: true, points: 2600, streak: 4, streakBonus: 600 });
    expect(await result(f, p3!.id)).toEqual({ correct: true, points: 2400, streak: 3, streakBonus: 400 });

    // Totals, the teams' means and the results all count the bonus.
    expect((await poll(t.app, f.eventId, p1!.id)).body.me.totalPoints).toBe(1000 + 1100 + 1200 + 2600);
    expect((await poll(t.app, f.eventId, p3!.id)).body.me.totalPoints).toBe(1000 + 1100 + 2400);
    // Alphas' means: 500, 1050, 0, 1150, 2500; Betas': 500 (player 2's 1000 and player 4's nothing).
    expect(teamPoints(last, f)).toEqual([500 + 1050 + 0 + 1150 + 2500, 500]);
    const results = expectOk(await call(t.app, 'GET', `/events/${f.eventId}/results`, undefined, f.token));
    const points = (name: string) =>
      results.rows
        .filter((r: { playerName: string }) => r.playerName === name)
        .reduce((sum: number, r: { points: number }) => sum + r.points, 0);
    expect(points('Player 1')).toBe(5900);
  });

  it('ends every run at a scored question of a quiz without it, and leaves frames as they were there', async () => {
    const f = await liveEvent(t.app, 1, [choice, choice]);
    const started = expectOk(await hostAction(t.app, f, 'start'));
    expect('streakBonus' in started.live.question).toBe(false);
    expect('streakBonus' in started.upNext).toBe(false);
    expectOk(await answer(t.app, f, f.players[0]!.id, 0, 2));
    expectOk(await hostAction(t.app, f, 'reveal'));
    expect(await result(f, f.players[0]!.id)).toEqual({ correct: true, points: expect.any(Number) });
  });
});

describe('team totals', () => {
  it('give a team the sum of its members’ points, and move with corrections and removals', async () => {
    // Alphas: players 1, 3 and 5; Betas: 2 and 4.
    const { f } = await night([ocean], { teamScoring: 'total' }, 5);
    const [p1, p2, p3, p4] = f.players;
    const lobby = expectOk(await call(t.app, 'GET', `/events/${f.eventId}/live`, undefined, f.token));
    expect(lobby.upNext).toMatchObject({ teamScoring: 'total' });
    const started = expectOk(await hostAction(t.app, f, 'start'));
    expect(started.live.question).toMatchObject({ teamScoring: 'total' });
    expectOk(await answer(t.app, f, p1!.id, 0, 'Pacific'));
    expectOk(await answer(t.app, f, p2!.id, 0, 'Pacific'));
    expectOk(await answer(t.app, f, p3!.id, 0, 'Pacifc Ocean'));
    expectOk(await answer(t.app, f, p4!.id, 0, 'Atlantic'));
    const revealed = expectOk(await hostAction(t.app, f, 'reveal'));
    // Alphas 1000 + 0 + 0 (their mean would be 333), Betas 1000 + 0.
    expect(teamPoints(revealed, f)).toEqual([1000, 1000]);
    const accepted = expectOk(await hostAction(t.app, f, 'accept-answer', { answer: 'pacifcocean' }));
    expect(teamPoints(accepted, f)).toEqual([2000, 1000]);
    // Removing player 3 takes their 1000 from the Alphas, as though they had never played.
    const removed = expectOk(await hostAction(t.app, f, 'remove-player', { playerId: await aliasOf(t.app, f.eventId, p3!.id) }));
    expect(teamPoints(removed, f)).toEqual([1000, 1000]);
    const team = expectOk(await call(t.app, 'GET', `/teams/${f.teams.a}`, undefined, f.token));
    expect(team.score).toBe(1000);
  });
});

describe('team totals in an event without teams', () => {
  it('are not announced: how teams score means nothing there', async () => {
    const { token } = await signUpAndIn(t.app);
    const quizId = await createActivity(t.app, token, 'quiz', 'Solo quiz');
    expectOk(
      await call(t.app, 'PUT', `/activities/quiz/${quizId}`, { name: 'Solo quiz', questions: [choice], teamScoring: 'total' }, token),
    );
    const event = await saveEvent(t.app, token, await createEvent(t.app, token, 'Solo night'), {
      activities: [activityEntry(quizId, { teamsConfig: 'no_teams', allowTeamlessPlayers: true })],
    });
    const lobby = expectOk(await call(t.app, 'GET', `/events/${event.id}/live`, undefined, token));
    expect('teamScoring' in lobby.upNext).toBe(false);
    const started = expectOk(await call(t.app, 'POST', `/events/${event.id}/live`, { action: 'start' }, token));
    expect('teamScoring' in started.live.question).toBe(false);
  });
});

describe('a database dump', () => {
  it('carries both settings and the answers’ runs; an older dump without them reads the defaults', async () => {
    const admin = await signUpAndIn(t.app, 'admin');
    const { f, quizId } = await night([choice, choice], { streakBonus: true, teamScoring: 'total' }, 1);
    const [p1] = f.players;
    expectOk(await hostAction(t.app, f, 'start'));
    expectOk(await answer(t.app, f, p1!.id, 0, 2));
    expectOk(await hostAction(t.app, f, 'reveal'));
    expectOk(await hostAction(t.app, f, 'next'));
    expectOk(await answer(t.app, f, p1!.id, 1, 2));
    expectOk(await hostAction(t.app, f, 'reveal'));

    const { zip } = await exportDumpFile(t.app, admin.token);
    const files = await unzip(zip);
    const activities = JSON.parse(files.get('tables/activities.json')!.toString());
    expect(activities.find((row: { id: string }) => row.id === quizId).content).toMatchObject({ streakBonus: true, teamScoring: 'total' });
    const answers = JSON.parse(files.get('tables/answers.json')!.toString()).filter((r: { eventId: string }) => r.eventId === f.eventId);
    expect(
      answers.map((r: { questionIndex: number; streak: number; points: number }) => [r.questionIndex, r.streak, r.points]).sort(),
    ).toEqual([
      [0, 0, 1000],
      [1, 1, 1100],
    ]);

    expectOk(await importDumpFile(t.app, admin.token, zip));
    expect(await result(f, p1!.id)).toEqual({ correct: true, points: 1100, streak: 2, streakBonus: 100 });
    const quiz = expectOk(await call(t.app, 'GET', `/activities/quiz/${quizId}`, undefined, f.token));
    expect(quiz).toMatchObject({ streakBonus: true, teamScoring: 'total' });

    // A dump from before the settings: no streak on its answers, none in its quizzes.
    const older = new Map(files);
    const content = activities.find((row: { id: string }) => row.id === quizId).content;
    delete content.streakBonus;
    delete content.teamScoring;
    older.set('tables/activities.json', Buffer.from(JSON.stringify(activities)));
    const all = JSON.parse(files.get('tables/answers.json')!.toString());
    for (const row of all) delete row.streak;
    older.set('tables/answers.json', Buffer.from(JSON.stringify(all)));
    expectOk(await importDumpFile(t.app, admin.token, await buildZip([...older].map(([name, data]) => ({ name, data })))));
    expect(expectOk(await call(t.app, 'GET', `/activities/quiz/${quizId}`, undefined, f.token))).toMatchObject({
      streakBonus: false,
      teamScoring: 'mean',
    });
  });
});
