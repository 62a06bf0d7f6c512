import type { LiveQuestion } from '@quizfest/shared';

type Timing = Pick<LiveQuestion, 'deadline' | 'remainingMs'>;

/** A paused question has no deadline, only the time that was left when the host paused. */
export function isPaused(question: Timing): boolean {
  return question.deadline === null && question.remainingMs !== null;
}

/** m:ss, rounded up so that the last second reads 0:01 until it is over. */
export function formatCountdown(ms: number): string {
  const total = Math.ceil(ms / 1000);
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}
