// The live game over HTTP (docs/PRODUCT-RULES.md#live-phases and #scoring): host actions through every phase, answers stored once,
// scoring and team means, the correct answer hidden until the reveal, and the results.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './api-helpers.js';
import { expectError, expectOk, joinEvent, poll, setInfo } from './fixtures.js';
import { answer, hostAction, liveEvent, type LiveFixture } from './live-fixtures.js';
import { buildTestApp, type TestApp } from './test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

describe('a live game over HTTP', () => {
  let f: LiveFixture;
  beforeAll(async () => {
    f = await liveEvent(t.app, 3);
  });

  it('starts in the lobby and refuses actions that do not apply', async () => {
    const view = expectOk(await call(t.app, 'GET', `/events/${f.eventId}/live`, undefined, f.token));
    expect(view.live.phase).toBe('lobby');
    expect(view.upNext).toMatchObject({ questionIndex: 0, texts: { en_US: 'Capital of France?' } });
    expectError(await hostAction(t.app, f, 'reveal'), 409, 'There is no question to reveal');
    expectError(await hostAction(t.app, f, 'next'), 409);
  });

  it('opens the first question without its answer for players, with it for the host', async () => {
    const view = expectOk(await hostAction(t.app, f, 'start'));
    expect(view.live.phase).toBe('question');
    expect(view.answerKey).toEqual({ correctAnswer: 2, correctTexts: {} });
    // Every player is connected (polling), so two answers out of three leave the question open.
    for (const p of f.players.slice(1)) await poll(t.app, f.eventId, p.id);
    const res = await poll(t.app, f.eventId, f.players[0]!.id);
    expect(res.body.live.question).toMatchObject({
      questionIndex: 0,
      optionCount: 4,
      texts: { en_US: { answers: ['Lyon', 'Paris', 'Nice', 'Lille'] } },
    });
    expect(res.body.live.reveal).toBeNull();
    expect(res.raw.body).not.toContain('correctAnswer');
  });

  it('stores an answer once: a repeat is accepted, a different one is 409', async () => {
    const [p1, p2] = f.players;
    expect(expectOk(await answer(t.app, f, p1!.id, 0, 2))).toEqual({ accepted: true });
    expect(expectOk(await answer(t.app, f, p1!.id, 0, 2))).toEqual({ accepted: true });
    expectError(await answer(t.app, f, p1!.id, 0, 3), 409, 'You have already answered this question');
    expectOk(await answer(t.app, f, p2!.id, 0, 1));
    const me = (await poll(t.app, f.eventId, p1!.id)).body.me;
    expect(me).toMatchObject({ answer: '2', result: null, totalPoints: 0 });
  });

  it('reveals: scores, team means added once, and closes answers', async () => {
    const view = expectOk(await hostAction(t.app, f, 'reveal'));
    expect(view.live.phase).toBe('reveal');
    expect(view.live.reveal).toMatchObject({ correctAnswer: 2, distribution: [1, 1, 0, 0], answered: 2 });
    const p1 = (await poll(t.app, f.eventId, f.players[0]!.id)).body.me;
    expect(p1.result.correct).toBe(true);
    expect(p1.result.points).toBeGreaterThanOrEqual(500);
    expect(p1.result.points).toBeLessThanOrEqual(1000);
    expect(p1.rank).toBe(1);
    // Team A = players 1 and 3 (3 did not answer): mean of p1's points and 0.
    const board = view.live.leaderboard;
    const alphas = board.teams.find((x: { teamId: string }) => x.teamId === f.teams.a);
    expect(alphas.points).toBe(Math.round(p1.result.points / 2));
    expect(board.teams.find((x: { teamId: string }) => x.teamId === f.teams.b).points).toBe(0);
    // The console lists the points won in this event, beside the team's all-time score.
    expect(view.teams.find((x: { id: string }) => x.id === f.teams.a).points).toBe(alphas.points);
    expectError(await answer(t.app, f, f.players[2]!.id, 0, 2), 409, 'Answers are closed');
    expect(expectOk(await answer(t.app, f, f.players[0]!.id, 0, 2))).toEqual({ accepted: true });
    const team = expectOk(await call(t.app, 'GET', `/teams/${f.teams.a}`, undefined, f.token));
    expect(team.score).toBe(alphas.points);
  });

  it('plays the free-text question with one typo allowed, then the podium and the end', async () => {
    expectOk(await hostAction(t.app, f, 'leaderboard'));
    const q2 = expectOk(await hostAction(t.app, f, 'next'));
    expect(q2.live.question.type).toBe('free_text_input');
    for (const p of f.players) expect(JSON.stringify((await poll(t.app, f.eventId, p.id)).body)).not.toContain('Pacific');
    expectOk(await answer(t.app, f, f.players[0]!.id, 1, ' pacifik '));
    expectOk(await answer(t.app, f, f.players[1]!.id, 1, 'Atlantic'));
    const revealed = expectOk(await hostAction(t.app, f, 'reveal'));
    expect(revealed.live.reveal).toMatchObject({
      correctAnswer: null,
      correctTexts: { en_US: 'Pacific', fr_FR: 'Pacifique' },
      distribution: [1, 1],
    });
    const finished = expectOk(await hostAction(t.app, f, 'next'));
    expect(finished.live.phase).toBe('finished');
    expect(finished.upNext).toBeNull();
    const results = expectOk(await call(t.app, 'GET', `/events/${f.eventId}/results`, undefined, f.token));
    expect(results.rows).toHaveLength(4);
    const csv = await call(t.app, 'GET', `/events/${f.eventId}/results?format=csv`, undefined, f.token);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.raw.body.split('\r\n')[0]).toContain('player,team');
    const ended = expectOk(await hostAction(t.app, f, 'end'));
    expect(ended.live.phase).toBe('ended');
    expectError(await hostAction(t.app, f, 'start'), 409, 'This event has ended');
  });
});

