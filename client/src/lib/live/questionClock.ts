// A running question's clock on the server's time, as the phone, the big screen and the console
// show it: the deadline (or, while paused, what was left) covers the quiz's reading time and then
// the time limit, so answers open when the time limit alone is left.
import type { LiveQuestion } from '@quizfest/shared';

type Timing = Pick<LiveQuestion, 'deadline' | 'remainingMs'>;
type TimingWithLimit = Timing & Pick<LiveQuestion, 'timeLimit'>;

/** Time left until the deadline, reading time included; 0 once it passed. */
export function msLeft(question: Timing, serverNow: number): number {
  if (question.deadline !== null) return Math.max(0, Date.parse(question.deadline) - serverNow);
  return Math.max(0, question.remainingMs ?? 0);
}

/** What is left of the quiz's reading time (the question shows alone before answers open); 0 once they are open. */
export function readingMsLeft(question: TimingWithLimit, serverNow: number): number {
  return Math.max(0, msLeft(question, serverNow) - question.timeLimit * 1000);
}

/** Time left to answer: the whole time limit while the reading time runs. */
export function answerMsLeft(question: TimingWithLimit, serverNow: number): number {
  return Math.min(question.timeLimit * 1000, msLeft(question, serverNow));
}
