// The per-address limits (docs/PRODUCT-RULES.md#security) under the attacks of issue 9 (items 2, 3, 6, 7): attempts
// sent together, sign-up floods, the hashing queue, a prankster on a venue's shared address,
// bought guesses, and a client writing its own X-Forwarded-For.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sha256, signUpAndIn } from './api-helpers.js';
import { buildTestApp, type TestApp } from './test-app.js';
import { createEvent, expectError } from './fixtures.js';
import { HttpError } from '../src/errors.js';
import { HASH_QUEUE, HASH_SLOTS, HASHING_BUSY, hashPassword } from '../src/auth/password.js';
import { Semaphore } from '../src/lib/semaphore.js';
import { parseTrustProxy, readEnv } from '../src/config.js';
import { WRONG_CODES } from '../src/players/routes.js';

const PASSWORD = sha256('correct horse');
const INVALID = 'Invalid email or password';
const email = (tag = 'user') => `${tag}-${randomUUID().slice(0, 8)}@example.com`;

/** A call as it reaches the server: from the socket address `from`, with an X-Forwarded-For if given. */
async function send(app: FastifyInstance, from: string, url: string, body: unknown, forwardedFor?: string) {
  const res = await app.inject({
    method: 'POST',
    url: `/api${url}`,
    remoteAddress: from,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    payload: body as object,
  });
  return { status: res.statusCode, body: res.body ? JSON.parse(res.body) : undefined };
}

async function account(app: FastifyInstance, from = '127.0.0.1') {
  const emailAddress = email();
  const res = await send(app, from, '/auth/signup', { userName: 'Robin', emailAddress, passwordHash: PASSWORD });
  expect(res.status).toBe(201);
  return emailAddress;
}

const signIn = (app: FastifyInstance, from: string, emailAddress: string, passwordHash: string, forwardedFor?: string) =>
  send(app, from, '/auth/signin', { emailAddress, passwordHash, rememberMe: false }, forwardedFor);

/** A live event's code, and a 4-letter code no event has. */
async function liveEvent(app: FastifyInstance, token: string) {
  const event = await createEvent(app, token);
  return { event, wrong: event.code === 'QXQX' ? 'QXQY' : 'QXQX' };
}

const join = (app: FastifyInstance, from: string, code: string, playerId: string = randomUUID(), forwardedFor?: string) =>
  send(app, from, '/events/join', { code, playerId }, forwardedFor);

describe('sign-in attempts sent together (issue 9, item 2)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t?.close());

  it('checks only 10 of 40 wrong passwords sent at once for one account; the rest get 429', async () => {
    const victim = await account(t.app);
    const results = await Promise.all(Array.from({ length: 40 }, (_, i) => signIn(t.app, '10.40.0.1', victim, sha256(`guess ${i}`))));
    expect(results.filter((r) => r.status === 401)).toHaveLength(10);
    expect(results.filter((r) => r.status === 429)).toHaveLength(30);
    for (const r of results.filter((x) => x.status === 429)) expect(r.body.error).toMatch(/^Too many failed sign-ins for this account\./);
  });

  it('does not count successful sign-ins, even sent together', async () => {
    const user = await account(t.app);
    const results = await Promise.all(Array.from({ length: 8 }, () => signIn(t.app, '10.40.0.2', user, PASSWORD)));
    expect(results.map((r) => r.status)).toEqual(Array(8).fill(200));
    for (let i = 0; i < 9; i++) expectError(await signIn(t.app, '10.40.0.2', user, sha256('wrong')), 401, INVALID);
  });

  it('counts spraying many accounts at once against the address: 100 checked of 130', async () => {
    // In bursts of 26, each within the hashing queue (a larger burst is the queue's test).
    const results = [];
    for (let burst = 0; burst < 5; burst++) {
      results.push(...(await Promise.all(Array.from({ length: 26 }, () => signIn(t.app, '10.40.0.3', email('spray'), PASSWORD)))));
    }
    expect(results.filter((r) => r.status === 401)).toHaveLength(100);
    expect(results.filter((r) => r.status === 429)).toHaveLength(30);
  });
});

