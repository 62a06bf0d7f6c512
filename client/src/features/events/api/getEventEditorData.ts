import { type ActivitySummary, type Event, schemas, type Team } from '@quizfest/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';

export type EventEditorData = { event: Event; teams: Team[]; activities: ActivitySummary[] };

/**
 * The editor needs the event plus every team and activity to choose from, loaded together
 * (docs/PRODUCT-RULES.md#pages). The lists are fetched here rather than borrowed from the teams and activities
 * features, which this feature does not import.
 */
export async function getEventEditorData(id: string): Promise<EventEditorData> {
  const [event, teams, activities] = await Promise.all([
    apiRequest(`/events/${encodeURIComponent(id)}`, { schema: schemas.Event }),
    apiRequest('/teams', { schema: schemas.Team.array() }),
    apiRequest('/activities', { schema: schemas.ActivitySummary.array() }),
  ]);
  return { event, teams, activities };
}

export function eventEditorDataQueryOptions(id: string) {
  // The editor works on its own copy, so a refetch on focus would only cost three requests.
  return queryOptions({ queryKey: ['events', id, 'editor'], queryFn: () => getEventEditorData(id), refetchOnWindowFocus: false });
}

export function useEventEditorData(id: string) {
  return useQuery(eventEditorDataQueryOptions(id));
}
