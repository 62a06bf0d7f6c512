import type { Question } from '@quizfest/shared';

// A several-right-answers question's right options (`correctAnswers`, 1-based): kept ascending, each
// once, and never empty, as the schema asks; the first option stands in when nothing else would do.

const ascending = (options: Iterable<number>): number[] => [...new Set(options)].sort((a, b) => a - b);

export const isRightAnswer = (question: Question, option: number): boolean => question.correctAnswers?.includes(option) ?? false;

/** Whether the option's "right answer" box may change: every one may but the last right one left. */
export const canToggleRightAnswer = (question: Question, option: number): boolean =>
  !(isRightAnswer(question, option) && (question.correctAnswers?.length ?? 0) <= 1);

/** The question with the option made right, or no longer right; unchanged for the last right one. */
export function toggleRightAnswer(question: Question, option: number): Question {
  if (!canToggleRightAnswer(question, option)) return question;
  const right = question.correctAnswers ?? [];
  const correctAnswers = isRightAnswer(question, option) ? right.filter((n) => n !== option) : ascending([...right, option]);
  return { ...question, correctAnswers };
}

/**
 * The right options once option `removed` is gone: it drops out and the ones after it move up a
 * number, as their texts do. With none left, option 1 is right, so the question stays playable.
 */
export function rightAnswersWithout(correctAnswers: readonly number[], removed: number): number[] {
  const left = correctAnswers.filter((n) => n !== removed).map((n) => (n > removed ? n - 1 : n));
  return left.length > 0 ? ascending(left) : [1];
}
