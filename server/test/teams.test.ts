// A manager's teams (docs/PRODUCT-RULES.md#teams): CRUD, validation, mass assignment, and what deleting
// or editing a team does to the events and players using it.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@quizfest/shared';
import { call, signUpAndIn } from './api-helpers.js';
import { buildTestApp, type TestApp } from './test-app.js';
import {
  activityEntry,
  aliasOf,
  createActivity,
  createEvent,
  createTeam,
  expectError,
  getEvent,
  ISO,
  joinEvent,
  poll,
  saveEvent,
  setInfo,
  UUID,
} from './fixtures.js';

let t: TestApp;
let token: string;
let ownerId: string;
let otherToken: string;
let otherId: string;

beforeAll(async () => {
  t = await buildTestApp();
  ({ token, id: ownerId } = await signUpAndIn(t.app));
  ({ token: otherToken, id: otherId } = await signUpAndIn(t.app));
});
afterAll(async () => {
  await t?.close();
});

const get = (id: string, as = token) => call(t.app, 'GET', `/teams/${id}`, undefined, as);
const put = (id: string, body: Record<string, unknown>, as = token) => call(t.app, 'PUT', `/teams/${id}`, body, as);
const valid = { name: 'Renamed', score: 0, playerIds: [] };

describe('POST /teams and GET /teams/{id}', () => {
  it('creates a team (201 {id}) with a trimmed name, score 0 and no players', async () => {
    const res = await call(t.app, 'POST', '/teams', { name: '  The Quizzards  ' }, token);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.stringMatching(UUID) });

    const team = await get(res.body.id);
    expect(team.status).toBe(200);
    expect(team.body).toEqual({
      id: res.body.id,
      ownerId,
      name: 'The Quizzards',
      score: 0,
      imageUrl: null,
      playerIds: [],
      players: [],
      createdAt: expect.stringMatching(ISO),
      updatedAt: expect.stringMatching(ISO),
    });
  });

  it.each([
    ['a missing name', {}],
    ['an empty name', { name: '' }],
    ['a blank name', { name: '   ' }],
    ['a name that is not a string', { name: 12 }],
  ])('refuses %s with 400 naming the field', async (_, body) => {
    expectError(await call(t.app, 'POST', '/teams', body, token), 400, /^name\b/);
  });

  it('refuses at creation a name longer than a team name may be, so that the editor can always save it', async () => {
    // PUT /teams/{id} and players' create-team cap team names at LIMITS.teamNameMax characters.
    expectError(await call(t.app, 'POST', '/teams', { name: 'x'.repeat(LIMITS.teamNameMax + 1) }, token), 400, /^name\b/);
    expect((await call(t.app, 'POST', '/teams', { name: 'x'.repeat(LIMITS.teamNameMax) }, token)).status).toBe(201);
  });

  it('answers 404 for an unknown team and 400 for an id that is not a UUID', async () => {
    expectError(await get(randomUUID()), 404, 'Team not found');
    expectError(await get('not-a-uuid'), 400, /^id\b/);
  });
});

describe('GET /teams', () => {
  it('lists only the manager’s own teams, newest first', async () => {
    const manager = await signUpAndIn(t.app);
    const first = await createTeam(t.app, manager.token, 'First');
    const second = await createTeam(t.app, manager.token, 'Second');
    await createTeam(t.app, otherToken, 'Not mine');
    const res = await call(t.app, 'GET', '/teams', undefined, manager.token);
    expect(res.status).toBe(200);
    expect(res.body.map((x: { id: string }) => x.id)).toEqual([second, first]);
    expect(res.body[0]).toEqual({
      id: second,
      ownerId: manager.id,
      name: 'Second',
      score: 0,
      imageUrl: null,
      playerIds: [],
      players: [],
      createdAt: expect.stringMatching(ISO),
      updatedAt: expect.stringMatching(ISO),
    });
  });

  it('answers an empty list for a new manager', async () => {
    const manager = await signUpAndIn(t.app);
    expect((await call(t.app, 'GET', '/teams', undefined, manager.token)).body).toEqual([]);
  });
});

