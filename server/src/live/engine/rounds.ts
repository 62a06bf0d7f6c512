// Rounds (issue 20, docs/PRODUCT-RULES.md#live-phases): a quiz shows the leaderboard after every
// question, between rounds only, or only at the end. A round ends at the quiz's last question and
// at each question a slide follows (slides open rounds: 'Round 2: music'). A quiz that keeps its
// standings for the end hides them from phones and screens until the podium.
import { isSlide, type Question } from '@quizfest/shared';
import type { CurrentQuestion, StoredLive } from './live-state.js';

/** Whether the question at `index` ends a round: nothing of its quiz follows it, or a slide does. */
export function endsRound(questions: readonly Question[], index: number): boolean {
  const next = questions[index + 1];
  return next === undefined || isSlide(next.type);
}

/** Whether the leaderboard follows this question's reveal (else the night goes on to the next question). */
export function leaderboardDue(current: CurrentQuestion): boolean {
  if (isSlide(current.question.type)) return false;
  if (current.leaderboard === 'end') return false;
  if (current.leaderboard === 'round') return current.roundEnds === true;
  return true;
}

/** Whether the standings are kept from phones and screens now: a quiz that shows them only at the podium, before it. */
export function standingsHidden(live: StoredLive): boolean {
  return live.current?.leaderboard === 'end' && live.phase !== 'finished' && live.phase !== 'ended';
}
