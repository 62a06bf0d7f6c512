// `node server/bench/poll-cost.mjs [--players 2000] [--seconds 10] [--concurrency 32]`: the server's
// CPU for one poll, the figure S4 turns on. Starts the built server on a fresh PostgreSQL database
// (pinned to the last core, this generator to core 0), joins the players, then polls as fast as
// `--concurrency` keep-alive connections allow and divides the server's CPU time by the polls
// answered. `--cpu-prof DIR` profiles the server meanwhile.
import { arg, probeServer } from './lib/probe.mjs';
import { createVenue, Http, joinPlayer, newPlayers, pooled } from './lib/venue.mjs';

const PLAYERS = Number(arg('players', '2000'));
const SECONDS = Number(arg('seconds', '10'));
const CONCURRENCY = Number(arg('concurrency', '32'));

const { server, stop } = await probeServer();
try {
  const http = new Http(server.base, CONCURRENCY);
  const venue = await createVenue(http, { questions: 5 });
  const players = newPlayers(PLAYERS);
  await pooled(players, 32, (p) => joinPlayer(http, venue, p));
  const body = (p) => ({ eventId: venue.eventId, playerId: p.id });
  // Warm-up: the JIT and the cached view.
  await pooled(players, CONCURRENCY, (p) => http.raw('/events/poll', body(p)));
  const before = server.stats().cpu;
  const until = performance.now() + SECONDS * 1000;
  let polls = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, c) => {
      for (let i = c; performance.now() < until; i += CONCURRENCY) {
        await http.raw('/events/poll', body(players[i % PLAYERS]));
        polls++;
      }
    }),
  );
  const cpu = server.stats().cpu - before;
  console.log(
    `${polls} polls in ${SECONDS} s (${(polls / SECONDS).toFixed(0)}/s); server CPU ${cpu.toFixed(2)} s: ${((cpu / polls) * 1e6).toFixed(0)} µs a poll`,
  );
  await http.close();
} finally {
  await stop();
}
