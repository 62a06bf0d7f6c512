import type { Event } from '@quizfest/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { eventsQueryOptions } from './getEvents';

export async function deleteEvent(id: string): Promise<void> {
  await apiRequest(`/events/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    // Takes the listed event, as the list page's delete confirmation holds it.
    mutationFn: (event: Pick<Event, 'id'>) => deleteEvent(event.id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventsQueryOptions().queryKey }),
  });
}
