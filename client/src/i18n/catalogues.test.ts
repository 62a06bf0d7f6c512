// A missing translation fails here: every namespace has an English and a French catalogue with the
// same keys, no empty text, the same {{placeholders}}, and exactly the plural forms each language's
// rules ask for (English 'one'/'other'; French also 'many', as in '1 000 000 de points').
import { describe, expect, it } from 'vitest';
import { NAMESPACES } from './i18n';

const LANGUAGES = ['en', 'fr'] as const;
const files = import.meta.glob<{ default: unknown }>('./locales/*/*.json', { eager: true });

type Catalogue = Map<string, string>;

function catalogue(language: string, namespace: string): Catalogue {
  const file = files[`./locales/${language}/${namespace}.json`];
  if (!file) throw new Error(`no ${language} catalogue for ${namespace}`);
  const flat: Catalogue = new Map();
  const walk = (node: unknown, path: string) => {
    if (typeof node === 'string') flat.set(path, node);
    else if (node && typeof node === 'object' && !Array.isArray(node))
      for (const [key, value] of Object.entries(node)) walk(value, path ? `${path}.${key}` : key);
    else throw new Error(`${language}/${namespace}: ${path} is neither a text nor a group`);
  };
  walk(file.default, '');
  return flat;
}

const PLURAL = /^(.*?)_(?:(ordinal)_)?(zero|one|two|few|many|other)$/;

/** Keys by their base (a plural's forms together): the forms present, and the placeholders of all. */
function byBase(flat: Catalogue) {
  const bases = new Map<string, { type: 'none' | 'cardinal' | 'ordinal'; forms: Set<string>; placeholders: Set<string> }>();
  for (const [key, text] of flat) {
    const plural = PLURAL.exec(key);
    const base = plural ? (plural[1] as string) : key;
    const type = plural ? (plural[2] ? 'ordinal' : 'cardinal') : 'none';
    const entry = bases.get(`${base}|${type}`) ?? { type, forms: new Set<string>(), placeholders: new Set<string>() };
    if (plural) entry.forms.add(plural[3] as string);
    for (const match of text.matchAll(/\{\{\s*([^,}\s]+)[^}]*\}\}/g)) entry.placeholders.add(match[1] as string);
    bases.set(`${base}|${type}`, entry);
  }
  return bases;
}

const pluralForms = (language: string, type: 'cardinal' | 'ordinal') =>
  [...new Intl.PluralRules(language, { type }).resolvedOptions().pluralCategories].sort();

describe('translation catalogues', () => {
  it('has exactly the namespaces the app declares, in every language', () => {
    const found = Object.keys(files).sort();
    expect(found).toEqual(LANGUAGES.flatMap((language) => NAMESPACES.map((ns) => `./locales/${language}/${ns}.json`)).sort());
  });

  describe.each(NAMESPACES)('%s', (namespace) => {
    const en = byBase(catalogue('en', namespace));
    const fr = byBase(catalogue('fr', namespace));

    it('has the same keys in English and French', () => {
      expect([...fr.keys()].sort()).toEqual([...en.keys()].sort());
    });

    it('has no empty text', () => {
      for (const language of LANGUAGES)
        for (const [key, text] of catalogue(language, namespace)) expect(text.trim(), `${language} ${namespace}:${key}`).not.toBe('');
    });

    it('has the same placeholders in both languages', () => {
      for (const [key, entry] of en) {
        expect([...(fr.get(key)?.placeholders ?? [])].sort(), `${namespace}:${key}`).toEqual([...entry.placeholders].sort());
      }
    });

    it('keeps French punctuation on its line: a no-break space before : ; ! ? » and after «', () => {
      for (const [key, text] of catalogue('fr', namespace)) expect(text, `fr ${namespace}:${key}`).not.toMatch(/ [:;!?»]|« /);
    });

    it('has each plural in exactly the forms each language needs', () => {
      for (const language of LANGUAGES) {
        for (const [key, entry] of language === 'en' ? en : fr) {
          if (entry.type === 'none') continue;
          expect([...entry.forms].sort(), `${language} ${namespace}:${key}`).toEqual(pluralForms(language, entry.type));
        }
      }
    });
  });
});
