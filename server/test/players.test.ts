// The anonymous calls of players and screens (docs/PRODUCT-RULES.md#joining): join by code, poll,
// set name and team under the event's rules, create a team, look teams up, and the join limits.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS, type Event, type TeamsConfig } from '@quizfest/shared';
import { call, signUpAndIn } from './api-helpers.js';
import { buildTestApp, type TestApp } from './test-app.js';
import {
  activityEntry,
  aliasOf,
  callFrom,
  createActivity,
  createEvent,
  createTeam,
  endEvent,
  expectError,
  expectOk,
  getEvent,
  ISO,
  joinEvent,
  poll,
  saveEvent,
  setInfo,
} from './fixtures.js';

let t: TestApp;
let token: string;
let ownerId: string;
let otherToken: string;

beforeAll(async () => {
  t = await buildTestApp();
  ({ token, id: ownerId } = await signUpAndIn(t.app));
  ({ token: otherToken } = await signUpAndIn(t.app));
});
afterAll(async () => {
  await t?.close();
});

type Setup = { event: Event; teamA: string; teamB: string; outsider: string };

/** An event with two teams, whose first activity carries the given join rules. */
async function eventWithRules(teamsConfig?: TeamsConfig, allowTeamlessPlayers = false): Promise<Setup> {
  const teamA = await createTeam(t.app, token, 'Team A');
  const teamB = await createTeam(t.app, token, 'Team B');
  const outsider = await createTeam(t.app, token, 'Not in the event');
  const quiz = await createActivity(t.app, token, 'quiz');
  const activities = teamsConfig ? [activityEntry(quiz, { teamsConfig, allowTeamlessPlayers })] : [];
  const event = await saveEvent(t.app, token, await createEvent(t.app, token), { teamIds: [teamA, teamB], activities });
  return { event, teamA, teamB, outsider };
}

const join = (code: string, playerId: string = randomUUID()) => call(t.app, 'POST', '/events/join', { code, playerId });
const joinScreen = (code: string, screenId: string = randomUUID()) => call(t.app, 'POST', '/events/join-as-screen', { code, screenId });
const pollScreen = (eventId: string, screenId: string) => call(t.app, 'POST', '/events/poll-as-screen', { eventId, screenId });
const createPlayerTeam = (eventId: string, playerId: string, name: string) =>
  call(t.app, 'POST', '/players/create-team', { eventId, playerId, name });

