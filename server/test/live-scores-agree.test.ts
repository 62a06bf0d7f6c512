// One rule for the standings and the results download (issue 19, 'Scores and rules that do not add
// up'; docs/PRODUCT-RULES.md#scoring): what the download holds is what the standings show. A player
// the host removes leaves both, their team's points included (before, the team kept the points
// they had brought it: 3711 shown, 3385 rebuildable from the export); a question the event's end
// date cuts short counts in neither (before, its answers stayed in the download).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { teams } from '../src/db/schema.js';
import { call } from './api-helpers.js';
import { aliasOf, endEvent, expectOk, getEvent, joinEvent, poll, setInfo } from './fixtures.js';
import { answer, hostAction, liveEvent, type LiveFixture } from './live-fixtures.js';
import { buildTestApp, buildTestInstances, usingPostgres, type TestApp } from './test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

type Row = { playerName: string; teamName: string | null; activityId: string; questionIndex: number; points: number };
type Team = { name: string; points: number };
/** A team's points on the host's console. */
const consolePoints = (view: { teams: { id: string; points: number }[] }, teamId: string) =>
  view.teams.find((team) => team.id === teamId)!.points;

const results = async (f: LiveFixture): Promise<Row[]> =>
  expectOk(await call(t.app, 'GET', `/events/${f.eventId}/results`, undefined, f.token)).rows;
const hostView = async (f: LiveFixture) => expectOk(await call(t.app, 'GET', `/events/${f.eventId}/live`, undefined, f.token));

/**
 * The teams' points as the download tells them: per question, the mean of the points of the team's
 * members (`members`: how many each team has), those without a row counting 0.
 */
function teamPointsFromDownload(rows: Row[], members: Record<string, number>): Record<string, number> {
  const sums = new Map<string, Map<string, number>>();
  for (const r of rows) {
    if (!r.teamName) continue;
    const byQuestion = sums.get(r.teamName) ?? new Map<string, number>();
    const key = `${r.activityId}#${r.questionIndex}`;
    byQuestion.set(key, (byQuestion.get(key) ?? 0) + r.points);
    sums.set(r.teamName, byQuestion);
  }
  const out: Record<string, number> = {};
  for (const [team, n] of Object.entries(members)) {
    out[team] = [...(sums.get(team)?.values() ?? [])].reduce((acc, sum) => acc + Math.round(sum / n), 0);
  }
  return out;
}

const pointsByPlayer = (rows: Row[]) => {
  const out: Record<string, number> = {};
  for (const r of rows) out[r.playerName] = (out[r.playerName] ?? 0) + r.points;
  return out;
};

describe('removing a player who scored', () => {
  it('takes their points out of their team in every standing, as out of the download', async () => {
    // Alphas: Player 1 and Player 3; Betas: Player 2.
    const f = await liveEvent(t.app, 3);
    const [p1, p2, p3] = f.players;
    expectOk(await hostAction(t.app, f, 'start'));
    expectOk(await answer(t.app, f, p1!.id, 0, 2));
    expectOk(await answer(t.app, f, p2!.id, 0, 2));
    expectOk(await answer(t.app, f, p3!.id, 0, 1));
    expectOk(await hostAction(t.app, f, 'reveal'));
    expectOk(await hostAction(t.app, f, 'next'));
    expectOk(await answer(t.app, f, p1!.id, 1, 'Pacific'));
    expectOk(await answer(t.app, f, p3!.id, 1, 'Pacific'));
    expectOk(await hostAction(t.app, f, 'reveal'));
    const before = await hostView(f);
    const alphasBefore = consolePoints(before, f.teams.a);
    expect(alphasBefore).toBe(teamPointsFromDownload(await results(f), { Alphas: 2, Betas: 1 }).Alphas);

    const removed = expectOk(await hostAction(t.app, f, 'remove-player', { playerId: await aliasOf(t.app, f.eventId, p1!.id) }));

    const rows = await results(f);
    expect(rows.map((r) => r.playerName)).not.toContain(p1!.name);
    // Player 3 alone is Alphas now: the team's points are theirs, question by question.
    const fromDownload = teamPointsFromDownload(rows, { Alphas: 1, Betas: 1 });
    expect(fromDownload.Alphas).toBe(pointsByPlayer(rows)[p3!.name]);
    expect(fromDownload.Alphas).toBeLessThan(alphasBefore);
    const teamPoints = (list: Team[]) => Object.fromEntries(list.map((team) => [team.name, team.points]));
    expect(teamPoints(removed.teams)).toEqual(fromDownload);
    expect(teamPoints(removed.live.leaderboard.teams)).toEqual(fromDownload);
    // What the last reveal added follows: Player 3's points for question 2, not the pair's mean.
    const q2 = rows.find((r) => r.playerName === p3!.name && r.questionIndex === 1)!;
    expect(removed.live.leaderboard.teams.find((team: Team) => team.name === 'Alphas').lastPoints).toBe(q2.points);
    expect(removed.live.leaderboard.players.map((p: { name: string }) => p.name)).not.toContain(p1!.name);
    // The phones and the big screen read the same state.
    const me3 = (await poll(t.app, f.eventId, p3!.id)).body.me;
    expect(me3).toMatchObject({ teamPoints: fromDownload.Alphas, totalPoints: fromDownload.Alphas });
    // The team's lifetime score (My Teams) moved by as much: this was its only event.
    const [alphas] = await t.app.db.select({ score: teams.score }).from(teams).where(eq(teams.id, f.teams.a));
    expect(alphas!.score).toBe(fromDownload.Alphas);

    // The podium and the ended event keep it.
    expectOk(await hostAction(t.app, f, 'next'));
    const ended = expectOk(await hostAction(t.app, f, 'end'));
    expect(teamPoints(ended.live.leaderboard.teams)).toEqual(teamPointsFromDownload(await results(f), { Alphas: 1, Betas: 1 }));
  });

  it('leaves the team the points of the questions revealed before the player named themselves', async () => {
    const f = await liveEvent(t.app, 2);
    const [p1] = f.players;
    expectOk(await hostAction(t.app, f, 'start'));
    expectOk(await answer(t.app, f, p1!.id, 0, 2));
    expectOk(await hostAction(t.app, f, 'reveal'));
    const alphas = consolePoints(await hostView(f), f.teams.a);
    expect(alphas).toBeGreaterThan(900);
    // A late joiner in Alphas, who answers question 2 wrong and is then removed.
    const { playerId } = await joinEvent(t.app, f.code);
    expectOk(await setInfo(t.app, f.eventId, playerId, 'Late Larry', f.teams.a));
    expectOk(await hostAction(t.app, f, 'next'));
    expectOk(await answer(t.app, f, p1!.id, 1, 'Pacific'));
    expectOk(await answer(t.app, f, playerId, 1, 'Atlantic'));
    expectOk(await hostAction(t.app, f, 'reveal'));
    const rows = await results(f);
    // Question 2 gave Alphas the mean of two members, Larry's 0 among them.
    const q2 = rows.find((r) => r.playerName === p1!.name && r.questionIndex === 1)!.points;
    expect(consolePoints(await hostView(f), f.teams.a)).toBe(alphas + Math.round(q2 / 2));

    const removed = expectOk(await hostAction(t.app, f, 'remove-player', { playerId: await aliasOf(t.app, f.eventId, playerId) }));
    // Question 1 is as it was (Larry was not a member then); question 2 is Player 1's alone.
    const after = await results(f);
    expect(consolePoints(removed, f.teams.a)).toBe(pointsByPlayer(after)[p1!.name]);
  });
});

