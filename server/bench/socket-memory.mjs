// `node server/bench/socket-memory.mjs [--players 2000]`: where a connected player's memory goes
// (S5). Starts the built server on a fresh PostgreSQL database, joins the players and opens their
// sockets, then has the server write a heap snapshot and sums the snapshot's objects by constructor:
// the top of that list, divided by the player count, is what each socket costs in the JS heap.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { arg, probeServer } from './lib/probe.mjs';
import { closeSockets, connectPlayer, createVenue, Fanout, Http, joinPlayer, newPlayers, pooled, sleep } from './lib/venue.mjs';

const PLAYERS = Number(arg('players', '2000'));

const snapshotFile = join(mkdtempSync(join(tmpdir(), 'quizfest-heap-')), 'server.heapsnapshot');
const { server, stop } = await probeServer({ pin: false, env: { BENCH_HEAP_SNAPSHOT: snapshotFile } });

/** Self size and count by constructor name, from a V8 heap snapshot. */
function byConstructor(file) {
  const snap = JSON.parse(readFileSync(file, 'utf8'));
  const {
    node_fields: fields,
    node_types: [types],
  } = snap.snapshot.meta;
  const width = fields.length;
  const at = (name) => fields.indexOf(name);
  const [iType, iName, iSize] = [at('type'), at('name'), at('self_size')];
  const totals = new Map();
  for (let i = 0; i < snap.nodes.length; i += width) {
    const type = types[snap.nodes[i + iType]];
    const name = type === 'object' || type === 'closure' ? snap.strings[snap.nodes[i + iName]] : `(${type})`;
    const t = totals.get(name) ?? { size: 0, count: 0 };
    t.size += snap.nodes[i + iSize];
    t.count++;
    totals.set(name, t);
  }
  return totals;
}

/** The server's heap after a full GC, summed by constructor (the probe writes the snapshot first). */
async function snapshot() {
  await server.heap();
  return byConstructor(snapshotFile);
}

try {
  const http = new Http(server.base, 64);
  const venue = await createVenue(http, { questions: 5 });
  const players = newPlayers(PLAYERS);
  await pooled(players, 32, (p) => joinPlayer(http, venue, p));
  const empty = await snapshot();
  const rssBefore = (await server.heap()).rss;
  const fanout = new Fanout();
  await pooled(players, 64, (p) => connectPlayer(server.base, venue, p, fanout));
  await sleep(1000);
  const full = await snapshot();
  const rssAfter = (await server.heap()).rss;
  const rows = [...full]
    .map(([name, t]) => ({ name, size: t.size - (empty.get(name)?.size ?? 0), count: t.count - (empty.get(name)?.count ?? 0) }))
    .filter((r) => r.size > 0)
    .sort((a, b) => b.size - a.size);
  const total = rows.reduce((s, r) => s + r.size, 0);
  console.log(
    `RSS per socket: ${((rssAfter - rssBefore) / PLAYERS / 1024).toFixed(1)} KB; JS heap per socket: ${(total / PLAYERS / 1024).toFixed(1)} KB`,
  );
  for (const r of rows.slice(0, 30)) {
    console.log(`${(r.size / PLAYERS).toFixed(0).padStart(6)} B  ${(r.count / PLAYERS).toFixed(1).padStart(5)}×  ${r.name}`);
  }
  await closeSockets(players.map((p) => p.ws));
  await http.close();
} finally {
  await stop();
  rmSync(snapshotFile, { force: true });
}
