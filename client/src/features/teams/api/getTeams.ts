import { schemas, type Team } from '@quizfest/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';

export function getTeams(): Promise<Team[]> {
  return apiRequest('/teams', { schema: schemas.Team.array() });
}

export function teamsQueryOptions() {
  return queryOptions({ queryKey: ['teams'], queryFn: getTeams });
}

export function useTeams() {
  return useQuery(teamsQueryOptions());
}
