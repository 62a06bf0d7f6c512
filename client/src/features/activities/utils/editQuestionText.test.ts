import type { Question } from '@quizfest/shared';
import { describe, expect, it } from 'vitest';
import { setExplanation, setFreeTextAnswer, setOptionText, setQuestionText, setUnit, textFor } from './editQuestionText';

const englishOnly: Question = {
  type: 'multiple_text_choice_2',
  correctAnswer: 1,
  texts: { en_US: { question: 'Tea or coffee?', answers: ['Tea', 'Coffee'] } },
};

describe('editing question texts', () => {
  it('reads a missing language as an empty entry of the right shape', () => {
    expect(textFor(englishOnly, 'fr_FR')).toEqual({ question: '', answers: ['', ''] });
  });

  it('typing the question in the fr_FR pane creates the fr_FR text and leaves en_US alone', () => {
    const edited = setQuestionText(englishOnly, 'fr_FR', 'Thé ou café ?');
    expect(edited.texts.fr_FR).toEqual({ question: 'Thé ou café ?', answers: ['', ''] });
    expect(edited.texts.en_US).toBe(englishOnly.texts.en_US);
    expect(englishOnly.texts.fr_FR).toBeUndefined();
  });

  it('typing an option in a missing language creates it with that option filled', () => {
    const edited = setOptionText(englishOnly, 'fr_FR', 1, 'Café');
    expect(edited.texts.fr_FR).toEqual({ question: '', answers: ['', 'Café'] });
  });

  it('changes one option of an existing language', () => {
    expect(setOptionText(englishOnly, 'en_US', 0, 'Green tea').texts.en_US?.answers).toEqual(['Green tea', 'Coffee']);
  });

  it('sets the free-text answer per language', () => {
    const free: Question = { type: 'free_text_input', texts: { en_US: { question: 'Colour?', answer: 'red' } } };
    const edited = setFreeTextAnswer(free, 'fr_FR', 'rouge');
    expect(edited.texts).toEqual({
      en_US: { question: 'Colour?', answer: 'red' },
      fr_FR: { question: '', answer: 'rouge' },
    });
  });

  it('reads a poll’s missing language with as many options as the poll has', () => {
    const poll: Question = { type: 'poll', texts: { en_US: { question: 'Lunch?', answers: ['Pizza', 'Soup', 'Salad'] } } };
    expect(textFor(poll, 'fr_FR')).toEqual({ question: '', answers: ['', '', ''] });
    expect(setOptionText(poll, 'fr_FR', 2, 'Salade').texts.fr_FR).toEqual({ question: '', answers: ['', '', 'Salade'] });
    expect(setOptionText(poll, 'en_US', 0, 'Pasta').texts.en_US?.answers).toEqual(['Pasta', 'Soup', 'Salad']);
  });

  it('reads a numeric estimate’s text with its unit and no answer, and sets the unit per language', () => {
    const moon: Question = {
      type: 'numeric_estimate',
      correctValue: 1969,
      texts: { en_US: { question: 'Moon landing?', unit: 'AD', explanation: 'Apollo 11.' } },
    };
    expect(textFor(moon, 'en_US')).toEqual({ question: 'Moon landing?', unit: 'AD', explanation: 'Apollo 11.' });
    expect(textFor(moon, 'fr_FR')).toEqual({ question: '' });
    const french = setUnit(moon, 'fr_FR', 'apr. J.-C.');
    expect(french.texts).toEqual({ ...moon.texts, fr_FR: { question: '', unit: 'apr. J.-C.' } });
    expect(setQuestionText(french, 'fr_FR', 'Alunissage ?').texts.fr_FR).toEqual({ question: 'Alunissage ?', unit: 'apr. J.-C.' });
    expect(setExplanation(french, 'en_US', '').texts.en_US).toEqual({ question: 'Moon landing?', unit: 'AD' });
  });

  it('leaves a cleared unit out of the text', () => {
    const moon: Question = { type: 'numeric_estimate', correctValue: 1969, texts: { en_US: { question: 'Moon landing?', unit: 'AD' } } };
    expect(setUnit(moon, 'en_US', '').texts.en_US).toEqual({ question: 'Moon landing?' });
  });

  it('reads a slide as its text alone, and typing in a missing language adds only the text', () => {
    const slide: Question = { type: 'slide', imageUrl: 'round.png', texts: { en_US: { question: 'Round 2' } } };
    expect(textFor(slide, 'en_US')).toEqual({ question: 'Round 2' });
    expect(textFor(slide, 'fr_FR')).toEqual({ question: '' });
    expect(setQuestionText(slide, 'fr_FR', 'Manche 2\nL’espace').texts).toEqual({
      en_US: { question: 'Round 2' },
      fr_FR: { question: 'Manche 2\nL’espace' },
    });
  });
});
