import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Node 25+ has a localStorage of its own that hides jsdom's (and warns without a file to keep it
// in); the component tests need jsdom's. Node 20–24 do not know the flag, so it is passed only there.
const nodeMajor = Number(process.versions.node.split('.')[0]);
const execArgv = nodeMajor >= 25 ? ['--no-experimental-webstorage'] : [];

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '@quizfest/shared': fileURLToPath(new URL('../shared/src/index.ts', import.meta.url)),
    },
  },
  test: {
    name: 'client',
    root: fileURLToPath(new URL('.', import.meta.url)),
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    css: false,
    // Room for a few of setup.ts's 5-second waits in one test when CI's two cores are busy.
    testTimeout: 15_000,
    execArgv,
  },
});
