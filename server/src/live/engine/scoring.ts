// Scoring of one answer (docs/PRODUCT-RULES.md#scoring): a right answer scores round(1000 × (1 − t / (2 × limit))),
// 500 to 1000 with t the seconds taken (1000 whatever t in a quiz without speed scoring), times the
// question's points multiplier (×0, ×1, ×2); wrong or none scores 0, as does a poll's vote. Several
// right answers score a share of it (scoreSelection). Free text is right when it matches
// the answer of any language after normalising, with one typo allowed in answers of 5+ letters. A
// numeric estimate is right within its tolerance; failing that, the reveal makes the closest right
// (engine/estimates.ts). Put in order scores a share per item in its place (scoreOrder).
import {
  estimateText,
  hasRightAnswer,
  isMultipleSelect,
  isNumeric,
  isOrdering,
  itemsInPlace,
  optionCountOf,
  orderText,
  parseEstimate,
  type Question,
  selectionText,
} from '@quizfest/shared';
import { writtenOrder } from './ordering.js';

export const MAX_POINTS = 1000;

export function speedPoints(elapsedMs: number, limitMs: number): number {
  const t = Math.min(Math.max(elapsedMs, 0), limitMs);
  return Math.round(MAX_POINTS * (1 - t / (2 * limitMs)));
}

// Letters NFKD leaves whole because they are letters of their own, not accented ones; players type
// them the way a plain keyboard can ("coeur" for "cœur").
const PLAIN_LETTERS: Record<string, string> = { œ: 'oe', æ: 'ae', ß: 'ss', ø: 'o', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ħ: 'h', ı: 'i' };

/**
 * Case, accents, punctuation and spacing do not matter: "  L'Été! " and "lete" are the same. Spaces
 * go too, so "Jay-Z", "Jay Z" and "JayZ" agree, as do "AC/DC" and "AC DC".
 */
export function normaliseText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[œæßøłđðþħı]/g, (c) => PLAIN_LETTERS[c]!)
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

/**
 * Damerau–Levenshtein distance (optimal string alignment), stopping early past `max`: a typo is one
 * letter wrong, missing, extra, or two neighbours swapped.
 */
export function editDistanceWithin(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) => Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i < rows; i++) {
    // Column 0 counts: against an empty `b` it is the whole row.
    let rowMin = d[i]![0]!;
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, d[i - 2]![j - 2]! + 1);
      d[i]![j] = v;
      rowMin = Math.min(rowMin, v);
    }
    if (rowMin > max) return max + 1;
  }
  return d[a.length]![b.length]!;
}

const letterCount = (s: string) => s.replace(/[^\p{L}\p{N}]/gu, '').length;

/** The accepted answers of a free-text question, one per language that has one. */
export function acceptedTexts(question: Question): string[] {
  return Object.values(question.texts)
    .map((t) => t?.answer?.trim() ?? '')
    .filter((s) => s.length > 0);
}

export function freeTextMatches(given: string, accepted: string[]): boolean {
  const g = normaliseText(given);
  if (!g) return false;
  return accepted.some((expected) => {
    const e = normaliseText(expected);
    if (!e) return false;
    if (g === e) return true;
    return letterCount(e) >= 5 && editDistanceWithin(g, e, 1) <= 1;
  });
}

export type Scored = { correct: boolean; points: number; answer: string };

/**
 * Scores `answer` (1-based option number, or free text) to `question`. Returns null when the answer
 * does not fit the question (an option that does not exist, text for a choice, a number for text).
 */
