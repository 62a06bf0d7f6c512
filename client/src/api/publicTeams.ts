// Teams as players and screens see them (GET /teams/by-ids, no auth). Both features use it.
import type { PublicTeam } from '@quizfest/shared';
import { apiRequest } from './client';

export function fetchPublicTeams(ids: readonly string[], signal?: AbortSignal): Promise<PublicTeam[]> {
  // Spec §7: an empty list answers an empty result without a call.
  if (ids.length === 0) return Promise.resolve([]);
  const query = encodeURIComponent(ids.join(','));
  return apiRequest<PublicTeam[]>(`/teams/by-ids?ids=${query}`, { auth: false, ...(signal ? { signal } : {}) });
}
