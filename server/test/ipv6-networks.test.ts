// Per-address limits count an IPv6 client by its /64 (issue 18): one subscriber holds a whole /64 and
// may send each request from a new address of it, which walked past every per-address limit (new
// players, wrong codes). IPv4 addresses count as themselves. Both databases.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndIn } from './api-helpers.js';
import { callFrom, createEvent, expectError, getEvent } from './fixtures.js';
import { clientNetwork } from '../src/lib/client-network.js';
import { NO_SUCH_CODE } from '../src/players/joining.js';
import { WRONG_CODES } from '../src/players/routes.js';
import { buildTestApp, type TestApp } from './test-app.js';

/** The n-th address of an attacker's /64 (`net`), each one different, as a script rotating through it would send. */
const inOne64 = (net: number, n: number) =>
  `2001:db8:66:${net}:${(n >> 16).toString(16)}:${(n & 0xffff).toString(16)}:${randomUUID().slice(0, 4)}:1`;

describe('clientNetwork', () => {
  it('is an IPv4 address itself, and an IPv6 address its /64 however it is written', () => {
    expect(clientNetwork('203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetwork('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetwork('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(clientNetwork('2001:0db8:0001:0002:ffff:ffff:ffff:fffe')).toBe('2001:db8:1:2::/64');
    expect(clientNetwork('2001:DB8:1:2:abcd::9')).toBe('2001:db8:1:2::/64');
    expect(clientNetwork('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(clientNetwork('::1')).toBe('::/64');
    // Not an address (a test's injected remote, a unix socket): counted as given.
    expect(clientNetwork('unix-socket')).toBe('unix-socket');
  });
});

describe('limits per network over IPv6', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await buildTestApp({ newPlayersPerAddress: 20 });
    ({ token } = await signUpAndIn(t.app));
  });
  afterAll(async () => t?.close());

  const join = (address: string, code: string, playerId: string = randomUUID()) =>
    callFrom(t.app, address, 'POST', '/events/join', { code, playerId });

  it('new players: a script rotating through its /64 gets the share of one address', async () => {
    const event = await createEvent(t.app, token);
    const first = await Promise.all(Array.from({ length: 20 }, (_, i) => join(inOne64(1, i), event.code)));
    expect(first.map((r) => r.status)).toEqual(first.map(() => 200));
    const more = await Promise.all(Array.from({ length: 10 }, (_, i) => join(inOne64(1, 100 + i), event.code)));
    for (const r of more) expectError(r, 429, /^Too many new players for this event from this network\./);
    expect((await getEvent(t.app, token, event.id)).playerCount).toBe(20);
    // Another /64 (another home, another phone on mobile data) has its own.
    expect((await join('2001:db8:66:2::1', event.code)).status).toBe(200);
  });

  it('wrong codes: guesses from new addresses of one /64 count together', async () => {
    // A /64 of its own: the other test's new players widened its network's typo allowance.
    // Four random letters: a code this test's few events almost surely do not have.
    const wrong = () => Array.from({ length: 4 }, () => String.fromCharCode(65 + Math.floor(Math.random() * 26))).join('');
    for (let i = 0; i < WRONG_CODES.max; i++) expectError(await join(inOne64(4, i), wrong()), 404, NO_SUCH_CODE);
    expectError(await join(inOne64(4, 5000), wrong()), 429);
    expectError(await join('2001:db8:66:3::1', wrong()), 404, NO_SUCH_CODE);
  });
});
