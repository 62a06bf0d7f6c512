// One `vitest run` covers every workspace: each project has its own config beside its code. The
// server suite runs on embedded PGlite always, and again on PostgreSQL when TEST_DATABASE_URL is set.
import { existsSync } from 'node:fs';
import { defineConfig, type TestProjectConfiguration } from 'vitest/config';

const server = (name: string, db: 'pglite' | 'postgres'): TestProjectConfiguration => ({
  extends: './server/vitest.config.ts',
  test: { name, env: { QF_TEST_DB: db } },
});

export default defineConfig({
  test: {
    projects: [
      './shared/vitest.config.ts',
      server('server-pglite', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [server('server-postgres', 'postgres')] : []),
      './client/vitest.config.ts',
      './client/vitest.e2e.config.ts',
    ].filter((p) => typeof p !== 'string' || existsSync(p)),
  },
});
