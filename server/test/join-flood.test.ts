// The join flood (issue 18): anyone with the code could add players as fast as the server took them,
// up to MAX_PLAYERS_PER_EVENT, filling the event (every later phone refused as full) or the big
// screen with a script's names. The host may now close the event to new players, and one address
// adds new players to an event at a venue's pace (NEW_PLAYERS_PER_ADDRESS); players already in
// always come back. Both databases.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveView } from '@quizfest/shared';
import { call, signUpAndIn } from './api-helpers.js';
import { exportDumpFile, importDumpFile, unzip } from './admin-fixtures.js';
import { callFrom, createEvent, expectError, expectOk, getEvent, poll, saveEvent } from './fixtures.js';
import { hostAction, liveEvent } from './live-fixtures.js';
import { JOIN_REFUSALS } from '../src/players/routes.js';
import { buildTestApp, type TestApp } from './test-app.js';

const CLOSED = 'The host has closed this event to new players';
const TOO_MANY = /^Too many new players for this event from this network\. Try again in \d+ s\.$/;

describe('the host closes the event to new players', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t?.close());

  const join = (code: string, playerId: string = randomUUID()) => call(t.app, 'POST', '/events/join', { code, playerId });
  const liveOf = async (eventId: string, playerId: string) => expectOk(await poll(t.app, eventId, playerId)).live as LiveView;

  it('refuses newcomers (409) while players already in come back, and everyone sees it until the host opens it again', async () => {
    const f = await liveEvent(t.app, 2);
    const unnamed = randomUUID();
    expect((await join(f.code, unnamed)).status).toBe(200);
    expect((await liveOf(f.eventId, f.players[0]!.id)).joiningClosed).toBeUndefined();

    expectOk(await hostAction(t.app, f, 'close-joining'));
    expectError(await hostAction(t.app, f, 'close-joining'), 409, 'Joining is already closed');
    const stranger = randomUUID();
    expectError(await join(f.code, stranger), 409, CLOSED);
    // Those already in: a named player's reload, and one still on the join form, who may still name themselves.
    expect((await join(f.code, f.players[0]!.id)).body).toEqual({ eventId: f.eventId });
    expect((await join(f.code, unnamed)).body).toEqual({ eventId: f.eventId });
    expectOk(
      await call(t.app, 'POST', '/players/set-info', { eventId: f.eventId, playerId: unnamed, name: 'Late Lou', teamId: f.teams.a }),
    );
    // Phones, the big screen and the console see it.
    expect((await liveOf(f.eventId, f.players[1]!.id)).joiningClosed).toBe(true);
    expectOk(await call(t.app, 'POST', '/events/join-as-screen', { code: f.code, screenId: randomUUID() }));
    const host = expectOk(await call(t.app, 'GET', `/events/${f.eventId}/live`, undefined, f.token));
    expect(host.live.joiningClosed).toBe(true);
    // The refusal added no one.
    expect((await getEvent(t.app, f.token, f.eventId)).playerCount).toBe(3);

    // It holds through a question (the game's phases keep it) and is the database's, not this process's cache's.
    expectOk(await hostAction(t.app, f, 'start'));
    t.app.eventCache.invalidate(f.eventId);
    expectError(await join(f.code), 409, CLOSED);
    expect((await liveOf(f.eventId, f.players[0]!.id)).joiningClosed).toBe(true);

    expectOk(await hostAction(t.app, f, 'open-joining'));
    expectError(await hostAction(t.app, f, 'open-joining'), 409, 'Joining is already open');
    expect((await join(f.code, stranger)).body).toEqual({ eventId: f.eventId });
    expect((await liveOf(f.eventId, stranger)).joiningClosed).toBeUndefined();
  });

  it('is the owner’s alone: another manager’s close is 404 and changes nothing', async () => {
    const f = await liveEvent(t.app, 1);
    const { token: other } = await signUpAndIn(t.app);
    expect((await call(t.app, 'POST', `/events/${f.eventId}/live`, { action: 'close-joining' }, other)).status).toBe(404);
    expect((await join(f.code)).status).toBe(200);
  });

  it('is written out in a dump and read back closed', async () => {
    const f = await liveEvent(t.app, 1);
    expectOk(await hostAction(t.app, f, 'close-joining'));
    const admin = await signUpAndIn(t.app, 'admin');
    const { zip } = await exportDumpFile(t.app, admin.token);
    const rows = JSON.parse((await unzip(zip)).get('tables/events.json')!.toString());
    expect(rows.find((row: { id: string }) => row.id === f.eventId).live.joiningClosed).toBe(true);

    expectOk(await hostAction(t.app, f, 'open-joining'));
    expectOk(await importDumpFile(t.app, admin.token, zip));
    expectError(await join(f.code), 409, CLOSED);
    expect((await liveOf(f.eventId, f.players[0]!.id)).joiningClosed).toBe(true);
  });

  it('can close an event before it opens, and an ended event stays refused as ended', async () => {
    const { token } = await signUpAndIn(t.app);
    const startDate = new Date(Date.now() + 3_600_000).toISOString();
    const endDate = new Date(Date.now() + 7_200_000).toISOString();
    const event = await saveEvent(t.app, token, await createEvent(t.app, token, 'Tomorrow'), { startDate, endDate });
    expect((await call(t.app, 'GET', `/events/${event.id}/live`, undefined, token)).body.live.phase).toBe('waiting');
    expectOk(await call(t.app, 'POST', `/events/${event.id}/live`, { action: 'close-joining' }, token));
    expectError(await join(event.code), 409, CLOSED);
    expectOk(await call(t.app, 'POST', `/events/${event.id}/live`, { action: 'end' }, token));
    expectError(await join(event.code), 409, 'This event has ended');
    expectError(await call(t.app, 'POST', `/events/${event.id}/live`, { action: 'open-joining' }, token), 409, 'This event has ended');
  });
});

