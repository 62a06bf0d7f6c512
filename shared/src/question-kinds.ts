// What each kind of question means wherever a question is handled (issue 20): how many options it
// has and whether it has a right answer. The server's scoring and views, the editor, the phones,
// the big screen and the import all ask here instead of testing type names.
import { OPTION_COUNT, type QuestionType } from './constants.js';
import type { Question } from './types.js';

/** A poll asks the room's opinion: no right answer, no points; the distribution is its reveal. */
export const isPoll = (type: QuestionType): boolean => type === 'poll';

/** Whether answers to this kind are picked among options (as opposed to typed). */
export const hasOptions = (type: QuestionType): boolean => type !== 'free_text_input';

/** Whether this kind has a right answer and so scores (every kind but the poll). */
export const hasRightAnswer = (type: QuestionType): boolean => !isPoll(type);

/**
 * The number of options of a question: fixed by the kind (2 or 4), 0 for free text, and for a poll
 * the length of its options list (every language has as many; the schema sees to it).
 */
export function optionCountOf(question: Pick<Question, 'type' | 'texts'>): number {
  if (!isPoll(question.type)) return OPTION_COUNT[question.type];
  let count = 0;
  for (const text of Object.values(question.texts)) count = Math.max(count, text?.answers?.length ?? 0);
  return count;
}