describe('ranks and the leaderboard', () => {
  it('ranks every named player by points (ties share a rank), none for a joiner without a name, and late players too', async () => {
    const f = await liveEvent(t.app, 3);
    const [p1, p2, p3] = f.players;
    const { playerId: unnamed } = await joinEvent(t.app, f.code);
    expectOk(await hostAction(t.app, f, 'start'));
    expectOk(await answer(t.app, f, p1!.id, 0, 2));
    expectOk(await answer(t.app, f, p2!.id, 0, 1));
    const view = expectOk(await hostAction(t.app, f, 'reveal'));
    const rankOf = async (id: string) => (await poll(t.app, f.eventId, id)).body.me.rank;
    expect([await rankOf(p1!.id), await rankOf(p2!.id), await rankOf(p3!.id), await rankOf(unnamed)]).toEqual([1, 2, 2, null]);
    const points = (await poll(t.app, f.eventId, p1!.id)).body.me.totalPoints;
    expect(view.live.leaderboard.players).toEqual([
      { name: 'Player 1', teamId: f.teams.a, points, rank: 1 },
      { name: 'Player 2', teamId: f.teams.b, points: 0, rank: 2 },
      { name: 'Player 3', teamId: f.teams.a, points: 0, rank: 2 },
    ]);
    // A player who names themselves now comes into the ranks and the board at once, in name order among the ties.
    expectOk(await setInfo(t.app, f.eventId, unnamed, 'Amy', f.teams.b));
    const late = (await poll(t.app, f.eventId, unnamed)).body;
    expect(late.me.rank).toBe(2);
    expect(late.live.leaderboard.players.map((p: { name: string; rank: number }) => [p.name, p.rank])).toEqual([
      ['Player 1', 1],
      ['Amy', 2],
      ['Player 2', 2],
      ['Player 3', 2],
    ]);
  });
});

describe('an answer with half an emoji', () => {
  it('is stored with U+FFFD in its place, as text stores it (the batch goes to the database as jsonb, which refuses a lone surrogate)', async () => {
    const f = await liveEvent(t.app, 2, [
      { type: 'free_text_input', timeLimit: 120, texts: { en_US: { question: 'Which ocean?', answer: 'Pacific' } } },
    ]);
    expectOk(await hostAction(t.app, f, 'start'));
    expectOk(await answer(t.app, f, f.players[0]!.id, 0, 'Pacific \ud83c'));
    // The download holds the questions revealed (docs/PRODUCT-RULES.md#scoring).
    expectOk(await hostAction(t.app, f, 'reveal'));
    const results = expectOk(await call(t.app, 'GET', `/events/${f.eventId}/results`, undefined, f.token));
    expect(JSON.stringify(results)).toContain('Pacific \ufffd');
  });
});