describe('PUT /teams/{id}', () => {
  it('saves name (trimmed), score and image, and returns the team', async () => {
    const id = await createTeam(t.app, token);
    const before = (await get(id)).body;
    const res = await put(id, { name: '  Brainiacs ', score: 42, playerIds: [], imageUrl: 'https://cdn.example.com/logo.png' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      ...before,
      name: 'Brainiacs',
      score: 42,
      imageUrl: 'https://cdn.example.com/logo.png',
      updatedAt: expect.stringMatching(ISO),
    });
    expect(Date.parse(res.body.updatedAt)).toBeGreaterThanOrEqual(Date.parse(before.updatedAt));
    expect((await get(id)).body).toEqual(res.body);
  });

  it('accepts a negative whole score', async () => {
    const id = await createTeam(t.app, token);
    expect((await put(id, { ...valid, score: -3 })).body.score).toBe(-3);
  });

  it.each([
    ['a fractional score', { score: 1.5 }, 'score must be a whole number'],
    ['a score sent as a string', { score: '3' }, /^score\b/],
    ['a missing score', { score: undefined }, /^score\b/],
    ['a huge score', { score: 1e12 }, /^score\b/],
    ['a blank name', { name: '  ' }, /^name\b/],
    ['a name over the team limit', { name: 'x'.repeat(LIMITS.teamNameMax + 1) }, /^name\b/],
    ['player ids that are not UUIDs', { playerIds: ['player-1'] }, /^playerIds\.0\b/],
  ])('refuses %s with 400', async (_, change, message) => {
    const id = await createTeam(t.app, token);
    expectError(await put(id, { ...valid, ...change }), 400, message);
  });

  it.each([
    ['an https URL', 'https://example.com/team.png'],
    ['an http URL', 'http://example.com/a/b.jpg?size=100'],
    ['an uploaded file name', '3f1e2d4c-5b6a-4789-8abc-def012345678.png'],
  ])('accepts %s as the image', async (_, imageUrl) => {
    const id = await createTeam(t.app, token);
    expect((await put(id, { ...valid, imageUrl })).body.imageUrl).toBe(imageUrl);
  });

  it.each([
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a data: URL', 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4='],
    ['a path', '/etc/passwd'],
    ['a parent path', '../secrets.png'],
    ['a protocol-relative URL', '//evil.example.com/x.png'],
  ])('refuses %s as the image with 400', async (_, imageUrl) => {
    const id = await createTeam(t.app, token);
    expectError(await put(id, { ...valid, imageUrl }), 400, 'imageUrl must be an http(s) URL or an uploaded file name');
  });

  it('clears the image with an empty string or null', async () => {
    const id = await createTeam(t.app, token);
    await put(id, { ...valid, imageUrl: 'https://example.com/a.png' });
    expect((await put(id, { ...valid, imageUrl: '' })).body.imageUrl).toBeNull();
    await put(id, { ...valid, imageUrl: 'https://example.com/a.png' });
    expect((await put(id, { ...valid, imageUrl: null })).body.imageUrl).toBeNull();
  });

  it('ignores ownerId, id, createdAt and updatedAt in the body (mass assignment)', async () => {
    const id = await createTeam(t.app, token);
    const before = (await get(id)).body;
    const res = await put(id, {
      ...valid,
      id: randomUUID(),
      ownerId: otherId,
      createdAt: '2000-01-01T00:00:00.000Z',
      updatedAt: '2000-01-01T00:00:00.000Z',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, ownerId, createdAt: before.createdAt });
    expect(res.body.updatedAt).not.toBe('2000-01-01T00:00:00.000Z');
    expectError(await get(id, otherToken), 404, 'Team not found');
    expect((await get(id)).body.ownerId).toBe(ownerId);
  });

  it('does not let the manager invent players: unknown ids in playerIds are dropped', async () => {
    const id = await createTeam(t.app, token);
    const res = await put(id, { ...valid, playerIds: [randomUUID(), randomUUID()] });
    expect(res.status).toBe(200);
    expect(res.body.playerIds).toEqual([]);
  });

  it('answers 404 for an unknown team and for another manager’s team', async () => {
    expectError(await put(randomUUID(), valid), 404, 'Team not found');
    const id = await createTeam(t.app, token, 'Mine');
    expectError(await put(id, valid, otherToken), 404, 'Team not found');
    expect((await get(id)).body.name).toBe('Mine');
  });
});

