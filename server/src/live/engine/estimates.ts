// A numeric estimate's reveal (docs/PRODUCT-RULES.md#scoring): answers within the tolerance were
// scored right as they came; when none was, the closest answers win, scored as a right answer
// given at their time would have been. Also where the room's answers fell, for the screen's
// histogram, and who came closest, for every screen to name. Pure: the reveal's transaction
// (live-store.ts) reads the answers, applies this, and writes the winners' points once.
import { ESTIMATE_BINS, ESTIMATE_CLOSEST, type Question } from '@quizfest/shared';
import type { CurrentQuestion } from './live-state.js';
import { elapsedMs } from './live-state.js';
import { rightAnswerPoints } from './scoring.js';

export type EstimateAnswer = { playerId: string; answer: string; correct: boolean; points: number; answeredAt: Date };

/** As stored in the reveal: ids, not names, so that a later rename shows; views resolve them. */
export type StoredEstimate = {
  value: number;
  tolerance: number;
  low: number;
  high: number;
  bins: number[];
  closest: { playerId: string; answer: number; right: boolean }[];
};

/** The points a right answer given at `answeredAt` earns, as scoreAnswer would have given them. */
const rightPoints = (current: CurrentQuestion, answeredAt: Date) =>
  rightAnswerPoints(current.question, elapsedMs(current, answeredAt.getTime()), current.timeLimitMs, current.speedScoring);

/**
 * The answers' numbers at these ranks of the sorted list (nearest rank): the range the histogram
 * spans leaves out the few far-off answers that would squeeze everyone else into one bin.
 */
const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;

function histogram(question: Question, numbers: number[]): Pick<StoredEstimate, 'low' | 'high' | 'bins'> {
  const value = question.correctValue ?? 0;
  const tolerance = question.tolerance ?? 0;
  const sorted = [...numbers].sort((a, b) => a - b);
  let low = Math.min(value - tolerance, sorted.length ? quantile(sorted, 0.05) : value);
  let high = Math.max(value + tolerance, sorted.length ? quantile(sorted, 0.95) : value);
  if (high - low < 1e-9) {
    // Everyone (or no one) on the value itself: a range around it still shows where that is.
    const half = Math.max(1, Math.abs(value) * 0.1);
    low -= half;
    high += half;
  }
  const bins = Array.from({ length: ESTIMATE_BINS }, () => 0);
  const width = (high - low) / ESTIMATE_BINS;
  for (const n of numbers) bins[Math.min(ESTIMATE_BINS - 1, Math.max(0, Math.floor((n - low) / width)))]! += 1;
  return { low, high, bins };
}

/**
 * The answers as scored at the reveal (the closest made right when none was within the tolerance),
 * the players whose answer changed, and the reveal's summary.
 */
export function revealEstimate(
  current: CurrentQuestion,
  given: EstimateAnswer[],
): { answers: EstimateAnswer[]; won: EstimateAnswer[]; estimate: StoredEstimate } {
  const question = current.question;
  const value = question.correctValue ?? 0;
  const numbers = given.map((a) => Number(a.answer));
  const distance = (a: EstimateAnswer) => Math.abs(Number(a.answer) - value);
  let won: EstimateAnswer[] = [];
  let answers = given;
  if (given.length && !given.some((a) => a.correct)) {
    const nearest = Math.min(...given.map(distance));
    won = given
      .filter((a) => distance(a) - nearest < 1e-9)
      .map((a) => ({ ...a, correct: true, points: rightPoints(current, a.answeredAt) }));
    const byPlayer = new Map(won.map((a) => [a.playerId, a]));
    answers = given.map((a) => byPlayer.get(a.playerId) ?? a);
  }
  const closest = [...answers]
    .sort((a, b) => distance(a) - distance(b) || a.answeredAt.getTime() - b.answeredAt.getTime())
    .slice(0, ESTIMATE_CLOSEST)
    .map((a) => ({ playerId: a.playerId, answer: Number(a.answer), right: a.correct }));
  return { answers, won, estimate: { value, tolerance: question.tolerance ?? 0, ...histogram(question, numbers), closest } };
}
