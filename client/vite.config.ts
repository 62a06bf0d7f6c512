import { fileURLToPath, URL } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * The stylesheet as a preload that becomes a stylesheet once it has arrived, instead of a plain
 * <link rel="stylesheet">: a plain one blocks every paint until it has downloaded, so on slow venue
 * Wi-Fi (where it shares the line with the scripts) even index.html's shell stayed white for
 * seconds. The scripts are larger than the stylesheet and start no sooner, so it is applied before
 * React draws; <noscript> keeps it for a browser without scripts (which sees the shell only).
 */
function stylesheetWithoutBlockingPaint(): Plugin {
  return {
    name: 'quizfest:stylesheet-without-blocking-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const link = /<link rel="stylesheet" crossorigin href="([^"]+)">/g;
        // Fails the build rather than silently blocking paint again if Vite writes the tag otherwise.
        if (!link.test(html)) throw new Error('stylesheetWithoutBlockingPaint: no stylesheet link found in index.html');
        return html.replace(
          link,
          (_tag, href: string) =>
            `<link rel="preload" as="style" crossorigin href="${href}" onload="this.onload=null;this.rel='stylesheet'">` +
            `<noscript><link rel="stylesheet" crossorigin href="${href}"></noscript>`,
        );
      },
    },
  };
}

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
    stylesheetWithoutBlockingPaint(),
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
        // The shared schemas (and the live game's, which the index re-exports) only build zod
        // objects; the client takes types from them, so when no value is imported the module (and
        // classic zod with it) can be left out of the bundle. Before live.ts was listed, every
        // page's startup download carried classic zod because of the index's re-export.
        moduleSideEffects: (id) => (/shared\/src\/(schemas|live|api|quiz-import)\.ts$/.test(id) ? false : undefined),
        // A zod builder call only makes a schema object: one nobody uses can go. Lets the live
        // pages take SOCKET_CLOSE from live.ts without every schema declared beside it.
        manualPureFunctions: ['z'],
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: true, ws: true },
    },
  },
});
