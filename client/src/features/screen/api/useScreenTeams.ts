// Teams shown on the screen. Custom teams appear during check-in, so the list follows the event's
// teamIds, keeping the previous list on screen while a new one loads. They come by the event's id:
// a list of ids in the URL passed the server's header limit in a crowded event.
import type { PublicTeam } from '@quizfest/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchEventTeams } from '../../../api/publicTeams';

export function useScreenTeams(eventId: string, teamIds: readonly string[] | undefined) {
  const ids = [...(teamIds ?? [])].sort();
  return useQuery<PublicTeam[]>({
    // The ids stay in the key, so that a change to the event's teams loads them again.
    queryKey: ['screen', 'teams', eventId, ids.join(',')],
    queryFn: ({ signal }) => (ids.length ? fetchEventTeams(eventId, signal) : Promise.resolve([])),
    enabled: teamIds !== undefined,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
