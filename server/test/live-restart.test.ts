// A server killed hard in the middle of a question (docs/PRODUCT-RULES.md#live-phases: state lives in the database, memory
// holds caches): the built server runs as its own process, as `npm start` runs it, on a PGlite data
// directory or a PostgreSQL database; it is killed with SIGKILL after answers were acknowledged and
// started again on the same storage. The question carries on where it was, every acknowledged answer
// is there, answers are still taken, and the deadline timer is armed again from the database.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Question } from '@quizfest/shared';
import { ALREADY_ANSWERED } from '../src/live/answer-store.js';
import { call } from './api-helpers.js';
import { expectError, expectOk, poll } from './fixtures.js';
import { answer, hostAction, liveEvent } from './live-fixtures.js';
import { ensureBuilt, overHttp, root, startServer, stopServer, processStorage, type ServerProcess } from './server-process.js';
import { usingPostgres } from './test-app.js';

// ---------- the test

/**
 * A question long enough to live through a restart, then one short enough to end during one: a
 * numeric estimate (issue 20), whose closest answer the restarted server's timer must score; then
 * a put-in-order question, whose shuffle must outlive a restart.
 */
const QUESTIONS: Question[] = [
  {
    type: 'multiple_text_choice_4',
    correctAnswer: 2,
    timeLimit: 30,
    texts: { en_US: { question: 'Capital of France?', answers: ['Lyon', 'Paris', 'Nice', 'Lille'] } },
  },
  { type: 'numeric_estimate', correctValue: 100, timeLimit: 5, texts: { en_US: { question: 'How many?' } } },
  // Its shuffle is drawn once, at its opening: the restarted server must show and score the same one.
  { type: 'ordering', timeLimit: 30, texts: { en_US: { question: 'Smallest first', answers: ['One', 'Two', 'Three', 'Four'] } } },
];

/** How long after a deadline, or after being up when that is later, the restarted server has to close the question by itself. */
const CLOSE_SLACK_MS = 2000;

const storage = usingPostgres() ? 'PostgreSQL' : 'PGlite';

