// The host's point adjustments (issue 20; docs/PRODUCT-RULES.md#scoring) through the real app: a
// team's move its points in the event, on every board, and its lifetime score; a player's move that
// player's total and rank; each with its reason, listed in the console by name; refused without a
// target, points or reason, for a team of another event, past the cap and once the event ended;
// the owner's only; two instances adjusting at once apply each adjustment they accept once.
import { MAX_ADJUSTMENTS } from '@quizfest/shared';
import readXlsxFile from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUpAndIn } from './api-helpers.js';
import { createTeam, expectError, expectOk, poll } from './fixtures.js';
import { answer, hostAction, liveEvent, type LiveFixture } from './live-fixtures.js';
import { buildTestApp, buildTestInstances, usingPostgres, type TestApp } from './test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const teamScore = async (app: TestApp['app'], f: LiveFixture, teamId: string) =>
  expectOk(await call(app, 'GET', `/teams/${teamId}`, undefined, f.token)).score as number;

describe('adjusting points', () => {
  it('moves a team’s points and lifetime score, or a player’s total, each with its reason', async () => {
    const f = await liveEvent(t.app, 3);
    const [p1, p2] = f.players;
    for (const p of f.players) await poll(t.app, f.eventId, p.id);
    expectOk(await hostAction(t.app, f, 'start'));
    expectOk(await answer(t.app, f, p1!.id, 0, 2));
    const revealed = expectOk(await hostAction(t.app, f, 'reveal'));
    const alphasBefore = revealed.teams.find((team: { id: string }) => team.id === f.teams.a).points as number;
    const scoreBefore = await teamScore(t.app, f, f.teams.a);
    const p1Before = (await poll(t.app, f.eventId, p1!.id)).body.me.totalPoints as number;

    const bonus = expectOk(await hostAction(t.app, f, 'adjust-points', { teamId: f.teams.a, points: 250, reason: 'Best costume' }));
    expect(bonus.teams.find((team: { id: string }) => team.id === f.teams.a).points).toBe(alphasBefore + 250);
    expect(await teamScore(t.app, f, f.teams.a)).toBe(scoreBefore + 250);
    // The phones' standings follow at once.
    expect((await poll(t.app, f.eventId, p2!.id)).body.me.teamPoints).toBe(0);
    expect((await poll(t.app, f.eventId, p1!.id)).body.me.teamPoints).toBe(alphasBefore + 250);

    // A player is named by the alias the console shows, as for renaming.
    const alias = bonus.players.find((p: { name: string }) => p.name === 'Player 1').playerId;
    expect(alias).not.toBe(p1!.id);
    const penalty = expectOk(
      await hostAction(t.app, f, 'adjust-points', { playerId: alias, points: -100, reason: 'Phone under the table' }),
    );
    expect(penalty.players.find((p: { name: string }) => p.name === 'Player 1').points).toBe(p1Before - 100);
    expect((await poll(t.app, f.eventId, p1!.id)).body.me.totalPoints).toBe(p1Before - 100);
    // A player's adjustment is the player's own: the team scores the mean of its members' answers.
    expect(penalty.teams.find((team: { id: string }) => team.id === f.teams.a).points).toBe(alphasBefore + 250);
    expect(penalty.adjustments).toEqual([
      { kind: 'team', name: 'Alphas', points: 250, reason: 'Best costume', at: expect.any(String) },
      { kind: 'player', name: 'Player 1', points: -100, reason: 'Phone under the table', at: expect.any(String) },
    ]);
    // Nothing of it reaches a phone or a screen but the points: no reasons, no ids.
    expect(JSON.stringify((await poll(t.app, f.eventId, p2!.id)).body)).not.toContain('Phone under the table');

    // The next question keeps them, and the results' standings count them.
    expectOk(await hostAction(t.app, f, 'next'));
    expect((await poll(t.app, f.eventId, p1!.id)).body.me.totalPoints).toBe(p1Before - 100);
    const xlsx = (await call(t.app, 'GET', `/events/${f.eventId}/results?format=xlsx`, undefined, f.token)).raw.rawPayload;
    const standings = ((await readXlsxFile(xlsx)) as { sheet: string; data: unknown[][] }[]).find((s) => s.sheet === 'Standings')!.data;
    expect(standings.find((row) => row.includes('Player 1'))).toContain(p1Before - 100);
    expect(standings.find((row) => row.includes('Alphas'))).toContain(alphasBefore + 250);
  });

  it('refuses what is not an adjustment, a team of another event, and past the cap', async () => {
    const f = await liveEvent(t.app, 1);
    const adjust = (body: Record<string, unknown>) => hostAction(t.app, f, 'adjust-points', body);
    expectError(await adjust({ points: 10, reason: 'Why' }), 400, 'teamId or playerId: give one of them');
    const alias = expectOk(await call(t.app, 'GET', `/events/${f.eventId}/live`, undefined, f.token)).players[0].playerId;
    expectError(
      await adjust({ teamId: f.teams.a, playerId: alias, points: 10, reason: 'Why' }),
      400,
      'teamId or playerId: give one of them',
    );
    expectError(await adjust({ teamId: f.teams.a, reason: 'Why' }), 400, 'points: is required');
    expectError(await adjust({ teamId: f.teams.a, points: 10 }), 400, 'reason: is required');
    expectError(await adjust({ teamId: f.teams.a, points: 0, reason: 'Why' }), 400);
    expectError(await adjust({ teamId: f.teams.a, points: 100_001, reason: 'Why' }), 400);
    expectError(await adjust({ teamId: f.teams.a, points: 10, reason: 'x'.repeat(201) }), 400);
    // A team of the same manager, not in this event; a player's real id is no one here.
    const other = await createTeam(t.app, f.token, 'Gammas');
    expectError(await adjust({ teamId: other, points: 10, reason: 'Why' }), 404, 'Team not found');
    expectError(await adjust({ playerId: f.players[0]!.id, points: 10, reason: 'Why' }), 404, 'Player not found');
    // Another manager cannot, whatever they send.
    const stranger = await signUpAndIn(t.app);
    expectError(
      await call(
        t.app,
        'POST',
        `/events/${f.eventId}/live`,
        { action: 'adjust-points', teamId: f.teams.a, points: 10, reason: 'Why' },
        stranger.token,
      ),
      404,
    );

    for (let i = 0; i < MAX_ADJUSTMENTS; i++) expectOk(await adjust({ teamId: f.teams.b, points: 1, reason: `Round ${i}` }));
    expectError(
      await adjust({ teamId: f.teams.b, points: 1, reason: 'One more' }),
      409,
      `An event can hold at most ${MAX_ADJUSTMENTS} adjustments`,
    );
    const view = expectOk(await call(t.app, 'GET', `/events/${f.eventId}/live`, undefined, f.token));
    expect(view.teams.find((team: { id: string }) => team.id === f.teams.b).points).toBe(MAX_ADJUSTMENTS);

    expectOk(await hostAction(t.app, f, 'end'));
    expectError(await hostAction(t.app, f, 'adjust-points', { teamId: f.teams.a, points: 1, reason: 'Late' }), 409, 'This event has ended');
  });
});

