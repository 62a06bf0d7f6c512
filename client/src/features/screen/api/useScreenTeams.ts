// Teams shown on the screen. Custom teams appear during check-in, so the list follows the event's
// teamIds, keeping the previous list on screen while a new one loads.
import type { PublicTeam } from '@quizfest/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchPublicTeams } from '../../../api/publicTeams';

export function useScreenTeams(teamIds: readonly string[] | undefined) {
  const ids = [...(teamIds ?? [])].sort();
  return useQuery<PublicTeam[]>({
    queryKey: ['screen', 'teams', ids.join(',')],
    queryFn: ({ signal }) => fetchPublicTeams(ids, signal),
    enabled: teamIds !== undefined,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
