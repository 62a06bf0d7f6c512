import type { QuestionType } from '@quizfest/shared';

export const QUESTION_TYPE_LABELS: Record<QuestionType, string> = {
  multiple_text_choice_2: 'Multiple choice (2 options)',
  multiple_text_choice_4: 'Multiple choice (4 options)',
  free_text_input: 'Free text answer',
};