/** An event using the given teams, its first activity with preset teams only, and a code to join. */
async function eventWithTeams(teamIds: string[]) {
  const quiz = await createActivity(t.app, token, 'quiz');
  const event = await createEvent(t.app, token);
  return saveEvent(t.app, token, event, { teamIds, activities: [activityEntry(quiz)] });
}

describe('players of a team', () => {
  it('lists the players who chose the team; removing one in the editor sends them back to the team choice', async () => {
    const teamId = await createTeam(t.app, token);
    const event = await eventWithTeams([teamId]);
    const ann = await joinEvent(t.app, event.code);
    const bob = await joinEvent(t.app, event.code);
    expect((await setInfo(t.app, event.id, ann.playerId, 'Ann', teamId)).status).toBe(200);
    expect((await setInfo(t.app, event.id, bob.playerId, 'Bob', teamId)).status).toBe(200);
    // The owner sees each player under its alias in the event (player-aliases.test.ts), and sends those back.
    const [annAlias, bobAlias] = [await aliasOf(t.app, event.id, ann.playerId), await aliasOf(t.app, event.id, bob.playerId)];
    expect((await get(teamId)).body.playerIds).toEqual([annAlias, bobAlias]);
    // Issue 19: the editor showed these ids bare; it gets each name, and the event it played, beside its alias.
    const eventName = event.name;
    expect((await get(teamId)).body.players).toEqual([
      { id: annAlias, name: 'Ann', eventName },
      { id: bobAlias, name: 'Bob', eventName },
    ]);

    const res = await put(teamId, { ...valid, playerIds: [bobAlias] });
    expect(res.body.playerIds).toEqual([bobAlias]);
    expect(res.body.players).toEqual([{ id: bobAlias, name: 'Bob', eventName }]);
    // Ann keeps her name but must choose a team again: her record loses its teamId key.
    expect((await poll(t.app, event.id, ann.playerId)).body.player).toEqual({ playerId: ann.playerId, name: 'Ann' });
    expect((await poll(t.app, event.id, bob.playerId)).body.player).toEqual({ playerId: bob.playerId, name: 'Bob', teamId });
  });
});

