// `node server/bench/screen-poll-cost.mjs [--players 5000] [--screens 40] [--rounds 5]`: what a big
// screen's poll costs while its socket is down, with the whole players list and with the tag of the
// list it holds (`playersHeld`, which leaves an unchanged list out). Starts the built server on a
// fresh PostgreSQL database (pinned to the last core, this generator to core 0), names `--players`
// players, joins `--screens` screens, then has every screen poll once a round (a screen may poll 2
// a second) `--rounds` times each way; prints the bytes of a reply and the server's CPU a poll.
import { randomUUID } from 'node:crypto';
import { arg, probeServer } from './lib/probe.mjs';
import { processStats } from './lib/server-process.mjs';
import { createVenue, Http, joinPlayer, newPlayers, pooled, sleep } from './lib/venue.mjs';

const PLAYERS = Number(arg('players', '5000'));
const SCREENS = Number(arg('screens', '40'));
const ROUNDS = Number(arg('rounds', '5'));

const { server, stop } = await probeServer();
try {
  const http = new Http(server.base, 64);
  const venue = await createVenue(http, { questions: 5 });
  await pooled(newPlayers(PLAYERS), 64, (p) => joinPlayer(http, venue, p));
  const screens = [];
  for (let i = 0; i < SCREENS; i++) {
    const screenId = randomUUID();
    // Each from a network of its own: new screens are limited per network (the host's link is not).
    const { status } = await http.request('POST', '/events/join-as-screen', { code: venue.code, screenId }, undefined, {
      address: `198.18.${i}.10`,
    });
    if (status !== 200) throw new Error(`screen ${i}: join ${status}`);
    screens.push(screenId);
  }
  const first = JSON.parse((await http.raw('/events/poll-as-screen', { eventId: venue.eventId, screenId: screens[0] })).toString());
  await sleep(1000);

  /** Every screen polls once a round; the bytes of a reply and the server's CPU a poll. */
  async function rounds(playersHeld) {
    let bytes = 0;
    let polls = 0;
    const before = processStats(server.pid).cpu;
    for (let r = 0; r < ROUNDS; r++) {
      const started = performance.now();
      await pooled(screens, 8, async (screenId) => {
        const body = { eventId: venue.eventId, screenId, ...(playersHeld ? { playersHeld } : {}) };
        // Read before it is added: `bytes += await ...` would add to the value from before the wait.
        const reply = await http.raw('/events/poll-as-screen', body);
        bytes += reply.length;
        polls++;
      });
      // Within the per-screen rate: 2 polls a second.
      await sleep(Math.max(0, 600 - (performance.now() - started)));
    }
    const cpu = processStats(server.pid).cpu - before;
    return { bytes: bytes / polls, cpuMs: (cpu * 1000) / polls, polls };
  }
  // Alternated, so that neither way has the warmer server.
  const results = { whole: [], held: [] };
  for (let i = 0; i < 2; i++) {
    results.whole.push(await rounds(null));
    results.held.push(await rounds(first.playersTag));
  }
  for (const [way, runs] of Object.entries(results)) {
    const bytes = runs.map((r) => `${(r.bytes / 1024).toFixed(1)} KB`).join(', ');
    const cpu = runs.map((r) => `${r.cpuMs.toFixed(2)} ms`).join(', ');
    console.log(
      `${way === 'whole' ? 'with the players list' : 'naming its tag'}: ${bytes} a reply; server CPU ${cpu} a poll (${runs[0].polls} polls a run, ${PLAYERS} named players)`,
    );
  }
} finally {
  await stop();
}
