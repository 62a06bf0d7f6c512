import { schemas } from '@quizfest/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { activitiesQueryOptions } from './getActivities';

export type DuplicateQuizInput = { id: string; name: string };

/** Issue 21: a copy of the quiz under `name`, every question in both languages with its images. */
export function duplicateQuiz({ id, name }: DuplicateQuizInput) {
  return apiRequest(`/activities/quiz/${id}/duplicate`, { method: 'POST', body: { name }, schema: schemas.Quiz });
}

export function useDuplicateQuiz() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: duplicateQuiz,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: activitiesQueryOptions().queryKey }),
  });
}
