// The player's answer not yet acknowledged. It is kept in sessionStorage per event so that a reload
// in the middle of a question (a phone reopening the tab) still delivers it; the server takes a
// repeat of the same answer as the same answer, so resending is always safe.
import type { AnswerValue } from '@quizfest/shared';

/** `answer`: an option number, the options ticked (several right answers), or the free text. */
export type PendingAnswer = { activityId: string; questionIndex: number; answer: AnswerValue };

const KEY_PREFIX = 'quizfest.pendingAnswer.';

export function loadPendingAnswer(eventId: string): PendingAnswer | null {
  try {
    const raw = window.sessionStorage.getItem(KEY_PREFIX + eventId);
    if (!raw) return null;
    const value = JSON.parse(raw) as unknown;
    return isPendingAnswer(value) ? value : null;
  } catch (error) {
    console.error('Failed to read the pending answer', error);
    return null;
  }
}

export function storePendingAnswer(eventId: string, answer: PendingAnswer | null): void {
  try {
    if (answer) window.sessionStorage.setItem(KEY_PREFIX + eventId, JSON.stringify(answer));
    else window.sessionStorage.removeItem(KEY_PREFIX + eventId);
  } catch (error) {
    console.error('Failed to store the pending answer', error);
  }
}

/** An ack or a refusal concerns the pending answer only when it is for the same question. */
export function isSameQuestion(
  a: { activityId: string; questionIndex: number },
  b: { activityId: string; questionIndex: number },
): boolean {
  return a.activityId === b.activityId && a.questionIndex === b.questionIndex;
}

/** A pushed view that already holds my answer to the pending question acknowledges it too. */
export function viewHoldsAnswer(
  pending: PendingAnswer,
  view: { live: { question: { activityId: string; questionIndex: number } | null } | null; me: { answer: string | null } | null },
): boolean {
  const question = view.live?.question;
  return Boolean(question && view.me?.answer != null && isSameQuestion(question, pending));
}

function isPendingAnswer(value: unknown): value is PendingAnswer {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.activityId === 'string' &&
    typeof v.questionIndex === 'number' &&
    (typeof v.answer === 'number' || typeof v.answer === 'string' || isOptionList(v.answer))
  );
}

function isOptionList(value: unknown): value is number[] {
  return Array.isArray(value) && value.length > 0 && value.every((option) => typeof option === 'number');
}