export function scoreAnswer(
  question: Question,
  answer: number | string | number[],
  elapsedMs: number,
  limitMs: number,
  speedScoring = true,
): Scored | null {
  const options = optionCountOf(question);
  if (isMultipleSelect(question.type))
    return scoreSelection(question, answer, options, speedScoring ? speedPoints(elapsedMs, limitMs) : MAX_POINTS);
  if (isOrdering(question.type)) return scoreOrder(question, answer, options, speedScoring ? speedPoints(elapsedMs, limitMs) : MAX_POINTS);
  if (Array.isArray(answer)) return null;
  let correct: boolean;
  let stored: string;
  if (isNumeric(question.type)) {
    // The phone sends the number as plain digits; a number typed any way a player writes one is read too.
    const n = typeof answer === 'number' ? answer : parseEstimate(answer);
    if (n === null || !Number.isFinite(n)) return null;
    stored = estimateText(n);
    correct = withinTolerance(question, Number(stored));
  } else if (options > 0) {
    const n = typeof answer === 'number' ? answer : /^\d+$/.test(answer.trim()) ? Number(answer.trim()) : NaN;
    if (!Number.isInteger(n) || n < 1 || n > options) return null;
    // A poll's vote is neither right nor wrong: stored as not right, it scores no one.
    correct = hasRightAnswer(question.type) && n === question.correctAnswer;
    stored = String(n);
  } else {
    if (typeof answer !== 'string' || !answer.trim()) return null;
    stored = answer.trim();
    correct = freeTextMatches(stored, acceptedTexts(question));
  }
  return { correct, points: correct ? rightAnswerPoints(question, elapsedMs, limitMs, speedScoring) : 0, answer: stored };
}

/**
 * What a right answer given `elapsedMs` into the question is worth: also what the reveal and the
 * host's corrections give an answer they make right (engine/estimates.ts, engine/corrections.ts).
 */
export function rightAnswerPoints(
  question: Question,
  elapsedMs: number,
  limitMs: number,
  speedScoring: boolean | undefined = true,
): number {
  // ×0 keeps the answer right or wrong (the reveal and the results say which) and counts for no one.
  const multiplier = question.pointsMultiplier ?? 1;
  // Without speed scoring a right answer is worth the full points however long it took.
  const base = speedScoring !== false ? speedPoints(elapsedMs, limitMs) : MAX_POINTS;
  return base * multiplier;
}

/** Whether an estimate is right by itself: no further from the value than the tolerance (0: the value only). */
export function withinTolerance(question: Question, estimate: number): boolean {
  if (question.correctValue === undefined) return false;
  // The tolerance's own rounding must not make an estimate exactly at its edge wrong (0.1 + 0.2).
  return Math.abs(estimate - question.correctValue) <= (question.tolerance ?? 0) + 1e-9;
}

/**
 * Several right answers (docs/PRODUCT-RULES.md#scoring): each right option ticked earns 1/R of the
 * points (R the number of right options), each wrong one takes 1/R away, never below 0. Only the
 * exact set is right; a partly right answer still scores its share, so a player who finds two of
 * three is not scored like one who found none.
 */
function scoreSelection(question: Question, answer: number | string | number[], options: number, base: number): Scored | null {
  const ticked = Array.isArray(answer) ? answer : typeof answer === 'number' ? [answer] : null;
  if (!ticked || ticked.length === 0 || ticked.some((n) => !Number.isInteger(n) || n < 1 || n > options)) return null;
  const stored = selectionText(ticked);
  const picks = stored.split(',').map(Number);
  const right = new Set(question.correctAnswers ?? []);
  if (right.size === 0) return { correct: false, points: 0, answer: stored };
  const hits = picks.filter((n) => right.has(n)).length;
  const misses = picks.length - hits;
  const correct = hits === right.size && misses === 0;
  const share = Math.max(0, hits - misses) / right.size;
  return { correct, points: Math.round(base * share) * (question.pointsMultiplier ?? 1), answer: stored };
}

/**
 * Put in order (docs/PRODUCT-RULES.md#scoring): the answer names every item once, in the player's
 * order, by shown numbers; each item in its place earns 1/n of the points (n items). Only the whole
 * order is right. The answer is stored in written numbers (the right order is '1,2,…,n'), so results
 * and dumps read it without the shuffle (writtenOrder).
 */
function scoreOrder(question: Question, answer: number | string | number[], count: number, base: number): Scored | null {
  const written = typeof answer === 'number' ? null : writtenOrder(question, answer);
  if (!written) return null;
  const inPlace = itemsInPlace(written);
  return {
    correct: inPlace === count,
    points: Math.round((base * inPlace) / count) * (question.pointsMultiplier ?? 1),
    answer: orderText(written),
  };
}
