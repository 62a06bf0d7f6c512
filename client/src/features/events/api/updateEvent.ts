import { type Event, type EventUpdateBody, schemas } from '@quizfest/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { eventsQueryOptions } from './getEvents';

export type UpdateEventInput = { id: string; body: EventUpdateBody };

export function updateEvent({ id, body }: UpdateEventInput): Promise<Event> {
  return apiRequest(`/events/${encodeURIComponent(id)}`, { method: 'PUT', body, schema: schemas.Event });
}

export function useUpdateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEvent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventsQueryOptions().queryKey, exact: true }),
  });
}
