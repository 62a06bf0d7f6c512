import { describe, expect, it } from 'vitest';
import { capitalQuestion } from '../../../test/host/hostView';
import { phaseLabel } from './phaseLabel';

describe('phaseLabel', () => {
  it('counts questions from 1 within the quiz', () => {
    expect(phaseLabel({ phase: 'question', question: { ...capitalQuestion, questionIndex: 2, questionCount: 10 } })).toBe(
      'Question 3 of 10',
    );
  });

  it('names every other phase in words', () => {
    expect(phaseLabel({ phase: 'waiting', question: null })).toBe('Waiting to open');
    expect(phaseLabel({ phase: 'reveal', question: capitalQuestion })).toBe('Answers revealed');
    expect(phaseLabel({ phase: 'ended', question: null })).toBe('Ended');
  });
});
