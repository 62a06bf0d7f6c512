// `node server/bench/socket-refusal-cost.mjs [--sockets 2000]`: the server's CPU time per live socket
// it refuses (issue 18, bench S8: a script reopening its refused sockets every two seconds). Each
// socket says hello for a player who never joined, the server refuses it (4401); from a fresh
// address each time the server completes the WebSocket handshake and reads the hello, while from one
// address it soon refuses before the handshake (429, REFUSED_SOCKETS_PER_ADDRESS in
// live/live-socket.ts). Prints the server's CPU µs per socket both ways, from /proc.
import { randomUUID } from 'node:crypto';
import { arg } from './lib/probe.mjs';
import { buildProduct, startServer } from './lib/server-process.mjs';
import { createVenue, Http, liveSocket, pooled } from './lib/venue.mjs';

const SOCKETS = Number(arg('sockets', '2000'));

buildProduct();
const server = await startServer();
try {
  const http = new Http(server.base, 8);
  const { eventId } = await createVenue(http, { questions: 1 });
  await http.close();

  /** Opens one socket, says hello as a player who never joined; resolves with how it ended. */
  const refusedSocket = (address) =>
    new Promise((resolve) => {
      const ws = liveSocket(server.base, address);
      ws.on('open', () => ws.send(JSON.stringify({ type: 'hello', role: 'player', eventId, playerId: randomUUID() })));
      ws.on('unexpected-response', (_req, res) => {
        res.resume();
        resolve(`http ${res.statusCode}`);
      });
      ws.on('error', () => {});
      ws.on('close', (code) => resolve(`closed ${code}`));
    });

  const run = async (name, addressOf) => {
    const before = server.stats().cpu;
    const outcomes = {};
    let i = 0;
    await pooled(Array.from({ length: SOCKETS }), 16, async () => {
      const outcome = await refusedSocket(addressOf(i++));
      outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
    });
    const cpu = server.stats().cpu - before;
    console.log(
      `${name.padEnd(28)} ${((cpu * 1e6) / SOCKETS).toFixed(0).padStart(5)} µs of server CPU per socket  ${JSON.stringify(outcomes)}`,
    );
  };
  let n = 0;
  const fresh = () => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n++ & 255}`;
  // Twice each, alternated: the first run also warms the server up.
  for (let round = 0; round < 2; round++) {
    await run('each from a fresh address', () => fresh());
    await run('all from one address', () => `203.0.113.${66 + round}`);
  }
} finally {
  await server.stop();
}
