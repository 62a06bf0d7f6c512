// The client's translations (issue 19): one i18next instance for the whole app, in English or
// French, following the one language choice of language.ts (the same as the quiz language).
//
// Why i18next + react-i18next: the most used and maintained i18n library for React; the catalogues
// are plain JSON (locales/<language>/<namespace>.json) that a translator can edit; plurals (by the
// language's own rules, Intl.PluralRules) and {{interpolation}} are built in; the keys are typed
// from the English catalogues (i18next.d.ts), so a key missing there fails `tsc`; and getFixedT
// gives a t() of either language at once, which the big screen needs to show both.
//
// Namespaces: `play` (the join page, the player, the live connection: what phones show) is
// bundled, so a phone draws the join page without a second round of downloads; `manage` (manager,
// admin and sign-in pages), `screen` (the big screen, in English and French at once) and `host`
// (the host console) are loaded on demand, each its own chunk, so the join page and /player never
// download their strings.
import { createInstance } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import type { AppLanguage } from './language';
import { onPlayLanguage, setMissingPlayKeyHandler, setPlayLanguage } from './playTranslation';
import enPlay from './locales/en/play.json';
import frPlay from './locales/fr/play.json';

export const NAMESPACES = ['play', 'manage', 'screen', 'host'] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** The catalogues that are not bundled: each is its own chunk, fetched the first time a page asks for it. */
const lazyCatalogues: Record<string, () => Promise<{ default: object }>> = {
  'en/manage': () => import('./locales/en/manage.json'),
  'fr/manage': () => import('./locales/fr/manage.json'),
  'en/screen': () => import('./locales/en/screen.json'),
  'fr/screen': () => import('./locales/fr/screen.json'),
  'en/host': () => import('./locales/en/host.json'),
  'fr/host': () => import('./locales/fr/host.json'),
};

export const i18n = createInstance();

i18n.use(initReactI18next).use(
  resourcesToBackend((language: string, namespace: string) => {
    const load = lazyCatalogues[`${language}/${namespace}`];
    return load ? load() : Promise.reject(new Error(`No ${language} catalogue for the namespace ${namespace}`));
  }),
);

// Screen readers pick their voice and browsers their hyphenation from it. The player's views have
// their own t() (playTranslation.ts, issue 22): one language for both, whichever is switched.
i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
  if (language === 'en' || language === 'fr') setPlayLanguage(language);
});
onPlayLanguage((language) => {
  if (i18n.language !== language) void i18n.changeLanguage(language);
});

export type MissingKeyHandler = (languages: readonly string[], namespace: string, key: string) => void;

type Options = {
  /**
   * Tests: report every key a component asks for that the current language's catalogue lacks,
   * with no falling back to English, so that a missing translation fails the test that renders it.
   */
  onMissingKey?: MissingKeyHandler;
};

/** Synchronous (the bundled catalogues are in memory): call it once, before the first render. */
export function initI18n(language: AppLanguage, { onMissingKey }: Options = {}): void {
  setPlayLanguage(language);
  setMissingPlayKeyHandler(onMissingKey ?? null);
  void i18n.init({
    lng: language,
    supportedLngs: ['en', 'fr'],
    // In the app a key the French catalogue lacked would show in English rather than as a key;
    // catalogues.test.ts keeps that from shipping, and the tests turn the fallback off.
    fallbackLng: onMissingKey ? false : 'en',
    ns: ['play'],
    defaultNS: 'play',
    resources: { en: { play: enPlay }, fr: { play: frPlay } },
    // The bundled namespaces are given here, the others come from the backend above.
    partialBundledLanguages: true,
    initAsync: false,
    // React escapes what it renders; escaping here too would show '&amp;' in a team's name.
    interpolation: { escapeValue: false },
    returnEmptyString: false,
    saveMissing: Boolean(onMissingKey),
    missingKeyHandler: onMissingKey ? (languages, namespace, key) => onMissingKey(languages, namespace, key) : false,
  });
}

/** For a page that needs the manager's strings before it draws (a route's loader may await it). */
export function loadManageCatalogue(): Promise<void> {
  return i18n.loadNamespaces('manage');
}

/**
 * For a page drawn from a lazy namespace: a route's loader awaits this, so that the page never shows
 * keys or another language while the catalogue is on its way. It loads the namespace in the current
 * language (and its fallback), plus any of `languages` (the big screen shows English and French at
 * once), and fails when a catalogue could not be had (after i18next's own retries): the route then
 * shows its error page, with a way to reload, rather than a page of keys.
 */
export async function loadCatalogues(namespace: Namespace, languages: readonly AppLanguage[] = []): Promise<void> {
  await i18n.loadNamespaces(namespace);
  if (languages.length > 0) await i18n.loadLanguages(languages);
  const wanted = new Set<string>([...languages, ...i18n.languages.filter((language) => language === 'en' || language === 'fr')]);
  const missing = [...wanted].filter((language) => !i18n.hasResourceBundle(language, namespace));
  if (missing.length > 0) throw new Error(`Failed to load the ${namespace} texts (${missing.join(', ')})`);
}
