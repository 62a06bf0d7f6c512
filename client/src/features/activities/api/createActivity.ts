import { type ActivityType, schemas } from '@quizfest/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { activitiesQueryOptions } from './getActivities';

export type CreateActivityInput = { type: ActivityType; name: string };

export function createActivity({ type, name }: CreateActivityInput): Promise<{ id: string }> {
  return apiRequest(`/activities/${type}`, { method: 'POST', body: { name }, schema: schemas.IdBody });
}

export function useCreateActivity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createActivity,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: activitiesQueryOptions().queryKey }),
  });
}
