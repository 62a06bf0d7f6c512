// Hands-free pacing (issue 20; docs/PRODUCT-RULES.md#live-phases) on real timers: a quiz that runs
// the night by itself goes from each reveal to the leaderboard and on to the next question after
// its seconds; the host holds and releases it, takes the night over and hands it back. On
// PostgreSQL, the step armed on one instance is taken by another when the first goes away, and by
// an instance started afterwards, from the stored state alone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Question } from '@quizfest/shared';
import { buildApp } from '../src/app.js';
import { openDatabase } from '../src/db/client.js';
import { call, signUpAndIn } from './api-helpers.js';
import { exportDumpFile, importDumpFile, unzip } from './admin-fixtures.js';
import { expectError, expectOk, poll } from './fixtures.js';
import { answer, hostAction, liveEvent, QUESTIONS, type LiveFixture } from './live-fixtures.js';
import { buildTestApp, createPostgresDatabase, testConfig, usingPostgres, type TestApp } from './test-app.js';
import type { FastifyInstance } from 'fastify';

const choice = QUESTIONS[0]!;
const SECONDS = 3;
/** Time for a step to be taken once due: the timer, the transaction, the cache reload. */
const SLACK_MS = 700;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function handsFreeNight(app: FastifyInstance, questions: Question[] = [choice, choice], players = 1) {
  const f = await liveEvent(app, players, questions);
  const quizzes = expectOk(await call(app, 'GET', '/activities', undefined, f.token));
  const quizId = quizzes.find((a: { type: string }) => a.type === 'quiz').id as string;
  const saved = expectOk(
    await call(
      app,
      'PUT',
      `/activities/quiz/${quizId}`,
      { name: 'Night quiz', handsFree: true, handsFreeSeconds: SECONDS, questions },
      f.token,
    ),
  );
  expect(saved).toMatchObject({ handsFree: true, handsFreeSeconds: SECONDS });
  return f;
}

const phaseOf = async (app: FastifyInstance, f: LiveFixture) => (await poll(app, f.eventId, f.players[0]!.id)).body.live;

describe('a hands-free quiz', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('goes on by itself after its seconds, held, released, taken over and handed back by the host', { timeout: 60_000 }, async () => {
    const f = await handsFreeNight(t.app);
    const [p1] = f.players;
    const lobby = expectOk(await call(t.app, 'GET', `/events/${f.eventId}/live`, undefined, f.token));
    expect(lobby.handsFree).toEqual({ seconds: SECONDS, on: true });
    expectOk(await hostAction(t.app, f, 'start'));
    expectOk(await answer(t.app, f, p1!.id, 0, 2));

    // The reveal shows for its seconds, then the leaderboard.
    const before = Date.now();
    const revealed = expectOk(await hostAction(t.app, f, 'reveal'));
    const at = Date.parse(revealed.live.autoStep.at);
    expect(at - before).toBeGreaterThanOrEqual(SECONDS * 1000 - 50);
    expect(at - before).toBeLessThanOrEqual(SECONDS * 1000 + SLACK_MS);
    expect((await phaseOf(t.app, f)).autoStep).toEqual(revealed.live.autoStep);
    await sleep(at - Date.now() + SLACK_MS);
    const board = await phaseOf(t.app, f);
    expect(board.phase).toBe('leaderboard');
    expect(Date.parse(board.autoStep.at)).toBeGreaterThan(at);

    // Held: nothing happens however long; released, it comes after the time that was left.
    const held = expectOk(await hostAction(t.app, f, 'pause'));
    expect(held.live.autoStep).toEqual({ at: null, remainingMs: expect.any(Number) });
    expect(held.live.autoStep.remainingMs).toBeLessThanOrEqual(SECONDS * 1000);
    expectError(await hostAction(t.app, f, 'pause'), 409, 'The night is already held');
    await sleep(SECONDS * 1000 + SLACK_MS);
    expect((await phaseOf(t.app, f)).phase).toBe('leaderboard');
    const released = expectOk(await hostAction(t.app, f, 'resume'));
    expect(released.live.autoStep.at).not.toBeNull();
    await sleep(Date.parse(released.live.autoStep.at) - Date.now() + SLACK_MS);
    const second = await phaseOf(t.app, f);
    expect(second).toMatchObject({ phase: 'question', question: { questionIndex: 1 } });
    expect(second.autoStep).toBeUndefined();

    // Taken over: the reveal stays until the host moves; handed back, it goes on from then.
    // (Its player's phone polls: an answer would close the question at once, every connected player having answered.)
    expectOk(await hostAction(t.app, f, 'reveal'));
    const taken = expectOk(await hostAction(t.app, f, 'take-over'));
    expect(taken.handsFree).toEqual({ seconds: SECONDS, on: false });
    expect(taken.live.autoStep).toBeUndefined();
    expectError(await hostAction(t.app, f, 'take-over'), 409, 'You are already driving the night');
    expectError(await hostAction(t.app, f, 'pause'), 409, 'There is no question running');
    await sleep(SECONDS * 1000 + SLACK_MS);
    expect((await phaseOf(t.app, f)).phase).toBe('reveal');
    // The host may still go on by hand at any time, and the leaderboard then waits for them too.
    expect(expectOk(await hostAction(t.app, f, 'leaderboard')).live.autoStep).toBeUndefined();
    const back = expectOk(await hostAction(t.app, f, 'hand-back'));
    expect(back.handsFree).toEqual({ seconds: SECONDS, on: true });
    expectError(await hostAction(t.app, f, 'hand-back'), 409, 'The night already runs by itself');
    // After the last question's leaderboard, the podium.
    await sleep(Date.parse(back.live.autoStep.at) - Date.now() + SLACK_MS);
    const end = await phaseOf(t.app, f);
    expect(end.phase).toBe('finished');
    expect(end.autoStep).toBeUndefined();
  });

  it('is off by default, keeps its seconds, refuses a time out of range, and leaves a driven quiz’s views as they were', async () => {
    const f = await liveEvent(t.app, 1, [choice]);
    const quizzes = expectOk(await call(t.app, 'GET', '/activities', undefined, f.token));
    const quizId = quizzes.find((a: { type: string }) => a.type === 'quiz').id as string;
    const get = async () => expectOk(await call(t.app, 'GET', `/activities/quiz/${quizId}`, undefined, f.token));
    expect(await get()).toMatchObject({ handsFree: false, handsFreeSeconds: 10 });
    const body = { name: 'Night quiz', questions: [choice] };
    expectOk(await call(t.app, 'PUT', `/activities/quiz/${quizId}`, { ...body, handsFreeSeconds: 25 }, f.token));
    expect(await get()).toMatchObject({ handsFree: false, handsFreeSeconds: 25 });
    for (const handsFreeSeconds of [2, 61, 4.5])
      expect((await call(t.app, 'PUT', `/activities/quiz/${quizId}`, { ...body, handsFreeSeconds }, f.token)).status).toBe(400);
    expectError(
      await call(t.app, 'PUT', `/activities/quiz/${quizId}`, { ...body, handsFreeSeconds: 61 }, f.token),
      400,
      'handsFreeSeconds must be from 3 to 60 seconds',
    );
    expectError(
      await call(t.app, 'PUT', `/activities/quiz/${quizId}`, { ...body, handsFree: 'yes' }, f.token),
      400,
      'handsFree must be true or false',
    );

    const started = expectOk(await hostAction(t.app, f, 'start'));
    expect('handsFree' in started).toBe(false);
    expectOk(await answer(t.app, f, f.players[0]!.id, 0, 2));
    const revealed = expectOk(await hostAction(t.app, f, 'reveal'));
    expect('autoStep' in revealed.live).toBe(false);
    expectError(await hostAction(t.app, f, 'pause'), 409, 'There is no question running');
  });
});

