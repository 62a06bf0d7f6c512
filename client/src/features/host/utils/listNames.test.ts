import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../../../i18n/locales/en/host.json';
import fr from '../../../i18n/locales/fr/host.json';
import type { HostT } from '../i18n/hostT';
import { listNames } from './listNames';

async function hostT(language: 'en' | 'fr'): Promise<HostT> {
  const instance = i18next.createInstance();
  await instance.init({ lng: language, resources: { [language]: { host: language === 'en' ? en : fr } }, ns: ['host'] });
  return instance.getFixedT(language, 'host') as HostT;
}

describe('listNames', () => {
  it('lists the names in the language of the console, and how many more', async () => {
    const en = await hostT('en');
    const fr = await hostT('fr');
    expect(listNames(['Ann'], 0, en, 'en')).toBe('Ann');
    expect(listNames(['Ann', 'Bob'], 0, en, 'en')).toBe('Ann and Bob');
    expect(listNames(['Ann', 'Bob', 'Cat'], 12, en, 'en')).toBe('Ann, Bob, Cat, and 12 more');
    expect(listNames(['Ann', 'Bob', 'Cat'], 1, fr, 'fr')).toBe('Ann, Bob, Cat et 1 autre');
    expect(listNames(['Ann', 'Bob', 'Cat'], 12, fr, 'fr')).toBe('Ann, Bob, Cat et 12 autres');
  });
});
