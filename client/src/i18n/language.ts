// The one language choice of the whole UI, the same as the quiz language (en_US / fr_FR): the
// browser's at first (fr* is French, anything else English), then the user's choice, kept in
// localStorage. The translations (i18n.ts) follow it as 'en' / 'fr'.
import type { QuizLanguage } from '@quizfest/shared';

export type AppLanguage = 'en' | 'fr';

const STORAGE_KEY = 'quizfest.playerLanguage';

export function browserLanguage(language: string = navigator.language): QuizLanguage {
  return /^fr\b/i.test(language) ? 'fr_FR' : 'en_US';
}

export function storedLanguage(): QuizLanguage | null {
  try {
    const value = window.localStorage.getItem(STORAGE_KEY);
    return value === 'en_US' || value === 'fr_FR' ? value : null;
  } catch (error) {
    console.error('Failed to read the language from storage', error);
    return null;
  }
}

export function storeLanguage(language: QuizLanguage): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, language);
  } catch (error) {
    console.error('Failed to write the language to storage', error);
  }
}

/** The language a page starts in: the one chosen before, else the browser's. */
export function initialLanguage(): QuizLanguage {
  return storedLanguage() ?? browserLanguage();
}

export function appLanguageOf(language: QuizLanguage): AppLanguage {
  return language === 'fr_FR' ? 'fr' : 'en';
}

export function quizLanguageOf(language: string | undefined): QuizLanguage {
  return language?.startsWith('fr') ? 'fr_FR' : 'en_US';
}