describe('a database dump', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('carries a quiz’s hands-free setting and seconds, and when it shows the leaderboard', async () => {
    const admin = await signUpAndIn(t.app, 'admin');
    const f = await liveEvent(t.app, 0, [choice]);
    const quizzes = expectOk(await call(t.app, 'GET', '/activities', undefined, f.token));
    const quizId = quizzes.find((a: { type: string }) => a.type === 'quiz').id as string;
    const body = { name: 'Night quiz', questions: [choice] };
    expectOk(
      await call(
        t.app,
        'PUT',
        `/activities/quiz/${quizId}`,
        { ...body, handsFree: true, handsFreeSeconds: 25, leaderboard: 'end' },
        f.token,
      ),
    );
    const { zip } = await exportDumpFile(t.app, admin.token);
    const rows = JSON.parse((await unzip(zip)).get('tables/activities.json')!.toString());
    expect(rows.find((row: { id: string }) => row.id === quizId).content).toMatchObject({
      handsFree: true,
      handsFreeSeconds: 25,
      leaderboard: 'end',
    });
    expectOk(await call(t.app, 'PUT', `/activities/quiz/${quizId}`, body, f.token));
    expectOk(await importDumpFile(t.app, admin.token, zip));
    expect(expectOk(await call(t.app, 'GET', `/activities/quiz/${quizId}`, undefined, f.token))).toMatchObject({
      handsFree: true,
      handsFreeSeconds: 25,
      leaderboard: 'end',
    });
  });
});

describe.skipIf(!usingPostgres())('a hands-free step across instances (PostgreSQL)', () => {
  it('is taken by another instance when the one that armed it goes, and by one started afterwards', { timeout: 60_000 }, async () => {
    const { url, drop } = await createPostgresDatabase();
    const open = async () => {
      const database = await openDatabase({ url });
      const app = await buildApp({ database, config: testConfig(), logger: false });
      await app.ready();
      return {
        app,
        async close() {
          await app.close();
          await database.close();
        },
      };
    };
    const a = await open();
    const b = await open();
    let c: Awaited<ReturnType<typeof open>> | undefined;
    try {
      const f = await handsFreeNight(a.app);
      expectOk(await hostAction(a.app, f, 'start'));
      expectOk(await answer(a.app, f, f.players[0]!.id, 0, 2));
      const revealed = expectOk(await hostAction(a.app, f, 'reveal'));
      // B heard of the reveal and armed the step too; A goes away before it is due.
      await a.close();
      await sleep(Date.parse(revealed.live.autoStep.at) - Date.now() + SLACK_MS);
      const board = await phaseOf(b.app, f);
      expect(board.phase).toBe('leaderboard');
      // B goes too; C starts afterwards and arms the leaderboard's step from the database alone.
      await b.close();
      c = await open();
      await sleep(Date.parse(board.autoStep.at) - Date.now() + SLACK_MS);
      expect(await phaseOf(c.app, f)).toMatchObject({ phase: 'question', question: { questionIndex: 1 } });
    } finally {
      await c?.close();
      await b.close().catch(() => {});
      await drop();
    }
  });
});
