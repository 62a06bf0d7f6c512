import type { ActivitySummary } from '@quizfest/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { activitiesQueryOptions } from './getActivities';

export async function deleteActivity(activity: Pick<ActivitySummary, 'id' | 'type'>): Promise<void> {
  // Only quiz deletion exists (docs/PRODUCT-RULES.md#activities): a draw or gallery makes no call and the list just reloads.
  if (activity.type !== 'quiz') return;
  await apiRequest(`/activities/quiz/${encodeURIComponent(activity.id)}`, { method: 'DELETE' });
}

export function useDeleteActivity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteActivity,
    onSettled: () => queryClient.invalidateQueries({ queryKey: activitiesQueryOptions().queryKey }),
  });
}
