import { describe, expect, it } from 'vitest';
import { newQuestion } from './newQuestion';

describe('newQuestion', () => {
  it('is a four-option question, first option correct, with an empty en_US text', () => {
    expect(newQuestion()).toEqual({
      type: 'multiple_text_choice_4',
      correctAnswer: 1,
      texts: { en_US: { question: '', answers: ['', '', '', ''] } },
    });
  });

  it('returns a fresh object each time so questions never share their texts', () => {
    const a = newQuestion();
    const b = newQuestion();
    expect(a.texts.en_US?.answers).not.toBe(b.texts.en_US?.answers);
  });
});