describe.skipIf(!usingPostgres())('two instances adjusting at the same moment (PostgreSQL)', () => {
  it('apply each adjustment they accept once', async () => {
    const built = await buildTestInstances(2);
    const [a, b] = built.instances as [TestApp, TestApp];
    try {
      const f = await liveEvent(a.app, 2);
      const before = await teamScore(a.app, f, f.teams.a);
      let applied = 0;
      for (let round = 0; round < 5; round++) {
        const [x, y] = await Promise.all([
          hostAction(a.app, f, 'adjust-points', { teamId: f.teams.a, points: 10, reason: `A ${round}` }),
          hostAction(b.app, f, 'adjust-points', { teamId: f.teams.a, points: 10, reason: `B ${round}` }),
        ]);
        for (const r of [x, y]) {
          expect([200, 409]).toContain(r.status);
          if (r.status === 200) applied++;
        }
      }
      expect(applied).toBeGreaterThanOrEqual(5);
      expect(await teamScore(b.app, f, f.teams.a)).toBe(before + 10 * applied);
      const view = expectOk(await call(b.app, 'GET', `/events/${f.eventId}/live`, undefined, f.token));
      expect(view.adjustments).toHaveLength(applied);
      expect(view.teams.find((team: { id: string }) => team.id === f.teams.a).points).toBe(10 * applied);
    } finally {
      await built.close();
    }
  });
});
