// The English catalogues type the keys: t('a.key') with a key the English catalogue lacks fails
// `tsc`. catalogues.test.ts holds the French ones to the same keys.
import 'i18next';
import type host from './locales/en/host.json';
import type manage from './locales/en/manage.json';
import type play from './locales/en/play.json';
import type screen from './locales/en/screen.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'play';
    resources: { play: typeof play; manage: typeof manage; screen: typeof screen; host: typeof host };
    // A default value does not excuse a missing key.
    strictKeyChecks: true;
  }
}
