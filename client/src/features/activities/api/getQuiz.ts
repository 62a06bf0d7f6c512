import { type Quiz, schemas } from '@quizfest/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';

export function getQuiz(id: string): Promise<Quiz> {
  return apiRequest(`/activities/quiz/${encodeURIComponent(id)}`, { schema: schemas.Quiz });
}

export function quizQueryOptions(id: string) {
  // The editor keeps its own copy while editing; refetching on focus would only cost requests.
  return queryOptions({ queryKey: ['activities', 'quiz', id], queryFn: () => getQuiz(id), refetchOnWindowFocus: false });
}

export function useQuiz(id: string) {
  return useQuery(quizQueryOptions(id));
}
