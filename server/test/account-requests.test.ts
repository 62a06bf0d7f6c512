// Authenticated calls per account and per network (issue 18). Sign-up is open, and nothing counted
// a manager's calls: one account looping a read of its own quiz on 32 keep-alive connections had
// 470 a second answered, the server's core saturated, and every venue's polls went from p99 8 ms to
// 187 ms (`node server/bench/join-flood.mjs --kind manager`). Now an account has ACCOUNT_REQUESTS
// (60, then 10 a second) and a network, all its accounts together, NETWORK_ACCOUNT_REQUESTS (120,
// then 20 a second); past them 429, sent after a pause of about a second, before any database read.
// And every account of every network together is held to the instance's rate, INSTANCE_ACCOUNT_REQUESTS
// (50, then 50 a second): past it a call waits its turn (lib/fair-queue.ts), the least served account's first.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_REQUESTS, INSTANCE_ACCOUNT_REQUESTS, NETWORK_ACCOUNT_REQUESTS, TOO_MANY_REQUESTS } from '../src/plugins/auth.js';
import { signUpAndIn } from './api-helpers.js';
import { buildTestApp, type TestApp } from './test-app.js';

let t: TestApp;
beforeAll(async () => {
  // The server's own rates, not the suites' raised ones, but for the instance's: these calls test
  // one account's and one network's shares (the instance's is tested below with a rate of its own).
  const instance = { burst: 1_000_000, perSecond: 1_000_000 };
  t = await buildTestApp({ accountRequestRates: { account: ACCOUNT_REQUESTS, network: NETWORK_ACCOUNT_REQUESTS, instance } });
});
afterAll(() => t?.close());

/** An authenticated call to `app` (GET /api/auth/me) with this token, from this address. */
const meOn = (app: TestApp['app']) => (token: string, remoteAddress: string) =>
  app.inject({ method: 'GET', url: '/api/auth/me', remoteAddress, headers: { authorization: `Bearer ${token}` } });
const me = (token: string, remoteAddress: string) => meOn(t.app)(token, remoteAddress);
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
    const slow = await buildTestApp({
      accountRequestRates: { account: ACCOUNT_REQUESTS, network: { burst: 3, perSecond: 0.01 }, instance: INSTANCE_ACCOUNT_REQUESTS },
    });
    try {
      const manager = await signUpAndIn(slow.app);
      const session = (url: string, remoteAddress: string) =>
        slow.app.inject({ method: 'POST', url: `/api/auth/${url}`, remoteAddress, payload: { refreshToken: 'made-up' } });
      expect((await session('refresh', '192.0.2.9')).statusCode).toBe(401);
      expect((await session('signout', '192.0.2.9')).statusCode).toBe(204);
      expect((await meOn(slow.app)(manager.token, '192.0.2.9')).statusCode).toBe(200);
      const fresh = await signUpAndIn(slow.app);
      expect((await meOn(slow.app)(fresh.token, '192.0.2.9')).statusCode).toBe(429);
      expect((await session('refresh', '192.0.2.9')).json()).toEqual({ error: TOO_MANY_REQUESTS });
      expect((await session('signout', '192.0.2.9')).statusCode).toBe(429);
      expect((await session('refresh', '192.0.2.10')).statusCode).toBe(401);
    } finally {
      await slow.close();
    }
  });

  it("hold every network's accounts together to the instance's rate, and serve an honest account's call at its turn", async () => {
    // Eight accounts on eight networks, each within its own and its network's share: together they
    // had every call answered at once (491 quiz reads a second on the bench, the server's core taken).
    const instance = { burst: 5, perSecond: 100 };
    const shared = await buildTestApp({ accountRequestRates: { account: ACCOUNT_REQUESTS, network: NETWORK_ACCOUNT_REQUESTS, instance } });
    try {
      const script = await Promise.all(Array.from({ length: 8 }, () => signUpAndIn(shared.app)));
      const honest = await signUpAndIn(shared.app);
      const call = meOn(shared.app);
      const finished: string[] = [];
      const started = performance.now();
      const calls = [
        ...Array.from({ length: 120 }, (_, i) => ['script', () => call(script[i % 8]!.token, `198.18.${i % 8}.1`)] as const),
        ['honest', () => call(honest.token, '192.0.2.200')] as const,
      ];
      const replies = await Promise.all(
        calls.map(async ([who, send]) => {
          const reply = await send();
          finished.push(who);
          return reply;
        }),
      );
      const elapsed = performance.now() - started;
      expect(replies.filter((reply) => reply.statusCode !== 200).map((reply) => reply.body)).toEqual([]);
      // 121 calls (15 an account, within the 16 an account may have waiting), 5 at once and 100 a
      // second: at least 1.1 s, where every call went at once before.
      expect(elapsed).toBeGreaterThanOrEqual(1100);
      expect(shared.app.accountTurns.counts.waited).toBe(116);
      // The honest account's one call, sent last behind 120, went at the next free moment (it had
      // had no call served lately, each script account several): among the first answered, not the last.
      expect(finished.indexOf('honest')).toBeLessThan(14);
    } finally {
      await shared.close();
    }
  });

  it('are refused as a bad token before any account is counted', async () => {
    const res = await me('not-a-token', '192.0.2.77');
    expect(res.statusCode).toBe(401);
  });
});
