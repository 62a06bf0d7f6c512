#!/usr/bin/env node
// `node server/bench/join-cost.mjs [--players 1000] [--screens 5] [--pglite] [--repeat 2]`: where S1's
// server CPU per joining player goes (issue 24's ≤ 1 ms on PostgreSQL, ≤ 2 ms embedded). The
// same storm as S1 (256 phones at a time, the venue's screens and host connected), taken apart: all
// players join, then all name themselves, then all open their sockets (hello and first frame),
// each step timed alone, so the server's CPU for each is its own. Each step runs `--repeat` times on
// fresh players and fresh servers, and the figures printed are each run's, to see the machine's
// spread beside the differences. `--window-prof DIR` profiles the first run's steps, each alone
// (window-1 the joins, window-2 the names, window-3 a poll each, the floor of a request the cache
// answers, window-4 the sockets).
import { arg } from './lib/probe.mjs';
import { buildProduct, corePlan, freshPostgres, pinSelf, startServer } from './lib/server-process.mjs';
import {
  connectHost,
  connectPlayer,
  connectScreen,
  createVenue,
  Fanout,
  Http,
  newPlayers,
  pooled,
  sleep,
  closeSockets,
} from './lib/venue.mjs';

const N = Number(arg('players', '1000'));
const SCREENS = Number(arg('screens', '5'));
const PGLITE = process.argv.includes('--pglite');
const REPEAT = Number(arg('repeat', '2'));
const IN_FLIGHT = 256;

/** The server's CPU (ms) and the wall time (s) of one step. */
async function step(server, fn) {
  server.profileWindow();
  const before = server.stats();
  const t0 = performance.now();
  await fn();
  const wall = (performance.now() - t0) / 1000;
  const after = server.stats();
  server.profileWindow();
  const cpuMs = (after.cpu - before.cpu) * 1000;
  const mainMs = (after.mainCpu - before.mainCpu) * 1000;
  // The rest is the other threads': V8's GC helpers and compilers, libuv's pool, on the server's
  // one core beside its event loop.
  return { cpuMs, mainMs, otherMs: cpuMs - mainMs, systemMs: (after.system - before.system) * 1000, wall };
}

if (arg('window-prof', '')) process.env.BENCH_WINDOW_PROF = arg('window-prof', '');
const cores = corePlan();
pinSelf(cores.generator);
buildProduct();
const rows = [];
for (let run = 1; run <= REPEAT; run++) {
  const db = PGLITE ? null : await freshPostgres(arg('postgres', 'postgres://postgres@127.0.0.1:5432'));
  const server = await startServer({ databaseUrl: db?.url ?? '', core: cores.server });
  try {
    const http = new Http(server.base, IN_FLIGHT);
    const venue = await createVenue(http, { questions: 10 });
    const fanout = new Fanout();
    const screens = [];
    for (let i = 0; i < SCREENS; i++) screens.push(await connectScreen(http, server.base, venue, fanout));
    screens.push(await connectHost(server.base, venue, fanout));
    await sleep(500);
    const players = newPlayers(N);
    const join = await step(server, () =>
      pooled(players, IN_FLIGHT, (p) => http.call('POST', '/events/join', { code: venue.code, playerId: p.id })),
    );
    await sleep(1000);
    const name = await step(server, () =>
      pooled(players, IN_FLIGHT, (p) =>
        http.call('POST', '/players/set-info', { eventId: venue.eventId, playerId: p.id, name: p.name, teamId: '' }),
      ),
    );
    await sleep(1000);
    // The same number of requests answered from the cache alone, as a floor: one poll a player.
    const poll = await step(server, () =>
      pooled(players, IN_FLIGHT, (p) => http.call('POST', '/events/poll', { eventId: venue.eventId, playerId: p.id })),
    );
    await sleep(1000);
    const socket = await step(server, () => pooled(players, IN_FLIGHT, (p) => connectPlayer(server.base, venue, p, fanout)));
    await sleep(1000);
    const per = (s) =>
      `${(s.cpuMs / N).toFixed(3)} ms (main thread ${(s.mainMs / N).toFixed(3)}, system ${(s.systemMs / N).toFixed(3)}; ${s.wall.toFixed(2)} s; ` +
      `other threads ${(s.otherMs / N).toFixed(3)})`;
    rows.push(
      `run ${run}: join ${per(join)}\n  set-info ${per(name)}\n  socket ${per(socket)}\n  (a poll: ${per(poll)})\n  all ${((join.cpuMs + name.cpuMs + socket.cpuMs) / N).toFixed(3)} ms`,
    );
    console.log(rows.at(-1));
    await closeSockets([...players.map((p) => p.ws), ...screens]);
    await http.close();
  } finally {
    delete process.env.BENCH_WINDOW_PROF;
    await server.stop();
    await db?.drop().catch(() => {});
  }
}
console.log(
  `\nserver CPU per player, ${N} players on ${PGLITE ? 'the embedded database' : 'PostgreSQL'}, ${SCREENS} screens and the host connected; ${cores.note}`,
);
for (const row of rows) console.log(row);
