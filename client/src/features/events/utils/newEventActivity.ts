import { DEFAULT_ACTIVITY_RULES, type EventActivity, NEW_ACTIVITY_ENTRY_TYPE } from '@quizfest/shared';

/**
 * A new activity entry of an event (docs/PRODUCT-RULES.md#records): id 'activity-' plus a timestamp, type quiz, no
 * activity chosen yet, default rules. Two clicks in the same millisecond still get distinct ids.
 */
export function newEventActivity(existing: readonly EventActivity[], now: number = Date.now()): EventActivity {
  const taken = new Set(existing.map((entry) => entry.id));
  let stamp = now;
  while (taken.has(`activity-${stamp}`)) stamp += 1;
  return { id: `activity-${stamp}`, type: NEW_ACTIVITY_ENTRY_TYPE, modelId: '', rules: { ...DEFAULT_ACTIVITY_RULES } };
}
