import type { Question } from '@quizfest/shared';
import { describe, expect, it } from 'vitest';
import { chooseQuestionType, QUESTION_TYPE_CHOICES, typeChoiceOf } from './questionTypeChoice';

describe('the type menu', () => {
  it('offers the poll after the kinds with a right answer', () => {
    expect(QUESTION_TYPE_CHOICES).toEqual(['multiple_text_choice_2', 'true_false', 'multiple_text_choice_4', 'free_text_input', 'poll']);
  });

  it('shows a poll as a poll, and leaving true / false for a poll starts from two empty options', () => {
    const trueFalse: Question = {
      type: 'multiple_text_choice_2',
      correctAnswer: 2,
      texts: { en_US: { question: 'The Earth is flat.', answers: ['True', 'False'] } },
    };
    const poll = chooseQuestionType(trueFalse, 'poll');
    expect(poll).toEqual({ type: 'poll', texts: { en_US: { question: 'The Earth is flat.', answers: ['', ''] } } });
    expect(typeChoiceOf(poll)).toBe('poll');
  });
});
