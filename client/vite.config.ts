import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import { visualizer } from 'rollup-plugin-visualizer';
import { VitePWA } from 'vite-plugin-pwa';

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

/** The player's page as the phone's shell draws it: with the entry (the shell and the join page), what a phone loads. */
const PHONE_PLAYER = 'src/phonePlayer.tsx';
/** The app (Mantine, the router, the pages' routes): what the entry loads for every page but the phone's. */
const APP = 'src/mountApp.tsx';

/** The chunks `roots` load, with theirs. */
function closureOf(bundle: Rolldown.OutputBundle, roots: (chunk: Rolldown.OutputChunk) => boolean): Map<string, Rolldown.OutputChunk> {
  const chunks = new Map(Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [[c.fileName, c] as const] : [])));
  const found = new Map<string, Rolldown.OutputChunk>();
  const add = (fileName: string) => {
    const chunk = chunks.get(fileName);
    if (!chunk || found.has(fileName)) return;
    found.set(fileName, chunk);
    chunk.imports.forEach(add);
  };
  for (const chunk of chunks.values()) if (roots(chunk)) add(chunk.fileName);
  return found;
}

/**
 * Fails the build when the phone's two pages (the entry and the player's page, issue 22) would load
 * Mantine or i18next: the player's views draw with components/phoneKit and say their texts with
 * i18n/playTranslation.ts, and one import of either library into them would bring its runtime
 * back to every phone (the size budget would catch it later, and less clearly).
 */
function phoneLoadsNoMantineOrI18next(): Plugin {
  return {
    name: 'quizfest:phone-loads-no-mantine-or-i18next',
    apply: 'build',
    // After the files are written: a failure here then reaches the console (vite-plugin-pwa's
    // closeBundle, which runs after a failed build too, would otherwise fail on a missing manifest).
    writeBundle(_options, bundle) {
      const phone = closureOf(bundle, (chunk) => chunk.isEntry || Boolean(chunk.facadeModuleId?.endsWith(`/${PHONE_PLAYER}`)));
      const heavy = new Set<string>();
      for (const chunk of phone.values())
        for (const id of chunk.moduleIds) {
          const library = /\/node_modules\/(@mantine\/[\w-]+|i18next|react-i18next)\//.exec(id)?.[1];
          if (library) heavy.add(`${library} (in ${chunk.fileName})`);
        }
      if (heavy.size > 0) this.error(`the phone's pages load what they must not: ${[...heavy].sort().join(', ')}`);
    },
  };
}

/**
 * Fails the build when the app's own chunk (its first download on any page) uses a Mantine
 * component whose stylesheet src/styles/phoneStyles.css does not import: every other page loads
 * the rest of Mantine's stylesheet with its chunk, so such a component would draw unstyled there.
 */
function phoneStylesCoverPhoneComponents(): Plugin {
  const styles = (file: string) => fileURLToPath(new URL(`../node_modules/@mantine/core/styles/${file}`, import.meta.url));
  return {
    name: 'quizfest:phone-styles-cover-phone-components',
    apply: 'build',
    // After the files are written: a failure here then reaches the console (vite-plugin-pwa's
    // closeBundle, which runs after a failed build too, would otherwise fail on a missing manifest).
    writeBundle(_options, bundle) {
      const app = closureOf(bundle, (chunk) => Boolean(chunk.facadeModuleId?.endsWith(`/${APP}`)));
      const imported = readFileSync(fileURLToPath(new URL('src/styles/phoneStyles.css', import.meta.url)), 'utf8');
      const missing = new Set<string>();
      for (const chunk of app.values()) {
        for (const id of chunk.moduleIds) {
          const component = /@mantine\/core\/esm\/components\/(\w+)\//.exec(id)?.[1];
          const sheet = `${component}.layer.css`;
          if (component && existsSync(styles(sheet)) && !imported.includes(`/${sheet}'`)) missing.add(sheet);
        }
      }
      if (missing.size > 0) {
        this.error(`src/styles/phoneStyles.css lacks what the app's first chunk draws: ${[...missing].sort().join(', ')}`);
      }
    },
  };
}

/**
 * The service worker (issue 22): a phone that reloads, locks and wakes, or scans the QR code again
 * draws at once from its cache, even while the venue's network or the server is down, and then
 * reconnects. It precaches index.html and what the phone's pages load (the entry with the join page, the player's page
 * and their stylesheets: about 280 KB gzipped, fetched from the HTTP cache the first visit just
 * filled), so no phone downloads the manager's editors in the background on venue Wi-Fi; other
 * hashed assets and uploaded images are cached as they are fetched (both never change under a
 * name). A new deploy installs beside the running page and takes over at once without reloading
 * it: a game in progress carries on, and the next load is the new build. The API and the live
 * socket never go through a cache.
 */
function phonePrecache(): (entries: { url: string; revision: string | null; size: number }[]) => { manifest: typeof entries } {
  return (entries) => {
    const manifest = JSON.parse(readFileSync(fileURLToPath(new URL('dist/.vite/manifest.json', import.meta.url)), 'utf8')) as Record<
      string,
      { file: string; imports?: string[]; dynamicImports?: string[]; css?: string[] }
    >;
    const phone = new Set<string>(['index.html', 'favicon.svg']);
    const add = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || phone.has(chunk.file)) return;
      phone.add(chunk.file);
      chunk.css?.forEach((css) => phone.add(css));
      chunk.imports?.forEach(add);
    };
    add('index.html');
    add(PHONE_PLAYER);
    add('src/components/snackbar/SnackbarList.tsx');
    return { manifest: entries.filter((entry) => phone.has(entry.url)) };
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
    phoneLoadsNoMantineOrI18next(),
    phoneStylesCoverPhoneComponents(),
    VitePWA({
      // A plain register call in index.html: no update prompt and no forced reload mid-game.
      injectRegister: 'inline',
      registerType: 'autoUpdate',
      manifest: false,
      workbox: {
        globPatterns: ['index.html', 'favicon.svg', 'assets/*.{js,css}'],
        manifestTransforms: [phonePrecache()],
        // Every page of the app is index.html; the API's GETs are never answered from the cache.
        navigateFallback: 'index.html',
        navigateFallbackDenylist: [/^\/api(\/|$)/],
        skipWaiting: true,
        clientsClaim: true,
        cleanupOutdatedCaches: true,
        runtimeCaching: [
          {
            urlPattern: /\/assets\/[^/]+\.(?:js|css)$/,
            handler: 'CacheFirst',
            options: {
              cacheName: 'quizfest-assets',
              expiration: { maxEntries: 200, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true },
            },
          },
          {
            // Uploads are immutable under their random names; with ?w= a size of one (issue 22).
            urlPattern: /\/api\/upload\/[^/?]+(?:\?w=\d+)?$/,
            handler: 'CacheFirst',
            options: {
              cacheName: 'quizfest-images',
              cacheableResponse: { statuses: [200] },
              expiration: { maxEntries: 80, maxAgeSeconds: 7 * 24 * 3600, purgeOnQuotaError: true },
            },
          },
        ],
      },
    }),
    // `npm run size:map`: which modules each chunk holds, gzipped, to choose what to cut by measure.
    process.env.BUNDLE_MAP ? visualizer({ filename: 'bundle-map.html', template: 'treemap', gzipSize: true }) : null,
  ],
  // The join page's light shell imports a few parts of the phone's catalogues by name
  // (i18n/phoneTexts.ts): kept as objects, never stringified, so that the rest is left out.
  json: { namedExports: true, stringify: false },
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
