import type { QuizLanguage } from '@quizfest/shared';
import { useCallback, useState } from 'react';
import { browserLanguage, storedLanguage, storeLanguage } from './language';

export function usePlayerLanguage(): [QuizLanguage, (language: QuizLanguage) => void] {
  const [language, setLanguage] = useState<QuizLanguage>(() => storedLanguage() ?? browserLanguage());
  const choose = useCallback((next: QuizLanguage) => {
    storeLanguage(next);
    setLanguage(next);
  }, []);
  return [language, choose];
}