describe('sign-up limit per address (issue 9, item 3)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ signupsPerAddressPerHour: 3 });
  });
  afterAll(async () => t?.close());

  it('accepts the configured number of sign-ups from one address, sent together, then 429; other addresses still sign up', async () => {
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        send(t.app, '10.41.0.1', '/auth/signup', { userName: 'Flood', emailAddress: email('flood'), passwordHash: PASSWORD }),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(3);
    const refused = results.filter((r) => r.status === 429);
    expect(refused).toHaveLength(7);
    expect(refused[0]!.body).toEqual({ error: expect.stringMatching(/^Too many sign-ups from this network\. Try again in \d+ s\.$/) });
    expect(
      (await send(t.app, '10.41.0.2', '/auth/signup', { userName: 'Real', emailAddress: email(), passwordHash: PASSWORD })).status,
    ).toBe(201);
  });

  it('counts an attempt with a taken email too (it costs a hash and probes for accounts)', async () => {
    const taken = await account(t.app, '10.41.0.3');
    for (let i = 0; i < 2; i++)
      expectError(await send(t.app, '10.41.0.3', '/auth/signup', { userName: 'X', emailAddress: taken, passwordHash: PASSWORD }), 409);
    expectError(await send(t.app, '10.41.0.3', '/auth/signup', { userName: 'X', emailAddress: email(), passwordHash: PASSWORD }), 429);
  });
});

describe('the hashing queue (issue 9, item 3)', () => {
  it('lets one address have only a few sign-ins and sign-ups hashing at once, so its flood does not queue ahead of others', async () => {
    const t = await buildTestApp({ hashingPerAddress: 4 });
    try {
      const user = await account(t.app, '10.42.0.9');
      const flood = Array.from({ length: 12 }, (_, i) =>
        i % 2
          ? signIn(t.app, '10.42.0.1', email('nobody'), PASSWORD)
          : send(t.app, '10.42.0.1', '/auth/signup', { userName: 'Flood', emailAddress: email('flood'), passwordHash: PASSWORD }),
      );
      const real = signIn(t.app, '10.42.0.2', user, PASSWORD);
      const results = await Promise.all(flood);
      expect((await real).status).toBe(200);
      expect(results.filter((r) => r.status !== 429)).toHaveLength(4);
      const refused = results.filter((r) => r.status === 429);
      expect(refused).toHaveLength(8);
      expect(refused[0]!.body).toEqual({ error: 'Too many sign-ins at once from this network. Try again in a moment.' });
      // Refused at the door, they counted as no failure: the address signs in at once.
      expect((await signIn(t.app, '10.42.0.1', user, PASSWORD)).status).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('leaves libuv threads free for static files: fewer hashes at once than pool threads', () => {
    expect(HASH_SLOTS).toBeLessThan(Number(process.env.UV_THREADPOOL_SIZE) || 4);
  });

  it('refuses a hash with 503 and a clear message once the queue is full, and hashes the rest', async () => {
    const outcomes = await Promise.allSettled(Array.from({ length: HASH_SLOTS + HASH_QUEUE + 5 }, () => hashPassword(PASSWORD, 2 ** 10)));
    const refused = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
    expect(refused).toHaveLength(5);
    for (const r of refused) {
      expect(r.reason).toBeInstanceOf(HttpError);
      expect(r.reason).toMatchObject({ statusCode: 503, message: HASHING_BUSY });
    }
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(HASH_SLOTS + HASH_QUEUE);
    // Once the queue has drained, hashing works again.
    await expect(hashPassword(PASSWORD, 2 ** 10)).resolves.toMatch(/^scrypt\$/);
  });

  it('Semaphore: runs `limit` jobs, queues `maxWaiting`, refuses the next with whenFull, then frees the slots', async () => {
    const gate = new Semaphore(1, 1, () => new HttpError(503, 'full'));
    let open!: () => void;
    const first = gate.run(() => new Promise<string>((resolve) => (open = () => resolve('first'))));
    const second = gate.run(async () => 'second');
    await expect(gate.run(async () => 'third')).rejects.toMatchObject({ statusCode: 503, message: 'full' });
    open();
    expect(await Promise.all([first, second])).toEqual(['first', 'second']);
    expect(await gate.run(async () => 'fourth')).toBe('fourth');
  });
});

describe('a prankster on a venue’s shared address (issue 9, item 6)', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await buildTestApp();
    ({ token } = await signUpAndIn(t.app));
  });
  afterAll(async () => t?.close());

  it('lets every player with the venue’s code in after the prankster, while unknown codes get 429', async () => {
    const { event, wrong } = await liveEvent(t.app, token);
    const other = await liveEvent(t.app, token);
    const venue = '10.60.0.1';
    for (let i = 0; i < 20; i++) expect((await join(t.app, venue, event.code)).status).toBe(200);
    // The base 60, and one for every 5 of the 20 players.
    for (let i = 0; i < 64; i++) expectError(await join(t.app, venue, wrong), 404);
    expectError(await join(t.app, venue, wrong), 429, /^Too many wrong event codes/);
    // Another live event's code, never joined from here, is not revealed: 429 like an unknown one.
    expectError(await join(t.app, venue, other.event.code), 429);
    expectError(await send(t.app, venue, '/events/join-as-screen', { code: wrong, screenId: randomUUID() }), 429);
    for (let i = 0; i < 5; i++)
      expect(await join(t.app, venue, event.code.toLowerCase())).toMatchObject({ status: 200, body: { eventId: event.id } });
  });

  it('lets the first player in when the venue’s screen joined from the address before the prankster', async () => {
    const { event, wrong } = await liveEvent(t.app, token);
    const venue = '10.61.0.1';
    expect((await send(t.app, venue, '/events/join-as-screen', { code: event.code, screenId: randomUUID() })).status).toBe(200);
    for (let i = 0; i < 60; i++) await join(t.app, venue, wrong);
    expectError(await join(t.app, venue, wrong), 429);
    expect((await join(t.app, venue, event.code)).status).toBe(200);
  });

  it('the documented trade-off: when the prankster came before anyone joined, the first player waits like a guesser', async () => {
    const { event, wrong } = await liveEvent(t.app, token);
    for (let i = 0; i < 60; i++) await join(t.app, '10.62.0.1', wrong);
    expectError(await join(t.app, '10.62.0.1', event.code), 429, /^Too many wrong event codes/);
  });
});

