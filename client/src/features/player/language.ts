// A quiz text in the player's language (the UI's, i18n/language.ts). A question missing the chosen
// language is shown in the other one.
import type { QuizLanguage } from '@quizfest/shared';

/** The entry in the chosen language, else in the other one. */
export function inLanguage<T>(byLanguage: Partial<Record<QuizLanguage, T>>, language: QuizLanguage): T | undefined {
  const other: QuizLanguage = language === 'en_US' ? 'fr_FR' : 'en_US';
  return byLanguage[language] ?? byLanguage[other];
}
