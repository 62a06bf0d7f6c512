// The rules of a player's record once joined (issue 18, item 9). A player who answered right used
// to switch team mid-question and have the reveal credit the new team; a player the host renamed
// renamed straight back; a removed player re-joined at once with the same id. Now: a team choice
// may change only before the game starts; a name the host set stays; removal is a ban from the
// event that survives a restart and a dump round trip.
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SOCKET_CLOSE } from '@quizfest/shared';
import { buildApp } from '../src/app.js';
import { PLAYER_REMOVED } from '../src/players/joining.js';
import { NAME_SET_BY_HOST, TEAMS_LOCKED } from '../src/players/naming.js';
import { exportDumpFile, importDumpFile } from './admin-fixtures.js';
import { call, signUpAndIn } from './api-helpers.js';
import {
  activityEntry,
  aliasOf,
  createActivity,
  createEvent,
  expectError,
  expectOk,
  joinEvent,
  poll,
  saveEvent,
  setInfo,
} from './fixtures.js';
import { answer, hostAction, liveEvent, QUESTIONS, type LiveFixture } from './live-fixtures.js';
import { closeAllClients, LiveClient } from './live-socket-client.js';
import { buildTestApp, testConfig, type TestApp } from './test-app.js';

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/live`;
});
afterEach(closeAllClients);
afterAll(async () => t.close());

const hostView = async (f: LiveFixture) => expectOk(await call(t.app, 'GET', `/events/${f.eventId}/live`, undefined, f.token));
const act = async (f: LiveFixture, action: string, playerId: string, extra: Record<string, unknown> = {}) =>
  expectOk(await hostAction(t.app, f, action, { playerId: await aliasOf(t.app, f.eventId, playerId), ...extra }));

describe('a team choice', () => {
  it('may change in the lobby, and is kept once the game has started: the reveal credits the team chosen', async () => {
    const f = await liveEvent(t.app, 2);
    const [ann, bob] = f.players;
    // In the lobby: Ann moves to team b and back.
    expect(expectOk(await setInfo(t.app, f.eventId, ann!.id, ann!.name, f.teams.b)).teamId).toBe(f.teams.b);
    expect(expectOk(await setInfo(t.app, f.eventId, ann!.id, ann!.name, f.teams.a)).teamId).toBe(f.teams.a);

    expectOk(await hostAction(t.app, f, 'start'));
    // Ann answers right, then tries to carry her points to team b mid-question.
    expectOk(await answer(t.app, f, ann!.id, 0, 2));
    expectError(await setInfo(t.app, f.eventId, ann!.id, ann!.name, f.teams.b), 409, TEAMS_LOCKED);
    expectError(await setInfo(t.app, f.eventId, ann!.id, ann!.name, ''), 400);
    // Her name may change; her team stays.
    expect(expectOk(await setInfo(t.app, f.eventId, ann!.id, 'Annie', f.teams.a))).toEqual({
      playerId: ann!.id,
      name: 'Annie',
      teamId: f.teams.a,
    });
    const revealed = expectOk(await hostAction(t.app, f, 'reveal'));
    const points = Object.fromEntries(revealed.teams.map((team: { id: string; points: number }) => [team.id, team.points]));
    expect(points[f.teams.a]).toBeGreaterThan(0);
    expect(points[f.teams.b]).toBe(0);
    // Bob, in team b, may not move to team a either.
    expectError(await setInfo(t.app, f.eventId, bob!.id, bob!.name, f.teams.a), 409, TEAMS_LOCKED);
  });

  it('is made by a player joining late, and a teamless player keeps being teamless', async () => {
    const { token } = await signUpAndIn(t.app);
    const quiz = await createActivity(t.app, token);
    expectOk(await call(t.app, 'PUT', `/activities/quiz/${quiz}`, { name: 'Quiz', questions: QUESTIONS }, token));
    const team = expectOk(await call(t.app, 'POST', '/teams', { name: 'Owls' }, token), 201).id;
    const event = await saveEvent(t.app, token, await createEvent(t.app, token), {
      teamIds: [team],
      activities: [activityEntry(quiz, { allowTeamlessPlayers: true })],
    });
    const solo = await joinEvent(t.app, event.code);
    expectOk(await setInfo(t.app, event.id, solo.playerId, 'Solo', ''));
    expectOk(await call(t.app, 'POST', `/events/${event.id}/live`, { action: 'start' }, token));

    const late = await joinEvent(t.app, event.code);
    expect(expectOk(await setInfo(t.app, event.id, late.playerId, 'Late', team)).teamId).toBe(team);
    expectError(await setInfo(t.app, event.id, solo.playerId, 'Solo', team), 409, TEAMS_LOCKED);
    expect(expectOk(await setInfo(t.app, event.id, solo.playerId, 'Solo again', ''))).toEqual({
      playerId: solo.playerId,
      name: 'Solo again',
      teamId: null,
    });
  });
});

describe('a name the host set', () => {
  it('stays: the player may say it again but not change it, on the batched teamless way too, and it shows after a reload', async () => {
    const f = await liveEvent(t.app, 2);
    const [ann] = f.players;
    await act(f, 'rename-player', ann!.id, { name: 'Polite Name' });
    expectError(await setInfo(t.app, f.eventId, ann!.id, 'Rude Name', f.teams.a), 409, NAME_SET_BY_HOST);
    expect(expectOk(await poll(t.app, f.eventId, ann!.id)).player.name).toBe('Polite Name');
    expect(expectOk(await setInfo(t.app, f.eventId, ann!.id, 'Polite Name', f.teams.a)).name).toBe('Polite Name');

    // An event without teams, cached: naming goes the batched way (naming.ts teamlessNamer).
    const { token } = await signUpAndIn(t.app);
    const quiz = await createActivity(t.app, token);
    const event = await saveEvent(t.app, token, await createEvent(t.app, token), {
      activities: [activityEntry(quiz, { teamsConfig: 'no_teams' })],
    });
    const solo = await joinEvent(t.app, event.code);
    expectOk(await setInfo(t.app, event.id, solo.playerId, 'Prank', ''));
    expectOk(
      await call(
        t.app,
        'POST',
        `/events/${event.id}/live`,
        { action: 'rename-player', playerId: await aliasOf(t.app, event.id, solo.playerId), name: 'Fixed' },
        token,
      ),
    );
    await poll(t.app, event.id, solo.playerId);
    expectError(await setInfo(t.app, event.id, solo.playerId, 'Prank', ''), 409, NAME_SET_BY_HOST);
    expect(expectOk(await poll(t.app, event.id, solo.playerId)).player.name).toBe('Fixed');
  });
});

describe('removal by the host', () => {
  it('bans the id from the event: join, poll, set-info, create-team, answer and socket get 403 with why', async () => {
    const f = await liveEvent(t.app, 3);
    const [ann, bob] = f.players;
    const socket = await LiveClient.connect(url);
    socket.send({ type: 'hello', role: 'player', eventId: f.eventId, playerId: ann!.id });
    await socket.next('player-state');
    expectOk(await hostAction(t.app, f, 'start'));
    expectOk(await answer(t.app, f, ann!.id, 0, 2));

    await act(f, 'remove-player', ann!.id);
    // The open socket hears why, and is sent back to joining.
    expect(await socket.next('gone')).toEqual({ type: 'gone', error: PLAYER_REMOVED });
    expect((await socket.closed).code).toBe(SOCKET_CLOSE.gone);

    expectError(await call(t.app, 'POST', '/events/join', { code: f.code, playerId: ann!.id }), 403, PLAYER_REMOVED);
    expectError(await poll(t.app, f.eventId, ann!.id), 403, PLAYER_REMOVED);
    expectError(await setInfo(t.app, f.eventId, ann!.id, 'Back again', f.teams.a), 403, PLAYER_REMOVED);
    expectError(
      await call(t.app, 'POST', '/players/create-team', { eventId: f.eventId, playerId: ann!.id, name: 'Comeback' }),
      403,
      PLAYER_REMOVED,
    );
    expectError(await answer(t.app, f, ann!.id, 0, 2), 403, PLAYER_REMOVED);
    const again = await LiveClient.connect(url);
    again.send({ type: 'hello', role: 'player', eventId: f.eventId, playerId: ann!.id });
    expect(await again.next('error')).toEqual({ type: 'error', error: PLAYER_REMOVED });
    expect((await again.closed).code).toBe(SOCKET_CLOSE.gone);

    // The host sees the player gone: not listed, not counted, not in a team, the answer gone with them.
    const view = await hostView(f);
    expect(view.players.map((p: { name: string }) => p.name)).toEqual([bob!.name, f.players[2]!.name]);
    expect(view.playerCount).toBe(2);
    expect(view.live.counts).toMatchObject({ players: 2, answered: 0 });
    expect(view.teams.find((team: { id: string }) => team.id === f.teams.a).members).toBe(1);
    expectError(
      await hostAction(t.app, f, 'remove-player', { playerId: await aliasOf(t.app, f.eventId, ann!.id) }),
      404,
      'Player not found',
    );
    expect((await call(t.app, 'GET', `/events/${f.eventId}`, undefined, f.token)).body.players).toHaveLength(2);
    // Anyone else still joins and plays; the ban is this event's only.
    expect(expectOk(await poll(t.app, f.eventId, bob!.id)).player.name).toBe(bob!.name);
    const other = await liveEvent(t.app, 0);
    expect((await joinEvent(t.app, other.code, ann!.id)).eventId).toBe(other.eventId);
  });

  it('survives a restart of the server and a dump round trip, and so does a host rename', async () => {
    const f = await liveEvent(t.app, 2);
    const [ann, bob] = f.players;
    await act(f, 'remove-player', ann!.id);
    await act(f, 'rename-player', bob!.id, { name: 'Host Named' });

    // A new server on the same database: nothing of the old one's memory.
    const restarted = await buildApp({ database: t.database, config: testConfig(), logger: false });
    try {
      expectError(await poll(restarted, f.eventId, ann!.id), 403, PLAYER_REMOVED);
      expectError(await call(restarted, 'POST', '/events/join', { code: f.code, playerId: ann!.id }), 403, PLAYER_REMOVED);
      expectError(await setInfo(restarted, f.eventId, bob!.id, 'Self Named', f.teams.b), 409, NAME_SET_BY_HOST);
    } finally {
      await restarted.close();
    }

    const admin = await signUpAndIn(t.app, 'admin');
    const { zip } = await exportDumpFile(t.app, admin.token);
    const restored = await buildTestApp();
    try {
      const restorer = await signUpAndIn(restored.app, 'admin');
      expect((await importDumpFile(restored.app, restorer.token, zip)).status).toBe(200);
      expectError(await call(restored.app, 'POST', '/events/join', { code: f.code, playerId: ann!.id }), 403, PLAYER_REMOVED);
      expectError(await poll(restored.app, f.eventId, ann!.id), 403, PLAYER_REMOVED);
      expectError(await setInfo(restored.app, f.eventId, bob!.id, 'Self Named', f.teams.b), 409, NAME_SET_BY_HOST);
      expect(expectOk(await poll(restored.app, f.eventId, bob!.id)).player.name).toBe('Host Named');
    } finally {
      await restored.close();
    }
  });

  it('leaves a fresh id free to join the event', async () => {
    const f = await liveEvent(t.app, 1);
    await act(f, 'remove-player', f.players[0]!.id);
    expect((await joinEvent(t.app, f.code, randomUUID())).eventId).toBe(f.eventId);
  });
});
