// `node server/bench/join-flood.mjs [--seconds 30] [--budget N] [--connections 32]` (the embedded database): issue 18's join flood, a
// script that knows the code adding fresh player ids from one address as fast as the server takes
// them (`--connections` keep-alive connections, each sending its next request on its reply). Prints, each 5 s and at the end, how many got in and how many were
// refused (429 past NEW_PLAYERS_PER_ADDRESS, the server's default unless `--budget` gives another;
// `--budget 1000000` is the server as it was before the budget), and the server's CPU. Then the host
// closes joining and the same script runs 5 s more: every newcomer refused, no one added. Beside it,
// a venue of `--venue 500` named players on their own address polls once a second each, as phones
// without a socket do; their poll latency is printed for a quiet spell first, then during the flood.
// `--kind poll` floods polls instead, as one player of the script's own (joined first), `--kind
// stranger` polls with a made-up player id each time (both: the poll limits of issue 18), `--kind
// manager` reads its own 50-question quiz again and again as a manager account of its own (signed
// up from the script's address: the per-account request limit of issue 18), `--kind image` asks
// for images of made-up names, `--kind teams` for teams of made-up ids, `--kind ghost` polls events of
// made-up ids (anonymous look-ups of what does not exist); no closing. `--networks N` spreads the
// script's requests over N addresses (10.0.0.0/8), each its own network: what a per-network limit
// alone does not bound; with `--kind manager`, `--accounts M` signs up M accounts, account i on
// network i mod N, and the script's calls go to each in turn: what the per-account and per-network
// limits together do not bound. Beside a manager flood, the venue's own host reads its event over
// HTTP every `--host-every 500` ms; those calls' statuses and latencies are printed too.
import { randomUUID } from 'node:crypto';
import { arg } from './lib/probe.mjs';
import { buildProduct, startServer } from './lib/server-process.mjs';
import { summary } from './lib/stats.mjs';
import { createVenue, Http, joinPlayer, newPlayers, pooled, sleep } from './lib/venue.mjs';

const SECONDS = Number(arg('seconds', '30'));
const BUDGET = arg('budget', '');
const IN_FLIGHT = Number(arg('connections', '32'));
const VENUE = Number(arg('venue', '500'));
const KIND = arg('kind', 'join');
const NETWORKS = Number(arg('networks', '1'));
const ACCOUNTS = Number(arg('accounts', '1'));
const HOST_EVERY_MS = Number(arg('host-every', '500'));
/** The script's network `i`: its one address, or the i-th of NETWORKS. */
const networkAddress = (i) => (NETWORKS <= 1 ? '203.0.113.99' : `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`);
/** The address of the script's next request: one of NETWORKS at random. */
const scriptAddress = () => networkAddress(Math.floor(Math.random() * NETWORKS));

