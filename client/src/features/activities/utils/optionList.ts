import {
  isOrdering,
  optionCountOf,
  OPTION_RANGE,
  ORDER_RANGE,
  type Question,
  type QuestionText,
  type QuestionType,
} from '@quizfest/shared';
import { resizeAnswers } from './resizeAnswers';
import { rightAnswersWithout } from './rightAnswers';

// The options of a kind whose count is its own (a poll, several right answers, the items of a put in
// order) are its structure, shared by its languages like the type is: adding, removing or moving one
// does so in every language, so they keep as many options each, in the same order (the schema
// refuses otherwise, and a put in order's right order is the order written).

/** How many options a kind whose count is its own may have: a put in order has its own bounds. */
export const optionRangeOf = (type: QuestionType): { min: number; max: number } => (isOrdering(type) ? ORDER_RANGE : OPTION_RANGE);

export const canAddOption = (question: Question): boolean => optionCountOf(question) < optionRangeOf(question.type).max;
export const canRemoveOption = (question: Question): boolean => optionCountOf(question) > optionRangeOf(question.type).min;

function withAnswers(question: Question, change: (answers: string[]) => string[]): Question {
  const count = optionCountOf(question);
  const texts: Question['texts'] = {};
  for (const [language, text] of Object.entries(question.texts) as [keyof Question['texts'], QuestionText | undefined][]) {
    // A language short of options (typed before the other had them) is evened out first.
    if (text) texts[language] = { ...text, answers: change(resizeAnswers(text.answers, count)) };
  }
  return { ...question, texts };
}

/** The question with an empty option after its last, in every language; unchanged at the most it may have. */
export function addOption(question: Question): Question {
  if (!canAddOption(question)) return question;
  return withAnswers(question, (answers) => [...answers, '']);
}

/**
 * The question without its option at `index` (0-based), in every language, its right answers
 * renumbered to follow their texts; unchanged at the fewest it may have.
 */
export function removeOption(question: Question, index: number): Question {
  if (!canRemoveOption(question) || index < 0 || index >= optionCountOf(question)) return question;
  const removed = withAnswers(question, (answers) => answers.filter((_, i) => i !== index));
  if (!question.correctAnswers) return removed;
  return { ...removed, correctAnswers: rightAnswersWithout(question.correctAnswers, index + 1) };
}

/**
 * The question with its option at `from` (0-based) moved to `to`, in every language, its right
 * answers following their texts; unchanged when either is past an end.
 */
export function moveOption(question: Question, from: number, to: number): Question {
  const count = optionCountOf(question);
  if (from === to || from < 0 || to < 0 || from >= count || to >= count) return question;
  const move = <T>(list: readonly T[]): T[] => {
    const moved = [...list];
    const [taken] = moved.splice(from, 1) as [T];
    moved.splice(to, 0, taken);
    return moved;
  };
  const moved = withAnswers(question, move);
  if (!question.correctAnswers) return moved;
  // Where each option number lands: option n now stands at the place its text moved to.
  const places = move(Array.from({ length: count }, (_, i) => i + 1));
  const correctAnswers = question.correctAnswers.map((n) => places.indexOf(n) + 1).sort((a, b) => a - b);
  return { ...moved, correctAnswers };
}
