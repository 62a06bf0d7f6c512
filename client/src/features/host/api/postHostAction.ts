import { type HostActionBody, type HostView, schemas } from '@quizfest/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';

/** One host action; the answer is the host's view after it, shown at once (the socket follows). */
export function postHostAction(eventId: string, body: HostActionBody): Promise<HostView> {
  return apiRequest(`/events/${encodeURIComponent(eventId)}/live`, { method: 'POST', body, schema: schemas.HostView });
}

export function useHostAction(eventId: string) {
  return useMutation({ mutationFn: (body: HostActionBody) => postHostAction(eventId, body) });
}