describe('DELETE /teams/{id}', () => {
  it('deletes (204), then the team is gone (404 on GET, PUT and DELETE)', async () => {
    const id = await createTeam(t.app, token);
    const res = await call(t.app, 'DELETE', `/teams/${id}`, undefined, token);
    expect(res.status).toBe(204);
    expect(res.raw.body).toBe('');
    expectError(await get(id), 404, 'Team not found');
    expectError(await put(id, valid), 404);
    expectError(await call(t.app, 'DELETE', `/teams/${id}`, undefined, token), 404);
  });

  it('refuses another manager’s team with 404 and keeps it', async () => {
    const id = await createTeam(t.app, token);
    expectError(await call(t.app, 'DELETE', `/teams/${id}`, undefined, otherToken), 404, 'Team not found');
    expect((await get(id)).status).toBe(200);
  });

  it('removes the team from every event and sends its players back to the team choice', async () => {
    const doomed = await createTeam(t.app, token, 'Doomed');
    const kept = await createTeam(t.app, token, 'Kept');
    const first = await eventWithTeams([doomed, kept]);
    const second = await eventWithTeams([kept, doomed]);
    const ann = await joinEvent(t.app, first.code);
    const bob = await joinEvent(t.app, first.code);
    const cid = await joinEvent(t.app, second.code);
    await setInfo(t.app, first.id, ann.playerId, 'Ann', doomed);
    await setInfo(t.app, first.id, bob.playerId, 'Bob', kept);
    await setInfo(t.app, second.id, cid.playerId, 'Cid', doomed);
    // Polls fill the cache: the delete must not leave stale views behind.
    expect((await poll(t.app, first.id, ann.playerId)).body.player.teamId).toBe(doomed);

    expect((await call(t.app, 'DELETE', `/teams/${doomed}`, undefined, token)).status).toBe(204);

    expect((await getEvent(t.app, token, first.id)).teamIds).toEqual([kept]);
    expect((await getEvent(t.app, token, second.id)).teamIds).toEqual([kept]);
    const annView = (await poll(t.app, first.id, ann.playerId)).body;
    expect(annView.event.teamIds).toEqual([kept]);
    expect(annView.player).toEqual({ playerId: ann.playerId, name: 'Ann' });
    expect((await poll(t.app, second.id, cid.playerId)).body.player).toEqual({ playerId: cid.playerId, name: 'Cid' });
    expect((await poll(t.app, first.id, bob.playerId)).body.player).toEqual({ playerId: bob.playerId, name: 'Bob', teamId: kept });
    const players = (await getEvent(t.app, token, first.id)).players;
    const annAlias = await aliasOf(t.app, first.id, ann.playerId);
    expect(players.find((p) => p.playerId === annAlias)).toEqual({ playerId: annAlias, name: 'Ann', teamId: null });
    expect((await get(kept)).body.playerIds).toEqual([await aliasOf(t.app, first.id, bob.playerId)]);
  });
});

describe('GET /events/{id}/teams (issue 9 item 9)', () => {
  it('gives players and screens every team of the event, in its order, however many: the URL does not grow', async () => {
    // Past about 415 teams the old `GET /teams/by-ids?ids=…` passed Node's 16 KB header limit (431).
    const teamIds: string[] = [];
    for (let batch = 0; batch < 9; batch++) {
      teamIds.push(...(await Promise.all(Array.from({ length: 50 }, (_, i) => createTeam(t.app, token, `Team ${batch * 50 + i}`)))));
    }
    const event = await saveEvent(t.app, token, await createEvent(t.app, token), { teamIds });
    const res = await call(t.app, 'GET', `/events/${event.id}/teams`);
    expect(res.status).toBe(200);
    expect(res.body.map((team: { id: string }) => team.id)).toEqual(teamIds);
    expect(res.body[0]).toEqual({ id: teamIds[0], name: 'Team 0', imageUrl: null, score: 0 });
    expect(`/api/events/${event.id}/teams`.length).toBeLessThan(100);
  });

  it('follows the event: a team a player creates appears, public fields only', async () => {
    const quiz = await createActivity(t.app, token, 'quiz');
    const event = await saveEvent(t.app, token, await createEvent(t.app, token), {
      activities: [activityEntry(quiz, { teamsConfig: 'allow_custom_teams' })],
    });
    expect((await call(t.app, 'GET', `/events/${event.id}/teams`)).body).toEqual([]);
    const { playerId } = await joinEvent(t.app, event.code);
    const created = (await call(t.app, 'POST', '/players/create-team', { eventId: event.id, playerId, name: 'Owls' })).body;
    const res = await call(t.app, 'GET', `/events/${event.id}/teams`);
    expect(res.body).toEqual([{ id: created.id, name: 'Owls', imageUrl: null, score: 0 }]);
    expect(res.raw.body).not.toContain(ownerId);
    expect(res.raw.body).not.toContain(playerId);
  });

  it('answers 404 for an unknown event and 400 for a malformed id', async () => {
    expectError(await call(t.app, 'GET', `/events/${randomUUID()}/teams`), 404, 'Event not found');
    expectError(await call(t.app, 'GET', '/events/not-an-id/teams'), 400, /^id\b/);
  });
});
