// A quiz may be written in English, French or both. The screen shows English first and French
// below it when both exist (and differ), or whichever language exists alone.
import type { LiveQuestion, QuizLanguage } from '@quizfest/shared';

/** A quiz text in the screen's two places: `primary` in `primaryLang`, and the French below it. */
export type TextPair = { primary: string; primaryLang: 'en' | 'fr'; secondary: string | null };

function pair(en: string | undefined, fr: string | undefined): TextPair {
  const english = Boolean(en?.trim());
  const primary = english ? en! : (fr ?? '');
  const secondary = english && fr?.trim() && fr.trim() !== en!.trim() ? fr : null;
  return { primary, primaryLang: english ? 'en' : 'fr', secondary };
}

export function questionText(texts: LiveQuestion['texts']): TextPair {
  return pair(texts.en_US?.question, texts.fr_FR?.question);
}

/** Option `index` (0-based) in both languages. */
export function optionText(texts: LiveQuestion['texts'], index: number): TextPair {
  return pair(texts.en_US?.answers?.[index], texts.fr_FR?.answers?.[index]);
}

/** The accepted free-text answer(s), one per language when they differ. */
export function acceptedText(texts: Partial<Record<QuizLanguage, string>>): TextPair {
  return pair(texts.en_US, texts.fr_FR);
}

/** Why the answer is right, in each language that explains it. */
export function explanationText(texts: Partial<Record<QuizLanguage, string>>): TextPair {
  return pair(texts.en_US, texts.fr_FR);
}
