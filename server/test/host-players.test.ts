// The host's players at venue scale (issue 9 item 10): the host view lists the HOST_VIEW_PLAYERS most
// recently joined and counts every player exactly (its total, each team's members, the live
// counters); the owner's player search finds anyone else by name, from the cached event.
import { HOST_PLAYER_SEARCH_RESULTS, HOST_VIEW_PLAYERS, LIMITS } from '@quizfest/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUpAndIn } from './api-helpers.js';
import { aliasOf, expectError, expectOk, joinEvent, poll, setInfo } from './fixtures.js';
import { answer, hostAction, liveEvent, type LiveFixture } from './live-fixtures.js';
import { buildTestApp, type TestApp } from './test-app.js';

type HostPlayer = { playerId: string; name: string | null; teamId: string | null; connected: boolean; answered: boolean; points: number };

let t: TestApp;
let f: LiveFixture;
/** Every player in join order, as the fixture and the tests below add them, with the alias the host sees. */
const joined: { id: string; alias: string; name: string | null; teamId: string | null }[] = [];
const join = async (p: { id: string; name: string | null; teamId: string | null }) =>
  joined.push({ ...p, alias: await aliasOf(t.app, f.eventId, p.id) });

beforeAll(async () => {
  t = await buildTestApp();
  // Players 1 to HOST_VIEW_PLAYERS, named, alternately in team a and team b.
  f = await liveEvent(t.app, HOST_VIEW_PLAYERS);
  for (const p of f.players) await join(p);
});
afterAll(async () => t.close());

const view = async () => expectOk(await call(t.app, 'GET', `/events/${f.eventId}/live`, undefined, f.token));
const search = (q: string | null, token: string = f.token) =>
  call(t.app, 'GET', `/events/${f.eventId}/live/players${q === null ? '' : `?q=${encodeURIComponent(q)}`}`, undefined, token);
const found = async (q: string): Promise<HostPlayer[]> => expectOk(await search(q)).players;
const membersOf = (teams: { id: string; members: number }[]) => Object.fromEntries(teams.map((team) => [team.id, team.members]));
const named = (teamId: string) => joined.filter((p) => p.name !== null && p.teamId === teamId).length;

