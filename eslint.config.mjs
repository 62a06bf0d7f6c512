// ESLint for the three workspaces (`npm run lint`, part of `npm test`). Formatting is Prettier's job
// (`npm run format:check`); this catches mistakes and keeps the client's layers apart
// (docs/ARCHITECTURE.md#client): a feature never imports another feature, shared components and
// libraries never import features, and the API layer imports nothing of the app above it. The one
// feature others may use is `auth`: the signed-in session every manager and admin page stands on.
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'migrations/**',
      'client/src/routeTree.gen.ts',
      'server/bench/results/**',
      'test-results/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      // `_`-prefixed names are deliberately unused (a handler's required but unread arguments).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    files: ['client/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, boundaries },
    settings: {
      // Imports are relative and name no extension: the node resolver, taught TypeScript's.
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      'boundaries/include': ['client/src/**/*'],
      'boundaries/elements': [
        { type: 'feature', pattern: 'client/src/features/*', capture: ['feature'] },
        { type: 'components', pattern: 'client/src/components' },
        { type: 'lib', pattern: 'client/src/lib' },
        { type: 'api', pattern: 'client/src/api' },
        { type: 'i18n', pattern: 'client/src/i18n' },
        { type: 'routes', pattern: 'client/src/routes' },
        { type: 'test', pattern: 'client/src/test' },
        { type: 'app', pattern: 'client/src/*', mode: 'file' },
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'boundaries/element-types': [
        'error',
        {
          default: 'disallow',
          rules: [
            {
              from: 'feature',
              allow: [
                ['feature', { feature: '${from.feature}' }],
                ['feature', { feature: 'auth' }],
                'components',
                'lib',
                'api',
                'i18n',
                'test',
              ],
            },
            { from: 'components', allow: ['components', 'lib', 'api', 'i18n', 'test', ['feature', { feature: 'auth' }]] },
            { from: 'lib', allow: ['lib', 'api', 'i18n', 'test'] },
            { from: 'api', allow: ['api', 'test'] },
            // The translations stand on nothing of the app: every layer above may use them.
            { from: 'i18n', allow: ['i18n', 'test'] },
            { from: 'routes', allow: ['feature', 'components', 'lib', 'api', 'i18n', 'routes', 'app'] },
            { from: 'test', allow: ['feature', 'components', 'lib', 'api', 'i18n', 'test', 'app'] },
            { from: 'app', allow: ['feature', 'components', 'lib', 'api', 'i18n', 'routes', 'app'] },
          ],
        },
      ],
    },
  },
  {
    // A test wires up what it tests with whatever it needs (a session, a fake socket, fixtures).
    files: ['client/src/**/*.test.{ts,tsx}'],
    rules: { 'boundaries/element-types': 'off' },
  },
  {
    // Tests read JSON answers loosely: a body is whatever the server sent, checked by expect().
    files: ['server/test/**', 'client/e2e/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // CommonJS on purpose: preloaded into the benchmarked server with `node --require`.
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Measuring scripts run code inside the page (page.evaluate), where `window` is the browser's.
    files: ['scripts/measure-join-throttled.mjs'],
    languageOptions: { globals: { ...globals.browser } },
  },
);
