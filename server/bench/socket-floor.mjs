// `node server/bench/socket-floor.mjs [--sockets 5000] [--bytes 2000]`: the floor under S2, with no
// QuizFest, no WebSocket and no JSON in it. A bare Node TCP server on the last core holds
// `--sockets` loopback connections from a reader process on core 0 and writes the same
// `--bytes`-byte buffer to every one of them, 10 times; it prints how long one pass over all the
// sockets takes (each write is one send() system call, as each push to a socket is).
import { spawn } from 'node:child_process';
import net from 'node:net';
import { arg } from './lib/probe.mjs';
import { corePlan, pinSelf } from './lib/server-process.mjs';

const SOCKETS = Number(arg('sockets', '5000'));
const BYTES = Number(arg('bytes', '2000'));

if (process.argv[2] === '--reader') {
  // The reader: opens the connections and drains them.
  const [port, count] = process.argv.slice(3).map(Number);
  // In batches, as the listen backlog would drop a burst of thousands of connects.
  for (let i = 0; i < count; i += 200) {
    await Promise.all(
      Array.from(
        { length: Math.min(200, count - i) },
        () => new Promise((resolve) => net.connect(port, '127.0.0.1', resolve).on('data', () => {})),
      ),
    );
  }
  process.send('ready');
} else {
  const cores = corePlan();
  pinSelf(cores.server);
  const sockets = [];
  const server = net.createServer((s) => sockets.push(s));
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  const reader = spawn(
    'taskset',
    [
      '-c',
      cores.generator ?? '0',
      process.execPath,
      new URL(import.meta.url).pathname,
      '--reader',
      String(server.address().port),
      String(SOCKETS),
    ],
    {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  );
  await new Promise((r) => reader.once('message', r));
  while (sockets.length < SOCKETS) await new Promise((r) => setTimeout(r, 10));
  const payload = Buffer.alloc(BYTES, 'x');
  const passes = [];
  for (let round = 0; round < 10; round++) {
    const t0 = performance.now();
    for (const s of sockets) s.write(payload);
    passes.push(performance.now() - t0);
    await new Promise((r) => setTimeout(r, 300));
  }
  passes.sort((a, b) => a - b);
  console.log(
    `${SOCKETS} loopback sockets, ${BYTES} bytes each: one pass p50 ${passes[5].toFixed(0)} ms, max ${passes[9].toFixed(0)} ms (${((passes[5] / SOCKETS) * 1000).toFixed(1)} µs a socket)`,
  );
  reader.kill();
  server.close();
  for (const s of sockets) s.destroy();
}
