// Teams as players and screens see them (no auth). Both features use it. Typed, not parsed: see
// apiRequestTyped.
import type { PublicTeam } from '@quizfest/shared';
import { apiRequestTyped } from './client';

/**
 * Every team of an event, in the event's order (GET /events/{id}/teams). Its URL stays the same size
 * however many teams the event holds, where a list of ids in the query passed the server's header
 * limit past about 415 teams.
 */
export function fetchEventTeams(eventId: string, signal?: AbortSignal): Promise<PublicTeam[]> {
  return apiRequestTyped<PublicTeam[]>(`/events/${encodeURIComponent(eventId)}/teams`, { auth: false, ...(signal ? { signal } : {}) });
}

/** A few teams by id (GET /teams/by-ids): for one team the loaded list does not hold yet. */
export function fetchPublicTeams(ids: readonly string[], signal?: AbortSignal): Promise<PublicTeam[]> {
  // An empty list answers an empty result without a call.
  if (ids.length === 0) return Promise.resolve([]);
  const query = encodeURIComponent(ids.join(','));
  return apiRequestTyped<PublicTeam[]>(`/teams/by-ids?ids=${query}`, { auth: false, ...(signal ? { signal } : {}) });
}
