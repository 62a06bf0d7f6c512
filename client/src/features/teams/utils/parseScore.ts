/** Team score (docs/PRODUCT-RULES.md#editors): an integer, 0 when the field is not numeric. */
export function parseScore(value: string | number): number {
  const parsed = typeof value === 'number' ? Math.trunc(value) : Number.parseInt(value.trim(), 10);
  return Number.isFinite(parsed) ? parsed : 0;
}
