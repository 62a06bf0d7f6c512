import type { Team } from '@quizfest/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { teamsQueryOptions } from './getTeams';

export async function deleteTeam(id: string): Promise<void> {
  await apiRequest(`/teams/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    // Takes the listed team, as the list page's delete confirmation holds it.
    mutationFn: (team: Pick<Team, 'id'>) => deleteTeam(team.id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamsQueryOptions().queryKey }),
  });
}
