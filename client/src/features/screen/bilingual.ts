// A quiz may be written in English, French or both. The screen shows English first and French
// below it when both exist (and differ), or whichever language exists alone.
import type { LiveQuestion, QuizLanguage } from '@quizfest/shared';
import { formatEstimate } from '../../lib/live/estimate';
import type { ScreenLanguage } from './i18n/screenT';

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

/** A numeric estimate's unit in one of the screen's languages, else the other's (a quiz may give one only). */
export function unitIn(texts: LiveQuestion['texts'], language: ScreenLanguage): string | undefined {
  const [own, other] = language === 'fr' ? [texts.fr_FR, texts.en_US] : [texts.en_US, texts.fr_FR];
  return own?.unit ?? other?.unit;
}

/**
 * A number of a numeric estimate as each of the quiz's languages writes it, with its unit in each
 * ('1,969 years', '1 969 ans'): a quiz in one language has its numbers in that one, as its question.
 */
export function estimateNumberText(n: number, texts: LiveQuestion['texts']): TextPair {
  const written = (language: ScreenLanguage) => formatEstimate(n, language, unitIn(texts, language));
  return pair(texts.en_US && written('en'), texts.fr_FR && written('fr'));
}
