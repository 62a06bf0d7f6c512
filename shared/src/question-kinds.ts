// What each kind of question means wherever a question is handled (issue 20): how many options it
// has, whether it has a right answer, and how a ticked set of options is written. The server's
// scoring and views, the editor, the phones, the big screen and the import all ask here instead of
// testing type names.
import { OPTION_COUNT, type QuestionType } from './constants.js';
import type { Question } from './types.js';

/** A poll asks the room's opinion: no right answer, no points; the distribution is its reveal. */
export const isPoll = (type: QuestionType): boolean => type === 'poll';

/** Several right answers: players tick every option they think right (`correctAnswers`), partial credit. */
export const isMultipleSelect = (type: QuestionType): boolean => type === 'multiple_select';

/** Whether answers to this kind are picked among options (as opposed to typed). */
export const hasOptions = (type: QuestionType): boolean => type !== 'free_text_input';

/** Whether this kind has a right answer and so scores (every kind but the poll). */
export const hasRightAnswer = (type: QuestionType): boolean => !isPoll(type);

/** Whether a question of this kind has as many options as its texts give (2 to 6) rather than a fixed number. */
export const hasOwnOptionCount = (type: QuestionType): boolean => isPoll(type) || isMultipleSelect(type);

/**
 * The number of options of a question: fixed by the kind (2 or 4), 0 for free text, and for a poll
 * or several right answers the length of its options list (every language has as many; the schema
 * sees to it).
 */
export function optionCountOf(question: Pick<Question, 'type' | 'texts'>): number {
  if (!hasOwnOptionCount(question.type)) return OPTION_COUNT[question.type];
  let count = 0;
  for (const text of Object.values(question.texts)) count = Math.max(count, text?.answers?.length ?? 0);
  return count;
}

/** Ticked options as stored and sent back: ascending, each once, comma-separated ('1,3'). */
export function selectionText(options: readonly number[]): string {
  return [...new Set(options)].sort((a, b) => a - b).join(',');
}

/** The options of a stored selection ('1,3' -> [1, 3]); anything not a list of option numbers reads as none. */
export function parseSelection(stored: string): number[] {
  if (!/^\d+(,\d+)*$/.test(stored)) return [];
  return stored.split(',').map(Number);
}

/** An answer as it is stored: an option number or a selection as text, free text trimmed. */
export function answerText(answer: number | string | readonly number[]): string {
  if (Array.isArray(answer)) return selectionText(answer);
  return String(answer).trim();
}
