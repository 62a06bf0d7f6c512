import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { teamsQueryOptions } from './getTeams';

export function createTeam(name: string): Promise<{ id: string }> {
  return apiRequest<{ id: string }>('/teams', { method: 'POST', body: { name } });
}

export function useCreateTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTeam,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamsQueryOptions().queryKey }),
  });
}
