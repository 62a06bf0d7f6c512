// Removing several players at once (issue 18): a script from many networks gets past every
// per-network limit and fills an event with made-up players (1,000 from each network at once);
// the host closes joining and must then take them out, which one by one was a thousand taps.
// `remove-players` removes up to HOST_VIEW_PLAYERS in one action, each exactly as `remove-player`
// removes one: banned from the event, out of the teams, the boards and the results.
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HOST_VIEW_PLAYERS, SOCKET_CLOSE } from '@quizfest/shared';
import { PLAYER_REMOVED } from '../src/players/joining.js';
import { call } from './api-helpers.js';
import { aliasOf, callFrom, expectError, expectOk, poll } from './fixtures.js';
import { answer, hostAction, liveEvent, type LiveFixture } from './live-fixtures.js';
import { closeAllClients, LiveClient } from './live-socket-client.js';
import { buildTestApp, type TestApp } from './test-app.js';

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/live`;
});
afterEach(closeAllClients);
afterAll(async () => t.close());

type ViewPlayer = { playerId: string; name: string };
type ViewTeam = { id: string; name: string; points: number; members: number; score: number };
const hostView = async (f: LiveFixture) => expectOk(await call(t.app, 'GET', `/events/${f.eventId}/live`, undefined, f.token));
const teamsOf = async (f: LiveFixture) =>
  ((await hostView(f)).teams as ViewTeam[]).map(({ name, points, members, score }) => ({ name, points, members, score }));

/** Four players (Alphas: 1 and 3, Betas: 2 and 4); the first question played and revealed: 1 and 2 right, 3 wrong. */
async function playedNight() {
  const f = await liveEvent(t.app, 4);
  expectOk(await hostAction(t.app, f, 'start'));
  for (const [i, value] of [
    [0, 2],
    [1, 2],
    [2, 1],
  ] as const)
    expectOk(await answer(t.app, f, f.players[i]!.id, 0, value));
  expectOk(await hostAction(t.app, f, 'reveal'));
  return f;
}

describe('remove-players', () => {
  it('leaves the teams, boards and scores as removing each player in turn does', async () => {
    const together = await playedNight();
    const inTurn = await playedNight();
    const before = await teamsOf(together);
    expect(before.find((team) => team.name === 'Betas')!.points).toBeGreaterThan(0);

    const removed = [0, 1, 2];
    expectOk(
      await hostAction(t.app, together, 'remove-players', {
        playerIds: await Promise.all(removed.map((i) => aliasOf(t.app, together.eventId, together.players[i]!.id))),
      }),
    );
    for (const i of removed)
      expectOk(await hostAction(t.app, inTurn, 'remove-player', { playerId: await aliasOf(t.app, inTurn.eventId, inTurn.players[i]!.id) }));

    const after = await teamsOf(together);
    expect(after).toEqual(await teamsOf(inTurn));
    // Something moved: the right answers of the players taken out are no longer their teams'.
    expect(after).not.toEqual(before);
    expect(after.map((team) => [team.name, team.members])).toEqual([
      ['Alphas', 0],
      ['Betas', 1],
    ]);
    const view = await hostView(together);
    expect((view.players as ViewPlayer[]).map((p) => p.name)).toEqual(['Player 4']);
    expect(view.playerCount).toBe(1);
    // The results keep only the player left, as after single removals.
    const results = (id: string, token: string) => call(t.app, 'GET', `/events/${id}/results`, undefined, token);
    const rows = (r: { body: { rows?: unknown[] } }) => r.body.rows?.length;
    const counted = rows(await results(together.eventId, together.token));
    expect(counted).toBeTypeOf('number');
    expect(counted).toBe(rows(await results(inTurn.eventId, inTurn.token)));
  });

  it("takes a script's made-up players out in one action: banned, their sockets told, the venue's players untouched", async () => {
    const f = await liveEvent(t.app, 4);
    // A script from 40 networks: each adds a player and names it.
    const made: string[] = [];
    for (let i = 0; i < 40; i++) {
      const playerId = randomUUID();
      const network = `203.0.113.${i + 1}`;
      expectOk(await callFrom(t.app, network, 'POST', '/events/join', { code: f.code, playerId }));
      expectOk(
        await callFrom(t.app, network, 'POST', '/players/set-info', { eventId: f.eventId, playerId, name: `Spam ${i}`, teamId: f.teams.a }),
      );
      made.push(playerId);
    }
    const socket = await LiveClient.connect(url);
    socket.send({ type: 'hello', role: 'player', eventId: f.eventId, playerId: made[7] });
    await socket.next('player-state');
    expectOk(await hostAction(t.app, f, 'close-joining'));

    // The host picks them from the console's list, which names players by their aliases.
    const listed = (await hostView(f)).players as ViewPlayer[];
    const spam = listed.filter((p) => p.name.startsWith('Spam ')).map((p) => p.playerId);
    expect(spam).toHaveLength(40);
    const view = expectOk(await hostAction(t.app, f, 'remove-players', { playerIds: spam }));
    expect(view.playerCount).toBe(4);
    expect((view.players as ViewPlayer[]).map((p) => p.name).sort()).toEqual(f.players.map((p) => p.name).sort());
    expect(((view.teams as ViewTeam[]).find((team) => team.id === f.teams.a) as ViewTeam).members).toBe(2);

    expect(await socket.next('gone')).toEqual({ type: 'gone', error: PLAYER_REMOVED });
    expect((await socket.closed).code).toBe(SOCKET_CLOSE.gone);
    for (const playerId of [made[0]!, made[39]!]) {
      expectError(await poll(t.app, f.eventId, playerId), 403, PLAYER_REMOVED);
      expectError(await callFrom(t.app, '203.0.113.1', 'POST', '/events/join', { code: f.code, playerId }), 403, PLAYER_REMOVED);
    }
    for (const player of f.players) expect(expectOk(await poll(t.app, f.eventId, player.id)).player.name).toBe(player.name);

    // Another console had removed some already: those are passed over, the rest go; none left is 404.
    const [ann, bob] = f.players;
    const annAlias = await aliasOf(t.app, f.eventId, ann!.id);
    expectOk(await hostAction(t.app, f, 'remove-players', { playerIds: [spam[0], annAlias] }));
    expect((await hostView(f)).playerCount).toBe(3);
    expectError(await hostAction(t.app, f, 'remove-players', { playerIds: [spam[1], annAlias] }), 404, 'Player not found');
    expect(expectOk(await poll(t.app, f.eventId, bob!.id)).player.name).toBe(bob!.name);
  });

  it('refuses what is not a list of this event’s players, and another manager’s players are no one here', async () => {
    const f = await liveEvent(t.app, 2);
    const other = await liveEvent(t.app, 2);
    const alias = await aliasOf(t.app, f.eventId, f.players[0]!.id);
    expectError(await hostAction(t.app, f, 'remove-players'), 400, 'playerIds: is required');
    expectError(await hostAction(t.app, f, 'remove-players', { playerIds: [] }), 400);
    expectError(await hostAction(t.app, f, 'remove-players', { playerIds: [alias, alias.toUpperCase()] }), 400);
    expectError(await hostAction(t.app, f, 'remove-players', { playerIds: ['not-an-id'] }), 400);
    const tooMany = Array.from({ length: HOST_VIEW_PLAYERS + 1 }, () => randomUUID());
    expectError(await hostAction(t.app, f, 'remove-players', { playerIds: tooMany }), 400);
    // The other event's players, by their aliases there and by their real ids: nobody in this event.
    const theirs = [await aliasOf(t.app, other.eventId, other.players[0]!.id), other.players[1]!.id];
    expectError(await hostAction(t.app, f, 'remove-players', { playerIds: theirs }), 404, 'Player not found');
    // The other manager cannot remove this event's players, by any id.
    expectError(await call(t.app, 'POST', `/events/${f.eventId}/live`, { action: 'remove-players', playerIds: [alias] }, other.token), 404);
    expect((await hostView(f)).playerCount).toBe(2);
    expect((await hostView(other)).playerCount).toBe(2);
  });
});
