import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';

/** Takes a screen off the event: its slot is free at once and it goes back to the join page. */
export function removeScreen(eventId: string, screenId: string): Promise<unknown> {
  return apiRequest(`/events/${encodeURIComponent(eventId)}/screens/${encodeURIComponent(screenId)}`, { method: 'DELETE' });
}

export function useRemoveScreen(eventId: string) {
  return useMutation({ mutationFn: (screenId: string) => removeScreen(eventId, screenId) });
}