buildProduct();
// The bench's server raises the budget for S1's venue; undefined unsets it: the server's own default.
// The account limits are the server's own too (`--kind manager`).
const server = await startServer({ env: { NEW_PLAYERS_PER_ADDRESS: BUDGET || undefined, ACCOUNT_REQUESTS_PER_SECOND: undefined } });
try {
  const setup = new Http(server.base, 4);
  const venue = await createVenue(setup, { questions: 1 });
  const flood = new Http(server.base, IN_FLIGHT, { address: '203.0.113.99' });
  const phones = new Http(server.base, 64);
  const players = newPlayers(VENUE);
  await pooled(players, 32, (p) => joinPlayer(phones, venue, p));

  /** The venue's polls, each player once a second, spread over the second; their latencies in ms. */
  let polling = true;
  let latencies = [];
  // The script's own player, for `--kind poll`.
  const own = randomUUID();
  if (KIND === 'poll') await flood.request('POST', '/events/join', { code: venue.code, playerId: own });
  // The script's own manager accounts and quizzes, for `--kind manager`: account i signed up from network i mod NETWORKS.
  const scripts = [];
  if (KIND === 'manager') {
    const setups = Array.from({ length: Math.min(NETWORKS, ACCOUNTS) }, (_, i) => new Http(server.base, 2, { address: networkAddress(i) }));
    for (let i = 0; i < ACCOUNTS; i++) {
      const http = setups[i % setups.length];
      scripts.push({ ...(await createVenue(http, { questions: 50, name: 'Script night' })), address: http.address });
    }
    await Promise.all(setups.map((http) => http.close()));
  }
  let nextScript = 0;
  /** The venue's host reading its event over HTTP every HOST_EVERY_MS beside a manager flood: statuses and latencies. */
  let hostCalls = { counts: {}, latencies: [] };
  const hostLoop = (async () => {
    while (KIND === 'manager' && polling) {
      const t0 = performance.now();
      const { status } = await setup.request('GET', `/events/${venue.eventId}`, undefined, venue.token, { discard: true });
      hostCalls.latencies.push(performance.now() - t0);
      hostCalls.counts[status] = (hostCalls.counts[status] ?? 0) + 1;
      await sleep(HOST_EVERY_MS);
    }
  })();
  const hostFigures = (label) => {
    if (KIND !== 'manager') return;
    const { n, p50, p99, max } = summary(hostCalls.latencies);
    console.log(
      `  host's calls ${label}: n ${n} ${JSON.stringify(hostCalls.counts)}, p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${max.toFixed(1)} ms`,
    );
    hostCalls = { counts: {}, latencies: [] };
  };
  const pollLoop = pooled(players, VENUE, async (p) => {
    await sleep(Math.random() * 1000);
    while (polling) {
      const t0 = performance.now();
      await phones.request('POST', '/events/poll', { eventId: venue.eventId, playerId: p.id }, undefined, { discard: true });
      latencies.push(performance.now() - t0);
      await sleep(1000);
    }
  });
  const pollFigures = (label) => {
    const { n, p50, p99, max } = summary(latencies);
    console.log(`  venue polls ${label}: n ${n}, p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${max.toFixed(1)} ms`);
    latencies = [];
  };
  await sleep(5000);
  latencies = [];
  hostCalls = { counts: {}, latencies: [] };
  await sleep(10_000);
  pollFigures('quiet, 10 s');
  hostFigures('quiet, 10 s');

  /** Joins fresh ids for `ms`; returns the statuses counted. */
  const run = async (ms, label) => {
    const counts = {};
    const started = Date.now();
    const cpuBefore = server.stats().cpu;
    let lastPrint = started;
    await pooled(Array.from({ length: IN_FLIGHT }), IN_FLIGHT, async () => {
      while (Date.now() - started < ms) {
        const script = scripts.length > 0 ? scripts[nextScript++ % scripts.length] : null;
        const { status } = script
          ? await flood.request('GET', `/activities/quiz/${script.quizId}`, undefined, script.token, {
              discard: true,
              address: script.address,
            })
          : KIND === 'image'
            ? await flood.request('GET', `/upload/${randomUUID()}.png`, undefined, undefined, { discard: true, address: scriptAddress() })
            : KIND === 'ghost'
              ? await flood.request('POST', '/events/poll', { eventId: randomUUID(), playerId: randomUUID() }, undefined, {
                  discard: true,
                  address: scriptAddress(),
                })
              : KIND === 'teams'
                ? await flood.request('GET', `/teams/by-ids?ids=${randomUUID()},${randomUUID()}`, undefined, undefined, {
                    discard: true,
                    address: scriptAddress(),
                  })
                : KIND === 'join'
                  ? await flood.request('POST', '/events/join', { code: venue.code, playerId: randomUUID() }, undefined, { discard: true })
                  : await flood.request(
                      'POST',
                      '/events/poll',
                      { eventId: venue.eventId, playerId: KIND === 'poll' ? own : randomUUID() },
                      undefined,
                      { discard: true },
                    );
        counts[status] = (counts[status] ?? 0) + 1;
        if (Date.now() - lastPrint >= 5000) {
          lastPrint = Date.now();
          console.log(`  ${label} ${((lastPrint - started) / 1000).toFixed(0).padStart(3)} s: ${JSON.stringify(counts)}`);
        }
      }
    });
    const cpu = server.stats().cpu - cpuBefore;
    const s = (Date.now() - started) / 1000;
    console.log(
      `${label}: ${s.toFixed(1)} s, in ${counts[200] ?? 0} (${((counts[200] ?? 0) / s).toFixed(0)}/s), ` +
        `refused ${JSON.stringify(Object.fromEntries(Object.entries(counts).filter(([k]) => k !== '200')))}, ` +
        `server CPU ${((cpu / s) * 100).toFixed(0)} %`,
    );
    return counts;
  };

  console.log(
    `${KIND} flood from ${NETWORKS > 1 ? `${NETWORKS} networks` : 'one address'}${KIND === 'manager' ? `, ${ACCOUNTS} account(s)` : ''}, NEW_PLAYERS_PER_ADDRESS=${BUDGET || 'default (1000)'}`,
  );
  await run(SECONDS * 1000, 'open');
  pollFigures(`during the flood, ${SECONDS} s`);
  hostFigures(`during the flood, ${SECONDS} s`);
  if (KIND === 'join') {
    // A server from before the host could close joining refuses the action (400): the flood goes on.
    const closed = await setup.request('POST', `/events/${venue.eventId}/live`, { action: 'close-joining' }, venue.token);
    if (closed.status !== 200) console.log(`  close-joining: ${closed.status} ${closed.text}`);
    await run(5000, 'closed');
    pollFigures('during the flood, joining closed');
  }
  polling = false;
  await pollLoop;
  await hostLoop;
  const { playerCount } = await setup.json('GET', `/events/${venue.eventId}`, undefined, venue.token);
  console.log(`players in the event: ${playerCount}`);
  await flood.close();
  await phones.close();
  await setup.close();
} finally {
  await server.stop();
}
