// How `npm start` starts the server's process (scripts/server-runtime.mjs, issue 24): glibc's arenas
// capped and its mmap threshold fixed, V8's background threads no more than the machine's cores,
// each only where the operator has not said otherwise. Measured idle on the embedded database: 159
// MB with the defaults of Node and glibc, ~144 MB with these (the bench prints the figure).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt, root } from './server-process.js';
import { usingPostgres } from './test-app.js';

type RuntimeModule = {
  serverRuntime(env: Record<string, string | undefined>): { env: Record<string, string | undefined>; nodeArgs: string[] };
};
const runtime = async () => (await import(pathToFileURL(join(root, 'scripts/server-runtime.mjs')).href)) as RuntimeModule;

const pool = `--v8-pool-size=${Math.min(4, availableParallelism())}`;

describe('the server process’s runtime settings', () => {
  it('sets the allocator and V8’s pool unless the operator has set them', async () => {
    const { serverRuntime } = await runtime();
    const plain = serverRuntime({ PORT: '3000' });
    expect(plain.env).toMatchObject({ PORT: '3000', MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '4194304' });
    expect(plain.nodeArgs).toEqual([pool]);

    const operator = serverRuntime({ MALLOC_ARENA_MAX: '4', MALLOC_MMAP_THRESHOLD_: '', NODE_OPTIONS: '--v8-pool-size=8' });
    expect(operator.env.MALLOC_ARENA_MAX).toBe('4');
    // Empty: glibc's own dynamic threshold, not a threshold of 0 (every allocation its own mapping).
    expect('MALLOC_MMAP_THRESHOLD_' in operator.env).toBe(false);
    expect(operator.nodeArgs).toEqual([]);
  });

  describe.skipIf(usingPostgres())('npm start', () => {
    const dirs: string[] = [];
    beforeAll(ensureBuilt, 180_000);
    afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

    it('starts the server with them', { timeout: 60_000 }, async () => {
      const dir = mkdtempSync(join(tmpdir(), 'quizfest-runtime-'));
      dirs.push(dir);
      const env: NodeJS.ProcessEnv = { ...process.env, PORT: '0', HOST: '127.0.0.1', DATABASE_URL: '', DATA_DIR: join(dir, 'db') };
      delete env.MALLOC_ARENA_MAX;
      delete env.MALLOC_MMAP_THRESHOLD_;
      delete env.NODE_OPTIONS;
      const start = spawn(process.execPath, ['scripts/start.mjs'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
      const exited = new Promise((resolve) => start.once('exit', resolve));
      try {
        let output = '';
        await new Promise<void>((resolve, reject) => {
          const onData = (chunk: Buffer) => {
            output += chunk.toString();
            if (/ready at http:\/\/localhost:\d+/.test(output)) resolve();
          };
          start.stdout!.on('data', onData);
          start.stderr!.on('data', onData);
          start.once('exit', (code) => reject(new Error(`npm start exited (${code}) before the server was ready:\n${output}`)));
        });
        // The server is start.mjs's one child.
        const children = readFileSync(`/proc/${start.pid}/task/${start.pid}/children`, 'utf8').trim().split(/\s+/);
        expect(children).toHaveLength(1);
        const server = children[0];
        const argv = readFileSync(`/proc/${server}/cmdline`, 'utf8').split('\0');
        expect(argv).toContain(pool);
        expect(argv).toContain('server/dist/main.js');
        const serverEnv = readFileSync(`/proc/${server}/environ`, 'utf8').split('\0');
        expect(serverEnv).toContain('MALLOC_ARENA_MAX=2');
        expect(serverEnv).toContain('MALLOC_MMAP_THRESHOLD_=4194304');
      } finally {
        start.kill('SIGTERM');
        await exited;
      }
    });
  });
});
