import { fileURLToPath, URL } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [
    // Code splitting is done by hand with lazyPage so that route files stay tiny and the player's
    // download carries none of the manager editors.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: false,
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/routeTree.gen.ts',
      quoteStyle: 'single',
      routeFileIgnorePattern: '\\.test\\.tsx?$',
    }),
    react(),
  ],
  resolve: {
    alias: {
      '@quizfest/shared': fileURLToPath(new URL('../shared/src/index.ts', import.meta.url)),
    },
  },
  build: {
    // scripts/client-size.mjs reads it to report what each page downloads.
    manifest: true,
    rolldownOptions: {
      treeshake: {
        // The shared schemas only build zod objects; the client takes types from them, so when no
        // value is imported the module (and classic zod with it) can be left out of the bundle.
        moduleSideEffects: (id) => (/shared\/src\/schemas\.ts$/.test(id) ? false : undefined),
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: true, ws: true },
    },
  },
});
