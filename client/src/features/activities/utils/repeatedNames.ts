/** The names (trimmed, case folded) that more than one item carries. */
export function repeatedNames(items: { name: string }[]): Set<string> {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const { name } of items) {
    const key = name.trim().toLowerCase();
    if (seen.has(key)) repeated.add(key);
    seen.add(key);
  }
  return repeated;
}
