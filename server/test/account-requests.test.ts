// Authenticated calls per account and per network (issue 18). Sign-up is open, and nothing counted
// a manager's calls: one account looping a read of its own quiz on 32 keep-alive connections had
// 470 a second answered, the server's core saturated, and every venue's polls went from p99 8 ms to
// 187 ms (`node server/bench/join-flood.mjs --kind manager`). Now an account has ACCOUNT_REQUESTS
// (60, then 10 a second) and a network, all its accounts together, NETWORK_ACCOUNT_REQUESTS (120,
// then 20 a second); past them 429, sent after a pause of about a second, before any database read.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_REQUESTS, NETWORK_ACCOUNT_REQUESTS, TOO_MANY_REQUESTS } from '../src/plugins/auth.js';
import { signUpAndIn } from './api-helpers.js';
import { buildTestApp, type TestApp } from './test-app.js';

let t: TestApp;
beforeAll(async () => {
  // The server's own rates, not the suites' raised ones.
  t = await buildTestApp({ accountRequestRates: undefined });
});
afterAll(() => t?.close());

const me = (token: string, remoteAddress: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/me', remoteAddress, headers: { authorization: `Bearer ${token}` } });
type Reply = Awaited<ReturnType<typeof me>>;
/** The calls sent at once, in this order; their replies, and the statuses counted. */
async function atOnce(calls: (() => Promise<Reply>)[]) {
  const replies = await Promise.all(calls.map((call) => call()));
  const counts: Record<number, number> = {};
  for (const reply of replies) counts[reply.statusCode] = (counts[reply.statusCode] ?? 0) + 1;
  return { replies, counts };
}

describe('authenticated calls', () => {
  it("hold an account to its share: past it 429 after a pause, and another account's calls go on", async () => {
    const greedy = await signUpAndIn(t.app);
    const other = await signUpAndIn(t.app);
    // From several networks, so that only the account's share is at stake; the other account's
    // call goes last, once the greedy account's share is spent.
    const sent = ACCOUNT_REQUESTS.burst + 60;
    const started = performance.now();
    const { replies, counts } = await atOnce([
      ...Array.from({ length: sent }, (_, i) => () => me(greedy.token, `198.51.100.${1 + (i % 50)}`)),
      () => me(other.token, '198.51.100.1'),
    ]);
    // The bucket refills as the calls go (10 a second), so a few more than the burst may pass.
    expect(counts[200]! - 1).toBeGreaterThanOrEqual(ACCOUNT_REQUESTS.burst);
    expect(counts[200]! - 1).toBeLessThan(sent);
    expect(counts[429]).toBe(sent + 1 - counts[200]!);
    expect(replies.find((reply) => reply.statusCode === 429)!.json()).toEqual({ error: TOO_MANY_REQUESTS });
    expect(replies.at(-1)!.statusCode).toBe(200);
    // The refusals were sent after the pause (0.5 to 1.5 s): a script looping on a keep-alive
    // connection gets about one a second.
    expect(performance.now() - started).toBeGreaterThanOrEqual(450);
    // A moment later the account has calls again.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await me(greedy.token, '198.51.100.61')).statusCode).toBe(200);
  });

  it("hold a network's accounts together to its share; another network goes on", async () => {
    const accounts = [await signUpAndIn(t.app), await signUpAndIn(t.app), await signUpAndIn(t.app)];
    const fresh = await signUpAndIn(t.app);
    const network = '2001:db8:42:42::';
    const sent = NETWORK_ACCOUNT_REQUESTS.burst + 50;
    // Each account alone makes 57 calls, under its own share: what is refused is the network's. Last,
    // once the network's share is spent, a fresh account from another network.
    const { replies, counts } = await atOnce([
      ...Array.from({ length: sent }, (_, i) => () => me(accounts[i % 3]!.token, `${network}${(i % 200).toString(16)}`)),
      () => me(fresh.token, '203.0.113.5'),
    ]);
    expect(counts[200]! - 1).toBeGreaterThanOrEqual(NETWORK_ACCOUNT_REQUESTS.burst);
    expect(counts[200]! - 1).toBeLessThan(sent);
    expect(counts[429]).toBe(sent + 1 - counts[200]!);
    expect(replies.at(-1)!.statusCode).toBe(200);
  });

  it("count a fresh account, refreshes and sign-outs with the network's calls (each reads the database whatever the token)", async () => {
    // A network share of 3 that does not refill within the test.
    const slow = await buildTestApp({ accountRequestRates: { account: ACCOUNT_REQUESTS, network: { burst: 3, perSecond: 0.01 } } });
    try {
      const manager = await signUpAndIn(slow.app);
      const session = (url: string, remoteAddress: string) =>
        slow.app.inject({ method: 'POST', url: `/api/auth/${url}`, remoteAddress, payload: { refreshToken: 'made-up' } });
      expect((await session('refresh', '192.0.2.9')).statusCode).toBe(401);
      expect((await session('signout', '192.0.2.9')).statusCode).toBe(204);
      const call = await slow.app.inject({
        method: 'GET',
        url: '/api/auth/me',
        remoteAddress: '192.0.2.9',
        headers: { authorization: `Bearer ${manager.token}` },
      });
      expect(call.statusCode).toBe(200);
      const fresh = await signUpAndIn(slow.app);
      const freshCall = await slow.app.inject({
        method: 'GET',
        url: '/api/auth/me',
        remoteAddress: '192.0.2.9',
        headers: { authorization: `Bearer ${fresh.token}` },
      });
      expect(freshCall.statusCode).toBe(429);
      expect((await session('refresh', '192.0.2.9')).json()).toEqual({ error: TOO_MANY_REQUESTS });
      expect((await session('signout', '192.0.2.9')).statusCode).toBe(429);
      expect((await session('refresh', '192.0.2.10')).statusCode).toBe(401);
    } finally {
      await slow.close();
    }
  });

  it('are refused as a bad token before any account is counted', async () => {
    const res = await me('not-a-token', '192.0.2.77');
    expect(res.statusCode).toBe(401);
  });
});
