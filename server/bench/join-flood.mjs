// `node server/bench/join-flood.mjs [--seconds 30] [--budget N] [--connections 32]` (the embedded database): issue 18's join flood, a
// script that knows the code adding fresh player ids from one address as fast as the server takes
// them (`--connections` keep-alive connections, each sending its next request on its reply). Prints, each 5 s and at the end, how many got in and how many were
// refused (429 past NEW_PLAYERS_PER_ADDRESS, the server's default unless `--budget` gives another;
// `--budget 1000000` is the server as it was before the budget), and the server's CPU. Then the host
// closes joining and the same script runs 5 s more: every newcomer refused, no one added.
import { randomUUID } from 'node:crypto';
import { arg } from './lib/probe.mjs';
import { buildProduct, startServer } from './lib/server-process.mjs';
import { createVenue, Http, pooled } from './lib/venue.mjs';

const SECONDS = Number(arg('seconds', '30'));
const BUDGET = arg('budget', '');
const IN_FLIGHT = Number(arg('connections', '32'));

buildProduct();
// The bench's server raises the budget for S1's venue; undefined unsets it: the server's own default.
const server = await startServer({ env: { NEW_PLAYERS_PER_ADDRESS: BUDGET || undefined } });
try {
  const setup = new Http(server.base, 4);
  const venue = await createVenue(setup, { questions: 1 });
  const flood = new Http(server.base, IN_FLIGHT, { address: '203.0.113.99' });

  /** Joins fresh ids for `ms`; returns the statuses counted. */
  const run = async (ms, label) => {
    const counts = {};
    const started = Date.now();
    const cpuBefore = server.stats().cpu;
    let lastPrint = started;
    await pooled(Array.from({ length: IN_FLIGHT }), IN_FLIGHT, async () => {
      while (Date.now() - started < ms) {
        const { status } = await flood.request('POST', '/events/join', { code: venue.code, playerId: randomUUID() }, undefined, {
          discard: true,
        });
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

  console.log(`join flood from one address, NEW_PLAYERS_PER_ADDRESS=${BUDGET || 'default (1000)'}`);
  await run(SECONDS * 1000, 'open');
  await setup.json('POST', `/events/${venue.eventId}/live`, { action: 'close-joining' }, venue.token);
  await run(5000, 'closed');
  const { playerCount } = await setup.json('GET', `/events/${venue.eventId}`, undefined, venue.token);
  console.log(`players in the event: ${playerCount}`);
  await flood.close();
  await setup.close();
} finally {
  await server.stop();
}
