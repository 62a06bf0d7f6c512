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

  it('gives the accepted free texts of each language', () => {
    const free = { texts: { en_US: { question: 'Largest ocean?' }, fr_FR: { question: 'Plus grand océan ?' } } };
    expect(correctAnswerText(free, { correctAnswer: null, correctTexts: { en_US: 'Pacific', fr_FR: 'Pacifique' } })).toBe(
      'Pacific / Pacifique',
    );
  });
});
