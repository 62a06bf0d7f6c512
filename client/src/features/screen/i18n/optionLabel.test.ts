import { describe, expect, it } from 'vitest';
import { OPTION_STYLES } from '../../../lib/live/optionStyle';
import { optionLabel } from './optionLabel';
import { screenT } from './screenT';

const text = { primary: 'Paris', primaryLang: 'en' as const, secondary: null };

describe('optionLabel', () => {
  it('names each option by the colour and shape it is drawn with', () => {
    expect(OPTION_STYLES.map((_, index) => optionLabel(screenT('en'), index, text, false))).toEqual(
      OPTION_STYLES.map((style) => `${style.label}: Paris`),
    );
  });

  it("names a poll's fifth and sixth options in either language", () => {
    expect([4, 5].map((index) => optionLabel(screenT('en'), index, text, false))).toEqual([
      'Purple star: Paris',
      'Turquoise pentagon: Paris',
    ]);
    expect([4, 5].map((index) => optionLabel(screenT('fr'), index, text, false))).toEqual([
      'Étoile violette\u00a0: Paris',
      'Pentagone turquoise\u00a0: Paris',
    ]);
  });

  it('says which option is right, in either language', () => {
    expect(optionLabel(screenT('en'), 1, text, true)).toBe('Blue diamond: Paris (correct answer)');
    expect(optionLabel(screenT('fr'), 1, text, true)).toBe('Losange bleu\u00a0: Paris (bonne réponse)');
  });
});
