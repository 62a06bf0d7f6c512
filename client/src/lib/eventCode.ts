import { EVENT_CODE_LENGTH } from '@quizfest/shared';

/**
 * What the field keeps while typing: upper-case, at most the code's length (docs/PRODUCT-RULES.md#event-codes), and no
 * spaces: a code has none, so 'qn o' is 'QNO'. Only a field of nothing but spaces keeps them, so
 * that Join answers it with 'Please enter an event code' (docs/PRODUCT-RULES.md#joining) rather than doing nothing.
 */
export function typedEventCode(value: string): string {
  const compact = value.replace(/\s+/g, '');
  return (compact === '' ? value : compact).toUpperCase().slice(0, EVENT_CODE_LENGTH);
}

/** What is sent: without spaces and upper-cased (docs/PRODUCT-RULES.md#event-codes); empty means "nothing entered". */
export function eventCodeToSend(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}
