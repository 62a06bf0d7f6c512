// A manager's events (docs/PRODUCT-RULES.md#events and #event-codes): creation with a generated code and
// a default window, the list, the editor's load and save with its validation, and deletion.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { HOST_VIEW_PLAYERS, LIMITS, type Event } from '@quizfest/shared';
import { call, signUpAndIn } from './api-helpers.js';
import { buildTestApp, type TestApp } from './test-app.js';
import {
  activityEntry,
  aliasOf,
  createActivity,
  createEvent,
  createTeam,
  endEvent,
  eventBody,
  expectError,
  getEvent,
  hoursFromNow,
  ISO,
  joinEvent,
  putEvent,
  saveEvent,
  setInfo,
  UUID,
} from './fixtures.js';

// Codes are random; to test what happens when one is drawn twice, a test may queue the next draws.
const nextCodes = vi.hoisted(() => [] as string[]);
vi.mock('../src/events/event-code.js', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../src/events/event-code.js')>();
  return { ...actual, randomEventCode: () => nextCodes.shift() ?? actual.randomEventCode() };
});

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
beforeEach(() => {
  nextCodes.length = 0;
});
afterAll(async () => {
  await t?.close();
});

const END_BEFORE_START = 'End date must be after start date';

describe('POST /events', () => {
  it('creates an event (201 {id}) with a 4-letter code, a valid window starting now, and nothing in it', async () => {
    const before = Date.now();
    const res = await call(t.app, 'POST', '/events', { name: '  Friday quiz  ' }, token);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.stringMatching(UUID) });

    const event = await getEvent(t.app, token, res.body.id);
    expect(event).toEqual({
      id: res.body.id,
      ownerId,
      name: 'Friday quiz',
      code: expect.stringMatching(/^[A-Z]{4}$/),
      startDate: expect.stringMatching(ISO),
      endDate: expect.stringMatching(ISO),
      teamIds: [],
      players: [],
      playerCount: 0,
      activities: [],
      screenIds: [],
      createdAt: expect.stringMatching(ISO),
      updatedAt: expect.stringMatching(ISO),
    });
    // Open now (to the minute) and still running: players can join at once.
    expect(Date.parse(event.startDate)).toBeLessThanOrEqual(Date.now());
    expect(Date.parse(event.startDate)).toBeGreaterThan(before - 61_000);
    expect(Date.parse(event.endDate)).toBeGreaterThan(Date.now());
  });

  it('refuses a blank name with 400', async () => {
    expectError(await call(t.app, 'POST', '/events', { name: ' ' }, token), 400, /^name\b/);
    expectError(await call(t.app, 'POST', '/events', {}, token), 400, /^name\b/);
  });

  it('gives every live event its own code', async () => {
    const events = await Promise.all(Array.from({ length: 20 }, (_, i) => createEvent(t.app, token, `E${i}`)));
    expect(new Set(events.map((e) => e.code)).size).toBe(20);
  });

  it('draws again when the code belongs to a live event', async () => {
    nextCodes.push('QQQQ', 'QQQQ', 'WWWW');
    const first = await createEvent(t.app, token);
    const second = await createEvent(t.app, otherToken);
    expect(first.code).toBe('QQQQ');
    expect(second.code).toBe('WWWW');
  });

  it('reuses the code of an ended event, and a join then finds the live one', async () => {
    nextCodes.push('RRRR');
    const old = await endEvent(t.app, token, await createEvent(t.app, token, 'Last week'));
    nextCodes.push('RRRR');
    const fresh = await createEvent(t.app, otherToken, 'Tonight');
    expect(fresh.code).toBe('RRRR');
    expect((await call(t.app, 'POST', '/events/join', { code: 'RRRR', playerId: randomUUID() })).body).toEqual({ eventId: fresh.id });
    expect(old.code).toBe('RRRR');
  });

  it('gives an ended event a new code when it is moved back into the future while its code is in use', async () => {
    nextCodes.push('TTTT');
    const old = await endEvent(t.app, token, await createEvent(t.app, token));
    nextCodes.push('TTTT');
    await createEvent(t.app, otherToken);
    nextCodes.push('TTTT', 'UUUU');
    const revived = await saveEvent(t.app, token, old, { startDate: hoursFromNow(-1), endDate: hoursFromNow(2) });
    expect(revived.code).toBe('UUUU');
  });
});

