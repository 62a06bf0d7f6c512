// The player's texts without i18next (issue 22): the phone's /player is held to 130 KB gzipped and
// i18next with react-i18next is 14 KB of it, for a page that needs one bundled namespace (`play`)
// in one of two languages. This is that namespace's t() (translate.ts: i18next's wording rules),
// the page's language, and a hook shaped as react-i18next's, so that the player's views read as
// they did. In the app, i18n.ts keeps i18next and this language the same, whichever changes.
import { useMemo, useSyncExternalStore } from 'react';
import { appLanguageOf, type AppLanguage, initialLanguage } from './language';
import enPlay from './locales/en/play.json';
import frPlay from './locales/fr/play.json';
import type { PlayT } from './phoneTexts';
import { type Catalogue, translate } from './translate';

const CATALOGUES: Record<AppLanguage, Catalogue> = { en: enPlay, fr: frPlay };

type MissingKey = (languages: readonly string[], namespace: string, key: string) => void;
let onMissingKey: MissingKey | null = null;

/** Tests fail on a key the catalogue lacks instead of showing it in English (i18n.ts sets it with i18next's). */
export function setMissingPlayKeyHandler(handler: MissingKey | null): void {
  onMissingKey = handler;
}

/** t() in `language`: a text French lacks shows in English, as i18next's fallback; one neither has, as its key. */
export function playT(language: AppLanguage): PlayT {
  return (key, values) => {
    const text = translate(CATALOGUES[language], language, key, values);
    if (text !== undefined) return text;
    if (onMissingKey) {
      onMissingKey([language], 'play', key);
      return key;
    }
    return (language === 'en' ? undefined : translate(CATALOGUES.en, 'en', key, values)) ?? key;
  };
}

let language: AppLanguage = appLanguageOf(initialLanguage());
const listeners = new Set<(language: AppLanguage) => void>();

export function playLanguage(): AppLanguage {
  return language;
}

/** Changes every text of the player's page at once; `<html lang>` follows, for screen readers' voices. */
export function setPlayLanguage(next: AppLanguage): void {
  if (next === language) return;
  language = next;
  document.documentElement.lang = next;
  for (const listener of listeners) listener(next);
}

export function onPlayLanguage(listener: (language: AppLanguage) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const subscribe = (listener: () => void) => onPlayLanguage(listener);

/**
 * react-i18next's useTranslation for the `play` namespace: the page's t() and language, drawn
 * again when the language changes; `lng` fixes one (the big screen's countdown shows both).
 */
export function useTranslation(_namespace?: 'play', options?: { lng?: AppLanguage }): { t: PlayT; i18n: { language: AppLanguage } } {
  const current = useSyncExternalStore(subscribe, playLanguage);
  const shown = options?.lng ?? current;
  return useMemo(() => ({ t: playT(shown), i18n: { language: shown } }), [shown]);
}
