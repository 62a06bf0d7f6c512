import { type Quiz, type QuizUpdateBody, schemas } from '@quizfest/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { activitiesQueryOptions } from './getActivities';
import { quizQueryOptions } from './getQuiz';

export type UpdateQuizInput = { id: string; body: QuizUpdateBody };

/** A whole-quiz overwrite (docs/PRODUCT-RULES.md#activities): name and every question. */
export function updateQuiz({ id, body }: UpdateQuizInput): Promise<Quiz> {
  return apiRequest(`/activities/quiz/${encodeURIComponent(id)}`, { method: 'PUT', body, schema: schemas.Quiz });
}

export function useUpdateQuiz() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateQuiz,
    onSuccess: (quiz) => {
      queryClient.setQueryData(quizQueryOptions(quiz.id).queryKey, quiz);
      return queryClient.invalidateQueries({ queryKey: activitiesQueryOptions().queryKey, exact: true });
    },
  });
}
