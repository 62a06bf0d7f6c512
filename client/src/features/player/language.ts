// The player's quiz language (en_US / fr_FR): the browser's at first, then the player's choice,
// kept in localStorage. A question missing the chosen language is shown in the other one.
import type { QuizLanguage } from '@quizfest/shared';

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

/** The entry in the chosen language, else in the other one. */
export function inLanguage<T>(byLanguage: Partial<Record<QuizLanguage, T>>, language: QuizLanguage): T | undefined {
  const other: QuizLanguage = language === 'en_US' ? 'fr_FR' : 'en_US';
  return byLanguage[language] ?? byLanguage[other];
}
