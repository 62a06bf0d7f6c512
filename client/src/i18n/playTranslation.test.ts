// The player's t() (playTranslation.ts, without i18next) says every text of both `play` catalogues
// as i18next, set as the app sets it, says it: each key, with every placeholder filled, for counts
// that reach each plural form of each language (French's 'many' at a million), ordinals included.
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import type { AppLanguage } from './language';
import enPlay from './locales/en/play.json';
import frPlay from './locales/fr/play.json';
import { playT } from './playTranslation';

const CATALOGUES = { en: enPlay, fr: frPlay };
const FORMS = /_(ordinal_)?(zero|one|two|few|many|other)$/;

/** Every text of a catalogue by its dotted key, the plural forms kept. */
function texts(catalogue: object, prefix = ''): [string, string][] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : texts(value as object, `${prefix}${key}.`),
  );
}

const reference = createInstance();
void reference.init({
  resources: { en: { play: enPlay }, fr: { play: frPlay } },
  ns: ['play'],
  defaultNS: 'play',
  fallbackLng: false,
  initAsync: false,
  interpolation: { escapeValue: false },
  returnEmptyString: false,
});

describe.each<AppLanguage>(['en', 'fr'])('the player’s texts in %s', (language) => {
  const all = texts(CATALOGUES[language]);
  const keys = [...new Set(all.map(([key]) => key.replace(FORMS, '')))];
  const i18next = reference.getFixedT(language, 'play');
  const t = playT(language);

  it.each(keys)('%s', (key) => {
    const forms = all.filter(([k]) => k === key || k.replace(FORMS, '') === key);
    const names = new Set(forms.flatMap(([, text]) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]!)));
    const plural = forms.some(([k]) => FORMS.test(k));
    const ordinal = forms.some(([k]) => k.includes('_ordinal_'));
    const filled = (count: number): Record<string, string | number | boolean> => {
      const values: Record<string, string | number | boolean> = {};
      for (const name of names) values[name] = name === 'count' ? count : name === 'name' || name === 'team' ? 'Les Hiboux & Co' : 1234.5;
      if (plural) values.count = count;
      if (ordinal) values.ordinal = true;
      return values;
    };
    const counts = plural || names.has('count') ? [0, 1, 2, 3, 4, 11, 21, 22, 23, 1.5, 1_000_000] : [0];
    for (const count of counts) {
      const values = filled(count);
      expect(t(key as never, values), `${key} with ${JSON.stringify(values)}`).toBe(i18next(key as never, values as never));
    }
  });
});
