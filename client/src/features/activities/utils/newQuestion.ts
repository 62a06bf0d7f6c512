import { OPTION_COUNT, type Question } from '@quizfest/shared';

/** The question "add question" appends (docs/PRODUCT-RULES.md#activities). */
export function newQuestion(): Question {
  return {
    type: 'multiple_text_choice_4',
    correctAnswer: 1,
    texts: { en_US: { question: '', answers: Array<string>(OPTION_COUNT.multiple_text_choice_4).fill('') } },
  };
}
