import { describe, expect, it } from 'vitest';
import { correctAnswerText, questionTexts } from './questionTexts';

const bilingual = {
  texts: {
    fr_FR: { question: 'Capitale de la France ?', answers: ['Lyon', 'Paris'] },
    en_US: { question: 'Capital of France?', answers: ['Lyon', 'Paris'] },
  },
};

describe('questionTexts', () => {
  it('lists English first, then French', () => {
    expect(questionTexts(bilingual).map((t) => t.language)).toEqual(['en_US', 'fr_FR']);
  });

  it('names the right option by number and text, once when both languages agree', () => {
    expect(correctAnswerText(bilingual, { correctAnswer: 2, correctTexts: {} })).toBe('2. Paris');
    const differing = { texts: { ...bilingual.texts, fr_FR: { question: 'Couleur ?', answers: ['Rouge', 'Bleu'] } } };
    expect(correctAnswerText(differing, { correctAnswer: 2, correctTexts: {} })).toBe('2. Paris / Bleu');
  });

  it('names every right option of several right answers', () => {
    const several = { texts: { ...bilingual.texts, fr_FR: { question: 'Couleur ?', answers: ['Lyon', 'Bleu'] } } };
    expect(correctAnswerText(several, { correctAnswer: null, correctAnswers: [1, 2], correctTexts: {} })).toBe('1. Lyon, 2. Paris / Bleu');
  });

  it('gives an estimate’s value as the console writes numbers, its unit in each language and its tolerance', () => {
    const estimate = { texts: { en_US: { question: 'Moon landing?', unit: 'years' }, fr_FR: { question: 'Alunissage ?', unit: 'ans' } } };
    const key = { correctAnswer: null, correctTexts: {}, estimate: { value: 1969.5, tolerance: 2 } };
    expect(correctAnswerText(estimate, key)).toBe('1969.5\u00a0years / ans (±\u00a02)');
    expect(correctAnswerText(estimate, key, 'fr')).toBe('1969,5\u00a0years / ans (±\u00a02)');
    const exact = { ...key, estimate: { value: 42, tolerance: 0 } };
    expect(correctAnswerText({ texts: { en_US: { question: 'Answer?' } } }, exact)).toBe('42');
    const same = { texts: { en_US: { question: 'How far?', unit: 'km' }, fr_FR: { question: 'Quelle distance ?', unit: 'km' } } };
    expect(correctAnswerText(same, exact)).toBe('42\u00a0km');
  });

  it('gives the accepted free texts of each language', () => {
    const free = { texts: { en_US: { question: 'Largest ocean?' }, fr_FR: { question: 'Plus grand océan ?' } } };
    expect(correctAnswerText(free, { correctAnswer: null, correctTexts: { en_US: 'Pacific', fr_FR: 'Pacifique' } })).toBe(
      'Pacific / Pacifique',
    );
  });
});
