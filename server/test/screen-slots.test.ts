// Screen slots (issue 9 item 8): anyone with the code could take all LIMITS.screensPerEvent slots
// for good. The owner sees the screens in the host view and removes them
// (DELETE /events/{id}/screens/{screenId}); a removed screen is sent back to joining, over its socket
// and its poll; and a full event gives the slot of a screen unseen for the lapse time to a newcomer.
// Issue 18 item 7: the code is on the big screen, so squatters could still fill the slots in 187 ms,
// re-join at once when removed, and take a sleeping real screen's place. Now one address adds only
// NEW_SCREENS.max new screens to an event per window, a removed screen's id is barred, and a screen
// opened with the event's screen key (the console's link) always gets a slot and keeps it.
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS, SOCKET_CLOSE, type HostView } from '@quizfest/shared';
import { buildApp } from '../src/app.js';
import { openDatabase, type Database } from '../src/db/client.js';
import { call, signUpAndIn } from './api-helpers.js';
import { callFrom, createEvent, expectError, expectOk, getEvent } from './fixtures.js';
import { closeAllClients, LiveClient } from './live-socket-client.js';
import { buildTestApp, createPostgresDatabase, testConfig, usingPostgres, type TestApp } from './test-app.js';
import { BAD_SCREEN_KEY, NEW_SCREENS, SCREEN_BARRED, SCREEN_POLLS, TOO_MANY_SCREEN_POLLS } from '../src/players/screen-slots.js';

let t: TestApp;
let url: string;
let token: string;
let otherToken: string;

beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/live`;
  ({ token } = await signUpAndIn(t.app));
  ({ token: otherToken } = await signUpAndIn(t.app));
});
afterEach(closeAllClients);
afterAll(async () => t?.close());

/** Each call from its own address unless told (one address adds only a few new screens). */
let addresses = 0;
const nextAddress = () => `10.${180 + Math.floor(addresses / 250)}.${addresses++ % 250}.1`;
const joinScreen = (code: string, screenId: string = randomUUID(), app = t.app, from = nextAddress(), key?: string) =>
  callFrom(app, from, 'POST', '/events/join-as-screen', key === undefined ? { code, screenId } : { code, screenId, key });
const screenKeyOf = async (eventId: string, as = token, app = t.app): Promise<string> =>
  expectOk(await call(app, 'GET', `/events/${eventId}/screen-key`, undefined, as)).key;
const pollScreen = (eventId: string, screenId: string, app = t.app) => call(app, 'POST', '/events/poll-as-screen', { eventId, screenId });
const removeScreen = (eventId: string, screenId: string, as = token, app = t.app) =>
  call(app, 'DELETE', `/events/${eventId}/screens/${screenId}`, undefined, as);
const hostView = async (eventId: string, app = t.app): Promise<HostView> =>
  expectOk(await call(app, 'GET', `/events/${eventId}/live`, undefined, token));

async function fullEvent(app = t.app, owner = token) {
  const event = await createEvent(app, owner, 'Screens night');
  const screens = Array.from({ length: LIMITS.screensPerEvent }, () => randomUUID());
  for (const screenId of screens) expectOk(await joinScreen(event.code, screenId, app));
  return { event, screens };
}

describe('the owner sees and removes screens', () => {
  it('lists every screen in the host view with its presence', async () => {
    const event = await createEvent(t.app, token);
    const polled = randomUUID();
    const silent = randomUUID();
    expectOk(await joinScreen(event.code, polled));
    expectOk(await joinScreen(event.code, silent));
    expectOk(await call(t.app, 'POST', '/events/poll-as-screen', { eventId: event.id, screenId: polled }));
    const view = await hostView(event.id);
    expect(view.screens).toBe(2);
    expect(view.screenList.map((s) => s.screenId)).toEqual([polled, silent]);
    // Joining is a sign of life: both were heard from just now.
    for (const s of view.screenList) expect(Math.abs(Date.parse(s.lastSeenAt!) - Date.now())).toBeLessThan(60_000);
    expect(view.screenList[0]!.connected).toBe(true);
  });

  it('frees the slot of a removed screen at once: a new screen joins the full event', async () => {
    const { event, screens } = await fullEvent();
    expectError(await joinScreen(event.code), 409, `An event can show on at most ${LIMITS.screensPerEvent} screens`);
    expect((await removeScreen(event.id, screens[3]!)).status).toBe(204);
    expect((await getEvent(t.app, token, event.id)).screenIds).toEqual(screens.filter((_, i) => i !== 3));
    const newcomer = randomUUID();
    expectOk(await joinScreen(event.code, newcomer));
    expect((await hostView(event.id)).screenList.map((s) => s.screenId)).toContain(newcomer);
  });

  it("sends the removed screen's poll back to joining (404), and leaves the others alone", async () => {
    const event = await createEvent(t.app, token);
    const [gone, kept] = [randomUUID(), randomUUID()];
    expectOk(await joinScreen(event.code, gone));
    expectOk(await joinScreen(event.code, kept));
    expect((await removeScreen(event.id, gone)).status).toBe(204);
    expectError(
      await call(t.app, 'POST', '/events/poll-as-screen', { eventId: event.id, screenId: gone }),
      404,
      'This screen has not joined the event',
    );
    expectOk(await call(t.app, 'POST', '/events/poll-as-screen', { eventId: event.id, screenId: kept }));
  });

  it("tells the removed screen's socket it is gone and closes it; another screen keeps its own", async () => {
    const event = await createEvent(t.app, token);
    const [gone, kept] = [randomUUID(), randomUUID()];
    const sockets: LiveClient[] = [];
    for (const screenId of [gone, kept]) {
      expectOk(await joinScreen(event.code, screenId));
      const client = await LiveClient.connect(url);
      client.send({ type: 'hello', role: 'screen', eventId: event.id, screenId });
      await client.next('screen-state');
      sockets.push(client);
    }
    expect((await removeScreen(event.id, gone)).status).toBe(204);
    expect(await sockets[0]!.next('gone')).toEqual({ type: 'gone', error: 'This screen was removed from the event' });
    expect((await sockets[0]!.closes()).code).toBe(SOCKET_CLOSE.gone);
    // The kept screen hears of the change and stays.
    await sockets[1]!.next('screen-state');
    sockets[1]!.send({ type: 'ping' });
    await sockets[1]!.next('pong');

    // Coming back with the same id is sent to the join page too, rather than left retrying.
    const again = await LiveClient.connect(url);
    again.send({ type: 'hello', role: 'screen', eventId: event.id, screenId: gone });
    expect((await again.closes()).code).toBe(SOCKET_CLOSE.gone);
  });

  it("is the owner's alone: 401 without a token, 404 for another manager, 404 for a screen not on the event", async () => {
    const event = await createEvent(t.app, token);
    const screenId = randomUUID();
    expectOk(await joinScreen(event.code, screenId));
    expectError(await removeScreen(event.id, screenId, ''), 401);
    expectError(await removeScreen(event.id, screenId, otherToken), 404, 'Event not found');
    expectError(await removeScreen(event.id, randomUUID()), 404, 'This screen is not showing the event');
    expectError(await removeScreen(randomUUID(), screenId), 404, 'Event not found');
    expectError(await removeScreen(event.id, 'screen-1'), 400, /^screenId\b/);
    expect((await getEvent(t.app, token, event.id)).screenIds).toEqual([screenId]);
  });
});

/** One database seen by two servers in turn, as across a restart. */
async function freshDatabase(): Promise<{ database: Database; drop(): Promise<void> }> {
  if (!usingPostgres()) {
    const database = await openDatabase({ dataDir: 'memory://' });
    return { database, drop: () => database.close() };
  }
  const { url: dbUrl, drop } = await createPostgresDatabase();
  const database = await openDatabase({ url: dbUrl });
  return {
    database,
    async drop() {
      await database.close();
      await drop();
    },
  };
}

describe('unseen screens lapse', () => {
  it('a full event gives the slot of the screen unseen the longest to a new screen, one at a time', async () => {
    const { database, drop } = await freshDatabase();
    try {
      // Fifty screens join, then the server restarts: none of them comes back.
      const before = await buildApp({ database, config: testConfig(), logger: false });
      await before.ready();
      const { token: owner } = await signUpAndIn(before);
      const { event, screens } = await fullEvent(before, owner);
      await before.close();

      // After the restart the lapse time is over at once (0), except for screens heard from lately.
      const after = await buildApp({ database, config: testConfig({ screenLapseMs: 0 }), logger: false });
      await after.ready();
      try {
        for (const screenId of screens.slice(1))
          expectOk(await call(after, 'POST', '/events/poll-as-screen', { eventId: event.id, screenId }));
        const newcomer = randomUUID();
        expectOk(await joinScreen(event.code, newcomer, after));
        const screenIds = (await getEvent(after, owner, event.id)).screenIds;
        expect(screenIds).toHaveLength(LIMITS.screensPerEvent);
        expect(screenIds).not.toContain(screens[0]);
        expect(screenIds).toEqual([...screens.slice(1), newcomer]);
        // Everyone left has been heard from just now: the next newcomer finds the event full.
        expectError(
          await joinScreen(event.code, randomUUID(), after),
          409,
          `An event can show on at most ${LIMITS.screensPerEvent} screens`,
        );
      } finally {
        await after.close();
      }
    } finally {
      await drop();
    }
  });

  it('keeps every screen of a full event within the lapse time (default three minutes)', async () => {
    const { event, screens } = await fullEvent();
    expectError(await joinScreen(event.code), 409);
    expect((await getEvent(t.app, token, event.id)).screenIds).toEqual(screens);
  });
});

describe('squatters with the code (issue 18 item 7)', () => {
  const FULL = `An event can show on at most ${LIMITS.screensPerEvent} screens`;

  it('one address adds only a few new screens (50 sent at once: 10 in, the rest 429), and the venue’s real screen gets on', async () => {
    const event = await createEvent(t.app, token);
    const squatter = '10.99.0.1';
    const burst = await Promise.all(
      Array.from({ length: LIMITS.screensPerEvent }, () => joinScreen(event.code, randomUUID(), t.app, squatter)),
    );
    const statuses = burst.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(NEW_SCREENS.max);
    expect(statuses.filter((s) => s === 429)).toHaveLength(LIMITS.screensPerEvent - NEW_SCREENS.max);
    expectError(
      burst.find((r) => r.status === 429)!,
      429,
      /^Too many new screens for this event from this network; .* Try again in \d+ s\.$/,
    );
    expect((await getEvent(t.app, token, event.id)).screenIds).toHaveLength(NEW_SCREENS.max);

    // The venue's screen from another address gets on with the code alone.
    const venue = randomUUID();
    expectOk(await joinScreen(event.code, venue, t.app, '10.99.0.2'));
    // On the squatter's own address (the venue's Wi-Fi) the console's link still gets on: the key is not counted.
    const linked = randomUUID();
    expectOk(await joinScreen(event.code, linked, t.app, squatter, await screenKeyOf(event.id)));
    // A screen already on the event comes back (a reload) however spent its address is.
    const [first] = (await getEvent(t.app, token, event.id)).screenIds;
    expectOk(await joinScreen(event.code, first, t.app, squatter));
    expect((await getEvent(t.app, token, event.id)).screenIds).toEqual(expect.arrayContaining([venue, linked]));
    // Another event's new screens from the same address are their own count.
    const other = await createEvent(t.app, token);
    expectOk(await joinScreen(other.code, randomUUID(), t.app, squatter));
  });

  it('a screen’s polls, each the whole view, are limited per screen id whatever its spelling; other screens poll on', async () => {
    const event = await createEvent(t.app, token);
    const squatted = randomUUID();
    const honest = randomUUID();
    expectOk(await joinScreen(event.code, squatted));
    expectOk(await joinScreen(event.code, honest));
    // 30 at once, half of them with the id in capitals (the same screen once canonical).
    const flood = await Promise.all(Array.from({ length: 30 }, (_, i) => pollScreen(event.id, i % 2 ? squatted.toUpperCase() : squatted)));
    const statuses = flood.map((r) => r.status);
    // The burst, and at most one more token if the 30 took over half a second on a loaded machine.
    const served = statuses.filter((s) => s === 200).length;
    expect(served).toBeGreaterThanOrEqual(SCREEN_POLLS.burst);
    expect(served).toBeLessThanOrEqual(SCREEN_POLLS.burst + 1);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30 - served);
    expectError(
      flood.find((r) => r.status === 429)!,
      429,
      TOO_MANY_SCREEN_POLLS,
    );
    // The venue's screen, on its own id, is not held back.
    for (let i = 0; i < SCREEN_POLLS.burst; i++) expectOk(await pollScreen(event.id, honest));
    // The flooded id gets its view again at the steady rate.
    await new Promise((r) => setTimeout(r, 1000 / SCREEN_POLLS.perSecond + 50));
    expectOk(await pollScreen(event.id, squatted));
  });

  it('a removed screen cannot re-join with its id, even with the key; the browser’s next id can', async () => {
    const event = await createEvent(t.app, token);
    const from = '10.99.1.1';
    const squat = randomUUID();
    expectOk(await joinScreen(event.code, squat, t.app, from));
    expect((await removeScreen(event.id, squat)).status).toBe(204);
    expectError(await joinScreen(event.code, squat, t.app, from), 403, SCREEN_BARRED);
    expectError(await joinScreen(event.code, squat, t.app, '10.99.1.2', await screenKeyOf(event.id)), 403, SCREEN_BARRED);
    expectError(await pollScreen(event.id, squat), 404, 'This screen has not joined the event');
    expect((await getEvent(t.app, token, event.id)).screenIds).toEqual([]);
    // The bar is the event's: that id may show another event.
    const other = await createEvent(t.app, token);
    expectOk(await joinScreen(other.code, squat, t.app, from));
    const next = randomUUID();
    expectOk(await joinScreen(event.code, next, t.app, from));
    expect((await getEvent(t.app, token, event.id)).screenIds).toEqual([next]);
  });

  it('a wrong key, or another event’s, is refused with a clear 403; the key is the owner’s alone', async () => {
    const event = await createEvent(t.app, token);
    const other = await createEvent(t.app, token);
    expectError(await joinScreen(event.code, randomUUID(), t.app, undefined, 'not-the-key'), 403, BAD_SCREEN_KEY);
    expectError(await joinScreen(event.code, randomUUID(), t.app, undefined, await screenKeyOf(other.id)), 403, BAD_SCREEN_KEY);
    expectError(await call(t.app, 'GET', `/events/${event.id}/screen-key`), 401);
    expectError(await call(t.app, 'GET', `/events/${event.id}/screen-key`, undefined, otherToken), 404, 'Event not found');
    // One key per event, the same on every call.
    expect(await screenKeyOf(event.id)).toBe(await screenKeyOf(event.id));
    expect((await getEvent(t.app, token, event.id)).screenIds).toEqual([]);
  });

  it('a screen opened from the console gets a slot when all 50 are taken, in place of the screen without the key seen least recently', async () => {
    const { event, screens } = await fullEvent();
    expectError(await joinScreen(event.code), 409, FULL);
    // Every screen but one is heard from after it.
    const quiet = screens[7]!;
    const since = Date.now();
    while (Date.now() === since);
    for (const screenId of screens) if (screenId !== quiet) expectOk(await pollScreen(event.id, screenId));
    const room = randomUUID();
    expectOk(await joinScreen(event.code, room, t.app, undefined, await screenKeyOf(event.id)));
    const screenIds = (await getEvent(t.app, token, event.id)).screenIds;
    expect(screenIds).toHaveLength(LIMITS.screensPerEvent);
    expect(screenIds).toEqual([...screens.filter((id) => id !== quiet), room]);
    // The screen put out is sent back to joining; the console's screen follows the game.
    expectError(await pollScreen(event.id, quiet), 404, 'This screen has not joined the event');
    expectOk(await pollScreen(event.id, room));
  });

  it('a screen opened from the console keeps its slot while it sleeps: newcomers with the code take only the slots of other lapsed screens', async () => {
    const { database, drop } = await freshDatabase();
    try {
      const before = await buildApp({ database, config: testConfig(), logger: false });
      await before.ready();
      const { token: owner } = await signUpAndIn(before);
      const event = await createEvent(before, owner, 'Screens night');
      const key = expectOk(await call(before, 'GET', `/events/${event.id}/screen-key`, undefined, owner)).key as string;
      const room = randomUUID();
      expectOk(await joinScreen(event.code, room, before, undefined, key));
      const squatters = Array.from({ length: LIMITS.screensPerEvent - 1 }, () => randomUUID());
      for (const screenId of squatters) expectOk(await joinScreen(event.code, screenId, before));
      await before.close();

      // After a restart nobody has been heard from, and the lapse time is over at once: the room's
      // screen sleeps past it, like every squatter.
      const after = await buildApp({ database, config: testConfig({ screenLapseMs: 0 }), logger: false });
      await after.ready();
      try {
        // Newcomers with the code alone take the squatters' lapsed slots one by one, never the room's.
        const newcomers = Array.from({ length: LIMITS.screensPerEvent - 1 }, () => randomUUID());
        for (const screenId of newcomers) expectOk(await joinScreen(event.code, screenId, after));
        expectError(await joinScreen(event.code, randomUUID(), after), 409, FULL);
        expect((await getEvent(after, owner, event.id)).screenIds).toEqual([room, ...newcomers]);
        // The room's screen wakes up: its place is still there.
        expectOk(await pollScreen(event.id, room, after));
        const socket = await LiveClient.connect(`ws://127.0.0.1:${await listening(after)}/api/live`);
        socket.send({ type: 'hello', role: 'screen', eventId: event.id, screenId: room });
        await socket.next('screen-state');

        // A second screen from the console takes a slot of one without the key, though all were just seen.
        const second = randomUUID();
        expectOk(await joinScreen(event.code, second, after, undefined, key));
        const screenIds = (await getEvent(after, owner, event.id)).screenIds;
        expect(screenIds).toHaveLength(LIMITS.screensPerEvent);
        expect(screenIds).toEqual(expect.arrayContaining([room, second]));
      } finally {
        await after.close();
      }
    } finally {
      await drop();
    }
  });

  it('when the console’s own screens hold every slot and were all seen lately, one more with the key is refused (409)', async () => {
    const { event, screens } = await fullEvent();
    const key = await screenKeyOf(event.id);
    // Each screen with the code alone is put out by one from the console; a known screen opened from
    // the console again becomes one of them in its own slot.
    expectOk(await joinScreen(event.code, screens[0], t.app, undefined, key));
    const hosted = Array.from({ length: LIMITS.screensPerEvent - 1 }, () => randomUUID());
    for (const screenId of hosted) expectOk(await joinScreen(event.code, screenId, t.app, undefined, key));
    expect((await getEvent(t.app, token, event.id)).screenIds).toEqual([screens[0], ...hosted]);
    expectError(await joinScreen(event.code, randomUUID(), t.app, undefined, key), 409, FULL);
    expectError(await joinScreen(event.code), 409, FULL);
    // A slot the host frees goes to whoever comes next.
    expect((await removeScreen(event.id, hosted[0]!)).status).toBe(204);
    expectOk(await joinScreen(event.code));
  });
});

async function listening(app: typeof t.app): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as AddressInfo).port;
}
