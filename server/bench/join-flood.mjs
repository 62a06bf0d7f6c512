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
// alone does not bound.
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
/** The address of the script's next request: its one, or one of NETWORKS at random. */
const scriptAddress = () => {
  if (NETWORKS <= 1) return '203.0.113.99';
  const i = Math.floor(Math.random() * NETWORKS);
  return `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
};

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
  // The script's own manager account and quiz, for `--kind manager`.
  const script = KIND === 'manager' ? await createVenue(flood, { questions: 50, name: 'Script night' }) : null;
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
  await sleep(10_000);
  pollFigures('quiet, 10 s');

  /** Joins fresh ids for `ms`; returns the statuses counted. */
  const run = async (ms, label) => {
    const counts = {};
    const started = Date.now();
    const cpuBefore = server.stats().cpu;
    let lastPrint = started;
    await pooled(Array.from({ length: IN_FLIGHT }), IN_FLIGHT, async () => {
      while (Date.now() - started < ms) {
        const { status } = script
          ? await flood.request('GET', `/activities/quiz/${script.quizId}`, undefined, script.token, { discard: true })
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
    `${KIND} flood from ${NETWORKS > 1 ? `${NETWORKS} networks` : 'one address'}, NEW_PLAYERS_PER_ADDRESS=${BUDGET || 'default (1000)'}`,
  );
  await run(SECONDS * 1000, 'open');
  pollFigures(`during the flood, ${SECONDS} s`);
  if (KIND === 'join') {
    // A server from before the host could close joining refuses the action (400): the flood goes on.
    const closed = await setup.request('POST', `/events/${venue.eventId}/live`, { action: 'close-joining' }, venue.token);
    if (closed.status !== 200) console.log(`  close-joining: ${closed.status} ${closed.text}`);
    await run(5000, 'closed');
    pollFigures('during the flood, joining closed');
  }
  polling = false;
  await pollLoop;
  const { playerCount } = await setup.json('GET', `/events/${venue.eventId}`, undefined, venue.token);
  console.log(`players in the event: ${playerCount}`);
  await flood.close();
  await phones.close();
  await setup.close();
} finally {
  await server.stop();
}
