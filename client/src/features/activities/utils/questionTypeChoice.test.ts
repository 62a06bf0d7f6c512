import type { Question } from '@quizfest/shared';
import { describe, expect, it } from 'vitest';
import { chooseQuestionType, QUESTION_TYPE_CHOICES, typeChoiceOf } from './questionTypeChoice';

describe('the type menu', () => {
  it('offers the poll, several right answers, the numeric estimate, the slide, then put in order, after the spec’s kinds', () => {
    expect(QUESTION_TYPE_CHOICES).toEqual([
      'multiple_text_choice_2',
      'true_false',
      'multiple_text_choice_4',
      'free_text_input',
      'poll',
      'multiple_select',
      'numeric_estimate',
      'slide',
      'ordering',
    ]);
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

  it('leaving true / false for several right answers starts from two empty options, its right one kept', () => {
    const trueFalse: Question = {
      type: 'multiple_text_choice_2',
      correctAnswer: 2,
      pointsMultiplier: 2,
      texts: { en_US: { question: 'The Earth is flat.', answers: ['True', 'False'] } },
    };
    expect(chooseQuestionType(trueFalse, 'multiple_select')).toEqual({
      type: 'multiple_select',
      correctAnswers: [2],
      pointsMultiplier: 2,
      texts: { en_US: { question: 'The Earth is flat.', answers: ['', ''] } },
    });
  });

  it('true / false from several right answers keeps one right answer and no list of them', () => {
    const severalRight: Question = {
      type: 'multiple_select',
      correctAnswers: [2, 3],
      texts: { en_US: { question: 'Is it raining?', answers: ['Yes', 'No', 'Maybe'] } },
    };
    const trueFalse = chooseQuestionType(severalRight, 'true_false');
    expect(trueFalse).toEqual({
      type: 'multiple_text_choice_2',
      correctAnswer: 2,
      texts: { en_US: { question: 'Is it raining?', answers: ['True', 'False'] }, fr_FR: { question: '', answers: ['Vrai', 'Faux'] } },
    });
    expect(typeChoiceOf(trueFalse)).toBe('true_false');
  });

  it('leaving true / false for a numeric estimate drops the options and the right answer, True / False included', () => {
    const trueFalse: Question = {
      type: 'multiple_text_choice_2',
      correctAnswer: 1,
      texts: {
        en_US: { question: 'The Moon landing was in 1969.', answers: ['True', 'False'] },
        fr_FR: { question: 'L’alunissage date de 1969.', answers: ['Vrai', 'Faux'] },
      },
    };
    const estimate = chooseQuestionType(trueFalse, 'numeric_estimate');
    expect(estimate).toEqual({
      type: 'numeric_estimate',
      texts: { en_US: { question: 'The Moon landing was in 1969.' }, fr_FR: { question: 'L’alunissage date de 1969.' } },
    });
    expect(typeChoiceOf(estimate)).toBe('numeric_estimate');
  });

  it('true / false from a numeric estimate has its labels and option 1 right, and no value, tolerance or unit', () => {
    const estimate: Question = {
      type: 'numeric_estimate',
      correctValue: 1969,
      tolerance: 1,
      texts: { en_US: { question: 'The Moon landing was in 1969.', unit: 'AD' } },
    };
    expect(chooseQuestionType(estimate, 'true_false')).toEqual({
      type: 'multiple_text_choice_2',
      correctAnswer: 1,
      texts: {
        en_US: { question: 'The Moon landing was in 1969.', answers: ['True', 'False'] },
        fr_FR: { question: '', answers: ['Vrai', 'Faux'] },
      },
    });
  });

  it('leaving true / false for a slide keeps the texts alone', () => {
    const trueFalse: Question = {
      type: 'multiple_text_choice_2',
      correctAnswer: 2,
      pointsMultiplier: 2,
      texts: {
        en_US: { question: 'Round 3: true or false?', answers: ['True', 'False'] },
        fr_FR: { question: 'Manche 3 : vrai ou faux ?', answers: ['Vrai', 'Faux'] },
      },
    };
    const slide = chooseQuestionType(trueFalse, 'slide');
    expect(slide).toEqual({
      type: 'slide',
      texts: { en_US: { question: 'Round 3: true or false?' }, fr_FR: { question: 'Manche 3 : vrai ou faux ?' } },
    });
    expect(typeChoiceOf(slide)).toBe('slide');
  });

  it('leaving true / false for put in order starts from three empty items, with no right answer to name', () => {
    const trueFalse: Question = {
      type: 'multiple_text_choice_2',
      correctAnswer: 2,
      pointsMultiplier: 2,
      texts: {
        en_US: { question: 'Oldest first', answers: ['True', 'False'] },
        fr_FR: { question: 'Du plus ancien au plus récent', answers: ['Vrai', 'Faux'] },
      },
    };
    const ordering = chooseQuestionType(trueFalse, 'ordering');
    expect(ordering).toEqual({
      type: 'ordering',
      pointsMultiplier: 2,
      texts: {
        en_US: { question: 'Oldest first', answers: ['', '', ''] },
        fr_FR: { question: 'Du plus ancien au plus récent', answers: ['', '', ''] },
      },
    });
    expect(typeChoiceOf(ordering)).toBe('ordering');
  });

  it('true / false from put in order has its labels and option 1 right', () => {
    const ordering: Question = {
      type: 'ordering',
      texts: { en_US: { question: 'Smallest first', answers: ['Ant', 'Cat', 'Horse'] } },
    };
    expect(chooseQuestionType(ordering, 'true_false')).toEqual({
      type: 'multiple_text_choice_2',
      correctAnswer: 1,
      texts: { en_US: { question: 'Smallest first', answers: ['True', 'False'] }, fr_FR: { question: '', answers: ['Vrai', 'Faux'] } },
    });
  });
});
