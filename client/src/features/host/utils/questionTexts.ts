// The question in each of its languages, English first, for a host who reads one and may need
// the other.
import { QUIZ_LANGUAGES, type HostView, type LiveQuestion, type QuizLanguage } from '@quizfest/shared';

export type LanguageText = { language: QuizLanguage; question: string; answers: string[] };

export function questionTexts(question: Pick<LiveQuestion, 'texts'>): LanguageText[] {
  return QUIZ_LANGUAGES.flatMap((language) => {
    const text = question.texts[language];
    return text ? [{ language, question: text.question, answers: text.answers ?? [] }] : [];
  });
}

/** The right answer as a host reads it aloud: "2. Paris", or the accepted free texts. */
export function correctAnswerText(question: Pick<LiveQuestion, 'texts'>, key: NonNullable<HostView['answerKey']>): string {
  if (key.correctAnswer !== null) {
    const texts = questionTexts(question)
      .map((t) => t.answers[key.correctAnswer! - 1])
      .filter((answer): answer is string => Boolean(answer));
    const unique = [...new Set(texts)];
    return unique.length ? `${key.correctAnswer}. ${unique.join(' / ')}` : String(key.correctAnswer);
  }
  const accepted = QUIZ_LANGUAGES.flatMap((language) => key.correctTexts[language] ?? []);
  return [...new Set(accepted)].join(' / ');
}
