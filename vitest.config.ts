// One `vitest run` covers every workspace: each project has its own config beside its code.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['./shared/vitest.config.ts', './server/vitest.config.ts', './client/vitest.config.ts', './client/vitest.e2e.config.ts'],
  },
});
