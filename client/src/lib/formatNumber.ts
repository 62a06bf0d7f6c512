/**
 * A number as the page's language writes it (1,234 in English, 1 234 in French), whatever the
 * browser's own locale: the same choice as the page's words.
 */
export function formatNumber(n: number, language: string): string {
  return n.toLocaleString(language.startsWith('fr') ? 'fr-FR' : 'en-US');
}
