// The night's rules where scores must add up (issue 19): a paused question takes no answers (they
// would score as if no time had passed), and a question still open when the host ends the event
// counts for no one, so that the players' points, the teams' points and the results agree.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './api-helpers.js';
import { expectError, expectOk, poll } from './fixtures.js';
import { answer, hostAction, liveEvent } from './live-fixtures.js';
import { buildTestApp, type TestApp } from './test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('a paused question', () => {
  it('refuses answers until it resumes, and the pause does not count as time taken', async () => {
    const f = await liveEvent(t.app, 3);
    expectOk(await hostAction(t.app, f, 'start'));
    // Every player is connected (polling), so one answer does not close the question early.
    for (const p of f.players) await poll(t.app, f.eventId, p.id);
    expectOk(await hostAction(t.app, f, 'pause'));
    await sleep(1500);
    expectError(await answer(t.app, f, f.players[0]!.id, 0, 2), 409, 'The question is paused; answer when it resumes');
    // Nothing was stored: the same player may answer once the question resumes.
    expect((await poll(t.app, f.eventId, f.players[0]!.id)).body.me.answer).toBeNull();
    expectOk(await hostAction(t.app, f, 'resume'));
    expect(expectOk(await answer(t.app, f, f.players[0]!.id, 0, 2))).toEqual({ accepted: true });
    expectOk(await hostAction(t.app, f, 'reveal'));
    const me = (await poll(t.app, f.eventId, f.players[0]!.id)).body.me;
    // Answered within a second of the resume: near the full 1000, not less for the 1.5 s of pause.
    expect(me.result).toMatchObject({ correct: true });
    expect(me.totalPoints).toBeGreaterThan(970);
  });
});

describe('ending the event during a question', () => {
  it('counts the open question for no one: players, teams and results agree', async () => {
    const f = await liveEvent(t.app, 2);
    expectOk(await hostAction(t.app, f, 'start'));
    const [p1, p2] = f.players;
    expectOk(await answer(t.app, f, p1!.id, 0, 2));
    expectOk(await answer(t.app, f, p2!.id, 0, 2));
    expectOk(await hostAction(t.app, f, 'reveal'));
    expectOk(await hostAction(t.app, f, 'next'));
    // Question 2 is open; one player answers it right, then the host ends the event.
    expectOk(await answer(t.app, f, p1!.id, 1, 'Pacific'));
    const ended = expectOk(await hostAction(t.app, f, 'end'));
    expect(ended.live.phase).toBe('ended');

    const results = expectOk(await call(t.app, 'GET', `/events/${f.eventId}/results`, undefined, f.token));
    expect(results.rows.map((r: { questionIndex: number }) => r.questionIndex)).toEqual([0, 0]);
    const byPlayer = new Map<string, number>();
    for (const r of results.rows as { playerName: string; points: number }[])
      byPlayer.set(r.playerName, (byPlayer.get(r.playerName) ?? 0) + r.points);
    const me1 = (await poll(t.app, f.eventId, p1!.id)).body.me;
    const me2 = (await poll(t.app, f.eventId, p2!.id)).body.me;
    expect(me1.totalPoints).toBe(byPlayer.get(p1!.name));
    expect(me2.totalPoints).toBe(byPlayer.get(p2!.name));
    // Each player is alone in a team here: a team's points are its member's.
    expect(me1.teamPoints).toBe(me1.totalPoints);
    expect(me2.teamPoints).toBe(me2.totalPoints);
  });
});
