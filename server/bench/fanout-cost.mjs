// `node server/bench/fanout-cost.mjs [--players 5000] [--screens 0] [--rounds 10] [--cpu-prof DIR] [--window-prof DIR]`: S2 alone,
// to profile a question's fan-out (with `--screens`, when the big screens have it). Starts the built server on a fresh PostgreSQL database (pinned to
// the last core, this generator to core 0), joins the players and opens their sockets, then times
// `--rounds` question openings from the host's call to the last socket, and the server's CPU for
// them. With `--cpu-prof`, the profile's share of the rounds is the part after the joins.
import { arg, probeServer } from './lib/probe.mjs';
import { ms } from './lib/stats.mjs';
import { closeSockets, connectPlayer, createVenue, Fanout, Http, joinPlayer, newPlayers, pooled } from './lib/venue.mjs';
import { connectScreens, fanoutRounds } from './scenarios.mjs';

const PLAYERS = Number(arg('players', '5000'));
const ROUNDS = Number(arg('rounds', '10'));
const SCREENS = Number(arg('screens', '0'));
// `--window-prof DIR`: the first opening (the start from the lobby) and the second, each profiled
// alone (window-1.cpuprofile, window-2.cpuprofile), before the timed rounds.
if (arg('window-prof', '')) process.env.BENCH_WINDOW_PROF = arg('window-prof', '');

// The server's metrics listener: its own time from the host's call to the last frame handed over.
const { server, stop } = await probeServer({ metrics: true });
try {
  const http = new Http(server.base, 256);
  const venue = await createVenue(http, { questions: ROUNDS + 4 });
  const fanout = new Fanout();
  const players = newPlayers(PLAYERS);
  await pooled(players, 256, async (p) => {
    await joinPlayer(http, venue, p);
    await connectPlayer(server.base, venue, p, fanout);
  });
  const [frames, bytes] = [fanout.frames.player, fanout.bytes];
  const screens = await connectScreens({ http, server, venue, fanout }, SCREENS);
  const ctx = { http, venue, fanout, server };
  if (process.env.BENCH_WINDOW_PROF) {
    for (const window of [1, 2]) {
      server.profileWindow();
      const one = await fanoutRounds(ctx, 1, PLAYERS + SCREENS);
      server.profileWindow();
      console.log(`profiled opening ${window}: last socket ${one.lastByOpening[0]} ms, server handover ${one.serverPushByOpening[0]} ms`);
    }
  }
  const s2 = await fanoutRounds(ctx, ROUNDS, PLAYERS + SCREENS);
  const frameBytes = (fanout.bytes - bytes) / (fanout.frames.player - frames);
  console.log(
    `${PLAYERS} sockets, ${ROUNDS} openings: last socket p50 ${ms(s2.last.p50)}, max ${ms(s2.last.p99)}; every socket p50 ${ms(s2.every.p50)}; ` +
      (SCREENS ? `screens p50 ${ms(s2.screens.p50)}, max ${ms(s2.screens.max)}; ` : '') +
      `delivered ${s2.delivered}/${s2.expected}; ${frameBytes.toFixed(0)} bytes a frame; server CPU ${(s2.serverCpu * 100).toFixed(0)} %`,
  );
  // In order, so that a slow first opening (cold code, the start from the lobby) shows as such.
  console.log(`last socket by opening: ${s2.lastByOpening.join(', ')} ms`);
  console.log(`server handover by opening: ${s2.serverPushByOpening.join(', ')} ms`);
  await closeSockets([...players.map((p) => p.ws), ...screens]);
  await http.close();
} finally {
  await stop();
}
