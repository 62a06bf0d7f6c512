import type { QuizLanguage } from '@quizfest/shared';
import { useCallback } from 'react';
import { appLanguageOf, quizLanguageOf, storeLanguage } from './language';
import { setPlayLanguage, useTranslation } from './playTranslation';

/**
 * The UI's language as a quiz language, and the way to choose another: stored for next time, and
 * every text of the page (questions and chrome alike) follows at once. The player's page's language
 * (playTranslation.ts), which the app's i18next follows (i18n.ts).
 */
export function useLanguage(): [QuizLanguage, (language: QuizLanguage) => void] {
  const { i18n } = useTranslation();
  const language = quizLanguageOf(i18n.language);
  const choose = useCallback((next: QuizLanguage) => {
    storeLanguage(next);
    setPlayLanguage(appLanguageOf(next));
  }, []);
  return [language, choose];
}
