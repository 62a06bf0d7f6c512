import { optionCountOf, OPTION_RANGE, type Question, type QuestionText } from '@quizfest/shared';
import { resizeAnswers } from './resizeAnswers';
import { rightAnswersWithout } from './rightAnswers';

// The options of a kind whose count is its own (a poll, several right answers) are its structure,
// shared by its languages like the type is: adding or removing one does so in every language, so
// they keep as many options each (the schema refuses otherwise).

export const canAddOption = (question: Question): boolean => optionCountOf(question) < OPTION_RANGE.max;
export const canRemoveOption = (question: Question): boolean => optionCountOf(question) > OPTION_RANGE.min;

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
