import type { Question } from '@quizfest/shared';
import { describe, expect, it } from 'vitest';
import { estimateWording } from './estimateWording';

const estimate = (overrides: Partial<Question>): Question => ({
  type: 'numeric_estimate',
  correctValue: 1969,
  texts: { en_US: { question: 'Moon landing?', unit: 'AD' }, fr_FR: { question: 'Alunissage ?', unit: 'apr. J.-C.' } },
  ...overrides,
});

describe('a numeric estimate’s right answer in words', () => {
  it('gives the value, its tolerance and the unit of the language asked', () => {
    expect(estimateWording(estimate({ tolerance: 2 }), 'en_US')).toBe('1969 ± 2\u00a0AD');
    expect(estimateWording(estimate({ tolerance: 2 }), 'fr_FR')).toBe('1969 ± 2\u00a0apr. J.-C.');
  });

  it('writes numbers as the language does, grouped from five digits on, to four decimals', () => {
    const far = estimate({
      correctValue: 384400.5,
      tolerance: 0.25,
      texts: { en_US: { question: 'Moon?' }, fr_FR: { question: 'Lune ?' } },
    });
    expect(estimateWording(far, 'en_US')).toBe('384,400.5 ± 0.25');
    expect(estimateWording(far, 'fr_FR')).toBe('384\u202f400,5 ± 0,25');
    expect(estimateWording(estimate({ correctValue: -3.14159 }), 'en_US')).toBe('-3.1416\u00a0AD');
  });

  it('leaves out a tolerance of none and a unit the language lacks', () => {
    const english = estimate({ tolerance: 0, texts: { en_US: { question: 'Moon landing?' } } });
    expect(estimateWording(english, 'en_US')).toBe('1969');
    expect(estimateWording(estimate({ correctValue: undefined }), 'en_US')).toBe('');
  });
});
