/** Keeps the existing options and pads with empty ones up to `count` (docs/PRODUCT-RULES.md#activities). */
export function resizeAnswers(answers: readonly string[] | undefined, count: number): string[] {
  return Array.from({ length: count }, (_, i) => answers?.[i] ?? '');
}
