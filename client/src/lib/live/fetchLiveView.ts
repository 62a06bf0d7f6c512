// The HTTP side of the live connection: each role's poll (the same body as its socket view) and
// the player's answer, used while the socket is down. Typed, not parsed: see apiRequestTyped.
import type { HostView, PollResponse, ScreenPollResponse } from '@quizfest/shared';
import { apiRequestTyped } from '../../api/client';
import type { PendingAnswer } from './answerQueue';
import type { LiveTarget } from './liveTarget';

export type AnyLiveView = PollResponse | ScreenPollResponse | HostView;

export function fetchLiveView(target: LiveTarget, signal?: AbortSignal): Promise<AnyLiveView> {
  switch (target.role) {
    case 'player':
      return apiRequestTyped<PollResponse>('/events/poll', {
        method: 'POST',
        auth: false,
        body: { eventId: target.eventId, playerId: target.playerId },
        signal,
      });
    case 'screen':
      return apiRequestTyped<ScreenPollResponse>('/events/poll-as-screen', {
        method: 'POST',
        auth: false,
        body: { eventId: target.eventId, screenId: target.screenId },
        signal,
      });
    case 'host':
      return apiRequestTyped<HostView>(`/events/${encodeURIComponent(target.eventId)}/live`, { signal });
  }
}

export function postAnswer(eventId: string, playerId: string, answer: PendingAnswer, signal?: AbortSignal): Promise<{ accepted: true }> {
  return apiRequestTyped<{ accepted: true }>('/players/answer', {
    method: 'POST',
    auth: false,
    body: { eventId, playerId, ...answer },
    signal,
  });
}
