// `node server/bench/socket-floor.mjs [--sockets 5000] [--bytes 2000] [--ws [--preframed]] [--work US]`: the floor under S2,
// with no QuizFest and no JSON in it. A bare Node server on the last core holds `--sockets`
// loopback connections from a reader process on core 0 and sends the same `--bytes`-byte message to
// every one of them, 10 times; it prints how long one pass over all the sockets takes (each send is
// one system call, as each push to a socket is). Plain TCP by default; `--ws`: WebSocket
// connections through the `ws` package QuizFest uses, upgraded from HTTP, each message a text frame
// sent as QuizFest sends a push (a string, no compression) and read by `ws` clients; with
// `--preframed`, the frame (header and payload) built once and written to each connection's TCP
// socket as one buffer, as rooms.ts sends a frame many sockets share. `--work US`:
// US microseconds of busy work before each send, as building each player's own view takes.
import { createServer } from 'node:http';
import net from 'node:net';
import { Sender, WebSocket, WebSocketServer } from 'ws';
import { arg } from './lib/probe.mjs';
import { corePlan, pinSelf, spawnOnCore } from './lib/server-process.mjs';

const SOCKETS = Number(arg('sockets', '5000'));
const BYTES = Number(arg('bytes', '2000'));
const WS = process.argv.includes('--ws');
const PREFRAMED = WS && process.argv.includes('--preframed');
const WORK_MS = Number(arg('work', '0')) / 1000;

const work = () => {
  const until = performance.now() + WORK_MS;
  while (performance.now() < until);
};

/** One connection of the reader, resolved once it is open; what arrives is drained. */
const connectOne = (port) =>
  WS
    ? new Promise((resolve, reject) => {
        const ws = new WebSocket(`ws://127.0.0.1:${port}/`, { perMessageDeflate: false, skipUTF8Validation: true });
        ws.on('open', resolve)
          .on('error', reject)
          .on('message', () => {});
      })
    : new Promise((resolve) => net.connect(port, '127.0.0.1', resolve).on('data', () => {}));

if (process.argv[2] === '--reader') {
  // The reader: opens the connections and drains them.
  const [port, count] = process.argv.slice(3).map(Number);
  // In batches, as the listen backlog would drop a burst of thousands of connects.
  for (let i = 0; i < count; i += 200) await Promise.all(Array.from({ length: Math.min(200, count - i) }, () => connectOne(port)));
  process.send('ready');
} else {
  const cores = corePlan();
  pinSelf(cores.server);
  const sockets = [];
  let server;
  if (WS) {
    server = createServer();
    const wss = new WebSocketServer({ server, perMessageDeflate: false });
    wss.on('connection', (ws) => sockets.push(ws));
  } else server = net.createServer((s) => sockets.push(s));
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  const reader = spawnOnCore(cores.generator, import.meta.url, [
    '--reader',
    String(server.address().port),
    String(SOCKETS),
    ...(WS ? ['--ws'] : []),
  ]);
  await new Promise((r) => reader.once('message', r));
  while (sockets.length < SOCKETS) await new Promise((r) => setTimeout(r, 10));
  // A push is a string for `ws` (as live-hub.ts sends it), a buffer for TCP.
  const payload = WS ? 'x'.repeat(BYTES) : Buffer.alloc(BYTES, 'x');
  const frame = PREFRAMED
    ? Buffer.concat(Sender.frame(Buffer.from(payload), { fin: true, rsv1: false, opcode: 1, mask: false, readOnly: true }))
    : null;
  const passes = [];
  for (let round = 0; round < 10; round++) {
    const t0 = performance.now();
    for (const socket of sockets) {
      if (WORK_MS) work();
      if (frame) socket._socket.write(frame);
      else if (WS) socket.send(payload);
      else socket.write(payload);
    }
    passes.push(performance.now() - t0);
    await new Promise((r) => setTimeout(r, 300));
  }
  passes.sort((a, b) => a - b);
  console.log(
    `${SOCKETS} loopback ${WS ? `WebSocket${PREFRAMED ? ' (preframed)' : ''}` : 'TCP'} connections, ${BYTES} bytes each${WORK_MS ? `, ${WORK_MS * 1000} µs of work before each send` : ''}: one pass p50 ${passes[5].toFixed(0)} ms, max ${passes[9].toFixed(0)} ms (${((passes[5] / SOCKETS) * 1000).toFixed(1)} µs a socket)`,
  );
  reader.kill();
  server.close();
  for (const s of sockets) {
    if (WS) s.terminate();
    else s.destroy();
  }
}
