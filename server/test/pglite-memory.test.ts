// The embedded database's memory (issue 24): a fresh data directory is initialised by a child
// process, so initdb's ~700 MB of WebAssembly memory never stays in the server, PGlite runs with a
// small shared_buffers, and V8 compiles its WebAssembly with the baseline compiler only. Measured
// on the built server as `npm start` runs it: its RSS once ready on a fresh directory was 821 MB,
// then ~270 MB, now ~200 MB (the bench prints the figures).
import { mkdtempSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEnv, DEFAULT_PGLITE_SHARED_BUFFERS } from '../src/config.js';
import { openDatabase, rowsOf } from '../src/db/client.js';
import { ensureBuilt, startServer, stopServer } from './server-process.js';
import { usingPostgres } from './test-app.js';

const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'quizfest-pglite-'));
  dirs.push(dir);
  return join(dir, 'db');
};
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

const setting = async (db: Awaited<ReturnType<typeof openDatabase>>['db'], name: string) =>
  rowsOf<{ v: string }>(await db.execute(sql`select current_setting(${name}) as v`))[0]!.v;

/** VmRSS of a process, in MB, from /proc (Linux). */
const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

describe.skipIf(usingPostgres())('the embedded database', () => {
  it('initialises a fresh directory, migrates it, and keeps what was written when reopened', async () => {
    const dataDir = freshDir();
    const first = await openDatabase({ dataDir });
    expect(existsSync(join(dataDir, 'PG_VERSION'))).toBe(true);
    expect(await setting(first.db, 'shared_buffers')).toBe(DEFAULT_PGLITE_SHARED_BUFFERS);
    await first.db.execute(sql`create table kept (v text)`);
    await first.db.execute(sql`insert into kept values ('still here')`);
    await first.close();

    const again = await openDatabase({ dataDir, pgliteSharedBuffers: '32MB' });
    expect(rowsOf<{ v: string }>(await again.db.execute(sql`select v from kept`))).toEqual([{ v: 'still here' }]);
    expect(await setting(again.db, 'shared_buffers')).toBe('32MB');
    await again.close();
  });

  it('refuses a shared_buffers that is not a size, and a WebAssembly tier it does not know, at start', () => {
    expect(readEnv({ PGLITE_SHARED_BUFFERS: '16MB' }).PGLITE_SHARED_BUFFERS).toBe('16MB');
    expect(() => readEnv({ PGLITE_SHARED_BUFFERS: 'lots' })).toThrow(/PGLITE_SHARED_BUFFERS/);
    expect(readEnv({}).PGLITE_WASM_TIER).toBe('baseline');
    expect(readEnv({ PGLITE_WASM_TIER: 'optimized' }).PGLITE_WASM_TIER).toBe('optimized');
    expect(() => readEnv({ PGLITE_WASM_TIER: 'turbo' })).toThrow(/PGLITE_WASM_TIER/);
  });

  describe('the server started on a fresh directory', () => {
    beforeAll(ensureBuilt, 180_000);

    it('does not keep initdb in its memory', { timeout: 120_000 }, async () => {
      const dataDir = freshDir();
      const server = await startServer({ DATABASE_URL: '', DATA_DIR: dataDir });
      try {
        // In-process initdb left this at 821 MB; opening an initialised directory costs ~120 MB
        // over the server's own ~110 MB. 450 MB leaves room for a slower machine's JIT, not for initdb.
        expect(rssMb(server.child.pid!)).toBeLessThan(450);
      } finally {
        await stopServer(server, 'SIGTERM');
      }
    });

    it('compiles the database’s WebAssembly with the baseline compiler only, unless told', { timeout: 120_000 }, async () => {
      // Measured idle (README "Memory on the embedded database"): ~200 MB baseline, ~280 MB optimised.
      const rssOf = async (tier: string) => {
        const dataDir = freshDir();
        const server = await startServer({ DATABASE_URL: '', DATA_DIR: dataDir, PGLITE_WASM_TIER: tier });
        try {
          await new Promise((resolve) => setTimeout(resolve, 2000));
          return rssMb(server.child.pid!);
        } finally {
          await stopServer(server, 'SIGTERM');
        }
      };
      const optimized = await rssOf('optimized');
      const baseline = await rssOf('baseline');
      expect(baseline).toBeLessThan(optimized - 20);
    });
  });
});
