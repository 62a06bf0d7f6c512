// Which options are right, from a reveal or the host's answer key, whatever the kind: every right
// one of several right answers, the one of a multiple choice, none for free text or a poll. The
// phone, the big screen and the console mark options with it, so none reads `correctAnswer` alone
// and misses a question whose right options are in `correctAnswers`.
import type { LiveReveal } from '@quizfest/shared';

type Key = Pick<LiveReveal, 'correctAnswer' | 'correctAnswers'>;

/** The right options, 1-based, ascending. */
export function rightOptions(key: Key): readonly number[] {
  if (key.correctAnswers) return key.correctAnswers;
  return key.correctAnswer === null ? [] : [key.correctAnswer];
}
