import { afterEach, describe, expect, it, vi } from 'vitest';
import { appLanguageOf, browserLanguage, initialLanguage, quizLanguageOf, storedLanguage, storeLanguage } from './language';

describe('language', () => {
  afterEach(() => {
    localStorage.clear();
    vi.restoreAllMocks();
  });

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

  it('starts in the browser language until a choice is stored', () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('fr-BE');
    expect(initialLanguage()).toBe('fr_FR');
    storeLanguage('en_US');
    expect(initialLanguage()).toBe('en_US');
  });

  it('maps quiz languages to the translations’ and back', () => {
    expect(appLanguageOf('en_US')).toBe('en');
    expect(appLanguageOf('fr_FR')).toBe('fr');
    expect(quizLanguageOf('fr')).toBe('fr_FR');
    expect(quizLanguageOf('en')).toBe('en_US');
    expect(quizLanguageOf(undefined)).toBe('en_US');
  });
});
