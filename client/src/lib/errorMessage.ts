/**
 * The text shown for a failed call: the API's own message (docs/PRODUCT-RULES.md#errors) when there is one, else the
 * action's fallback ('Failed to load teams', ...).
 */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
