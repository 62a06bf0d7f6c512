import { schemas, type Team, type TeamUpdateBody } from '@quizfest/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { teamQueryOptions } from './getTeam';
import { teamsQueryOptions } from './getTeams';

export type UpdateTeamInput = { id: string; body: TeamUpdateBody };

export function updateTeam({ id, body }: UpdateTeamInput): Promise<Team> {
  return apiRequest(`/teams/${encodeURIComponent(id)}`, { method: 'PUT', body, schema: schemas.Team });
}

export function useUpdateTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTeam,
    onSuccess: (team) => {
      queryClient.setQueryData(teamQueryOptions(team.id).queryKey, team);
      return queryClient.invalidateQueries({ queryKey: teamsQueryOptions().queryKey, exact: true });
    },
  });
}
