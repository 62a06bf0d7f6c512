// The streak bonus (docs/PRODUCT-RULES.md#scoring, issue 20). In a quiz that turns it on, a right
// answer after N right answers in a row earns N × STREAK_BONUS_STEP more, N counted up to
// STREAK_BONUS_CAP, times the question's points multiplier. Streaks are counted at each reveal, in
// its transaction (live-store.ts): each answer stores the run its player had coming in
// (`answers.streak`), read from their answer to the last question revealed with the bonus
// (`StoredLive.streakFrom`). So a run survives restarts and instances like the rest of the state,
// a corrected answer re-scores with the run it had, and a poll (no right answer) neither extends
// nor breaks one; a question with a right answer but no bonus ends every run.
import { hasRightAnswer, STREAK_BONUS_CAP, STREAK_BONUS_STEP, type Question } from '@quizfest/shared';
import type { CurrentQuestion, QuestionRef, StoredLive } from './live-state.js';

/** The bonus a right answer earns after `before` right answers in a row. */
export function streakBonusPoints(question: Pick<Question, 'pointsMultiplier'>, before: number): number {
  return Math.min(Math.max(before, 0), STREAK_BONUS_CAP) * STREAK_BONUS_STEP * (question.pointsMultiplier ?? 1);
}

/** Whether revealing `current` counts streaks: its quiz gives the bonus and it has a right answer. */
export const countsStreaks = (current: CurrentQuestion): boolean => current.streakBonus === true && hasRightAnswer(current.question.type);

/**
 * Where the next question's runs continue from once `current` is revealed: `current` itself when it
 * counted streaks; unchanged after a poll, which scores no one; none after a scored question
 * without the bonus.
 */
export function streakFromAfter(live: StoredLive, current: CurrentQuestion): QuestionRef | undefined {
  if (!hasRightAnswer(current.question.type)) return live.streakFrom;
  return countsStreaks(current) ? { activityId: current.activityId, questionIndex: current.questionIndex } : undefined;
}

/** What a player's answer shows of its streak: the run with it (0 when it was not right) and the bonus it earned. */
export function streakOf(question: Pick<Question, 'pointsMultiplier'>, answer: { correct: boolean; streak?: number }) {
  const before = answer.streak ?? 0;
  return answer.correct ? { streak: before + 1, bonus: streakBonusPoints(question, before) } : { streak: 0, bonus: 0 };
}
