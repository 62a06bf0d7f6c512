import { EVENT_CODE_LENGTH } from '@quizfest/shared';

/** What the field keeps while typing: upper-case, at most the code's length (spec §2). */
export function typedEventCode(value: string): string {
  return value.toUpperCase().slice(0, EVENT_CODE_LENGTH);
}

/** What is sent: trimmed and upper-cased (spec §5); empty means "nothing entered". */
export function eventCodeToSend(value: string): string {
  return value.trim().toUpperCase();
}
