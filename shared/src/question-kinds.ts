// What each kind of question means wherever a question is handled (issue 20): how many options it
// has, whether it has a right answer, and how a ticked set of options is written. The server's
// scoring and views, the editor, the phones, the big screen and the import all ask here instead of
// testing type names.
import { LIMITS, OPTION_COUNT, type QuestionType } from './constants.js';
import type { Question } from './types.js';

/** A poll asks the room's opinion: no right answer, no points; the distribution is its reveal. */
export const isPoll = (type: QuestionType): boolean => type === 'poll';

/** Several right answers: players tick every option they think right (`correctAnswers`), partial credit. */
export const isMultipleSelect = (type: QuestionType): boolean => type === 'multiple_select';

/** A numeric estimate: players type a number; within the tolerance is right, and failing that the closest win. */
export const isNumeric = (type: QuestionType): boolean => type === 'numeric_estimate';

/**
 * A slide: text and an image in each language, nothing to answer (a round's title, an explanation, a
 * break). It opens straight at its "reveal" and the night goes on from there.
 */
export const isSlide = (type: QuestionType): boolean => type === 'slide';

/**
 * Put in order: 3 to 6 items, written in the quiz in the right order. When the question opens the
 * server shuffles them (engine/ordering.ts); everything on the wire numbers the items as shown
 * (1 = the first shown), the database as written (1 = the first in the right order), so results and
 * dumps read without the shuffle.
 */
export const isOrdering = (type: QuestionType): boolean => type === 'ordering';

/** Whether players answer this kind (every kind but the slide). */
export const takesAnswers = (type: QuestionType): boolean => !isSlide(type);

/** Whether answers to this kind are picked among options (as opposed to typed: free text, a number; or none: a slide). */
export const hasOptions = (type: QuestionType): boolean => type !== 'free_text_input' && !isNumeric(type) && !isSlide(type);

/** Whether this kind has a right answer and so scores (every kind but the poll and the slide). */
export const hasRightAnswer = (type: QuestionType): boolean => !isPoll(type) && !isSlide(type);

/** Whether a question of this kind has as many options as its texts give (2 to 6) rather than a fixed number. */
export const hasOwnOptionCount = (type: QuestionType): boolean => isPoll(type) || isMultipleSelect(type) || isOrdering(type);

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

/** An order as stored and sent: item numbers in the order given, each once ('3,1,2'). */
export const orderText = (items: readonly number[]): string => items.join(',');

/** The item numbers of an order ('3,1,2' or [3, 1, 2]) when it names each of 1..count once; otherwise null. */
export function parseOrder(given: string | readonly number[], count: number): number[] | null {
  const items = typeof given === 'string' ? (/^\d+(,\d+)*$/.test(given.trim()) ? given.trim().split(',').map(Number) : []) : [...given];
  if (items.length !== count) return null;
  const seen = new Set<number>();
  for (const n of items) {
    if (!Number.isInteger(n) || n < 1 || n > count || seen.has(n)) return null;
    seen.add(n);
  }
  return items;
}

/**
 * An order in the items' shown numbers turned into their written numbers (the right order is 1..n):
 * `rightOrder` is the right order in shown numbers (the shown item `rightOrder[0]` comes first).
 */
export const shownToWritten = (shown: readonly number[], rightOrder: readonly number[]): number[] =>
  shown.map((d) => rightOrder.indexOf(d) + 1);

/** The reverse of shownToWritten: an order in written numbers as the phones number the items. */
export const writtenToShown = (written: readonly number[], rightOrder: readonly number[]): number[] =>
  written.map((i) => rightOrder[i - 1] ?? 0);

/** How many items of an order (written numbers) stand in their place. */
export const itemsInPlace = (written: readonly number[]): number => written.filter((n, p) => n === p + 1).length;

/** An answer as it is stored: an option number or a selection as text, free text trimmed. */
export function answerText(answer: number | string | readonly number[]): string {
  if (Array.isArray(answer)) return selectionText(answer);
  return String(answer).trim();
}

const GROUPED = (separator: string) => new RegExp(`^-?\\d{1,3}(\\${separator}\\d{3})+$`);

/**
 * A typed number as players write it, or null when it is not one: spaces, apostrophes and
 * underscores group digits ('1 969', "1'969"); of '.' and ',' when both appear the last one is the
 * decimal point; a lone ',' is the decimal point in French (`decimalComma`) and, elsewhere, unless
 * it groups thousands ('1,969'). At most LIMITS.estimateMax in size, rounded to
 * LIMITS.estimateDecimals decimals.
 */
export function parseEstimate(typed: string, decimalComma = false): number | null {
  let s = typed
    .trim()
    .replace(/[\s'’_]/gu, '')
    .replace(/^[−–]/u, '-')
    .replace(/^\+/, '');
  const dot = s.lastIndexOf('.');
  const comma = s.lastIndexOf(',');
  if (dot >= 0 && comma >= 0) {
    const [decimal, group] = dot > comma ? ['.', ','] : [',', '.'];
    s = s.split(group).join('').replace(decimal, '.');
  } else if (comma >= 0) {
    s = !decimalComma && GROUPED(',').test(s) ? s.split(',').join('') : s.replace(',', '.');
  } else if (dot >= 0 && s.indexOf('.') !== dot && GROUPED('.').test(s)) {
    // 1.000.000: dots grouping thousands, as some Europeans write.
    s = s.split('.').join('');
  }
  if (!/^-?(\d+(\.\d*)?|\.\d+)$/.test(s)) return null;
  const n = roundEstimate(Number(s));
  return Number.isFinite(n) && Math.abs(n) <= LIMITS.estimateMax ? n : null;
}

/** A number kept to LIMITS.estimateDecimals decimals (and -0 as 0), so that equal estimates compare equal. */
export function roundEstimate(n: number): number {
  const scale = 10 ** LIMITS.estimateDecimals;
  return Math.round(n * scale) / scale + 0;
}

/** An estimate as it is stored and sent: plain digits, '.' for the decimal point, no grouping ('1969', '-3.5'). */
export const estimateText = (n: number): string => String(roundEstimate(n));

/**
 * A question's number among the questions of `questions` players answer, and how many those are;
 * null when none is a slide (its number is then its place). A slide has the number of the question
 * before it.
 */
export function numberingIn(questions: readonly Pick<Question, 'type'>[], index: number): { number: number; count: number } | null {
  if (!questions.some((q) => isSlide(q.type))) return null;
  let number = 0;
  let count = 0;
  questions.forEach((q, i) => {
    if (isSlide(q.type)) return;
    count += 1;
    if (i <= index) number += 1;
  });
  return { number, count };
}

/** The number a running question shows ("Question 3 of 10"), slides not counted (LiveQuestion's `numbering`). */
export function questionNumbering(q: { questionIndex: number; questionCount: number; numbering?: { number: number; count: number } }) {
  return q.numbering ?? { number: q.questionIndex + 1, count: q.questionCount };
}
