// The wording rules of the phone's catalogues (locales/<language>/play.json) without i18next (issue
// 22): i18next's own, for what those catalogues use: a dotted key; a plural picked by the language's
// rules (Intl.PluralRules: key_one, key_many, key_other) from `count`, or its ordinal form with
// `ordinal: true` (key_ordinal_one, key_ordinal_two…, '1st', '2nd'); {{name}} placeholders, and
// {{name, number}} written as the language writes numbers. playTranslation.test.ts holds every text
// of both catalogues to what i18next gives for them.
import type { AppLanguage } from './language';

export type Catalogue = { readonly [part: string]: string | Catalogue };
export type TextValues = Record<string, string | number | boolean | undefined>;

const plurals = new Map<string, Intl.PluralRules>();
const numbers = new Map<AppLanguage, Intl.NumberFormat>();

function lookup(catalogue: Catalogue, key: string): string | undefined {
  let text: string | Catalogue | undefined = catalogue;
  for (const part of key.split('.')) text = typeof text === 'object' ? text[part] : undefined;
  // An empty text is a missing one, as the app's i18next is set (returnEmptyString: false).
  return typeof text === 'string' && text !== '' ? text : undefined;
}

/** The text of `key` in `catalogue`, filled from `values`; undefined when the catalogue lacks it. */
export function translate(catalogue: Catalogue, language: AppLanguage, key: string, values?: TextValues): string | undefined {
  let text: string | undefined;
  const count = values?.count;
  if (typeof count === 'number') {
    const ordinal = values?.ordinal === true;
    const type = ordinal ? 'ordinal' : 'cardinal';
    let rules = plurals.get(`${language}-${type}`);
    if (!rules) plurals.set(`${language}-${type}`, (rules = new Intl.PluralRules(language, { type })));
    const form = `${key}${ordinal ? '_ordinal' : ''}_${rules.select(count)}`;
    text = (count === 0 && !ordinal ? lookup(catalogue, `${key}_zero`) : undefined) ?? lookup(catalogue, form);
  }
  text ??= lookup(catalogue, key);
  if (text === undefined || !values) return text;
  return text.replace(/\{\{\s*(\w+)\s*(?:,\s*(\w+)\s*)?\}\}/g, (whole, name: string, format: string | undefined) => {
    const value = values[name];
    if (value === undefined) return whole;
    if (format === 'number' && typeof value === 'number') {
      let formatter = numbers.get(language);
      if (!formatter) numbers.set(language, (formatter = new Intl.NumberFormat(language)));
      return formatter.format(value);
    }
    return String(value);
  });
}
