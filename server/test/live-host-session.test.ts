// A host socket lives no longer than its session (issue 18, item 5): it shows the answer key and
// the players, so it closes when its access token expires (the console refreshes and says hello
// again) and when its session ends with a sign-out, on every instance; the signed-out session's
// access token opens nothing any more.
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { SOCKET_CLOSE } from '@quizfest/shared';
import { hashRefreshToken } from '../src/auth/refresh-token.js';
import { call, sha256 } from './api-helpers.js';
import { expectOk } from './fixtures.js';
import { liveEvent, type LiveFixture } from './live-fixtures.js';
import { closeAllClients, LiveClient } from './live-socket-client.js';
import { buildTestApp, buildTestInstances, usingPostgres } from './test-app.js';

const closers: (() => Promise<void>)[] = [];
afterEach(closeAllClients);
afterAll(async () => {
  for (const close of closers) await close();
});

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/live`;
}

/** Another sign-in of the fixture's manager: a session of its own, with its refresh token. */
async function signInAgain(app: FastifyInstance, f: LiveFixture): Promise<{ token: string; refreshToken: string }> {
  const me = expectOk(await call(app, 'GET', '/auth/me', undefined, f.token));
  return expectOk(
    await call(app, 'POST', '/auth/signin', { emailAddress: me.emailAddress, passwordHash: sha256('secret-password'), rememberMe: false }),
  );
}

async function hostSocket(url: string, f: LiveFixture, token: string): Promise<LiveClient> {
  const client = await LiveClient.connect(url);
  client.send({ type: 'hello', role: 'host', eventId: f.eventId, token });
  await client.next('host-state');
  return client;
}

async function expectClosedWith(client: LiveClient, error: string, timeoutMs?: number) {
  expect((await client.closes(timeoutMs)).code).toBe(SOCKET_CLOSE.refused);
  expect(client.frames.at(-1)!.message).toEqual({ type: 'error', error });
}

describe('a host socket', () => {
  it('closes when its session signs out, and the session’s token opens nothing more', async () => {
    const t = await buildTestApp();
    closers.push(() => t.close());
    const url = await listen(t.app);
    const f = await liveEvent(t.app, 1);
    const session = await signInAgain(t.app, f);
    const ending = await hostSocket(url, f, session.token);
    // The same manager signed in elsewhere: that session goes on.
    const other = await hostSocket(url, f, f.token);

    expect((await call(t.app, 'POST', '/auth/signout', { refreshToken: session.refreshToken })).status).toBe(204);
    await expectClosedWith(ending, 'This session has ended, please sign in again');

    // The access token of the ended session, though not expired, is refused everywhere.
    expect((await call(t.app, 'GET', '/auth/me', undefined, session.token)).status).toBe(401);
    expect((await call(t.app, 'GET', `/events/${f.eventId}/live`, undefined, session.token)).status).toBe(401);
    const again = await LiveClient.connect(url);
    again.send({ type: 'hello', role: 'host', eventId: f.eventId, token: session.token });
    await expectClosedWith(again, 'Invalid or expired token');

    other.send({ type: 'ping' });
    await other.next('pong');
  });

  it('closes when its session ended without a word to this instance (a NOTIFY lost): the periodic check finds it', async () => {
    const t = await buildTestApp();
    closers.push(() => t.close());
    const url = await listen(t.app);
    const f = await liveEvent(t.app, 1);
    const session = await signInAgain(t.app, f);
    const host = await hostSocket(url, f, session.token);
    // Signed out elsewhere: the family is revoked in the database, and nothing else happens here.
    await t.app.db.execute(sql`update refresh_tokens set revoked_at = now()
                                 where family_id = (select family_id from refresh_tokens where token_hash = ${hashRefreshToken(session.refreshToken)})`);
    host.send({ type: 'ping' });
    await host.next('pong');
    // What the hub runs every 10 s.
    await t.app.live.checkSessions();
    await expectClosedWith(host, 'This session has ended, please sign in again');
  });

  it('closes when its access token expires; a refreshed token opens it again', async () => {
    // Six seconds: long enough for the fixture's calls on a busy machine.
    const t = await buildTestApp({ accessTokenTtlSeconds: 6 });
    closers.push(() => t.close());
    const url = await listen(t.app);
    const f = await liveEvent(t.app, 1);
    const session = await signInAgain(t.app, f);
    const host = await hostSocket(url, f, session.token);
    await expectClosedWith(host, 'Invalid or expired token', 10_000);

    // What the console does on that close: refresh, then say hello with the new token.
    const refreshed = expectOk(await call(t.app, 'POST', '/auth/refresh', { refreshToken: session.refreshToken }));
    const back = await hostSocket(url, f, refreshed.token);
    back.send({ type: 'ping' });
    await back.next('pong');
  });

  it("says hello as a call of its account: each hello reads the database, so it waits its turn within the instance's rate", async () => {
    // Unbounded per account and network; the instance's rate one at once, then 10 a second.
    const unbounded = { burst: 1_000_000, perSecond: 1_000_000 };
    const t = await buildTestApp({
      accountRequestRates: { account: unbounded, network: unbounded, instance: { burst: 1, perSecond: 10 } },
    });
    closers.push(() => t.close());
    const url = await listen(t.app);
    const f = await liveEvent(t.app, 1);
    await new Promise((resolve) => setTimeout(resolve, 150));
    const waitedBefore = t.app.accountTurns.counts.waited;
    // Three consoles at once: the first takes the instance's one call, the others wait their turn.
    const hosts = await Promise.all([0, 1, 2].map(() => hostSocket(url, f, f.token)));
    expect(hosts).toHaveLength(3);
    expect(t.app.accountTurns.counts.waited - waitedBefore).toBeGreaterThanOrEqual(1);
  });
});

describe.runIf(usingPostgres())('on two instances', () => {
  it('a sign-out on one closes the session’s host socket on the other', async () => {
    const { instances, close } = await buildTestInstances(2);
    closers.push(close);
    const [a, b] = instances.map((i) => i.app);
    const url = await listen(b!);
    const f = await liveEvent(a!, 1);
    const session = await signInAgain(a!, f);
    const host = await hostSocket(url, f, session.token);

    expect((await call(a!, 'POST', '/auth/signout', { refreshToken: session.refreshToken })).status).toBe(204);
    await expectClosedWith(host, 'This session has ended, please sign in again');
  });
});
