// Entry point: read the configuration, open and migrate the database, listen. Stops cleanly on
// SIGTERM/SIGINT so in-flight requests finish and last-seen times are written.
import { buildApp } from './app.js';
import { appConfigFromEnv, readEnv } from './config.js';
import { openDatabase, type Database } from './db/client.js';

async function openWithRetry(url: string | undefined, dataDir: string): Promise<Database> {
  // A PostgreSQL that starts alongside us (compose, systemd) may need a few seconds.
  for (let attempt = 1; ; attempt++) {
    try {
      return await openDatabase({ url, dataDir });
    } catch (error) {
      if (!url || attempt >= 10) throw error;
      console.error(`database not reachable (attempt ${attempt}/10): ${(error as Error).message}; retrying in 2 s`);
      await new Promise((r) => setTimeout(r, 2000));
    }
  }
}

async function main() {
  const env = readEnv();
  const database = await openWithRetry(env.DATABASE_URL, env.DATA_DIR);
  const app = await buildApp({ database, config: appConfigFromEnv(env) });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: env.PORT, host: env.HOST });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  const where = database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${env.DATA_DIR}`;
  app.log.info(`QuizFest is ready at http://localhost:${port} (database: ${where})`);
}

main().catch((error) => {
  console.error('QuizFest failed to start:', error);
  process.exit(1);
});
