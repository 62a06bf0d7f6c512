// `node server/bench/poll-cost.mjs [--players 2000] [--seconds 10] [--concurrency 32] [--spread]`:
// the server's CPU for one poll, the figure S4 turns on. Starts the built server on a fresh
// PostgreSQL database (pinned to the last core, this generator to core 0), joins the players, then
// polls as fast as `--concurrency` keep-alive connections allow and divides the server's CPU time
// by the polls answered. `--spread`: S4's load instead, every player once a second spread over the
// second on 256 connections (as `npm run bench` and poll-floor.mjs poll). `--cpu-prof DIR`
// profiles the server meanwhile; `--window-prof DIR` the spread's window alone (window-1.cpuprofile,
// or with BENCH_WINDOW_HEAP=1 its allocations, window-1.heapprofile).
import { arg, probeServer } from './lib/probe.mjs';
import { Pollers } from './lib/pollers.mjs';
import { processStats } from './lib/server-process.mjs';
import { summary, ms } from './lib/stats.mjs';
import { createVenue, Http, joinPlayer, newPlayers, pooled, sleep } from './lib/venue.mjs';

const SPREAD = process.argv.includes('--spread');
const PLAYERS = Number(arg('players', SPREAD ? '5000' : '2000'));
const SECONDS = Number(arg('seconds', '10'));
const CONCURRENCY = Number(arg('concurrency', '32'));

if (arg('window-prof', '')) process.env.BENCH_WINDOW_PROF = arg('window-prof', '');
const { server, stop } = await probeServer();
try {
  const http = new Http(server.base, SPREAD ? 256 : CONCURRENCY);
  const venue = await createVenue(http, { questions: 5 });
  const players = newPlayers(PLAYERS);
  await pooled(players, 32, (p) => joinPlayer(http, venue, p));
  const body = (p) => ({ eventId: venue.eventId, playerId: p.id });
  // Warm-up: the JIT and the cached view.
  await pooled(players, CONCURRENCY, (p) => http.raw('/events/poll', body(p)));
  let polls = 0;
  let cpu = 0;
  let latency = null;
  if (SPREAD) {
    const pollers = new Pollers(http, venue.eventId, players);
    pollers.startSpread();
    await sleep(1500);
    pollers.reset();
    server.profileWindow();
    const before = processStats(server.pid).cpu;
    await sleep(SECONDS * 1000);
    cpu = processStats(server.pid).cpu - before;
    server.profileWindow();
    latency = summary(pollers.latencies);
    polls = latency.n;
    pollers.stop();
  } else {
    const before = server.stats().cpu;
    const until = performance.now() + SECONDS * 1000;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async (_, c) => {
        for (let i = c; performance.now() < until; i += CONCURRENCY) {
          await http.raw('/events/poll', body(players[i % PLAYERS]));
          polls++;
        }
      }),
    );
    cpu = server.stats().cpu - before;
  }
  console.log(
    `${polls} polls in ${SECONDS} s (${(polls / SECONDS).toFixed(0)}/s); server CPU ${cpu.toFixed(2)} s ` +
      `(${((cpu / SECONDS) * 100).toFixed(0)} % of its core): ${((cpu / polls) * 1e6).toFixed(0)} µs a poll` +
      (latency ? `; latency p50 ${ms(latency.p50)}, p99 ${ms(latency.p99)}` : ''),
  );
  await http.close();
} finally {
  await stop();
}
