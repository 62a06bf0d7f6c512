// Where my answer to the running question stands, from what the page sent and what the server said.
import type { AnswerValue, PlayerMe } from '@quizfest/shared';
import { QUESTION_PAUSED } from '../../i18n/serverErrors';
import type { PendingAnswer } from '../../lib/live/useLiveConnection';

export type AnswerStatus =
  | { kind: 'open' }
  | { kind: 'closed' }
  /** The host paused the question: it takes no answers. `refused`: mine raced the pause and was not taken. */
  | { kind: 'paused'; refused: boolean }
  | { kind: 'sending'; answer: AnswerValue }
  | { kind: 'received'; answer: AnswerValue }
  | { kind: 'refused'; message: string };

/** What this page sent for a question, and the question's deadline when it was sent. */
export type SentAnswer = PendingAnswer & { deadline: string | null };

type Input = {
  /** `deadline` null: the host paused the question. */
  question: { activityId: string; questionIndex: number; deadline: string | null };
  me: PlayerMe | null;
  pending: PendingAnswer | null;
  /** What this page sent for this question, if anything. */
  sent: SentAnswer | null;
  answerError: string | null;
  closed: boolean;
};

export function answerStatus({ question, me, pending, sent, answerError, closed }: Input): AnswerStatus {
  if (me?.answer != null) return { kind: 'received', answer: me.answer };
  if (pending && isFor(pending, question)) return { kind: 'sending', answer: pending.answer };
  const paused = question.deadline === null;
  if (sent && isFor(sent, question)) {
    if (!answerError) return { kind: 'received', answer: sent.answer };
    if (answerError !== QUESTION_PAUSED) return { kind: 'refused', message: answerError };
    // Refused because the host paused (the server stored nothing). The pause may reach the phone
    // after the refusal: while the question still runs on the deadline it had when the answer went,
    // it is the paused one; a resume sets a new deadline, and the player may answer again.
    if (paused || question.deadline === sent.deadline) return { kind: 'paused', refused: true };
  }
  if (paused) return { kind: 'paused', refused: false };
  return closed ? { kind: 'closed' } : { kind: 'open' };
}

function isFor(answer: PendingAnswer, question: { activityId: string; questionIndex: number }): boolean {
  return answer.activityId === question.activityId && answer.questionIndex === question.questionIndex;
}
