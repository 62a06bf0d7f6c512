// How a numeric estimate's numbers read wherever they are shown (issue 20): with the grouping and
// decimal sign of the language they are shown in, whatever the browser's locale, to the decimals an
// estimate keeps, then the question's unit in that language. The phone, the big screen and the
// console all write them so, so that the room reads the same number everywhere. Digits are grouped
// from five on: estimates are often years, and '1,969' reads as no year does.
import { LIMITS } from '@quizfest/shared';

/** '1969.5 years' in English, '1969,5 ans' in French ('12,345' and '12 345' from five digits); `language` as the app or the quiz names it ('fr', 'fr_FR'). */
export function formatEstimate(n: number, language: string, unit?: string): string {
  const locale = language.startsWith('fr') ? 'fr-FR' : 'en-US';
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: LIMITS.estimateDecimals, useGrouping: 'min2' }).format(n);
  return formatEstimateUnit(number, unit);
}

/** A number as written, then its unit if any. */
export function formatEstimateUnit(written: string, unit?: string): string {
  // A no-break space: a unit wrapped to the next line would read as a word of its own.
  return unit ? `${written}\u00a0${unit}` : written;
}
