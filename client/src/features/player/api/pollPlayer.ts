import type { PollResponse } from '@quizfest/shared';
import { apiRequest } from '../../../api/client';

export function pollPlayer(eventId: string, playerId: string, signal: AbortSignal): Promise<PollResponse> {
  return apiRequest<PollResponse>('/events/poll', { method: 'POST', auth: false, body: { eventId, playerId }, signal });
}