describe("the host's players at venue scale", () => {
  it(`lists every player while the event has HOST_VIEW_PLAYERS (${HOST_VIEW_PLAYERS})`, async () => {
    const host = await view();
    expect(host.playerCount).toBe(HOST_VIEW_PLAYERS);
    expect(host.players.map((p: HostPlayer) => p.playerId)).toEqual(joined.map((p) => p.alias));
    expect(membersOf(host.teams)).toEqual({ [f.teams.a]: HOST_VIEW_PLAYERS / 2, [f.teams.b]: HOST_VIEW_PLAYERS / 2 });
    expect(host.live.counts.players).toBe(HOST_VIEW_PLAYERS);
  });

  it('past it, lists the most recently joined and still counts every player and team member', async () => {
    const newcomer = await joinEvent(t.app, f.code);
    expectOk(await setInfo(t.app, f.eventId, newcomer.playerId, 'Newcomer', f.teams.b));
    await join({ id: newcomer.playerId, name: 'Newcomer', teamId: f.teams.b });
    const after = await view();
    expect(after.playerCount).toBe(HOST_VIEW_PLAYERS + 1);
    // The first to join gives its place to the newcomer.
    expect(after.players.map((p: HostPlayer) => p.playerId)).toEqual(joined.slice(1).map((p) => p.alias));
    expect(after.players.at(-1)).toMatchObject({ name: 'Newcomer', teamId: f.teams.b });
    expect(membersOf(after.teams)).toEqual({ [f.teams.a]: named(f.teams.a), [f.teams.b]: named(f.teams.b) });
    expect(after.teams.find((team: { id: string }) => team.id === f.teams.b).members).toBe(HOST_VIEW_PLAYERS / 2 + 1);
    expect(after.live.counts.players).toBe(HOST_VIEW_PLAYERS + 1);

    // A player who joined without a name yet is listed and counted as joined, not as playing.
    const unnamed = await joinEvent(t.app, f.code);
    await join({ id: unnamed.playerId, name: null, teamId: null });
    const latest = await view();
    expect(latest.playerCount).toBe(HOST_VIEW_PLAYERS + 2);
    expect(latest.players.map((p: HostPlayer) => p.playerId)).toEqual(joined.slice(2).map((p) => p.alias));
    expect(latest.players.at(-1)).toMatchObject({ playerId: joined.at(-1)!.alias, name: null, teamId: null });
    expect(membersOf(latest.teams)).toEqual(membersOf(after.teams));
    expect(latest.live.counts.players).toBe(HOST_VIEW_PLAYERS + 1);
  });

  it('finds a player the view leaves out, by part of its name in any case, with its state', async () => {
    const first = joined[0]!;
    expect((await view()).players.some((p: HostPlayer) => p.playerId === first.alias)).toBe(false);
    const matches = await found('  PLAYER 1 ');
    // "Player 1", "Player 10" to "Player 19", "Player 100": in join order.
    expect(matches.map((p) => p.name)).toEqual(joined.filter((p) => p.name && /^Player 1\d*$/.test(p.name)).map((p) => p.name));
    expect(matches[0]).toEqual({
      playerId: first.alias,
      name: 'Player 1',
      teamId: f.teams.a,
      connected: false,
      answered: false,
      points: 0,
    });
    expect(await found('nobody by that name')).toEqual([]);
  });

  it(`answers at most HOST_PLAYER_SEARCH_RESULTS (${HOST_PLAYER_SEARCH_RESULTS}) matches, the most recently joined`, async () => {
    const matches = await found('player');
    const all = joined.filter((p) => p.name?.startsWith('Player '));
    expect(all.length).toBeGreaterThan(HOST_PLAYER_SEARCH_RESULTS);
    expect(matches.map((p) => p.playerId)).toEqual(all.slice(-HOST_PLAYER_SEARCH_RESULTS).map((p) => p.alias));
  });

  it('follows the game: a renamed player is found by its new name, connected and answered as the view would show', async () => {
    const first = joined[0]!;
    expectOk(await hostAction(t.app, f, 'rename-player', { playerId: first.alias, name: 'Prankster Removed' }));
    expect(await found('prankster')).toMatchObject([{ playerId: first.alias, name: 'Prankster Removed' }]);
    expect(await found('Player 1')).not.toContainEqual(expect.objectContaining({ playerId: first.alias }));

    expectOk(await hostAction(t.app, f, 'start'));
    // Two players connected (polling), one answering: the question stays open.
    await poll(t.app, f.eventId, joined[1]!.id);
    await poll(t.app, f.eventId, first.id);
    expectOk(await answer(t.app, f, first.id, 0, 2));
    expect(await found('prankster')).toMatchObject([{ playerId: first.alias, connected: true, answered: true, points: 0 }]);
    // The counters stay exact while the list is trimmed.
    const host = await view();
    expect(host.live.counts).toMatchObject({ players: HOST_VIEW_PLAYERS + 1, answered: 1 });
  });

  it('refuses a missing, blank or overlong search, naming the parameter', async () => {
    expectError(await search(null), 400, 'q is required');
    expectError(await search(''), 400, 'q must not be empty');
    expectError(await search('   '), 400, 'q must not be empty');
    expectError(await search('x'.repeat(LIMITS.playerSearchMax + 1)), 400, `q must be at most ${LIMITS.playerSearchMax} characters`);
    expect(await found('x'.repeat(LIMITS.playerSearchMax))).toEqual([]);
  });

  it('refuses a rename to a blank name or one holding NUL, naming the field, and keeps the old name', async () => {
    const player = joined[1]!;
    expectError(await hostAction(t.app, f, 'rename-player', { playerId: player.alias, name: '  ' }), 400, 'name must not be empty');
    expectError(
      await hostAction(t.app, f, 'rename-player', { playerId: player.alias, name: 'A\u0000B' }),
      400,
      'name must not contain NUL characters',
    );
    expect(await found(player.name!)).toContainEqual(expect.objectContaining({ playerId: player.alias, name: player.name }));
  });

  it("is the owner's alone: 401 without a token, 404 for another manager's event or an unknown one", async () => {
    expectError(await call(t.app, 'GET', `/events/${f.eventId}/live/players?q=player`), 401);
    const other = await signUpAndIn(t.app);
    expectError(await search('player', other.token), 404, 'Event not found');
    const unknown = '00000000-0000-4000-8000-000000000000';
    expectError(await call(t.app, 'GET', `/events/${unknown}/live/players?q=player`, undefined, f.token), 404, 'Event not found');
  });
});
