// `node server/bench/poll-floor.mjs [--players 5000] [--seconds 6] [--bytes 1593] [--headers]`: the floor under
// S4, with no QuizFest in it. A bare Node HTTP server (`http.createServer`, no framework) on the
// last core reads each POST's body and answers it with the same `--bytes` of JSON, while this
// process (core 0) runs S4's pollers against it: `--players` phones once a second each, spread over
// the second, then all at one instant. It prints the server's CPU per poll and share of its core,
// the polls' latency, and the burst's last answer: what S4's targets ask of the HTTP stack alone.
// `--headers`: the answers carry the headers QuizFest's poll answers carry (helmet's hardening set and
// no-store, from the built server), which Node validates one by one on every answer.
import { createServer } from 'node:http';
import { randomUUID } from 'node:crypto';
import { Pollers } from './lib/pollers.mjs';
import { arg } from './lib/probe.mjs';
import { buildProduct, corePlan, pinSelf, processStats, spawnOnCore } from './lib/server-process.mjs';
import { ms, summary } from './lib/stats.mjs';
import { Http, sleep } from './lib/venue.mjs';

const PLAYERS = Number(arg('players', '5000'));
const SECONDS = Number(arg('seconds', '6'));
const BYTES = Number(arg('bytes', '1593'));

const HEADERS = process.argv.includes('--headers');

if (process.argv[2] === '--serve') {
  const body = Buffer.from(JSON.stringify({ pad: 'x'.repeat(Math.max(0, BYTES - 10)) }));
  const extra = HEADERS ? { ...(await import('../dist/plugins/security-headers.js')).securityHeaders(), 'cache-control': 'no-store' } : {};
  const server = createServer((req, res) => {
    req.on('data', () => {});
    req.on('end', () => {
      res.writeHead(200, { ...extra, 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
      res.end(body);
    });
  });
  server.listen(0, '127.0.0.1', () => process.send(server.address().port));
} else {
  // The headers come from the built server.
  if (HEADERS) buildProduct();
  const cores = corePlan();
  pinSelf(cores.generator);
  const child = spawnOnCore(cores.server, import.meta.url, ['--serve', '--bytes', String(BYTES), ...(HEADERS ? ['--headers'] : [])]);
  try {
    const port = await new Promise((resolve) => child.once('message', resolve));
    // taskset execs node: the child's pid is the server's.
    const http = new Http(`http://127.0.0.1:${port}`, 256);
    const players = Array.from({ length: PLAYERS }, () => ({ id: randomUUID() }));
    const pollers = new Pollers(http, randomUUID(), players);
    pollers.startSpread();
    await sleep(1500);
    pollers.reset();
    const before = processStats(child.pid).cpu;
    const t0 = performance.now();
    await sleep(SECONDS * 1000);
    const cpu = processStats(child.pid).cpu - before;
    const wall = (performance.now() - t0) / 1000;
    const spread = summary(pollers.latencies);
    pollers.stop();
    await sleep(1500);
    pollers.reset();
    const burst = await pollers.burst();
    const perSecond = spread.n / wall;
    console.log(
      `bare Node HTTP server${HEADERS ? ' with QuizFest’s headers' : ''}, ${PLAYERS} pollers spread (${perSecond.toFixed(0)} polls/s): ${((cpu / wall) * 100).toFixed(0)} % of a core, ` +
        `${((cpu / spread.n) * 1e6).toFixed(0)} µs a poll, p50 / p99 ${ms(spread.p50)} / ${ms(spread.p99)}; ` +
        `${PLAYERS} at one instant: last answer ${ms(burst)}; errors ${pollers.errors}`,
    );
    await http.close();
  } finally {
    child.kill();
  }
}
