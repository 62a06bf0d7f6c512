// Ids are canonical (lower case) from the edge on (issue 18, finding 1): an event or player id
// written in another case is the same record, reaching the same cached event, presence and room.
// PostgreSQL's uuid columns fold case, so before this the database found the event while memory
// kept each spelling apart: one player polling and answering with the event id in upper case was
// "everyone connected" of an event of their own and closed the real question for the whole room.
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { call } from './api-helpers.js';
import { expectOk, poll } from './fixtures.js';
import { hostAction, liveEvent, type LiveFixture } from './live-fixtures.js';
import { closeAllClients, LiveClient } from './live-socket-client.js';
import { buildTestApp, type TestApp } from './test-app.js';

let t: TestApp;
let socketUrl: string;
let httpBase: string;
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  socketUrl = `ws://127.0.0.1:${port}/api/live`;
  httpBase = `http://127.0.0.1:${port}/api`;
});
afterEach(closeAllClients);
afterAll(async () => t.close());

const answerAs = (f: LiveFixture, eventId: string, playerId: string, value: number) =>
  call(t.app, 'POST', '/players/answer', { eventId, playerId, activityId: f.activityId, questionIndex: 0, answer: value });

/** Long enough for an early close set off by the last answer to have reached the database. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

/** The cached events whose id is this one in any spelling. */
const cachedSpellings = (eventId: string) => t.app.eventCache.cachedEventIds().filter((id) => id.toLowerCase() === eventId);

describe('an event id in upper case', () => {
  it('cannot close the question for the room: honest answers after it are still accepted', async () => {
    const f = await liveEvent(t.app, 3);
    expectOk(await hostAction(t.app, f, 'start'));
    const [cheat, honest1, honest2] = f.players;
    // The honest players are connected (polling) and still thinking.
    for (const p of [honest1!, honest2!]) expectOk(await poll(t.app, f.eventId, p.id));
    const shouted = f.eventId.toUpperCase();
    expectOk(await poll(t.app, shouted, cheat!.id));
    expect(expectOk(await answerAs(f, shouted, cheat!.id, 2))).toEqual({ accepted: true });
    await settle();

    expect(expectOk(await answerAs(f, f.eventId, honest1!.id, 1))).toEqual({ accepted: true });
    expect(expectOk(await answerAs(f, f.eventId, honest2!.id, 2))).toEqual({ accepted: true });
    // The upper-case spelling reached the same event: one entry, and the cheat counted as connected in it.
    expect(cachedSpellings(f.eventId)).toEqual([f.eventId]);
    expect(t.app.live.isConnected(f.eventId)(cheat!.id)).toBe(true);
    const view = expectOk(await call(t.app, 'GET', `/events/${f.eventId}/live`, undefined, f.token));
    expect(view.live.counts.answered).toBe(3);
  });

  it('with the player id in upper case too, is that player of that event, over HTTP and the poll fast path', async () => {
    const f = await liveEvent(t.app, 2);
    expectOk(await hostAction(t.app, f, 'start'));
    const [p1, p2] = f.players;
    expectOk(await poll(t.app, f.eventId, p2!.id));
    const shouted = { eventId: f.eventId.toUpperCase(), playerId: p1!.id.toUpperCase() };

    const polled = expectOk(await call(t.app, 'POST', '/events/poll', shouted));
    expect(polled.event.id).toBe(f.eventId);
    expect(polled.player).toMatchObject({ playerId: p1!.id, name: p1!.name });
    // The listening server answers polls before Fastify sees them (poll-fast-path.ts): the same there.
    const before = t.app.pollFastPath.counts.answered;
    const res = await fetch(`${httpBase}/events/poll`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(shouted),
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { player: { playerId: string } }).player.playerId).toBe(p1!.id);
    expect(t.app.pollFastPath.counts.answered).toBe(before + 1);

    expect(expectOk(await answerAs(f, shouted.eventId, shouted.playerId, 2))).toEqual({ accepted: true });
    // The same player: the lower-case spelling repeats the answer (200), a different one is 409.
    expect(expectOk(await answerAs(f, f.eventId, p1!.id, 2))).toEqual({ accepted: true });
    expect((await answerAs(f, f.eventId, p1!.id, 3)).status).toBe(409);
    await settle();
    expect(expectOk(await answerAs(f, f.eventId, p2!.id, 1))).toEqual({ accepted: true });
    expect(cachedSpellings(f.eventId)).toEqual([f.eventId]);
    expect(t.app.live.isConnected(f.eventId)(p1!.id)).toBe(true);
  });

  it('says hello over the socket as the same player, in the same room', async () => {
    const f = await liveEvent(t.app, 2);
    const client = await LiveClient.connect(socketUrl);
    client.send({ type: 'hello', role: 'player', eventId: f.eventId.toUpperCase(), playerId: f.players[0]!.id.toUpperCase() });
    const state = await client.next('player-state');
    expect(state.event.id).toBe(f.eventId);
    expect(state.player?.playerId).toBe(f.players[0]!.id);
    expect(t.app.live.isConnected(f.eventId)(f.players[0]!.id)).toBe(true);
    expect(cachedSpellings(f.eventId)).toEqual([f.eventId]);
  });

  it('names the same records in the routes a manager calls (params, query strings, host actions)', async () => {
    const f = await liveEvent(t.app, 2);
    const shouted = f.eventId.toUpperCase();
    expect(expectOk(await call(t.app, 'GET', `/events/${shouted}`, undefined, f.token)).id).toBe(f.eventId);
    const teams = expectOk(await call(t.app, 'GET', `/teams/by-ids?ids=${f.teams.a.toUpperCase()},${f.teams.b}`));
    expect(teams.map((x: { id: string }) => x.id).sort()).toEqual([f.teams.a, f.teams.b].sort());
    // The host names a player by the id its view gives (whatever that is), here in upper case.
    const view = expectOk(await call(t.app, 'GET', `/events/${shouted}/live`, undefined, f.token));
    const listed = view.players.find((p: { name: string }) => p.name === f.players[0]!.name);
    const action = { action: 'rename-player', playerId: listed.playerId.toUpperCase(), name: 'Zed' };
    const renamed = expectOk(await call(t.app, 'POST', `/events/${shouted}/live`, action, f.token));
    expect(renamed.event.id).toBe(f.eventId);
    expect(renamed.players.find((p: { playerId: string }) => p.playerId === listed.playerId).name).toBe('Zed');
    expect(renamed.playerCount).toBe(2);
    expect(cachedSpellings(f.eventId)).toEqual([f.eventId]);
  });

  it('leaves the OpenAPI document answering, with ids still strings of the uuid format', async () => {
    const doc = expectOk(await call(t.app, 'GET', '/docs/json'));
    const poll = doc.paths['/api/events/poll'].post.requestBody.content['application/json'].schema;
    expect(poll.properties.eventId).toMatchObject({ type: 'string', format: 'uuid' });
  });
});
