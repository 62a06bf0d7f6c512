import type { LiveQuestion } from '@quizfest/shared';

type Timing = Pick<LiveQuestion, 'deadline' | 'remainingMs'>;

/** A paused question has no deadline, only the time that was left when the host paused. */
export function isPaused(question: Timing): boolean {
  return question.deadline === null && question.remainingMs !== null;
}

/** Time left to answer, on the server's clock. */
export function msLeft(question: Timing, serverNow: number): number {
  if (question.deadline !== null) return Math.max(0, Date.parse(question.deadline) - serverNow);
  return Math.max(0, question.remainingMs ?? 0);
}

/** What is left of the quiz's reading time (the question shows alone before answers open); 0 once they are open. */
export function readingMsLeft(question: Timing & Pick<LiveQuestion, 'timeLimit'>, serverNow: number): number {
  return Math.max(0, msLeft(question, serverNow) - question.timeLimit * 1000);
}

/** m:ss, rounded up so that the last second reads 0:01 until it is over. */
export function formatCountdown(ms: number): string {
  const total = Math.ceil(ms / 1000);
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}
