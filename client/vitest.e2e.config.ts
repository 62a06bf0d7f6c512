// End-to-end project: real Chromium (playwright-core, Debian's build) against the server started as
// `npm start` starts it, on a fresh embedded database. Files run one after another: one server each.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: { '@quizfest/shared': fileURLToPath(new URL('../shared/src/index.ts', import.meta.url)) },
  },
  test: {
    name: 'e2e',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['e2e/**/*.e2e.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 120_000,
    // The first run may build the client and server (npm start builds what is missing).
    hookTimeout: 600_000,
  },
});
