import { schemas, type Team } from '@quizfest/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';

export function getTeam(id: string): Promise<Team> {
  return apiRequest(`/teams/${encodeURIComponent(id)}`, { schema: schemas.Team });
}

export function teamQueryOptions(id: string) {
  // The editor works on its own copy, so a refetch on focus would only cost a request.
  return queryOptions({ queryKey: ['teams', id], queryFn: () => getTeam(id), refetchOnWindowFocus: false });
}

export function useTeam(id: string) {
  return useQuery(teamQueryOptions(id));
}
