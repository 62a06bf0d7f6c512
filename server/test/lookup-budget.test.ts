// Anonymous look-ups of what does not exist, per network (issue 18). Polls naming made-up event
// ids, images of made-up names and teams of made-up ids each cost a database query that found
// nothing: a script sending them on 32 keep-alive connections was answered 404 1,290 times a second
// and saturated the server's core (the venue's polls p50 0.4 -> 37 ms; `node
// server/bench/join-flood.mjs --kind ghost`). Now what the caches do not answer is counted per
// network (LOOKUPS_PER_NETWORK: 1,000 at once, then 100 a second); past it 429 after a pause,
// without a query. What the caches hold is never counted. Both databases, over a real listener
// (the poll's fast path hands the unknown event to the route) and the routes. A name or team for
// a player the event cache does not hold is counted too, even in an event it holds.
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOOKUPS_PER_INSTANCE, LOOKUPS_PER_NETWORK, TOO_MANY_LOOKUPS } from '../src/lib/lookup-budget.js';
import { callFrom, expectOk } from './fixtures.js';
import { liveEvent } from './live-fixtures.js';
import { buildTestApp, type TestApp } from './test-app.js';

/** A made-up poll from `network`, through the routes. */
const ghostPoll = (t: TestApp, network: string) =>
  callFrom(t.app, network, 'POST', '/events/poll', { eventId: randomUUID(), playerId: randomUUID() });

describe('look-ups per network, at the server’s own budget', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ lookupRate: undefined, lookupInstanceRate: undefined });
  });
  afterAll(() => t?.close());

  it('answers a network’s made-up event ids up to its burst, then 429 after a pause; the venue’s polls and other networks go on', async () => {
    const f = await liveEvent(t.app, 2);
    const script = '203.0.113.50';
    // The budget refills as the polls go (100 a second): a few more than the burst may pass. Twice
    // the burst, so that some are refused on any machine that answers more than 200 a second (with
    // 200 more than the burst, one that took 2.6 s to answer 1,200 had refilled them all).
    const sent = LOOKUPS_PER_NETWORK.burst * 2;
    const statuses = await Promise.all(Array.from({ length: sent }, () => ghostPoll(t, script).then((r) => r.status)));
    const notFound = statuses.filter((s) => s === 404).length;
    expect(notFound).toBeGreaterThanOrEqual(LOOKUPS_PER_NETWORK.burst);
    expect(notFound).toBeLessThan(sent);
    expect(statuses.filter((s) => s === 429)).toHaveLength(sent - notFound);
    // The venue's phones, on the same network even, poll their event: it is held, nothing is counted.
    for (const player of f.players)
      expect(expectOk(await callFrom(t.app, script, 'POST', '/events/poll', { eventId: f.eventId, playerId: player.id })).player.name).toBe(
        player.name,
      );
    // Another network has its own budget.
    expect((await ghostPoll(t, '198.51.100.50')).status).toBe(404);
  });
});

describe('look-ups per network', () => {
  let t: TestApp;
  let base: string;
  // A budget of 5 that does not refill within the test.
  beforeAll(async () => {
    t = await buildTestApp({ lookupRate: { burst: 5, perSecond: 0.01 } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t?.close());

  it('answers an event found missing as missing for a while without counting again: phones polling a deleted event', async () => {
    const network = '192.0.2.70';
    const gone = randomUUID();
    const polls = () => callFrom(t.app, network, 'POST', '/events/poll', { eventId: gone, playerId: randomUUID() });
    // One look-up, then the answer stands: eight polls of the same id are all 404, none refused.
    for (let i = 0; i < 8; i++) expect((await polls()).status).toBe(404);
    for (let i = 0; i < 4; i++) expect((await ghostPoll(t, network)).status).toBe(404);
    expect((await ghostPoll(t, network)).body).toEqual({ error: TOO_MANY_LOOKUPS });
    expect((await polls()).status).toBe(404);
  }, 30_000);

  it("counts screens' polls, teams, names and images the caches do not hold, and what they hold never", async () => {
    const f = await liveEvent(t.app, 1);
    const network = '192.0.2.60';
    const calls: [string, () => Promise<{ status: number; body: { error?: string } }>][] = [
      ['screen poll', () => callFrom(t.app, network, 'POST', '/events/poll-as-screen', { eventId: randomUUID(), screenId: randomUUID() })],
      ['event teams', () => callFrom(t.app, network, 'GET', `/events/${randomUUID()}/teams`)],
      ['teams by ids', () => callFrom(t.app, network, 'GET', `/teams/by-ids?ids=${randomUUID()}`)],
      [
        'set-info',
        () =>
          callFrom(t.app, network, 'POST', '/players/set-info', { eventId: randomUUID(), playerId: randomUUID(), name: 'X', teamId: '' }),
      ],
      ['image', () => callFrom(t.app, network, 'GET', `/upload/${randomUUID()}.png`)],
    ];
    // Five look-ups, one of each: found nothing (teams by ids answers an empty list).
    for (const [name, call] of calls) expect((await call()).status, name).toBe(name === 'teams by ids' ? 200 : 404);
    // The budget is spent: each is refused now, before any query.
    for (const [name, call] of calls) expect(await call(), name).toEqual({ status: 429, body: { error: TOO_MANY_LOOKUPS } });
    // What the caches hold goes on from that network: the event's teams and polls.
    expect((await callFrom(t.app, network, 'GET', `/events/${f.eventId}/teams`)).status).toBe(200);
    expect((await callFrom(t.app, network, 'POST', '/events/poll', { eventId: f.eventId, playerId: f.players[0]!.id })).status).toBe(200);
    // An empty list of team ids costs nothing.
    expect((await callFrom(t.app, network, 'GET', '/teams/by-ids?ids=')).status).toBe(200);
  }, 30_000);

  // Last: over the real listener it spends the budget of 127.0.0.1, the network the fixtures' own
  // calls come from, which the tests above still need (on PostgreSQL a fixture's name can reach the
  // route before the event cache holds its player, and is refused once that budget is spent).
  it('counts polls of unknown events over a real listener: the fast path hands them to the route', async () => {
    const f = await liveEvent(t.app, 1);
    const overHttp = async (eventId: string, playerId: string) => {
      const res = await fetch(`${base}/api/events/poll`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ eventId, playerId }),
      });
      return { status: res.status, body: (await res.json()) as { error?: string } };
    };
    // The fixture's event is held: its polls are not counted, however many.
    for (let i = 0; i < 10; i++) expect((await overHttp(f.eventId, f.players[0]!.id)).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await overHttp(randomUUID(), randomUUID())).status).toBe(404);
    const started = performance.now();
    expect(await overHttp(randomUUID(), randomUUID())).toEqual({ status: 429, body: { error: TOO_MANY_LOOKUPS } });
    // Sent after the pause (0.5 to 1.5 s).
    expect(performance.now() - started).toBeGreaterThanOrEqual(450);
    expect((await overHttp(f.eventId, f.players[0]!.id)).status).toBe(200);
  });
});