describe("an event's end date passing during a question", () => {
  it('leaves the open question out of the download, as out of the standings', async () => {
    const f = await liveEvent(t.app, 2);
    const [p1, p2] = f.players;
    expectOk(await hostAction(t.app, f, 'start'));
    expectOk(await answer(t.app, f, p1!.id, 0, 2));
    expectOk(await hostAction(t.app, f, 'reveal'));
    expectOk(await hostAction(t.app, f, 'next'));
    expectOk(await answer(t.app, f, p2!.id, 1, 'Pacific'));
    await endEvent(t.app, f.token, await getEvent(t.app, f.token, f.eventId));

    const view = await hostView(f);
    expect(view.live.phase).toBe('ended');
    const rows = await results(f);
    expect(rows.map((r) => [r.playerName, r.questionIndex])).toEqual([[p1!.name, 0]]);
    const download = pointsByPlayer(rows);
    const standings = Object.fromEntries(view.live.leaderboard.players.map((p: { name: string; points: number }) => [p.name, p.points]));
    expect(standings).toEqual({ [p1!.name]: download[p1!.name], [p2!.name]: 0 });
    expect(view.players.map((p: { name: string; points: number }) => [p.name, p.points])).toEqual([
      [p1!.name, download[p1!.name]],
      [p2!.name, 0],
    ]);
    const teamPoints = Object.fromEntries(view.teams.map((team: Team) => [team.name, team.points]));
    expect(teamPoints).toEqual(teamPointsFromDownload(rows, { Alphas: 1, Betas: 1 }));
    const csv = await call(t.app, 'GET', `/events/${f.eventId}/results?format=csv`, undefined, f.token);
    expect(csv.raw.body.trim().split('\r\n')).toHaveLength(2);
  });
});

describe.skipIf(!usingPostgres())('a removal on one instance (skipped on PGlite: one process)', () => {
  let a: TestApp;
  let b: TestApp;
  let closeAll: () => Promise<void>;
  beforeAll(async () => {
    const built = await buildTestInstances(2);
    [a, b] = built.instances as [TestApp, TestApp];
    closeAll = built.close;
  });
  afterAll(async () => closeAll?.());

  it("reaches the other instance's standings, which it had in memory", async () => {
    const f = await liveEvent(a.app, 3);
    const [p1, p2, p3] = f.players;
    expectOk(await hostAction(a.app, f, 'start'));
    expectOk(await answer(a.app, f, p1!.id, 0, 2));
    expectOk(await answer(a.app, f, p2!.id, 0, 2));
    expectOk(await hostAction(a.app, f, 'reveal'));
    // B holds the event with Player 1's points in Alphas' mean.
    const onB = async () => (await poll(b.app, f.eventId, p3!.id)).body.me;
    await vi.waitFor(async () => expect((await onB()).teamPoints).toBeGreaterThan(400));

    expectOk(await hostAction(a.app, f, 'remove-player', { playerId: await aliasOf(a.app, f.eventId, p1!.id) }));

    // The NOTIFY reaches B within moments; its cached view is then rebuilt from the database.
    const deadline = Date.now() + 5000;
    let me = await onB();
    while (me.teamPoints !== 0 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50));
      me = await onB();
    }
    expect(me).toMatchObject({ teamPoints: 0, totalPoints: 0 });
    const view = expectOk(await call(b.app, 'GET', `/events/${f.eventId}/live`, undefined, f.token));
    const rows: Row[] = expectOk(await call(b.app, 'GET', `/events/${f.eventId}/results`, undefined, f.token)).rows;
    expect(Object.fromEntries(view.teams.map((team: Team) => [team.name, team.points]))).toEqual(
      teamPointsFromDownload(rows, { Alphas: 1, Betas: 1 }),
    );
  });
});
