/** A count as the console shows it: digits grouped (5,000), the same whatever the browser's locale. */
export function formatCount(n: number): string {
  return n.toLocaleString('en-US');
}
