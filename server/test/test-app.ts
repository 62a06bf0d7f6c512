// Builds the real app on a fresh, migrated database for one test file: in-memory PGlite by
// default, or a new database on the PostgreSQL server of TEST_DATABASE_URL when the suite runs
// in its PostgreSQL project (QF_TEST_DB=postgres). Nothing is mocked.
import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from '../src/app.js';
import { openDatabase, type Database } from '../src/db/client.js';
import { DEFAULT_UPLOAD_MB_PER_DAY, DEFAULT_UPLOAD_MB_PER_NETWORK_PER_DAY, type AppConfig } from '../src/config.js';

export const usingPostgres = () => process.env.QF_TEST_DB === 'postgres';

async function freshDatabase(): Promise<Database> {
  // PGLITE_THREAD=worker runs the suite with the embedded database in its own thread (db/pglite-thread.ts).
  if (!usingPostgres())
    return openDatabase({ dataDir: 'memory://', pgliteThread: process.env.PGLITE_THREAD === 'worker' ? 'worker' : 'main' });
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error('QF_TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `qf_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(baseUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  return {
    ...database,
    async close() {
      await database.close();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

export const testConfig = (overrides: Partial<AppConfig> = {}): AppConfig => ({
  adminSignup: 'closed',
  logLevel: 'silent',
  trustProxy: false,
  importMaxBytes: 64 * 1024 * 1024,
  // Far below production's 2^15: thousands of hashes in a suite must stay fast.
  scryptN: 2 ** 10,
  accessTokenTtlSeconds: 15 * 60,
  // Suites sign up and in many accounts at once from inject's one address; rate-limits.test.ts
  // tests these limits on apps of their own.
  signupsPerAddressPerHour: 1_000_000,
  hashingPerAddress: 1_000_000,
  maxPlayersPerEvent: 20_000,
  // Suites poll one player many times a second (the fast path's equivalence, waiting for a phase);
  // poll-flood.test.ts tests the production rates on an app of its own.
  pollRates: { player: { burst: 1_000_000, perSecond: 1_000_000 }, stranger: { burst: 1_000_000, perSecond: 1_000_000 } },
  accountRequestRates: {
    account: { burst: 1_000_000, perSecond: 1_000_000 },
    network: { burst: 1_000_000, perSecond: 1_000_000 },
    instance: { burst: 1_000_000, perSecond: 1_000_000 },
  },
  lookupRate: { burst: 1_000_000, perSecond: 1_000_000 },
  lookupInstanceRate: { burst: 1_000_000, perSecond: 1_000_000 },
  uploadBytesPerDay: DEFAULT_UPLOAD_MB_PER_DAY * 1024 * 1024,
  uploadBytesPerNetworkPerDay: DEFAULT_UPLOAD_MB_PER_NETWORK_PER_DAY * 1024 * 1024,
  maxCustomTeamsPerEvent: 200,
  screenLapseMs: 3 * 60_000,
  clientDist: '/nonexistent',
  ...overrides,
});

export type TestApp = { app: FastifyInstance; database: Database; close(): Promise<void> };

export async function buildTestApp(overrides: Partial<AppConfig> = {}, options: Pick<BuildOptions, 'onRoute'> = {}): Promise<TestApp> {
  const database = await freshDatabase();
  const app = await buildApp({ database, config: testConfig(overrides), logger: false, ...options });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/**
 * A new, empty database on the PostgreSQL server of TEST_DATABASE_URL, for tests that open it more
 * than once (several instances, a server process restarted on it); `drop` removes it.
 */
export async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error('a PostgreSQL test needs TEST_DATABASE_URL');
  const name = `qf_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(baseUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/**
 * `count` apps over ONE fresh PostgreSQL database, each with its own connection pool and LISTEN, as
 * separate server instances behind a load balancer are. They open one after the other: the first
 * applies the migrations.
 */
export async function buildTestInstances(
  count: number,
  overrides: Partial<AppConfig> = {},
): Promise<{ instances: TestApp[]; close(): Promise<void> }> {
  const { url, drop } = await createPostgresDatabase();
  const instances: TestApp[] = [];
  const close = async () => {
    for (const t of instances) await t.close();
    await drop();
  };
  try {
    for (let i = 0; i < count; i++) {
      const database = await openDatabase({ url });
      const app = await buildApp({ database, config: testConfig(overrides), logger: false });
      instances.push({
        app,
        database,
        async close() {
          await app.close();
          await database.close();
        },
      });
      await app.ready();
    }
  } catch (error) {
    await close();
    throw error;
  }
  return { instances, close };
}
