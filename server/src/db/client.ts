// Opens the database: PostgreSQL through postgres.js when a URL is given, otherwise embedded PGlite
// persisted under a directory (or in memory for tests). Both run the same drizzle schema and the
// same migrations from /migrations.
import { fileURLToPath } from 'node:url';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres, type PostgresJsDatabase } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import type { PGlite } from '@electric-sql/pglite';
import { openPglite, type WasmTier } from './pglite-open.js';
import { preparingPglite } from './pglite-prepared.js';
import { openPgliteThread, type PgliteThread } from './pglite-thread.js';
import { preparingFixedStatements } from './prepared-statements.js';
import * as schema from './schema.js';

export type Db = PostgresJsDatabase<typeof schema>;
/** A transaction handle: the same query API as Db. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

/** The rows of a raw statement (`db.execute`): postgres.js answers with the rows themselves, PGlite with `{ rows }`. */
export const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : ((result as { rows?: T[] }).rows ?? [])) as T[];

export type DatabaseConfig = {
  url?: string | undefined;
  dataDir?: string | undefined;
  /** The embedded database's shared_buffers (pglite-open.ts). */
  pgliteSharedBuffers?: string | undefined;
  /** How V8 compiles the embedded database's WebAssembly (pglite-open.ts). */
  pgliteWasmTier?: WasmTier | undefined;
  /** Where the embedded database runs: the server's thread (the default) or its own (pglite-thread.ts). */
  pgliteThread?: PgliteThreadMode | undefined;
};

export type PgliteThreadMode = 'worker' | 'main';

export interface Database {
  db: Db;
  kind: 'postgres' | 'pglite';
  /** LISTEN on a channel; resolves to a function that stops listening. */
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  /** NOTIFY a channel (delivered to every listener, this process's included, after commit). */
  notify(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../../migrations', import.meta.url));

export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  if (config.url) {
    // A small pool: the hot paths (polls) are served from memory, so few connections suffice.
    const client = postgres(config.url, { max: 10, onnotice: () => {}, connect_timeout: 10 });
    const db = drizzlePostgres(preparingFixedStatements(client), { schema });
    await migratePostgres(db, { migrationsFolder: MIGRATIONS_DIR });
    return {
      db,
      kind: 'postgres',
      async listen(channel, onMessage) {
        // postgres.js keeps one dedicated connection for LISTEN and re-listens after a reconnect.
        const { unlisten } = await client.listen(channel, onMessage);
        return unlisten;
      },
      async notify(channel, payload) {
        await client.notify(channel, payload);
      },
      close: () => client.end({ timeout: 5 }),
    };
  }
  // 'memory://' keeps the database in memory (tests); a directory persists it.
  // Its fixed statements prepared, as PostgreSQL's are (pglite-prepared.ts), in the server's thread
  // or, with PGLITE_THREAD=worker, one of its own (pglite-thread.ts).
  const pgliteOptions = { sharedBuffers: config.pgliteSharedBuffers, wasmTier: config.pgliteWasmTier };
  const dataDir = config.dataDir ?? 'memory://';
  const client: PgliteThread =
    config.pgliteThread === 'worker'
      ? await openPgliteThread(dataDir, pgliteOptions)
      : preparingPglite(await openPglite(dataDir, pgliteOptions));
  const db = drizzlePglite({ client: client as PGlite, schema }) as unknown as Db;
  try {
    await migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR });
  } catch (error) {
    // The thread would otherwise keep the process alive after the failed start.
    await client.close().catch(() => {});
    throw error;
  }
  return {
    db,
    kind: 'pglite',
    listen: async (channel, onMessage) => {
      const unlisten = await client.listen(channel, onMessage);
      return () => unlisten();
    },
    async notify(channel, payload) {
      await client.query('select pg_notify($1, $2)', [channel, payload]);
    },
    close: () => client.close(),
  };
}
