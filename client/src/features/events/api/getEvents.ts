import { type Event, schemas } from '@quizfest/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';

export function getEvents(): Promise<Event[]> {
  return apiRequest('/events', { schema: schemas.Event.array() });
}

export function eventsQueryOptions() {
  return queryOptions({ queryKey: ['events'], queryFn: getEvents });
}

export function useEvents() {
  return useQuery(eventsQueryOptions());
}