describe('look-ups of players per network', () => {
  let t: TestApp;
  // Its own app: the fixture's players, who join and name themselves from the test's own network,
  // must not meet a budget another test spent.
  beforeAll(async () => {
    t = await buildTestApp({ lookupRate: { burst: 5, perSecond: 0.01 } });
  });
  afterAll(() => t?.close());

  it("counts names and teams of players the event cache does not hold, in an event it holds or found missing; the venue's never", async () => {
    const f = await liveEvent(t.app, 2);
    // On PostgreSQL this instance learns its own joins from the channel, a moment later: the claim
    // below is about players it holds (one it does not hold yet is refused once the budget is spent).
    for (const player of f.players) await expect.poll(() => t.app.live.holdsPlayer(f.eventId, player.id)).toBe(true);
    const network = '192.0.2.80';
    const name = (eventId: string, playerId: string) =>
      callFrom(t.app, network, 'POST', '/players/set-info', { eventId, playerId, name: 'Mallory', teamId: f.teams.a });
    const team = (eventId: string, playerId: string) =>
      callFrom(t.app, network, 'POST', '/players/create-team', { eventId, playerId, name: 'Spoilers' });
    // Every phone knows the event's id: made-up players in it are each a look-up that finds nothing,
    // counted once it has (the venue's players, who are found, never are).
    for (let i = 0; i < 3; i++) expect((await name(f.eventId, randomUUID())).status).toBe(404);
    expect((await team(f.eventId, randomUUID())).status).toBe(404);
    // The fifth: a made-up event, which the cache then knows is missing.
    const gone = randomUUID();
    expect((await callFrom(t.app, network, 'POST', '/events/poll', { eventId: gone, playerId: randomUUID() })).status).toBe(404);
    // Spent: a name or team in the missing event or for a made-up player is refused before any query.
    expect(await name(gone, randomUUID())).toEqual({ status: 429, body: { error: TOO_MANY_LOOKUPS } });
    expect(await team(gone, randomUUID())).toEqual({ status: 429, body: { error: TOO_MANY_LOOKUPS } });
    expect(await name(f.eventId, randomUUID())).toEqual({ status: 429, body: { error: TOO_MANY_LOOKUPS } });
    // The event's own players, from that same network, rename and make teams uncounted.
    expect(
      expectOk(
        await callFrom(t.app, network, 'POST', '/players/set-info', {
          eventId: f.eventId,
          playerId: f.players[0]!.id,
          name: 'Ada L',
          teamId: f.teams.a,
        }),
      ).name,
    ).toBe('Ada L');
    // (This event's rules answer the team: past the budget, without it being spent further.)
    expect(await team(f.eventId, f.players[1]!.id)).toEqual({ status: 403, body: { error: 'Players cannot create teams in this event' } });
  }, 30_000);
});

describe('look-ups of every network together', () => {
  let t: TestApp;
  // Three a network and eight in all, neither refilling within the test.
  beforeAll(async () => {
    t = await buildTestApp({ lookupRate: { burst: 3, perSecond: 0.01 }, lookupInstanceRate: { burst: 8, perSecond: 0.01 } });
  });
  afterAll(() => t?.close());

  it("holds a script spread over many networks to the instance's budget, each network under its own; what the caches hold goes on", async () => {
    expect(LOOKUPS_PER_INSTANCE.burst).toBeGreaterThan(LOOKUPS_PER_NETWORK.burst);
    const f = await liveEvent(t.app, 1);
    const networks = ['192.0.2.90', '192.0.2.91', '192.0.2.92'];
    const statuses: number[] = [];
    for (const network of networks) for (let i = 0; i < 3; i++) statuses.push((await ghostPoll(t, network)).status);
    // Eight look-ups found nothing; the ninth, within its network's three, met the instance's limit.
    expect(statuses).toEqual([404, 404, 404, 404, 404, 404, 404, 404, 429]);
    // A network that has not looked anything up yet is refused as well, a player of a held event not.
    expect((await ghostPoll(t, '2001:db8:99::1')).body).toEqual({ error: TOO_MANY_LOOKUPS });
    for (const network of [...networks, '2001:db8:99::1'])
      expect((await callFrom(t.app, network, 'POST', '/events/poll', { eventId: f.eventId, playerId: f.players[0]!.id })).status).toBe(200);
  }, 30_000);
});
