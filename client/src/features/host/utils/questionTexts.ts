// The question in each of its languages, English first, for a host who reads one and may need
// the other.
import { QUIZ_LANGUAGES, type HostView, type LiveQuestion, type QuizLanguage } from '@quizfest/shared';
import { formatEstimate } from '../../../lib/live/estimate';
import { rightOptions } from '../../../lib/live/rightOptions';

export type LanguageText = { language: QuizLanguage; question: string; answers: string[] };

export function questionTexts(question: Pick<LiveQuestion, 'texts'>): LanguageText[] {
  return QUIZ_LANGUAGES.flatMap((language) => {
    const text = question.texts[language];
    return text ? [{ language, question: text.question, answers: text.answers ?? [] }] : [];
  });
}

/**
 * The right answer as a host reads it aloud: "2. Paris", every right option of several right
 * answers ("1. Lyon, 3. Nice"), the accepted free texts, or an estimate's value as the console's
 * `language` writes numbers, with its unit in each language and how far from it still counts
 * ("1,969 years / ans (± 2)").
 */
export function correctAnswerText(question: Pick<LiveQuestion, 'texts'>, key: NonNullable<HostView['answerKey']>, language = 'en'): string {
  if (key.estimate) {
    const { value, tolerance } = key.estimate;
    const units = [...new Set(QUIZ_LANGUAGES.flatMap((quizLanguage) => question.texts[quizLanguage]?.unit ?? []))];
    const withinText = tolerance > 0 ? ` (±\u00a0${formatEstimate(tolerance, language)})` : '';
    return formatEstimate(value, language, units.join(' / ') || undefined) + withinText;
  }
  const options = rightOptions(key);
  if (options.length > 0) return options.map((option) => optionText(question, option)).join(', ');
  const accepted = QUIZ_LANGUAGES.flatMap((language) => key.correctTexts[language] ?? []);
  return [...new Set(accepted)].join(' / ');
}

/** An option by number and text, the text once when both languages agree: "2. Paris / Bleu". */
function optionText(question: Pick<LiveQuestion, 'texts'>, option: number): string {
  const texts = questionTexts(question)
    .map((t) => t.answers[option - 1])
    .filter((answer): answer is string => Boolean(answer));
  const unique = [...new Set(texts)];
  return unique.length ? `${option}. ${unique.join(' / ')}` : String(option);
}
