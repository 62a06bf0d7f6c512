// A quiz may be written in English, French or both. The screen shows English first and French
// below it when both exist (and differ), or whichever language exists alone.
import type { LiveQuestion, QuizLanguage } from '@quizfest/shared';

export type Bilingual = { primary: string; secondary: string | null };

function pair(en: string | undefined, fr: string | undefined): Bilingual {
  const primary = en?.trim() ? en : (fr ?? '');
  const secondary = en?.trim() && fr?.trim() && fr.trim() !== en.trim() ? fr : null;
  return { primary, secondary };
}

export function questionText(texts: LiveQuestion['texts']): Bilingual {
  return pair(texts.en_US?.question, texts.fr_FR?.question);
}

/** Option `index` (0-based) in both languages. */
export function optionText(texts: LiveQuestion['texts'], index: number): Bilingual {
  return pair(texts.en_US?.answers?.[index], texts.fr_FR?.answers?.[index]);
}

/** The accepted free-text answer(s), one per language when they differ. */
export function acceptedText(texts: Partial<Record<QuizLanguage, string>>): Bilingual {
  return pair(texts.en_US, texts.fr_FR);
}
