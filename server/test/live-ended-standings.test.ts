// An ended event keeps its final standings (issue 19, 'Ending the event wipes the results'): the
// podium's teams and players, and each player's rank and points, whether the host ended it after
// the podium, mid-game, or its end date passed; and the host's 'podium' action goes to the podium
// now, the question still open counting for no one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './api-helpers.js';
import { endEvent, expectError, expectOk, getEvent, poll } from './fixtures.js';
import { answer, hostAction, liveEvent, type LiveFixture } from './live-fixtures.js';
import { buildTestApp, type TestApp } from './test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const hostView = async (f: LiveFixture) => expectOk(await call(t.app, 'GET', `/events/${f.eventId}/live`, undefined, f.token));

/** Question 1 answered right by player 1 only, then revealed. */
async function firstQuestionPlayed(f: LiveFixture) {
  expectOk(await hostAction(t.app, f, 'start'));
  expectOk(await answer(t.app, f, f.players[0]!.id, 0, 2));
  expectOk(await answer(t.app, f, f.players[1]!.id, 0, 1));
  expectOk(await hostAction(t.app, f, 'reveal'));
}

describe('an event ended after its podium', () => {
  it('shows players, screens and the host the same final standings as the podium did', async () => {
    const f = await liveEvent(t.app, 2);
    await firstQuestionPlayed(f);
    expectOk(await hostAction(t.app, f, 'next'));
    expectOk(await hostAction(t.app, f, 'reveal'));
    expectOk(await hostAction(t.app, f, 'next'));
    const podium = (await poll(t.app, f.eventId, f.players[0]!.id)).body;
    expect(podium.live.phase).toBe('finished');
    expect(podium.live.leaderboard.players[0]).toMatchObject({ name: 'Player 1', rank: 1 });

    const ended = expectOk(await hostAction(t.app, f, 'end'));
    expect(ended.live.phase).toBe('ended');
    expect(ended.live.leaderboard).toEqual(podium.live.leaderboard);
    const after = (await poll(t.app, f.eventId, f.players[0]!.id)).body;
    expect(after.live.phase).toBe('ended');
    expect(after.live.leaderboard).toEqual(podium.live.leaderboard);
    expect(after.me).toMatchObject({ rank: 1, totalPoints: podium.me.totalPoints, teamRank: 1 });
    expect(after.me.totalPoints).toBeGreaterThan(900);
    const second = (await poll(t.app, f.eventId, f.players[1]!.id)).body.me;
    expect(second).toMatchObject({ rank: 2, totalPoints: 0, teamRank: 2 });
    expect((await hostView(f)).live.leaderboard).toEqual(podium.live.leaderboard);
  });
});

describe('an event ended mid-question', () => {
  it('keeps the standings of the revealed questions; the open one counts for no one', async () => {
    const f = await liveEvent(t.app, 2);
    await firstQuestionPlayed(f);
    const revealed = (await poll(t.app, f.eventId, f.players[0]!.id)).body;
    expectOk(await hostAction(t.app, f, 'next'));
    expectOk(await answer(t.app, f, f.players[1]!.id, 1, 'Pacific'));
    expectOk(await hostAction(t.app, f, 'end'));
    const { live, me } = (await poll(t.app, f.eventId, f.players[1]!.id)).body;
    expect(live.phase).toBe('ended');
    expect(live.question).toBeNull();
    expect(live.leaderboard.players).toEqual(revealed.live.leaderboard.players);
    expect(live.leaderboard.teams.map((team: { points: number }) => team.points)).toEqual(
      revealed.live.leaderboard.teams.map((team: { points: number }) => team.points),
    );
    expect(me).toMatchObject({ rank: 2, totalPoints: 0 });
  });

  it('does the same when the end date passes during a question', async () => {
    const f = await liveEvent(t.app, 2);
    await firstQuestionPlayed(f);
    const revealed = (await poll(t.app, f.eventId, f.players[0]!.id)).body;
    expectOk(await hostAction(t.app, f, 'next'));
    expectOk(await answer(t.app, f, f.players[1]!.id, 1, 'Pacific'));
    await endEvent(t.app, f.token, await getEvent(t.app, f.token, f.eventId));
    const { live, me } = (await poll(t.app, f.eventId, f.players[1]!.id)).body;
    expect(live.phase).toBe('ended');
    expect(live.leaderboard.players).toEqual(revealed.live.leaderboard.players);
    expect(me).toMatchObject({ rank: 2, totalPoints: 0 });
    expect((await hostView(f)).live).toMatchObject({ phase: 'ended', leaderboard: { players: revealed.live.leaderboard.players } });
  });

  it('has no standings when no question was played', async () => {
    const f = await liveEvent(t.app, 1);
    expectOk(await hostAction(t.app, f, 'end'));
    const { live, me } = (await poll(t.app, f.eventId, f.players[0]!.id)).body;
    expect(live).toMatchObject({ phase: 'ended', leaderboard: null });
    expect(me.rank).toBeNull();
  });
});

describe("the host's 'podium' action", () => {
  it('goes to the podium from a question: the open question counts for no one, in the results too', async () => {
    const f = await liveEvent(t.app, 2);
    await firstQuestionPlayed(f);
    expectOk(await hostAction(t.app, f, 'next'));
    expectOk(await answer(t.app, f, f.players[1]!.id, 1, 'Pacific'));
    const view = expectOk(await hostAction(t.app, f, 'podium'));
    expect(view.live).toMatchObject({ phase: 'finished', question: null });
    expect(view.upNext).toBeNull();
    expect(view.live.leaderboard.players.map((p: { name: string; points: number }) => [p.name, p.points > 0])).toEqual([
      ['Player 1', true],
      ['Player 2', false],
    ]);
    const results = expectOk(await call(t.app, 'GET', `/events/${f.eventId}/results`, undefined, f.token));
    expect(results.rows.map((r: { questionIndex: number }) => r.questionIndex)).toEqual([0, 0]);
    expect((await poll(t.app, f.eventId, f.players[1]!.id)).body.me).toMatchObject({ rank: 2, totalPoints: 0 });
    expectError(await hostAction(t.app, f, 'podium'), 409, 'The podium is already showing');
    expectOk(await hostAction(t.app, f, 'end'));
    expectError(await hostAction(t.app, f, 'podium'), 409, 'This event has ended');
  });

  it('goes to the podium from a reveal and from a leaderboard, keeping their points', async () => {
    const f = await liveEvent(t.app, 2);
    await firstQuestionPlayed(f);
    const fromReveal = expectOk(await hostAction(t.app, f, 'podium'));
    expect(fromReveal.live.phase).toBe('finished');
    expect(fromReveal.live.leaderboard.players[0]).toMatchObject({ name: 'Player 1', rank: 1 });
    expect(fromReveal.live.leaderboard.players[0].points).toBeGreaterThan(900);

    const g = await liveEvent(t.app, 2);
    await firstQuestionPlayed(g);
    expectOk(await hostAction(t.app, g, 'leaderboard'));
    expect(expectOk(await hostAction(t.app, g, 'podium')).live.phase).toBe('finished');
  });

  it('is refused in the lobby', async () => {
    const f = await liveEvent(t.app, 1);
    expectError(await hostAction(t.app, f, 'podium'), 409, 'Start the quiz first');
  });
});
