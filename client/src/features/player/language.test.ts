import { afterEach, describe, expect, it } from 'vitest';
import { browserLanguage, inLanguage, storedLanguage, storeLanguage } from './language';

describe('language', () => {
  afterEach(() => localStorage.clear());

  it('takes French for any fr browser language and English otherwise', () => {
    expect(browserLanguage('fr')).toBe('fr_FR');
    expect(browserLanguage('fr-CA')).toBe('fr_FR');
    expect(browserLanguage('en-GB')).toBe('en_US');
    expect(browserLanguage('de-DE')).toBe('en_US');
    expect(browserLanguage('fy-NL')).toBe('en_US');
  });

  it('remembers the choice and ignores anything else stored', () => {
    expect(storedLanguage()).toBeNull();
    storeLanguage('fr_FR');
    expect(storedLanguage()).toBe('fr_FR');
    localStorage.setItem('quizfest.playerLanguage', 'de_DE');
    expect(storedLanguage()).toBeNull();
  });

  it('falls back to the other language', () => {
    expect(inLanguage({ en_US: 'a', fr_FR: 'b' }, 'fr_FR')).toBe('b');
    expect(inLanguage({ en_US: 'a' }, 'fr_FR')).toBe('a');
    expect(inLanguage({ fr_FR: 'b' }, 'en_US')).toBe('b');
    expect(inLanguage({}, 'en_US')).toBeUndefined();
  });
});
