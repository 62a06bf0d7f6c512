// Where my answer to the running question stands, from what the page sent and what the server said.
import type { PlayerMe } from '@quizfest/shared';
import type { PendingAnswer } from '../../lib/live/useLiveConnection';

export type AnswerStatus =
  | { kind: 'open' }
  | { kind: 'closed' }
  | { kind: 'sending'; answer: number | string }
  | { kind: 'received'; answer: number | string }
  | { kind: 'refused'; message: string };

type Input = {
  question: { activityId: string; questionIndex: number };
  me: PlayerMe | null;
  pending: PendingAnswer | null;
  /** What this page sent for this question, if anything. */
  sent: PendingAnswer | null;
  answerError: string | null;
  closed: boolean;
};

export function answerStatus({ question, me, pending, sent, answerError, closed }: Input): AnswerStatus {
  if (me?.answer != null) return { kind: 'received', answer: me.answer };
  if (pending && isFor(pending, question)) return { kind: 'sending', answer: pending.answer };
  if (sent && isFor(sent, question))
    return answerError ? { kind: 'refused', message: answerError } : { kind: 'received', answer: sent.answer };
  return closed ? { kind: 'closed' } : { kind: 'open' };
}

function isFor(answer: PendingAnswer, question: { activityId: string; questionIndex: number }): boolean {
  return answer.activityId === question.activityId && answer.questionIndex === question.questionIndex;
}