describe('POST /events/join', () => {
  it('joins with the code in any case and with spaces around it', async () => {
    const { event } = await eventWithRules();
    expect(await join(event.code.toLowerCase())).toMatchObject({ status: 200, body: { eventId: event.id } });
    expect((await join(` ${event.code.toLowerCase()} `)).body).toEqual({ eventId: event.id });
  });

  it('answers 404 for an unknown code and 400 for one that is not 4 letters', async () => {
    expectError(
      await callFrom(t.app, '10.9.0.1', 'POST', '/events/join', { code: 'ZZZZ', playerId: randomUUID() }),
      404,
      'No event found with this code',
    );
    expectError(await join('AB1'), 400, /^code\b/);
    expectError(await join('ABCDE'), 400, /^code\b/);
    expectError(await call(t.app, 'POST', '/events/join', { code: 'ABCD', playerId: 'player-1' }), 400, /^playerId\b/);
  });

  it('is idempotent: joining twice makes one player', async () => {
    const { event } = await eventWithRules();
    const playerId = randomUUID();
    expect((await join(event.code, playerId)).body).toEqual({ eventId: event.id });
    expect((await join(event.code, playerId)).body).toEqual({ eventId: event.id });
    expect((await getEvent(t.app, token, event.id)).players).toEqual([
      { playerId: await aliasOf(t.app, event.id, playerId), name: null, teamId: null },
    ]);
    expect((await poll(t.app, event.id, playerId)).body.event.playerCount).toBe(1);
  });

  it('answers both of one player’s joins sent at the same instant (a double tap): one player, no refusal', async () => {
    const { event } = await eventWithRules();
    const playerId = randomUUID();
    const [a, b] = await Promise.all([join(event.code, playerId), join(event.code, playerId)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect([a.body, b.body]).toEqual([{ eventId: event.id }, { eventId: event.id }]);
    expect((await getEvent(t.app, token, event.id)).players).toEqual([
      { playerId: await aliasOf(t.app, event.id, playerId), name: null, teamId: null },
    ]);
  });

  it('names teamless players who name themselves at once (one group commit), each with their own name, the later of two for one player', async () => {
    const { event } = await eventWithRules('no_teams');
    const players = await Promise.all([1, 2, 3, 4].map(() => joinEvent(t.app, event.code)));
    await poll(t.app, event.id, players[0]!.playerId); // the event is cached: the quick way applies
    const [twice] = players;
    const named = await Promise.all([
      ...players.map((p, i) => setInfo(t.app, event.id, p.playerId, `Player ${i}`, '')),
      setInfo(t.app, event.id, twice!.playerId, 'Renamed', ''),
    ]);
    expect(named.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(named.slice(1, 4).map((r) => r.body.name)).toEqual(['Player 1', 'Player 2', 'Player 3']);
    const names = new Map((await getEvent(t.app, token, event.id)).players.map((p) => [p.playerId, p.name]));
    const nameOf = async (playerId: string) => names.get(await aliasOf(t.app, event.id, playerId));
    expect(await nameOf(twice!.playerId)).toBe('Renamed');
    expect(await Promise.all(players.slice(1).map((p) => nameOf(p.playerId)))).toEqual(['Player 1', 'Player 2', 'Player 3']);
  });

  it('names a player teamless whose new team the cached view does not show yet (they created one): the team lets them go', async () => {
    const { event } = await eventWithRules('allow_custom_teams', true);
    const { playerId } = await joinEvent(t.app, event.code);
    const created = await createPlayerTeam(event.id, playerId, 'Quick Thinkers');
    expect(created.status).toBe(200);
    await poll(t.app, event.id, playerId); // cached again: the team is not shown before set-info
    // The team is theirs once they confirm it; naming themselves teamless now leaves it.
    expect((await call(t.app, 'POST', '/players/set-info', { eventId: event.id, playerId, name: 'Ann', teamId: '' })).body).toEqual({
      playerId,
      name: 'Ann',
      teamId: null,
    });
    expect((await getEvent(t.app, token, event.id)).players).toEqual([
      { playerId: await aliasOf(t.app, event.id, playerId), name: 'Ann', teamId: null },
    ]);
    // The team's own list follows the players' choices: they left it.
    expect((await call(t.app, 'GET', `/teams/${created.body.id}`, undefined, token)).body.playerIds).toEqual([]);
  });

  it('keeps a player’s name and team when they join again', async () => {
    const { event, teamA } = await eventWithRules('only_preset_teams');
    const { playerId } = await joinEvent(t.app, event.code);
    await setInfo(t.app, event.id, playerId, 'Ann', teamA);
    await join(event.code, playerId);
    expect((await poll(t.app, event.id, playerId)).body.player).toEqual({ playerId, name: 'Ann', teamId: teamA });
  });

  it('refuses a new player once the event has ended (409) but lets a known player back in', async () => {
    const { event } = await eventWithRules();
    const known = await joinEvent(t.app, event.code);
    await endEvent(t.app, token, await getEvent(t.app, token, event.id));
    expectError(await join(event.code), 409, 'This event has ended');
    expect((await join(event.code, known.playerId)).body).toEqual({ eventId: event.id });
  });

  it('lets players join before the start, for the countdown', async () => {
    const event = await createEvent(t.app, token);
    await saveEvent(t.app, token, event, { startDate: '2031-01-01T18:00:00.000Z', endDate: '2031-01-01T22:00:00.000Z' });
    expect((await join(event.code)).status).toBe(200);
  });
});

describe('POST /events/join-as-screen', () => {
  it('registers the screen once, whatever the case of the code', async () => {
    const { event } = await eventWithRules();
    const screenId = randomUUID();
    expect((await joinScreen(event.code.toLowerCase(), screenId)).body).toEqual({ eventId: event.id });
    expect((await joinScreen(event.code, screenId)).body).toEqual({ eventId: event.id });
    expect((await getEvent(t.app, token, event.id)).screenIds).toEqual([screenId]);
  });

  it('shows an event on at most LIMITS.screensPerEvent screens (409 beyond), a known screen still rejoins', async () => {
    const { event } = await eventWithRules();
    const screens = Array.from({ length: LIMITS.screensPerEvent }, () => randomUUID());
    // Each from its own address: one address may add only a few new screens (screen-slots.test.ts).
    for (const [i, screenId] of screens.entries())
      expect((await callFrom(t.app, `10.167.${i}.1`, 'POST', '/events/join-as-screen', { code: event.code, screenId })).status).toBe(200);
    expectError(await joinScreen(event.code), 409, `An event can show on at most ${LIMITS.screensPerEvent} screens`);
    expect((await joinScreen(event.code, screens[0])).status).toBe(200);
    expect((await getEvent(t.app, token, event.id)).screenIds).toEqual(screens);
  });

  it('answers 404 for an unknown code and 400 for a screen id that is not a UUID', async () => {
    expectError(
      await callFrom(t.app, '10.9.0.2', 'POST', '/events/join-as-screen', { code: 'ZZZY', screenId: randomUUID() }),
      404,
      'No event found with this code',
    );
    expectError(await call(t.app, 'POST', '/events/join-as-screen', { code: 'ABCD', screenId: 'screen' }), 400, /^screenId\b/);
  });
});

describe('POST /events/poll', () => {
  it('shows the public event and player null before joining', async () => {
    const { event, teamA, teamB } = await eventWithRules('allow_custom_teams');
    const res = await poll(t.app, event.id, randomUUID());
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      event: {
        id: event.id,
        name: event.name,
        code: event.code,
        startDate: event.startDate,
        endDate: event.endDate,
        teamIds: [teamA, teamB],
        activities: event.activities,
        playerCount: 0,
      },
      player: null,
      live: {
        rev: 0,
        phase: 'lobby',
        question: null,
        reveal: null,
        leaderboard: null,
        counts: { players: 0, connected: 0, answered: 0 },
      },
      me: null,
      serverNow: expect.stringMatching(ISO),
    });
    expect(Math.abs(Date.parse(res.body.serverNow) - Date.now())).toBeLessThan(5000);
  });

  it('never shows the owner or other players’ ids', async () => {
    const { event, teamA } = await eventWithRules('only_preset_teams');
    const other = await joinEvent(t.app, event.code);
    await setInfo(t.app, event.id, other.playerId, 'Other', teamA);
    const me = await joinEvent(t.app, event.code);
    const res = await poll(t.app, event.id, me.playerId);
    expect(res.body.event).not.toHaveProperty('ownerId');
    expect(res.body.event).not.toHaveProperty('players');
    expect(res.body.event).not.toHaveProperty('screenIds');
    expect(res.raw.body).not.toContain(ownerId);
    expect(res.raw.body).not.toContain(other.playerId);
    expect(res.body.event.playerCount).toBe(2);
  });

  it('shows {playerId, name: null} with no teamId key after join, and the teamId after set-info', async () => {
    const { event, teamB } = await eventWithRules('only_preset_teams', true);
    const { playerId } = await joinEvent(t.app, event.code);
    const joined = (await poll(t.app, event.id, playerId)).body.player;
    expect(joined).toEqual({ playerId, name: null });
    expect(joined).not.toHaveProperty('teamId');

    await setInfo(t.app, event.id, playerId, 'Ann', teamB);
    expect((await poll(t.app, event.id, playerId)).body.player).toEqual({ playerId, name: 'Ann', teamId: teamB });

    await setInfo(t.app, event.id, playerId, 'Ann', '');
    const teamless = (await poll(t.app, event.id, playerId)).body.player;
    expect(teamless).toEqual({ playerId, name: 'Ann', teamId: null });
    expect(teamless).toHaveProperty('teamId', null);
  });

  it('shows the event’s latest state at once after the manager saves it', async () => {
    const { event } = await eventWithRules();
    const { playerId } = await joinEvent(t.app, event.code);
    await poll(t.app, event.id, playerId);
    await saveEvent(t.app, token, await getEvent(t.app, token, event.id), { name: 'Renamed' });
    expect((await poll(t.app, event.id, playerId)).body.event.name).toBe('Renamed');
  });

  it('answers 404 for an unknown event and 400 for malformed ids', async () => {
    expectError(await poll(t.app, randomUUID(), randomUUID()), 404, 'Event not found');
    expectError(await poll(t.app, 'event', randomUUID()), 400, /^eventId\b/);
  });
});

describe('POST /events/poll-as-screen', () => {
  it('lists the named players with their team and without their ids', async () => {
    const { event, teamA } = await eventWithRules('only_preset_teams', true);
    const screenId = randomUUID();
    await joinScreen(event.code, screenId);
    const ann = await joinEvent(t.app, event.code);
    const bob = await joinEvent(t.app, event.code);
    const anonymous = await joinEvent(t.app, event.code);
    await setInfo(t.app, event.id, ann.playerId, 'Ann', teamA);
    await setInfo(t.app, event.id, bob.playerId, 'Bob', '');

    const res = await pollScreen(event.id, screenId);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      event: expect.objectContaining({ id: event.id, code: event.code, playerCount: 3 }),
      players: [
        { name: 'Ann', teamId: teamA },
        { name: 'Bob', teamId: null },
      ],
      playersTag: expect.stringMatching(/^[\w-]{22}$/),
      live: {
        rev: 0,
        phase: 'lobby',
        question: null,
        reveal: null,
        leaderboard: null,
        counts: { players: 2, connected: 0, answered: 0 },
      },
      join: { url: expect.stringMatching(/^http:\/\//), reachable: expect.any(Boolean) },
      serverNow: expect.stringMatching(ISO),
    });
    for (const id of [ann.playerId, bob.playerId, anonymous.playerId, ownerId]) expect(res.raw.body).not.toContain(id);
  });

  it('leaves out the players list when the poll names the tag of the one the screen holds, until it changes', async () => {
    const { event } = await eventWithRules('no_teams', true);
    const screenId = randomUUID();
    await joinScreen(event.code, screenId);
    const ann = await joinEvent(t.app, event.code);
    await setInfo(t.app, event.id, ann.playerId, 'Ann', '');
    const first = await pollScreen(event.id, screenId);
    expect(first.body.players).toEqual([{ name: 'Ann', teamId: null }]);
    const tag = first.body.playersTag as string;

    // The same list: everything but the list, which a big night makes ~0.5 MB a poll.
    const held = await call(t.app, 'POST', '/events/poll-as-screen', { eventId: event.id, screenId, playersHeld: tag });
    expect(held.status).toBe(200);
    expect(held.body).not.toHaveProperty('players');
    expect(held.body).toMatchObject({ playersTag: tag, event: { id: event.id }, live: { phase: 'lobby' } });
    // Another tag (a list from before, or made up) gets the whole list.
    const other = await call(t.app, 'POST', '/events/poll-as-screen', { eventId: event.id, screenId, playersHeld: 'not-the-tag' });
    expect(other.body.players).toEqual([{ name: 'Ann', teamId: null }]);

    // A player names themselves: a new list, a new tag, and the list comes back.
    const bob = await joinEvent(t.app, event.code);
    await setInfo(t.app, event.id, bob.playerId, 'Bob', '');
    const changed = await call(t.app, 'POST', '/events/poll-as-screen', { eventId: event.id, screenId, playersHeld: tag });
    expect(changed.body.players).toEqual([
      { name: 'Ann', teamId: null },
      { name: 'Bob', teamId: null },
    ]);
    expect(changed.body.playersTag).not.toBe(tag);
    // A tag is a tag, not a body to fill the server's memory with.
    expectError(
      await call(t.app, 'POST', '/events/poll-as-screen', { eventId: event.id, screenId, playersHeld: 'x'.repeat(65) }),
      400,
      /^playersHeld\b/,
    );
  });

  it('refuses a screen that has not joined (404), and a screen of another event', async () => {
    const { event } = await eventWithRules();
    const other = await eventWithRules();
    const screenId = randomUUID();
    await joinScreen(other.event.code, screenId);
    expectError(await pollScreen(event.id, randomUUID()), 404, 'This screen has not joined the event');
    expectError(await pollScreen(event.id, screenId), 404, 'This screen has not joined the event');
    expectError(await pollScreen(randomUUID(), screenId), 404, 'Event not found');
  });
});

describe('POST /players/set-info', () => {
  async function joined(teamsConfig?: TeamsConfig, allowTeamlessPlayers = false) {
    const setup = await eventWithRules(teamsConfig, allowTeamlessPlayers);
    const { playerId } = await joinEvent(t.app, setup.event.code);
    return { ...setup, playerId, set: (name: string, teamId: string | null) => setInfo(t.app, setup.event.id, playerId, name, teamId) };
  }

  it('returns the player record (trimmed name)', async () => {
    const { set, teamA, playerId } = await joined('only_preset_teams');
    expect(await set('  Ann  ', teamA)).toMatchObject({ status: 200, body: { playerId, name: 'Ann', teamId: teamA } });
  });

  it('only_preset_teams without teamless players: a team is required', async () => {
    const { set, teamA } = await joined('only_preset_teams', false);
    expectError(await set('Ann', ''), 400, 'Please select a team');
    expectError(await set('Ann', null), 400, 'Please select a team');
    expect((await set('Ann', teamA)).status).toBe(200);
  });

  it('only_preset_teams with teamless players: no team is fine', async () => {
    const { set, playerId } = await joined('only_preset_teams', true);
    expect((await set('Ann', '')).body).toEqual({ playerId, name: 'Ann', teamId: null });
  });

  it('defaults to preset teams without teamless players when the event has no activity', async () => {
    const { set, teamA } = await joined(undefined);
    expectError(await set('Ann', ''), 400, 'Please select a team');
    expect((await set('Ann', teamA)).status).toBe(200);
  });

  it('allow_custom_teams: a team of the event is required unless teamless players are allowed', async () => {
    const strict = await joined('allow_custom_teams', false);
    expectError(await strict.set('Ann', ''), 400, 'Please select a team');
    expect((await strict.set('Ann', strict.teamB)).body.teamId).toBe(strict.teamB);
    const relaxed = await joined('allow_custom_teams', true);
    expect((await relaxed.set('Ann', '')).body.teamId).toBeNull();
  });

  it('no_teams: plays without a team, and refuses one', async () => {
    const { set, teamA, playerId } = await joined('no_teams');
    expectError(await set('Ann', teamA), 400, 'This event is played without teams');
    expect((await set('Ann', '')).body).toEqual({ playerId, name: 'Ann', teamId: null });
  });

  it('refuses a team that is not part of the event, even the same owner’s', async () => {
    const { set, outsider } = await joined('only_preset_teams');
    expectError(await set('Ann', outsider), 400, 'This team is not part of the event');
    expectError(await set('Ann', randomUUID()), 400, 'This team is not part of the event');
    const theirs = await createTeam(t.app, otherToken);
    expectError(await set('Ann', theirs), 400, 'This team is not part of the event');
  });

  it('refuses a missing, blank or too long name with 400', async () => {
    const { set, teamA } = await joined('only_preset_teams');
    expectError(await set('  ', teamA), 400, /^name\b/);
    expectError(await set('x'.repeat(41), teamA), 400, /^name\b/);
    expectError(
      await call(t.app, 'POST', '/players/set-info', { eventId: randomUUID(), playerId: randomUUID(), teamId: '' }),
      400,
      /^name\b/,
    );
  });

  it('refuses a player who has not joined (404) and an unknown event (404)', async () => {
    const { event, teamA } = await eventWithRules('only_preset_teams');
    expectError(await setInfo(t.app, event.id, randomUUID(), 'Ann', teamA), 404, 'Join the event first');
    expectError(await setInfo(t.app, randomUUID(), randomUUID(), 'Ann', teamA), 404, 'Event not found');
  });

  it('refuses changes once the event has ended (409)', async () => {
    const { event, set, teamA } = await joined('only_preset_teams');
    await endEvent(t.app, token, await getEvent(t.app, token, event.id));
    expectError(await set('Ann', teamA), 409, 'This event has ended');
  });

  it('keeps the teams’ playerIds in step when a player moves from one team to another', async () => {
    const { set, teamA, teamB, playerId, event } = await joined('only_preset_teams', true);
    const team = async (id: string) => (await call(t.app, 'GET', `/teams/${id}`, undefined, token)).body.playerIds;
    const alias = await aliasOf(t.app, event.id, playerId);
    await set('Ann', teamA);
    expect(await team(teamA)).toEqual([alias]);
    expect(await team(teamB)).toEqual([]);

    await set('Ann', teamB);
    expect(await team(teamA)).toEqual([]);
    expect(await team(teamB)).toEqual([alias]);

    await set('Ann', '');
    expect(await team(teamB)).toEqual([]);
    expect((await getEvent(t.app, token, event.id)).players).toEqual([{ playerId: alias, name: 'Ann', teamId: null }]);
  });
});

describe('POST /players/create-team', () => {
  it('creates a team owned by the event’s owner and adds it to the event (allow_custom_teams)', async () => {
    const { event, teamA, teamB } = await eventWithRules('allow_custom_teams');
    const { playerId } = await joinEvent(t.app, event.code);
    const res = await createPlayerTeam(event.id, playerId, '  The Brains ');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: expect.any(String), name: 'The Brains', score: 0 });

    expect((await getEvent(t.app, token, event.id)).teamIds).toEqual([teamA, teamB, res.body.id]);
    const team = await call(t.app, 'GET', `/teams/${res.body.id}`, undefined, token);
    // Its creator is in it at once (the durable mark of a player's one team), shown to them after set-info.
    const alias = await aliasOf(t.app, event.id, playerId);
    expect(team.body).toMatchObject({ id: res.body.id, ownerId, name: 'The Brains', score: 0, playerIds: [alias] });
    expect((await poll(t.app, event.id, playerId)).body.event.teamIds).toContain(res.body.id);
    // The player then picks it like any other team of the event.
    expect((await setInfo(t.app, event.id, playerId, 'Ann', res.body.id)).body.teamId).toBe(res.body.id);
  });

  it('returns the same team when the same name is created twice, whatever its case', async () => {
    const { event } = await eventWithRules('allow_custom_teams');
    const ann = await joinEvent(t.app, event.code);
    const bob = await joinEvent(t.app, event.code);
    const first = await createPlayerTeam(event.id, ann.playerId, 'The Brains');
    const second = await createPlayerTeam(event.id, bob.playerId, 'the brains');
    expect(second.body).toEqual(first.body);
    const teamIds = (await getEvent(t.app, token, event.id)).teamIds;
    expect(teamIds.filter((id) => id === first.body.id)).toHaveLength(1);
    expect(teamIds).toHaveLength(3);
  });

  it('makes one team when two players create the same name at once', async () => {
    const { event } = await eventWithRules('allow_custom_teams');
    const players = await Promise.all([1, 2, 3].map(() => joinEvent(t.app, event.code)));
    const results = await Promise.all(players.map((p) => createPlayerTeam(event.id, p.playerId, 'Racers')));
    expect(new Set(results.map((r) => r.body.id)).size).toBe(1);
    expect((await getEvent(t.app, token, event.id)).teamIds).toHaveLength(3);
  });

  it.each(['only_preset_teams', 'no_teams'] as const)('is refused with 403 under %s', async (teamsConfig) => {
    const { event } = await eventWithRules(teamsConfig, true);
    const { playerId } = await joinEvent(t.app, event.code);
    expectError(await createPlayerTeam(event.id, playerId, 'Mine'), 403, 'Players cannot create teams in this event');
    expect((await getEvent(t.app, token, event.id)).teamIds).toHaveLength(2);
  });

  it('refuses a player who has not joined (404), a blank name (400) and an ended event (409)', async () => {
    const { event } = await eventWithRules('allow_custom_teams');
    expectError(await createPlayerTeam(event.id, randomUUID(), 'Mine'), 404, 'Join the event first');
    const { playerId } = await joinEvent(t.app, event.code);
    expectError(await createPlayerTeam(event.id, playerId, '   '), 400, /^name\b/);
    await endEvent(t.app, token, await getEvent(t.app, token, event.id));
    expectError(await createPlayerTeam(event.id, playerId, 'Late'), 409, 'This event has ended');
  });
});

