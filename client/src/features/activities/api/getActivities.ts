import { type ActivitySummary, schemas } from '@quizfest/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';

export function getActivities(): Promise<ActivitySummary[]> {
  return apiRequest('/activities', { schema: schemas.ActivitySummary.array() });
}

export function activitiesQueryOptions() {
  return queryOptions({ queryKey: ['activities'], queryFn: getActivities });
}

export function useActivities() {
  return useQuery(activitiesQueryOptions());
}