describe('GET /events and GET /events/{id}', () => {
  it('lists only the manager’s own events, newest first, with their players', async () => {
    const manager = await signUpAndIn(t.app);
    const first = await createEvent(t.app, manager.token, 'First');
    const second = await createEvent(t.app, manager.token, 'Second');
    await createEvent(t.app, otherToken, 'Not mine');
    const player = await joinEvent(t.app, first.code);

    const res = await call(t.app, 'GET', '/events', undefined, manager.token);
    expect(res.status).toBe(200);
    expect(res.body.map((e: Event) => e.id)).toEqual([second.id, first.id]);
    // Each under its alias in the event (player-aliases.test.ts), never its real id.
    expect(res.body[1].players).toEqual([{ playerId: await aliasOf(t.app, res.body[1].id, player.playerId), name: null, teamId: null }]);
    expect(res.body[0]).toEqual(second);
  });

  it('answers 404 for an unknown event and for another manager’s, 400 for a malformed id', async () => {
    const event = await createEvent(t.app, token);
    expectError(await call(t.app, 'GET', `/events/${randomUUID()}`, undefined, token), 404, 'Event not found');
    expectError(await call(t.app, 'GET', `/events/${event.id}`, undefined, otherToken), 404, 'Event not found');
    expectError(await call(t.app, 'GET', '/events/ABCD', undefined, token), 400, /^id\b/);
  });
});