describe('guesses cannot be bought or dodged (issue 9, item 7)', () => {
  describe('credit for joins', () => {
    let t: TestApp;
    let token: string;
    beforeAll(async () => {
      t = await buildTestApp();
      ({ token } = await signUpAndIn(t.app));
    });
    afterAll(async () => t?.close());

    it('credits only a player’s first join: 200 re-joins with one id buy no extra guesses', async () => {
      const { event, wrong } = await liveEvent(t.app, token);
      const from = '10.70.0.1';
      const playerId = randomUUID();
      for (let i = 0; i < 200; i++) expect((await join(t.app, from, event.code, playerId)).status).toBe(200);
      // The base 60: one new player is less than the 5 that earn a guess.
      for (let i = 0; i < 60; i++) expectError(await join(t.app, from, wrong), 404);
      expectError(await join(t.app, from, wrong), 429);
    });

    /** How many wrong codes the address gets answered (404) before its first 429. */
    async function wrongCodesAllowed(from: string, wrong: string) {
      for (let allowed = 0; ; allowed++) {
        const res = await join(t.app, from, wrong);
        if (res.status === 429) return allowed;
        expectError(res, 404);
      }
    }

    it('issue 18 item 8: joining one’s own event with 600 fresh ids buys 100 guesses, not 600', async () => {
      // Anyone may sign up and make an event; its code is the farm.
      const { event, wrong } = await liveEvent(t.app, token);
      const from = '10.72.0.1';
      for (let batch = 0; batch < 12; batch++) {
        const joined = await Promise.all(Array.from({ length: 50 }, () => join(t.app, from, event.code)));
        for (const res of joined) expect(res.status).toBe(200);
      }
      expect(await wrongCodesAllowed(from, wrong)).toBe(WRONG_CODES.max + WRONG_CODES.credit.max);
      expect(WRONG_CODES.max + WRONG_CODES.credit.max).toBe(160);
    });

    it('the venue: 400 players on one address, one typo for every four of them, all get in and every typo is a 404', async () => {
      const { event, wrong } = await liveEvent(t.app, token);
      const from = '10.73.0.1';
      for (let i = 0; i < 400; i++) {
        if (i % 4 === 3) expectError(await join(t.app, from, wrong), 404, 'No event found with this code');
        expect((await join(t.app, from, event.code)).status).toBe(200);
      }
      // 100 typos so far; 60 + 400 / 5 = 140 allowed.
      expect(await wrongCodesAllowed(from, wrong)).toBe(40);
    });

    it('a screen’s join earns no extra guesses either', async () => {
      const { event, wrong } = await liveEvent(t.app, token);
      // As many new screens as one address may add (NEW_SCREENS).
      for (let i = 0; i < 10; i++) {
        expect((await send(t.app, '10.71.0.1', '/events/join-as-screen', { code: event.code, screenId: randomUUID() })).status).toBe(200);
      }
      for (let i = 0; i < 60; i++) expectError(await join(t.app, '10.71.0.1', wrong), 404);
      expectError(await join(t.app, '10.71.0.1', wrong), 429);
    });
  });

  describe.each([
    ['a hop count', 1],
    ['the proxy’s address', ['127.0.0.1']],
  ])('behind a proxy trusted by %s', (_name, trustProxy) => {
    let t: TestApp;
    let token: string;
    beforeAll(async () => {
      t = await buildTestApp({ trustProxy: trustProxy as 1 | string[] });
      ({ token } = await signUpAndIn(t.app));
    });
    afterAll(async () => t?.close());

    // The proxy (127.0.0.1) appends the address it saw to whatever the client sent.
    const through = (claimed: string, real: string) => `${claimed}, ${real}`;

    it('limits wrong codes by the address the proxy saw, however the client rotates X-Forwarded-For', async () => {
      const { event, wrong } = await liveEvent(t.app, token);
      for (let i = 0; i < 60; i++)
        expectError(await join(t.app, '127.0.0.1', wrong, randomUUID(), through(`203.0.113.${i}`, '198.51.100.7')), 404);
      expectError(await join(t.app, '127.0.0.1', wrong, randomUUID(), through('203.0.113.200', '198.51.100.7')), 429);
      // Another client behind the same proxy is its own address.
      expect((await join(t.app, '127.0.0.1', event.code, randomUUID(), through('198.51.100.7', '198.51.100.8'))).status).toBe(200);
    });

    it('limits wrong passwords by the same address', async () => {
      const victim = await account(t.app, '127.0.0.1');
      for (let i = 0; i < 10; i++) {
        expectError(
          await signIn(t.app, '127.0.0.1', victim, sha256(`guess ${i}`), through(`203.0.113.${i}`, '198.51.100.9')),
          401,
          INVALID,
        );
      }
      expectError(
        await signIn(t.app, '127.0.0.1', victim, PASSWORD, through('203.0.113.99', '198.51.100.9')),
        429,
        /^Too many failed sign-ins/,
      );
      expect((await signIn(t.app, '127.0.0.1', victim, PASSWORD, '198.51.100.10')).status).toBe(200);
    });
  });

  it('with the proxy’s address, a client that connects directly is its own address whatever it claims', async () => {
    const t = await buildTestApp({ trustProxy: ['10.0.0.5'] });
    try {
      const { token } = await signUpAndIn(t.app);
      const { wrong } = await liveEvent(t.app, token);
      for (let i = 0; i < 60; i++) await join(t.app, '198.51.100.20', wrong, randomUUID(), `203.0.113.${i}`);
      expectError(await join(t.app, '198.51.100.20', wrong, randomUUID(), '203.0.113.250'), 429);
    } finally {
      await t.close();
    }
  });
});

