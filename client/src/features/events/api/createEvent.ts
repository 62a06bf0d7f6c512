import { schemas } from '@quizfest/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { eventsQueryOptions } from './getEvents';

export function createEvent(name: string): Promise<{ id: string }> {
  return apiRequest('/events', { method: 'POST', body: { name }, schema: schemas.IdBody });
}

export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEvent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventsQueryOptions().queryKey }),
  });
}
