// Entry point: read the configuration, open and migrate the database, listen. Stops on SIGTERM/SIGINT
// within a bounded time: in-flight requests may finish and last-seen times are written, but a client
// that never finishes its request cannot hold the process (a container stop would end in SIGKILL),
// nor can a log reader that stopped reading (log-stream.ts).
import { Worker } from 'node:worker_threads';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import { appConfigFromEnv, readEnv } from './config.js';
import { openDatabase, type Database, type DatabaseConfig } from './db/client.js';
import { stdoutLogStream, type LogStream } from './log-stream.js';
import { serveMetrics, type MetricsServer } from './metrics.js';

/**
 * How long requests and sockets open at a stop may take to finish. Fastify's close waits for every
 * connection to end, and a client that stalls mid-body (an upload, an import, a slow JSON body) or a
 * phone that never answers the socket's close frame would make it wait for Node's 5-minute request
 * timeout, or for ever: after this grace they are cut.
 */
const SHUTDOWN_GRACE_MS = 4_000;
/** Last resort, after the real cleanup was tried: a database close that never returns. */
const SHUTDOWN_DEADLINE_MS = 10_000;
/**
 * Beyond the last resort: the deadline above is a timer, which cannot fire while the main thread is
 * blocked (as it was in a synchronous log flush to a pipe no one read, for 14 minutes). A thread of
 * its own kills the process then, whatever the main thread is doing.
 */
const SHUTDOWN_WATCHDOG_MS = 13_000;
/** How long the last log lines may take to reach a slow reader before the process exits without them. */
const LOG_FLUSH_MS = 1_000;

/** Kills the process after `ms` from a worker thread, unless it has exited by then. */
function armWatchdog(ms: number) {
  // Silent on purpose: writing to stderr could block this thread too, on the same stalled reader.
  const code = `const { workerData } = require('node:worker_threads');
setTimeout(() => process.kill(workerData.pid, 'SIGKILL'), workerData.ms);`;
  new Worker(code, { eval: true, workerData: { pid: process.pid, ms } }).unref();
}

async function stop(app: FastifyInstance, database: Database, log: LogStream, signal: string, metrics: MetricsServer | null) {
  armWatchdog(SHUTDOWN_WATCHDOG_MS);
  app.log.info(`${signal} received, shutting down`);
  // First, and at once (its connections cut): a scrape during the stop has nothing to wait for.
  const metricsClosed = metrics?.close();
  const deadline = setTimeout(() => {
    app.log.error(
      { activeResources: process.getActiveResourcesInfo() },
      `shutdown not done after ${SHUTDOWN_DEADLINE_MS} ms; exiting anyway`,
    );
    process.exit(1);
  }, SHUTDOWN_DEADLINE_MS);
  const cut = setTimeout(() => {
    const sockets = app.websocketServer.clients.size;
    app.log.warn(
      `requests or sockets still open ${SHUTDOWN_GRACE_MS} ms after ${signal} (${sockets} live sockets): closing their connections`,
    );
    app.server.closeAllConnections();
    for (const ws of app.websocketServer.clients) ws.terminate();
  }, SHUTDOWN_GRACE_MS);
  let code = 0;
  try {
    await app.close();
  } catch (error) {
    code = 1;
    app.log.error({ err: error }, 'closing the server failed');
  }
  clearTimeout(cut);
  await metricsClosed;
  try {
    await database.close();
  } catch (error) {
    code = 1;
    app.log.error({ err: error }, 'closing the database failed');
  }
  if (log.dropped() > 0) app.log.warn(`${log.dropped()} log lines were dropped: stdout did not keep up`);
  await log.flush(LOG_FLUSH_MS);
  clearTimeout(deadline);
  process.exit(code);
}

async function openWithRetry(config: DatabaseConfig): Promise<Database> {
  // A PostgreSQL that starts alongside us (compose, systemd) may need a few seconds.
  for (let attempt = 1; ; attempt++) {
    try {
      return await openDatabase(config);
    } catch (error) {
      if (!config.url || attempt >= 10) throw error;
      console.error(`database not reachable (attempt ${attempt}/10): ${(error as Error).message}; retrying in 2 s`);
      await new Promise((r) => setTimeout(r, 2000));
    }
  }
}

async function main() {
  const env = readEnv();
  const database = await openWithRetry({
    url: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    pgliteSharedBuffers: env.PGLITE_SHARED_BUFFERS,
    pgliteWasmTier: env.PGLITE_WASM_TIER,
    pgliteThread: env.PGLITE_THREAD,
  });
  const config = appConfigFromEnv(env);
  const log = stdoutLogStream();
  const app = await buildApp({ database, config, logger: { level: config.logLevel, stream: log } });

  let closing = false;
  let metrics: MetricsServer | null = null;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    void stop(app, database, log, signal, metrics);
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: env.PORT, host: env.HOST });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  const where = database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${env.DATA_DIR}`;
  app.log.info(`QuizFest is ready at http://localhost:${port} (database: ${where})`);
  // After the app listens, on an address of its own (README "Watching a night"); not once stopping.
  if (config.metrics && !closing) {
    metrics = await serveMetrics(app.metrics, config.metrics.port, config.metrics.host);
    app.log.info(`Prometheus metrics at http://${config.metrics.host}:${metrics.port}/metrics`);
  }
}

main().catch((error) => {
  console.error('QuizFest failed to start:', error);
  process.exit(1);
});