describe('TRUST_PROXY', () => {
  it('is off when unset, empty or false', () => {
    expect(readEnv({}).TRUST_PROXY).toBe(false);
    expect(readEnv({ TRUST_PROXY: '' }).TRUST_PROXY).toBe(false);
    expect(readEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
  });

  it('takes a hop count or a list of proxy addresses and ranges', () => {
    expect(readEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(readEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(readEnv({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,::1,loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      '::1',
      'loopback',
    ]);
  });

  it('refuses true at start, saying why and what to set instead', () => {
    expect(() => readEnv({ TRUST_PROXY: 'true' })).toThrow(
      /^Invalid configuration: TRUST_PROXY: true would let every client choose its own address with X-Forwarded-For; set the number of proxies/,
    );
  });

  it('refuses what is neither a count nor addresses', () => {
    expect(parseTrustProxy('0')).toMatch(/from 1 to 10/);
    expect(parseTrustProxy('yes')).toBe('not an IP address, CIDR range, loopback, linklocal or uniquelocal: yes');
    expect(parseTrustProxy('10.0.0.1,10.0.0.0/99')).toMatch(/10\.0\.0\.0\/99$/);
    expect(() => readEnv({ TRUST_PROXY: 'proxy.example.com' })).toThrow(/TRUST_PROXY: not an IP address/);
  });
});
