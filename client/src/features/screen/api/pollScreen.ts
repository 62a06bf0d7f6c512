import type { ScreenPollResponse } from '@quizfest/shared';
import { apiRequest } from '../../../api/client';

export function pollScreen(eventId: string, screenId: string, signal: AbortSignal): Promise<ScreenPollResponse> {
  return apiRequest<ScreenPollResponse>('/events/poll-as-screen', {
    method: 'POST',
    auth: false,
    body: { eventId, screenId },
    signal,
  });
}
