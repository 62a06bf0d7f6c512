// The rule for a display name (docs/PRODUCT-RULES.md#limits) as a plain function: the phone's join
// form checks a player's name before sending it, and zod with the shared schemas would cost /player
// 25 KB gzipped (issue 22). schemas.ts's Name makes the same checks in the same order for the
// server; schemas.test.ts holds the two to the same verdicts.

export type NameProblem = 'empty' | 'too_long' | 'nul';

/** What is wrong with a name once trimmed, or null: empty, longer than `max`, or holding NUL. */
export function nameProblem(name: string, max: number): NameProblem | null {
  const trimmed = name.trim();
  if (trimmed.length === 0) return 'empty';
  // Counted in code points, as zod's max counts text: an emoji is one character, not two.
  if (trimmed.length > max && [...trimmed].length > max) return 'too_long';
  if (trimmed.includes('\u0000')) return 'nul';
  return null;
}
