import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { teamsQueryOptions } from './getTeams';

export async function deleteTeam(id: string): Promise<void> {
  await apiRequest(`/teams/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTeam,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamsQueryOptions().queryKey }),
  });
}
