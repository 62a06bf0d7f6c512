import type { QuizLanguage } from '@quizfest/shared';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { appLanguageOf, quizLanguageOf, storeLanguage } from './language';

/**
 * The UI's language as a quiz language, and the way to choose another: stored for next time, and
 * every text of the page (questions and chrome alike) follows at once.
 */
export function useLanguage(): [QuizLanguage, (language: QuizLanguage) => void] {
  const { i18n } = useTranslation();
  const language = quizLanguageOf(i18n.resolvedLanguage ?? i18n.language);
  const choose = useCallback(
    (next: QuizLanguage) => {
      storeLanguage(next);
      void i18n.changeLanguage(appLanguageOf(next));
    },
    [i18n],
  );
  return [language, choose];
}
