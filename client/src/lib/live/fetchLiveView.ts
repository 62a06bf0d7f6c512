// The HTTP side of the live connection: each role's poll (the same body as its socket view) and
// the player's answer, used while the socket is down.
import { type HostView, type PollResponse, schemas, type ScreenPollResponse } from '@quizfest/shared';
import { apiRequest } from '../../api/client';
import type { PendingAnswer } from './answerQueue';
import type { LiveTarget } from './liveTarget';

export type AnyLiveView = PollResponse | ScreenPollResponse | HostView;

export function fetchLiveView(target: LiveTarget, signal?: AbortSignal): Promise<AnyLiveView> {
  switch (target.role) {
    case 'player':
      return apiRequest('/events/poll', {
        method: 'POST',
        auth: false,
        body: { eventId: target.eventId, playerId: target.playerId },
        signal,
        schema: schemas.PollResponse,
      });
    case 'screen':
      return apiRequest('/events/poll-as-screen', {
        method: 'POST',
        auth: false,
        body: { eventId: target.eventId, screenId: target.screenId },
        signal,
        schema: schemas.ScreenPollResponse,
      });
    case 'host':
      return apiRequest(`/events/${encodeURIComponent(target.eventId)}/live`, { signal, schema: schemas.HostView });
  }
}

export function postAnswer(eventId: string, playerId: string, answer: PendingAnswer, signal?: AbortSignal): Promise<{ accepted: true }> {
  return apiRequest('/players/answer', {
    method: 'POST',
    auth: false,
    body: { eventId, playerId, ...answer },
    signal,
    schema: schemas.AnswerResponse,
  });
}
