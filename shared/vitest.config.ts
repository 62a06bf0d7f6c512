// Unit tests of the shared schemas (the API contract both sides rely on).
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'shared', root: fileURLToPath(new URL('.', import.meta.url)), include: ['src/**/*.test.ts'], environment: 'node' },
});
