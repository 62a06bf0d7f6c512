import { type HostPlayer, schemas } from '@quizfest/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';

/** Every query of one event's player search: what a roster change (rename, remove) invalidates. */
export const playerSearchKey = (eventId: string) => ['host', eventId, 'player-search'] as const;

/** The owner's search among all the event's players (the host view lists only the most recent). */
export async function searchPlayers(eventId: string, query: string, signal?: AbortSignal): Promise<HostPlayer[]> {
  const path = `/events/${encodeURIComponent(eventId)}/live/players?q=${encodeURIComponent(query)}`;
  const answer = await apiRequest(path, { signal, schema: schemas.HostPlayerSearchResponse });
  return answer.players;
}

/**
 * Players whose name contains `query` (already trimmed; nothing is asked while it is empty). The
 * revision is part of the key, so that points and answers follow the game; while the next answer
 * comes, the last one for the same text stays on screen rather than a flash of "searching".
 */
export function usePlayerSearch(eventId: string, query: string, rev: number) {
  return useQuery({
    queryKey: [...playerSearchKey(eventId), query, rev],
    queryFn: ({ signal }) => searchPlayers(eventId, query, signal),
    enabled: query !== '',
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[3] === query ? previous : undefined),
  });
}