describe('new players per address and event (NEW_PLAYERS_PER_ADDRESS)', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await buildTestApp({ newPlayersPerAddress: 20 });
    ({ token } = await signUpAndIn(t.app));
  });
  afterAll(async () => t?.close());

  const joinFrom = (address: string, code: string, playerId: string = randomUUID()) =>
    callFrom(t.app, address, 'POST', '/events/join', { code, playerId });

  it('refuses a script’s newcomers past the burst (429 with when to retry) and never a player already in', async () => {
    const event = await createEvent(t.app, token);
    const ids = Array.from({ length: 20 }, () => randomUUID());
    // Sent at once, as a flood sends them: one statement, each counted.
    const first = await Promise.all(ids.map((id) => joinFrom('203.0.113.7', event.code, id)));
    expect(first.map((r) => r.status)).toEqual(ids.map(() => 200));
    const started = Date.now();
    const refused = await Promise.all(Array.from({ length: 30 }, () => joinFrom('203.0.113.7', event.code)));
    for (const r of refused) expectError(r, 429, TOO_MANY);
    // Each refusal waits its pause (JOIN_REFUSALS): a script looping on a keep-alive connection
    // gets about one a second, where it drew thousands.
    expect(Date.now() - started).toBeGreaterThanOrEqual(JOIN_REFUSALS.holdMs - 20);
    expect((await getEvent(t.app, token, event.id)).playerCount).toBe(20);
    // Everyone already in comes back while the address has nothing left, as often as they like.
    for (const id of ids.slice(0, 5)) expect((await joinFrom('203.0.113.7', event.code, id)).body).toEqual({ eventId: event.id });
    // Another network, and this one in another event, have their own.
    expect((await joinFrom('198.51.100.4', event.code)).status).toBe(200);
    expect((await joinFrom('203.0.113.7', (await createEvent(t.app, token)).code)).status).toBe(200);
  });

  it('gives back what a returning player or a refused join took, so reloads never use up a venue’s share', async () => {
    const event = await createEvent(t.app, token);
    const ids = Array.from({ length: 10 }, () => randomUUID());
    for (const id of ids) expect((await joinFrom('203.0.113.8', event.code, id)).status).toBe(200);
    // 10 reloads each: 100 joins, none new.
    for (let round = 0; round < 10; round++) {
      const back = await Promise.all(ids.map((id) => joinFrom('203.0.113.8', event.code, id)));
      expect(back.every((r) => r.status === 200)).toBe(true);
    }
    // A closed event's refusals take nothing either (sent at once: each is held a second).
    expectOk(await call(t.app, 'POST', `/events/${event.id}/live`, { action: 'close-joining' }, token));
    for (const r of await Promise.all(Array.from({ length: 15 }, () => joinFrom('203.0.113.8', event.code)))) expectError(r, 409, CLOSED);
    expectOk(await call(t.app, 'POST', `/events/${event.id}/live`, { action: 'open-joining' }, token));
    // The ten left of the twenty join.
    const more = await Promise.all(Array.from({ length: 10 }, () => joinFrom('203.0.113.8', event.code)));
    expect(more.map((r) => r.status)).toEqual(more.map(() => 200));
    expectError(await joinFrom('203.0.113.8', event.code), 429, TOO_MANY);
  });
});
