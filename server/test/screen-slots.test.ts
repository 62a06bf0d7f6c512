// Screen slots (issue 9 item 8): anyone with the code could take all LIMITS.screensPerEvent slots
// for good. The owner sees the screens in the host view and removes them
// (DELETE /events/{id}/screens/{screenId}); a removed screen is sent back to joining, over its socket
// and its poll; and a full event gives the slot of a screen unseen for the lapse time to a newcomer.
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS, SOCKET_CLOSE, type HostView } from '@quizfest/shared';
import { buildApp } from '../src/app.js';
import { openDatabase, type Database } from '../src/db/client.js';
import { call, signUpAndIn } from './api-helpers.js';
import { createEvent, expectError, expectOk, getEvent } from './fixtures.js';
import { closeAllClients, LiveClient } from './live-socket-client.js';
import { buildTestApp, createPostgresDatabase, testConfig, usingPostgres, type TestApp } from './test-app.js';

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

const joinScreen = (code: string, screenId: string = randomUUID(), app = t.app) =>
  call(app, 'POST', '/events/join-as-screen', { code, screenId });
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

describe('unseen screens lapse', () => {
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
