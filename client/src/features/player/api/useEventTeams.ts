// The event's teams, loaded once per event (docs/PRODUCT-RULES.md#joining): later polls do not refetch them. They come by
// the event's id, not as a list of ids in the URL, which a crowded event made too long.
import type { PublicTeam } from '@quizfest/shared';
import { useQuery } from '@tanstack/react-query';
import { fetchEventTeams, fetchPublicTeams } from '../../../api/publicTeams';

export function useEventTeams(eventId: string, teamIds: readonly string[] | undefined, enabled: boolean) {
  return useQuery<PublicTeam[]>({
    queryKey: ['player', 'event-teams', eventId],
    // No teams, no call.
    queryFn: ({ signal }) => (teamIds?.length ? fetchEventTeams(eventId, signal) : Promise.resolve([])),
    enabled: enabled && teamIds !== undefined,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

/** One team by id, for a team the loaded list does not hold (created by someone after loading). */
export function useTeamById(teamId: string | null | undefined, enabled: boolean) {
  return useQuery<PublicTeam | null>({
    queryKey: ['player', 'team', teamId],
    queryFn: async ({ signal }) => (await fetchPublicTeams(teamId ? [teamId] : [], signal))[0] ?? null,
    enabled: enabled && Boolean(teamId),
    staleTime: Infinity,
  });
}
