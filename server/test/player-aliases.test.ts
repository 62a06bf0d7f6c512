// A player's id is no credential for event owners (issue 18, item 4). One browser keeps one player
// id for every event it joins, and manager sign-up is open: manager B, who owns event E1 where
// player P played, must read nothing that holds P's real id, so that she cannot act as P in E2, the
// event of manager C that P also joined. The owner sees each player under an alias per event
// (server/src/events/player-aliases.ts), which the server maps back within that event only.
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { call } from './api-helpers.js';
import { expectError, expectOk, getEvent, joinEvent, poll, putEvent, setInfo, UUID } from './fixtures.js';
import { answer, hostAction, liveEvent, type LiveFixture } from './live-fixtures.js';
import { closeAllClients, LiveClient } from './live-socket-client.js';
import { buildTestApp, type TestApp } from './test-app.js';

let t: TestApp;
let url: string;
/** B's event E1 and C's event E2; P joined both, in team a of each. */
let e1: LiveFixture;
let e2: LiveFixture;
let p: string;

const ANY_UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/live`;
  e1 = await liveEvent(t.app, 2);
  e2 = await liveEvent(t.app, 2);
  p = randomUUID();
  await joinEvent(t.app, e1.code, p);
  expectOk(await setInfo(t.app, e1.eventId, p, 'Pat', e1.teams.a));
  await joinEvent(t.app, e2.code, p);
  expectOk(await setInfo(t.app, e2.eventId, p, 'Pat', e2.teams.a));
});
afterEach(closeAllClients);
afterAll(async () => t.close());

const get = async (path: string, token = e1.token) => expectOk(await call(t.app, 'GET', path, undefined, token));

/** The host view's entry for a name, in an event its owner runs. */
async function hostEntry(f: LiveFixture, name: string): Promise<{ playerId: string }> {
  const view = await get(`/events/${f.eventId}/live`, f.token);
  const found = view.players.find((x: { name: string }) => x.name === name);
  if (!found) throw new Error(`${name} is not in the host view`);
  return found;
}

/** Everything B reads as E1's owner, as text: her events, the host view and search, results, teams, the host socket. */
async function whatBReads(): Promise<string> {
  const host = await LiveClient.connect(url);
  host.send({ type: 'hello', role: 'host', eventId: e1.eventId, token: e1.token });
  await host.next('host-state');
  // Activity in E1 while the socket listens: pushes of the host view, answers and a reveal.
  expectOk(await hostAction(t.app, e1, 'start'));
  expectOk(await answer(t.app, e1, p, 0, 2));
  expectOk(await hostAction(t.app, e1, 'reveal'));
  await host.next('host-state', (m) => m.live.phase === 'reveal');
  const results = await call(t.app, 'GET', `/events/${e1.eventId}/results?format=csv`, undefined, e1.token);
  const texts = [
    JSON.stringify(await get('/events')),
    JSON.stringify(await get(`/events/${e1.eventId}`)),
    JSON.stringify(await get(`/events/${e1.eventId}/live`)),
    JSON.stringify(await get(`/events/${e1.eventId}/live/players?q=pat`)),
    JSON.stringify(await get(`/events/${e1.eventId}/results`)),
    String(results.body ?? ''),
    JSON.stringify(await get('/teams')),
    JSON.stringify(await get(`/teams/${e1.teams.a}`)),
    ...host.frames.map((f) => f.raw),
  ];
  return texts.join('\n');
}

describe("a player's id is no credential for event owners", () => {
  let seen: string;
  beforeAll(async () => {
    seen = await whatBReads();
  });

  it("shows E1's owner no real player id anywhere: events, host view and socket, search, results, teams", () => {
    expect(seen).toContain('Pat');
    expect(seen).not.toContain(p);
    for (const other of e1.players) expect(seen).not.toContain(other.id);
  });

  it('gives every id B read no power over P in E2: no state, no rename, no team move, no answer, no socket', async () => {
    const ids = [...new Set(seen.match(ANY_UUID)!.map((id) => id.toLowerCase()))];
    expect(ids.length).toBeGreaterThan(5);
    expectOk(await hostAction(t.app, e2, 'start'));
    for (const id of ids) {
      // B, a player of E2 like anyone with its code, tries each id she read as P's.
      const state = await poll(t.app, e2.eventId, id);
      if (state.status === 200) expect(state.body.player).toBeNull();
      expect((await setInfo(t.app, e2.eventId, id, 'Hijacked', e2.teams.b)).status).toBeGreaterThanOrEqual(400);
      expect((await answer(t.app, e2, id, 0, 1)).status).toBeGreaterThanOrEqual(400);
    }
    const socket = await LiveClient.connect(url);
    socket.send({ type: 'hello', role: 'player', eventId: e2.eventId, playerId: (await hostEntry(e1, 'Pat')).playerId });
    expect((await socket.closed).code).not.toBe(1000);
    expect(socket.frames.map((f) => f.message.type)).not.toContain('player-state');
    // P is untouched in E2: own name and team, and P's own answer is taken.
    const mine = expectOk(await poll(t.app, e2.eventId, p));
    expect(mine.player).toEqual({ playerId: p, name: 'Pat', teamId: e2.teams.a });
    expectOk(await answer(t.app, e2, p, 0, 2));
  });

  it('shows each player under an alias per event: a v4 UUID, stable, and another in each event', async () => {
    const inE1 = (await hostEntry(e1, 'Pat')).playerId;
    const inE2 = (await hostEntry(e2, 'Pat')).playerId;
    expect(inE1).toMatch(UUID);
    expect(inE2).toMatch(UUID);
    expect(inE1).not.toBe(inE2);
    expect((await hostEntry(e1, 'Pat')).playerId).toBe(inE1);
    const listed = (await getEvent(t.app, e1.token, e1.eventId)).players.find((x) => x.name === 'Pat');
    expect(listed?.playerId).toBe(inE1);
    expect((await get(`/teams/${e1.teams.a}`)).playerIds).toContain(inE1);
  });

  it("renames and removes by alias, in the alias's own event only", async () => {
    const f = await liveEvent(t.app, 2);
    const [ann, bob] = f.players;
    const alias = (await hostEntry(f, ann!.name)).playerId;
    // The real id, or the alias of the same player in another event, names no one here.
    await joinEvent(t.app, e1.code, ann!.id);
    const elsewhere = (await get(`/events/${e1.eventId}`)).players.at(-1).playerId;
    for (const id of [ann!.id, elsewhere, (await hostEntry(e1, 'Pat')).playerId]) {
      expectError(await hostAction(t.app, f, 'rename-player', { playerId: id, name: 'Nope' }), 404, 'Player not found');
    }
    // Another owner cannot use it in her own event either.
    expectError(await hostAction(t.app, e2, 'rename-player', { playerId: alias, name: 'Nope' }), 404, 'Player not found');
    expectOk(await hostAction(t.app, f, 'rename-player', { playerId: alias.toUpperCase(), name: 'Annie' }));
    expect(expectOk(await poll(t.app, f.eventId, ann!.id)).player.name).toBe('Annie');
    expectOk(await hostAction(t.app, f, 'remove-player', { playerId: (await hostEntry(f, bob!.name)).playerId }));
    expect((await get(`/events/${f.eventId}/live`, f.token)).players.map((x: { name: string }) => x.name)).toEqual(['Annie']);
  });

  it("keeps the editors' calls working: an event saved with its players as loaded, a team saved with its members' aliases", async () => {
    const f = await liveEvent(t.app, 3);
    const event = await getEvent(t.app, f.token, f.eventId);
    // Players travel back as the editor loaded them, plus an id that is no one's: nothing is added or stored.
    const stranger = randomUUID();
    const saved = expectOk(
      await putEvent(t.app, f.token, event, { players: [...event.players, { playerId: stranger, name: 'Ghost', teamId: null }] }),
    );
    expect(saved.players).toEqual(event.players);
    expect(saved.playerCount).toBe(3);
    expect(expectOk(await poll(t.app, f.eventId, stranger)).player).toBeNull();

    const team = await get(`/teams/${f.teams.a}`, f.token);
    expect(team.playerIds).toHaveLength(2);
    // Saved as loaded: everyone stays. A member's alias left out: that member goes back to choose a team.
    expect(expectOk(await call(t.app, 'PUT', `/teams/${f.teams.a}`, { ...team, playerIds: team.playerIds }, f.token)).playerIds).toEqual(
      team.playerIds,
    );
    const kept = team.playerIds[1];
    const [first] = f.players;
    const after = expectOk(
      await call(t.app, 'PUT', `/teams/${f.teams.a}`, { name: team.name, score: team.score, playerIds: [kept, first!.id] }, f.token),
    );
    expect(after.playerIds).toEqual([kept]);
    expect(expectOk(await poll(t.app, f.eventId, first!.id)).player).toEqual({ playerId: first!.id, name: first!.name });
  });
});