describe(`a server killed in the middle of a question, on ${storage}`, () => {
  let env: Record<string, string>;
  let cleanup: () => Promise<void>;
  const running: ServerProcess[] = [];

  beforeAll(async () => {
    await ensureBuilt();
    ({ env, cleanup } = await processStorage('quizfest-restart-'));
  }, 6 * 60_000);
  afterAll(async () => {
    for (const s of running) await stopServer(s, 'SIGKILL');
    await cleanup?.();
  });

  const start = async () => {
    // No client build is needed: the API alone is driven.
    const server = await startServer({ CLIENT_DIST: join(root, 'nonexistent'), ...env });
    running.push(server);
    return { server, api: overHttp(server) };
  };

  it('carries on the question with every acknowledged answer, and closes it at its deadline', { timeout: 120_000 }, async () => {
    let { server, api } = await start();
    const f = await liveEvent(api, 4, QUESTIONS);
    const [p1, p2, p3, p4] = f.players.map((p) => p.id) as [string, string, string, string];
    const q1 = expectOk(await hostAction(api, f, 'start')).live;
    expect(expectOk(await answer(api, f, p1, 0, 2))).toEqual({ accepted: true });
    expect(expectOk(await answer(api, f, p2, 0, 1))).toEqual({ accepted: true });

    await stopServer(server, 'SIGKILL');
    ({ server, api } = await start());

    expect(Date.now(), 'the restart took longer than the question: raise its time limit').toBeLessThan(Date.parse(q1.question.deadline));
    for (const [player, given] of [
      [p1, '2'],
      [p2, '1'],
      [p3, null],
      [p4, null],
    ] as const) {
      const { live, me } = expectOk(await poll(api, f.eventId, player));
      expect(live).toMatchObject({ phase: 'question', rev: q1.rev, question: { questionIndex: 0, deadline: q1.question.deadline } });
      expect(me.answer).toBe(given);
    }
    // Still open: a new answer is taken; a different second answer is refused, the first one stands.
    expect(expectOk(await answer(api, f, p3, 0, 2))).toEqual({ accepted: true });
    expectError(await answer(api, f, p1, 0, 3), 409, ALREADY_ANSWERED);
    // Player 4 polled and has not answered: the question waits for the host.
    const revealed = expectOk(await hostAction(api, f, 'reveal')).live;
    expect(revealed.reveal).toMatchObject({ correctAnswer: 2, distribution: [1, 2, 0, 0], answered: 3 });
    // The download holds the questions revealed (docs/PRODUCT-RULES.md#scoring): the answers given before the restart are there.
    const stored = expectOk(await call(api, 'GET', `/events/${f.eventId}/results`, undefined, f.token)).rows;
    expect(stored.map((r: { playerName: string; answer: string }) => [r.playerName, r.answer]).sort()).toEqual([
      ['Player 1', '2'],
      ['Player 2', '1'],
      ['Player 3', '2'],
    ]);

    const q2 = expectOk(await hostAction(api, f, 'next')).live;
    expect(q2.question).toMatchObject({ questionIndex: 1, timeLimit: 5 });
    // Nobody finds 100 itself: the closest (player 1) wins when the question closes.
    expect(expectOk(await answer(api, f, p1, 1, '97'))).toEqual({ accepted: true });
    expect(expectOk(await answer(api, f, p2, 1, '120'))).toEqual({ accepted: true });

    await stopServer(server, 'SIGKILL');
    ({ server, api } = await start());
    const upAt = Date.now();

    // Nothing may read the event before the deadline has passed: a read arms its timer as well,
    // and would hide a server that did not arm it again at start-up. The slack counts from the
    // deadline or from the server being up, whichever is later: on a busy machine the restart can
    // outlast the 5-second question (CI once saw it still open 2 s after its deadline), and then
    // the server closes it at start-up.
    const deadline = Date.parse(q2.question.deadline);
    await new Promise((r) => setTimeout(r, Math.max(0, Math.max(deadline, upAt) + CLOSE_SLACK_MS - Date.now())));
    const after = expectOk(await poll(api, f.eventId, p1));
    expect(after.live, `the server log:\n${server.output().slice(-2000)}`).toMatchObject({
      phase: 'reveal',
      question: { questionIndex: 1 },
      reveal: {
        distribution: [1, 1],
        answered: 2,
        estimate: {
          value: 100,
          closest: [
            { answer: 97, right: true },
            { answer: 120, right: false },
          ],
        },
      },
    });
    expect(after.me.result).toMatchObject({ correct: true });
    expect(expectOk(await poll(api, f.eventId, p2)).me.result).toEqual({ correct: false, points: 0 });

    const q3 = expectOk(await hostAction(api, f, 'next'));
    const right = q3.answerKey.correctAnswers as number[];
    expect(expectOk(await answer(api, f, p1, 2, right))).toEqual({ accepted: true });

    await stopServer(server, 'SIGKILL');
    ({ server, api } = await start());

    const resumed = expectOk(await poll(api, f.eventId, p1));
    expect(resumed.live.question.texts).toEqual(q3.live.question.texts);
    expect(resumed.me.answer).toBe(right.join(','));
    // Player 3 is there and has not answered: the question waits for the host.
    expectOk(await poll(api, f.eventId, p3));
    expect(expectOk(await answer(api, f, p2, 2, [...right].reverse()))).toEqual({ accepted: true });
    const revealedOrder = expectOk(await hostAction(api, f, 'reveal')).live.reveal;
    expect(revealedOrder).toMatchObject({ correctAnswers: right, distribution: [1, 1, 1, 1], answered: 2 });
    expect(expectOk(await poll(api, f.eventId, p1)).me.result).toMatchObject({ correct: true });
    await stopServer(server, 'SIGTERM');
  });
});