describe('PUT /events/{id}', () => {
  it('saves name, dates, teams and activities, and returns the event', async () => {
    const event = await createEvent(t.app, token);
    const teamA = await createTeam(t.app, token, 'A');
    const teamB = await createTeam(t.app, token, 'B');
    const quiz = await createActivity(t.app, token, 'quiz');
    const entry = activityEntry(quiz, { teamsConfig: 'allow_custom_teams', allowTeamlessPlayers: true });
    const startDate = '2031-05-01T18:00:00.000Z';
    const endDate = '2031-05-01T22:30:00.000Z';
    const res = await putEvent(t.app, token, event, {
      name: ' Renamed ',
      teamIds: [teamA, teamB],
      activities: [entry],
      startDate,
      endDate,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      ...event,
      name: 'Renamed',
      teamIds: [teamA, teamB],
      activities: [entry],
      startDate,
      endDate,
      updatedAt: expect.stringMatching(ISO),
    });
    expect(await getEvent(t.app, token, event.id)).toEqual(res.body);
  });

  it('accepts dates with a time-zone offset and stores the same instant', async () => {
    const event = await createEvent(t.app, token);
    const res = await putEvent(t.app, token, event, { startDate: '2031-05-01T20:00:00+02:00', endDate: '2031-05-01T23:00:00+02:00' });
    expect(res.body).toMatchObject({ startDate: '2031-05-01T18:00:00.000Z', endDate: '2031-05-01T21:00:00.000Z' });
  });

  it('refuses an end before (or at) the start with 400 and the spec’s message, and keeps the event', async () => {
    const event = await createEvent(t.app, token);
    const before = await putEvent(t.app, token, event, { startDate: '2031-05-01T20:00:00.000Z', endDate: '2031-05-01T19:00:00.000Z' });
    expectError(before, 400, 'endDate: End date must be after start date');
    expect(before.body.error).toContain(END_BEFORE_START);
    const equal = await putEvent(t.app, token, event, { startDate: '2031-05-01T20:00:00.000Z', endDate: '2031-05-01T20:00:00.000Z' });
    expectError(equal, 400, /End date must be after start date/);
    expect(await getEvent(t.app, token, event.id)).toEqual(event);
  });

  it.each([
    ['a date that is not ISO 8601', { startDate: 'next friday' }, /^startDate\b/],
    ['a missing end date', { endDate: undefined }, /^endDate\b/],
    ['a blank name', { name: '  ' }, /^name\b/],
    ['a team id that is not a UUID', { teamIds: ['team-1'] }, /^teamIds\.0\b/],
  ])('refuses %s with 400', async (_, change, message) => {
    const event = await createEvent(t.app, token);
    expectError(await putEvent(t.app, token, event, change as never), 400, message);
  });

  it('refuses a team of another manager, or an unknown one, with 400 naming teamIds', async () => {
    const event = await createEvent(t.app, token);
    const theirs = await createTeam(t.app, otherToken);
    expectError(await putEvent(t.app, token, event, { teamIds: [theirs] }), 400, `teamIds: team ${theirs} does not exist`);
    expectError(await putEvent(t.app, token, event, { teamIds: [randomUUID()] }), 400, /^teamIds: /);
    expect((await getEvent(t.app, token, event.id)).teamIds).toEqual([]);
  });

  it('stores each team once', async () => {
    const event = await createEvent(t.app, token);
    const team = await createTeam(t.app, token);
    expect((await saveEvent(t.app, token, event, { teamIds: [team, team] })).teamIds).toEqual([team]);
  });

  it("refuses an activity entry with no activity chosen (modelId '') with 400", async () => {
    const event = await createEvent(t.app, token);
    expectError(
      await putEvent(t.app, token, event, { activities: [activityEntry('')] }),
      400,
      'activities: Activity 1 has no activity selected',
    );
  });

  it('refuses an activity of another manager, an unknown one, or a malformed id with 400, never 500', async () => {
    const event = await createEvent(t.app, token);
    const mine = await createActivity(t.app, token, 'quiz');
    const theirs = await createActivity(t.app, otherToken, 'quiz');
    const message = 'activities: Activity 2 refers to an activity that does not exist';
    for (const modelId of [theirs, randomUUID(), 'not-a-uuid', "x' or 1=1 --"]) {
      expectError(await putEvent(t.app, token, event, { activities: [activityEntry(mine), activityEntry(modelId)] }), 400, message);
    }
    expect((await getEvent(t.app, token, event.id)).activities).toEqual([]);
  });

  it('takes an activity or team id sent in upper case as the same id, stored as the server writes it', async () => {
    const event = await createEvent(t.app, token);
    const quiz = await createActivity(t.app, token, 'quiz');
    const team = await createTeam(t.app, token);
    const saved = await saveEvent(t.app, token, event, { teamIds: [team.toUpperCase()], activities: [activityEntry(quiz.toUpperCase())] });
    expect(saved.teamIds).toEqual([team]);
    expect(saved.activities).toEqual([expect.objectContaining({ modelId: quiz, type: 'quiz' })]);
  });

  it('refuses two entries with the same id with 400', async () => {
    const event = await createEvent(t.app, token);
    const quiz = await createActivity(t.app, token, 'quiz');
    const entry = activityEntry(quiz);
    expectError(await putEvent(t.app, token, event, { activities: [entry, { ...entry }] }), 400, /^activities: Activity 2 repeats the id/);
  });

  it('refuses unknown rule values with 400', async () => {
    const event = await createEvent(t.app, token);
    const quiz = await createActivity(t.app, token, 'quiz');
    const entry = { ...activityEntry(quiz), rules: { teamsConfig: 'anything_goes', allowTeamlessPlayers: false } };
    expectError(await putEvent(t.app, token, event, { activities: [entry as never] }), 400, /^activities\.0\.rules\.teamsConfig\b/);
  });

  it('takes the type of an entry from its activity, and fills in the default type and rules', async () => {
    const event = await createEvent(t.app, token);
    const draw = await createActivity(t.app, token, 'draw');
    const gallery = await createActivity(t.app, token, 'gallery');
    const res = await putEvent(t.app, token, event, {
      activities: [
        { ...activityEntry(draw), type: 'quiz' },
        { id: 'activity-1700000000000', modelId: gallery },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.activities).toEqual([
      expect.objectContaining({ modelId: draw, type: 'draw' }),
      {
        id: 'activity-1700000000000',
        modelId: gallery,
        type: 'gallery',
        rules: { allowTeamlessPlayers: false, teamsConfig: 'only_preset_teams' },
      },
    ]);
  });

  it('ignores ownerId, code, id and createdAt; players and screens are the join calls’ to record', async () => {
    const event = await createEvent(t.app, token);
    const player = await joinEvent(t.app, event.code);
    const screenId = randomUUID();
    await call(t.app, 'POST', '/events/join-as-screen', { code: event.code, screenId });
    const loaded = await getEvent(t.app, token, event.id);

    const res = await call(
      t.app,
      'PUT',
      `/events/${event.id}`,
      {
        ...eventBody(loaded),
        id: randomUUID(),
        ownerId: otherId,
        code: 'ZZZZ',
        createdAt: '2000-01-01T00:00:00.000Z',
        players: [{ playerId: randomUUID(), name: 'Intruder', teamId: null }],
        screenIds: [randomUUID()],
      },
      token,
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: event.id, ownerId, code: event.code, createdAt: event.createdAt, screenIds: [screenId] });
    expect(res.body.players).toEqual([{ playerId: await aliasOf(t.app, res.body.id, player.playerId), name: null, teamId: null }]);
    expectError(await call(t.app, 'GET', `/events/${event.id}`, undefined, otherToken), 404);
  });

  it('sends the players of a team that leaves the event back to the team choice', async () => {
    const stays = await createTeam(t.app, token, 'Stays');
    const leaves = await createTeam(t.app, token, 'Leaves');
    const quiz = await createActivity(t.app, token, 'quiz');
    const event = await saveEvent(t.app, token, await createEvent(t.app, token), {
      teamIds: [stays, leaves],
      activities: [activityEntry(quiz)],
    });
    const ann = await joinEvent(t.app, event.code);
    const bob = await joinEvent(t.app, event.code);
    await setInfo(t.app, event.id, ann.playerId, 'Ann', leaves);
    await setInfo(t.app, event.id, bob.playerId, 'Bob', stays);

    const saved = await saveEvent(t.app, token, await getEvent(t.app, token, event.id), { teamIds: [stays] });
    expect(saved.players).toEqual([
      { playerId: await aliasOf(t.app, event.id, ann.playerId), name: 'Ann', teamId: null },
      { playerId: await aliasOf(t.app, event.id, bob.playerId), name: 'Bob', teamId: stays },
    ]);
    expect((await call(t.app, 'GET', `/teams/${leaves}`, undefined, token)).body.playerIds).toEqual([]);
    expect((await call(t.app, 'GET', `/teams/${stays}`, undefined, token)).body.playerIds).toEqual([
      await aliasOf(t.app, event.id, bob.playerId),
    ]);
    const view = await call(t.app, 'POST', '/events/poll', { eventId: event.id, playerId: ann.playerId });
    expect(view.body.player).toEqual({ playerId: ann.playerId, name: 'Ann' });
  });

  it('answers 404 for another manager’s event and changes nothing', async () => {
    const event = await createEvent(t.app, token, 'Mine');
    expectError(await putEvent(t.app, otherToken, event, { name: 'Hijacked' }), 404, 'Event not found');
    expect((await getEvent(t.app, token, event.id)).name).toBe('Mine');
  });
});

describe('DELETE /events/{id}', () => {
  it('deletes (204): the event, its code and its players are gone', async () => {
    const team = await createTeam(t.app, token);
    const quiz = await createActivity(t.app, token, 'quiz');
    const event = await saveEvent(t.app, token, await createEvent(t.app, token), { teamIds: [team], activities: [activityEntry(quiz)] });
    const player = await joinEvent(t.app, event.code);
    await setInfo(t.app, event.id, player.playerId, 'Ann', team);
    expect((await call(t.app, 'GET', `/teams/${team}`, undefined, token)).body.playerIds).toEqual([
      await aliasOf(t.app, event.id, player.playerId),
    ]);

    const res = await call(t.app, 'DELETE', `/events/${event.id}`, undefined, token);
    expect(res.status).toBe(204);
    expect(res.raw.body).toBe('');
    expectError(await call(t.app, 'GET', `/events/${event.id}`, undefined, token), 404, 'Event not found');
    expectError(await call(t.app, 'DELETE', `/events/${event.id}`, undefined, token), 404);
    expectError(await call(t.app, 'POST', '/events/join', { code: event.code, playerId: randomUUID() }), 404);
    expectError(await call(t.app, 'POST', '/events/poll', { eventId: event.id, playerId: player.playerId }), 404);
    // The team stays, without the players who had chosen it for this event.
    expect((await call(t.app, 'GET', `/teams/${team}`, undefined, token)).body.playerIds).toEqual([]);
  });

  it('refuses another manager’s event with 404 and keeps it', async () => {
    const event = await createEvent(t.app, token);
    expectError(await call(t.app, 'DELETE', `/events/${event.id}`, undefined, otherToken), 404, 'Event not found');
    expect((await getEvent(t.app, token, event.id)).id).toBe(event.id);
  });
});

describe('a crowded event in the manager’s views (issue 9 item 10)', () => {
  it('lists the first LIMITS.eventViewPlayers players in join order and counts them all, in GET /events/{id} and GET /events', async () => {
    const manager = await signUpAndIn(t.app);
    const event = await createEvent(t.app, manager.token, 'Crowded');
    /** Aliases, as the owner sees the players. */
    const joined: string[] = [];
    for (let i = 0; i < LIMITS.eventViewPlayers + 50; i++)
      joined.push(await aliasOf(t.app, event.id, (await joinEvent(t.app, event.code)).playerId));

    const one = await getEvent(t.app, manager.token, event.id);
    expect(one.playerCount).toBe(joined.length);
    expect(one.players.map((p) => p.playerId)).toEqual(joined.slice(0, LIMITS.eventViewPlayers));

    const [listed] = (await call(t.app, 'GET', '/events', undefined, manager.token)).body as Event[];
    expect(listed!.playerCount).toBe(joined.length);
    expect(listed!.players.map((p) => p.playerId)).toEqual(joined.slice(0, LIMITS.eventViewPlayers));

    // The editor's save answers the same view; the host view counts every player and lists the most
    // recently joined (host-players.test.ts).
    expect((await saveEvent(t.app, manager.token, one)).players).toHaveLength(LIMITS.eventViewPlayers);
    const host = await call(t.app, 'GET', `/events/${event.id}/live`, undefined, manager.token);
    expect(host.body.playerCount).toBe(joined.length);
    expect(host.body.players.map((p: { playerId: string }) => p.playerId)).toEqual(joined.slice(-HOST_VIEW_PLAYERS));
  });
});
