import { asTrueFalse, isTrueFalse, QUESTION_TYPES, QUIZ_LANGUAGES, type Question, type QuestionType } from '@quizfest/shared';
import { changeQuestionType } from './changeQuestionType';

/** The true / false preset (issue 20): offered beside the types, stored as a two-option question. */
export const TRUE_FALSE = 'true_false';
export type QuestionTypeChoice = QuestionType | typeof TRUE_FALSE;

/** The editor's type menu: the preset right after the two-option type it is made of. */
export const QUESTION_TYPE_CHOICES: QuestionTypeChoice[] = QUESTION_TYPES.flatMap((type) =>
  type === 'multiple_text_choice_2' ? [type, TRUE_FALSE] : [type],
);

/** What the type menu shows: true / false while the options still read as the preset wrote them. */
export const typeChoiceOf = (question: Question): QuestionTypeChoice => (isTrueFalse(question) ? TRUE_FALSE : question.type);

/**
 * The question after a pick in the type menu. Leaving the preset empties its labels, so a
 * two-option question made from it starts blank rather than keeping True / False as options.
 */
export function chooseQuestionType(question: Question, choice: QuestionTypeChoice): Question {
  // Through two options first, which drops what the preset has no place for: several right answers
  // leave one, as a change to two options does.
  if (choice === TRUE_FALSE) return asTrueFalse(changeQuestionType(question, 'multiple_text_choice_2'));
  if (!isTrueFalse(question)) return changeQuestionType(question, choice);
  const texts: Question['texts'] = {};
  for (const language of QUIZ_LANGUAGES) {
    const text = question.texts[language];
    if (text) texts[language] = { ...text, answers: ['', ''] };
  }
  return changeQuestionType({ ...question, texts }, choice);
}