describe('GET /teams/by-ids', () => {
  const byIds = (query: string) => call(t.app, 'GET', `/teams/by-ids${query}`);

  it('returns the public projection of each team, in the order asked, skipping unknown ids', async () => {
    const { teamA, teamB } = await eventWithRules();
    await call(t.app, 'PUT', `/teams/${teamB}`, { name: 'Team B', score: 7, playerIds: [], imageUrl: 'https://example.com/b.png' }, token);
    const res = await byIds(`?ids=${teamB},${randomUUID()},${teamA}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { id: teamB, name: 'Team B', imageUrl: 'https://example.com/b.png', score: 7 },
      { id: teamA, name: 'Team A', imageUrl: null, score: 0 },
    ]);
  });

  it('accepts the comma URL-encoded, as the client sends it', async () => {
    const { teamA, teamB } = await eventWithRules();
    const res = await byIds(`?ids=${encodeURIComponent(`${teamA},${teamB}`)}`);
    expect(res.body.map((x: { id: string }) => x.id)).toEqual([teamA, teamB]);
  });

  it('answers [] for no ids', async () => {
    expect(await byIds('?ids=')).toMatchObject({ status: 200, body: [] });
    expect(await byIds('')).toMatchObject({ status: 200, body: [] });
  });

  it('refuses an id that is not a UUID with 400', async () => {
    const { teamA } = await eventWithRules();
    expectError(await byIds(`?ids=${teamA},not-a-uuid`), 400, /^ids\b/);
    expectError(await byIds(`?ids=' or 1=1 --`), 400);
  });

  it('refuses more ids than one lookup may hold with 400', async () => {
    const ids = Array.from({ length: LIMITS.idsPerLookup + 1 }, () => randomUUID()).join(',');
    expectError(await byIds(`?ids=${ids}`), 400, /^ids\b/);
  });
});

describe('join-code limits', () => {
  it('refuses an address after 60 wrong codes (429), while other addresses still join', async () => {
    const { event } = await eventWithRules();
    const wrong = event.code === 'QXQX' ? 'QXQY' : 'QXQX';
    for (let i = 0; i < 60; i++) {
      expectError(await callFrom(t.app, '10.20.0.1', 'POST', '/events/join', { code: wrong, playerId: randomUUID() }), 404);
    }
    expectError(
      await callFrom(t.app, '10.20.0.1', 'POST', '/events/join', { code: wrong, playerId: randomUUID() }),
      429,
      /^Too many wrong event codes/,
    );
    expectError(await callFrom(t.app, '10.20.0.1', 'POST', '/events/join-as-screen', { code: wrong, screenId: randomUUID() }), 429);
    expect((await callFrom(t.app, '10.20.0.2', 'POST', '/events/join', { code: event.code, playerId: randomUUID() })).status).toBe(200);
  });

  it('never limits successful joins: 300 players behind one address all get in', async () => {
    const { event } = await eventWithRules();
    const statuses: number[] = [];
    for (let i = 0; i < 300; i++) {
      statuses.push((await callFrom(t.app, '10.21.0.1', 'POST', '/events/join', { code: event.code, playerId: randomUUID() })).status);
    }
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    expect((await getEvent(t.app, token, event.id)).playerCount).toBe(300);
  });

  it('widens the typo allowance with every successful join: 300 joins absorb 100 typos past the base 60', async () => {
    const { event } = await eventWithRules();
    const wrong = event.code === 'QXQX' ? 'QXQY' : 'QXQX';
    for (let i = 0; i < 300; i++) {
      expect((await callFrom(t.app, '10.23.0.1', 'POST', '/events/join', { code: event.code, playerId: randomUUID() })).status).toBe(200);
    }
    for (let i = 0; i < 100; i++) {
      expectError(await callFrom(t.app, '10.23.0.1', 'POST', '/events/join', { code: wrong, playerId: randomUUID() }), 404);
    }
    // A guesser behind another address, with no successful join, still stops at the base limit.
    for (let i = 0; i < 60; i++) await callFrom(t.app, '10.23.0.2', 'POST', '/events/join', { code: wrong, playerId: randomUUID() });
    expectError(await callFrom(t.app, '10.23.0.2', 'POST', '/events/join', { code: wrong, playerId: randomUUID() }), 429);
  });

  it('counts only failures: a venue with a few typos among many joins is not blocked', async () => {
    const { event } = await eventWithRules();
    for (let i = 0; i < 200; i++) {
      const typo = i % 4 === 0;
      const code = typo ? (event.code === 'QXQX' ? 'QXQY' : 'QXQX') : event.code;
      const res = await callFrom(t.app, '10.22.0.1', 'POST', '/events/join', { code, playerId: randomUUID() });
      expect(res.status).toBe(typo ? 404 : 200);
    }
  });
});

describe('limits per event and per player (issue 9 items 9, 10)', () => {
  let small: TestApp;
  let smallToken: string;
  beforeAll(async () => {
    small = await buildTestApp({ maxPlayersPerEvent: 4, maxCustomTeamsPerEvent: 4 });
    ({ token: smallToken } = await signUpAndIn(small.app));
  });
  afterAll(async () => small?.close());

  async function customTeamsEvent() {
    const preset = await createTeam(small.app, smallToken, 'Preset');
    const quiz = await createActivity(small.app, smallToken, 'quiz');
    const activities = [activityEntry(quiz, { teamsConfig: 'allow_custom_teams', allowTeamlessPlayers: true })];
    return saveEvent(small.app, smallToken, await createEvent(small.app, smallToken), { teamIds: [preset], activities });
  }
  const joinSmall = (code: string, playerId: string = randomUUID()) => call(small.app, 'POST', '/events/join', { code, playerId });
  const createSmall = (eventId: string, playerId: string, name: string) =>
    call(small.app, 'POST', '/players/create-team', { eventId, playerId, name });

  it('refuses a new player once the event holds MAX_PLAYERS_PER_EVENT (409), and still lets its players back in', async () => {
    const event = await createEvent(small.app, smallToken);
    const players = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    for (const playerId of players) expect((await joinSmall(event.code, playerId)).status).toBe(200);
    expectError(await joinSmall(event.code), 409, 'This event is full: it has reached its limit of 4 players');
    expect((await joinSmall(event.code, players[1])).body).toEqual({ eventId: event.id });
    expect((await getEvent(small.app, smallToken, event.id)).playerCount).toBe(4);
    // Another event has its own room.
    expect((await joinSmall((await createEvent(small.app, smallToken)).code)).status).toBe(200);
  });

  it('fills the last places of an event from joins sent at once, one place each, and lets a returning player in among them', async () => {
    const event = await createEvent(small.app, smallToken);
    const returning = randomUUID();
    expect((await joinSmall(event.code, returning)).status).toBe(200);
    // Sent at once, these go into the event together (one group commit): three places are left.
    const results = await Promise.all([joinSmall(event.code, returning), ...Array.from({ length: 5 }, () => joinSmall(event.code))]);
    expect(results[0]!.body).toEqual({ eventId: event.id });
    expect(
      results
        .slice(1)
        .map((r) => r.status)
        .sort(),
    ).toEqual([200, 200, 200, 409, 409]);
    expect((await getEvent(small.app, smallToken, event.id)).playerCount).toBe(4);
  });

  it('lets a player create one team, which becomes their team; a second is refused (409)', async () => {
    const event = await customTeamsEvent();
    const { playerId } = await joinEvent(small.app, event.code);
    const first = expectOk(await createSmall(event.id, playerId, 'Owls'));
    expectError(await createSmall(event.id, playerId, 'Hawks'), 409, 'You have already created a team: pick it from the list');
    // Naming a team that exists creates nothing, and is answered as before.
    expect((await createSmall(event.id, playerId, 'owls')).body).toEqual(first);
    expect((await getEvent(small.app, smallToken, event.id)).teamIds).toHaveLength(2);
    // Once joined, a player has made their choice.
    expectOk(await setInfo(small.app, event.id, playerId, 'Ann', first.id));
    expectError(await createSmall(event.id, playerId, 'Eagles'), 409, 'You have already chosen your team');
  });

  it('makes one team of one player’s creations sent at once', async () => {
    const event = await customTeamsEvent();
    const { playerId } = await joinEvent(small.app, event.code);
    const results = await Promise.all(['A', 'B', 'C', 'D', 'E'].map((name) => createSmall(event.id, playerId, name)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect((await getEvent(small.app, smallToken, event.id)).teamIds).toHaveLength(2);
  });

  it('stops player-created teams at MAX_CUSTOM_TEAMS_PER_EVENT teams in the event (409)', async () => {
    const event = await customTeamsEvent();
    const makers = await Promise.all([1, 2, 3, 4].map(() => joinEvent(small.app, event.code)));
    // The event holds one preset team: three more reach the cap of 4.
    for (const [i, maker] of makers.slice(0, 3).entries()) expectOk(await createSmall(event.id, maker.playerId, `Crew ${i}`));
    expectError(await createSmall(event.id, makers[3]!.playerId, 'One too many'), 409, 'This event has reached its limit of 4 teams');
    expect((await getEvent(small.app, smallToken, event.id)).teamIds).toHaveLength(4);
  });
});
