import { schemas } from '@quizfest/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { eventsQueryOptions } from './getEvents';

export type DuplicateEventInput = { id: string; name: string };

/** Issue 21: the event's setup for another night (its activities and teams), with a new code. */
export function duplicateEvent({ id, name }: DuplicateEventInput) {
  return apiRequest(`/events/${id}/duplicate`, { method: 'POST', body: { name }, schema: schemas.Event });
}

export function useDuplicateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: duplicateEvent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventsQueryOptions().queryKey }),
  });
}
