// Put in order (issue 20, docs/PRODUCT-RULES.md#scoring): the quiz writes the items in the right
// order; the question that opens holds them shuffled, as every phone and screen shows them, with the
// right order kept beside them in shown numbers (`correctAnswers`). The shuffle is drawn from the
// system's random source, never from anything a player sees (the opening time is on the wire), and
// stored in the live state, so every instance and a restarted one show the same order.
import { randomInt } from 'node:crypto';
import { isOrdering, optionCountOf, orderText, parseOrder, type Question, shownToWritten, writtenToShown } from '@quizfest/shared';

/** A random permutation of 1..count other than 1..count itself (the right order must never show as it is). */
export function shuffledOrder(count: number, random: (below: number) => number = randomInt): number[] {
  const order = Array.from({ length: count }, (_, i) => i + 1);
  if (count < 2) return order;
  do {
    // Fisher–Yates.
    for (let i = count - 1; i > 0; i--) {
      const j = random(i + 1);
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
  } while (order.every((n, i) => n === i + 1));
  return order;
}

/**
 * The question as it runs: a put-in-order question's items in `shown` order (shown item d is written
 * item shown[d - 1]) in every language, and its right order as shown numbers in `correctAnswers`.
 * Other kinds run as written.
 */
export function questionAsShown(question: Question, shown: number[] = shuffledOrder(optionCountOf(question))): Question {
  if (!isOrdering(question.type)) return question;
  const texts: Question['texts'] = {};
  for (const [lang, t] of Object.entries(question.texts)) {
    if (!t) continue;
    texts[lang as keyof Question['texts']] = t.answers ? { ...t, answers: shown.map((i) => t.answers![i - 1] ?? '') } : t;
  }
  // The written item p + 1 shows at the place d where shown[d] is p + 1.
  const correctAnswers = shown.map((_, p) => shown.indexOf(p + 1) + 1);
  return { ...question, texts, correctAnswers };
}

/** A stored answer to the running `question` as its phones number the items: an order in shown numbers, others as stored. */
export function answerAsShown(question: Question, stored: string): string {
  const rightOrder = question.correctAnswers;
  if (!isOrdering(question.type) || !rightOrder) return stored;
  const written = parseOrder(stored, rightOrder.length);
  return written ? orderText(writtenToShown(written, rightOrder)) : stored;
}

/**
 * An order a player gives (shown numbers) in written numbers, as it is scored and stored; null when
 * it does not name every item once. A question as written (no shuffle, as results and tests see it)
 * shows its items in the right order.
 */
export function writtenOrder(question: Question, given: string | readonly number[]): number[] | null {
  const count = optionCountOf(question);
  const shown = parseOrder(given, count);
  if (!shown) return null;
  const rightOrder = question.correctAnswers?.length === count ? question.correctAnswers : shown.map((_, p) => p + 1);
  return shownToWritten(shown, rightOrder);
}
