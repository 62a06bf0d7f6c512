import { schemas } from '@quizfest/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { teamsQueryOptions } from './getTeams';

export function createTeam(name: string): Promise<{ id: string }> {
  return apiRequest('/teams', { method: 'POST', body: { name }, schema: schemas.IdBody });
}

export function useCreateTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTeam,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamsQueryOptions().queryKey }),
  });
}
