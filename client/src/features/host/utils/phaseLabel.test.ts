import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { capitalQuestion } from '../../../test/host/hostView';
import { phaseLabel } from './phaseLabel';

const en = i18n.getFixedT('en', 'host');
const fr = i18n.getFixedT('fr', 'host');

describe('phaseLabel', () => {
  it('counts questions from 1 within the quiz', () => {
    const question = { ...capitalQuestion, questionIndex: 2, questionCount: 10 };
    expect(phaseLabel(en, { phase: 'question', question })).toBe('Question 3 of 10');
    expect(phaseLabel(fr, { phase: 'question', question })).toBe('Question 3 sur 10');
  });

  it('names every other phase in words', () => {
    expect(phaseLabel(en, { phase: 'waiting', question: null })).toBe('Waiting to open');
    expect(phaseLabel(en, { phase: 'reveal', question: capitalQuestion })).toBe('Answers revealed');
    expect(phaseLabel(en, { phase: 'ended', question: null })).toBe('Ended');
    expect(phaseLabel(fr, { phase: 'reveal', question: capitalQuestion })).toBe('Réponses dévoilées');
  });
});
