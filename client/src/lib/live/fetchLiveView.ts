// The HTTP side of the live connection: each role's poll (the same body as its socket view) and
// the player's answer, used while the socket is down. Typed, not parsed: see apiRequestTyped.
import type { HostView, PollResponse, ScreenPollReply, ScreenPollResponse } from '@quizfest/shared';
import { apiRequestTyped } from '../../api/client';
import type { PendingAnswer } from './answerQueue';
import type { LiveTarget } from './liveTarget';

/** A view as the page holds it: a screen's always with its players list. */
export type AnyLiveView = PollResponse | ScreenPollResponse | HostView;
/** A view as a poll brings it: a screen's without the list when it is the one named by `playersHeld`. */
export type PolledLiveView = PollResponse | ScreenPollReply | HostView;

/** `playersHeld`: for a screen, the tag of the players list it holds (the server then leaves an unchanged list out). */
export function fetchLiveView(target: LiveTarget, signal?: AbortSignal, playersHeld?: string): Promise<PolledLiveView> {
  switch (target.role) {
    case 'player':
      return apiRequestTyped<PollResponse>('/events/poll', {
        method: 'POST',
        auth: false,
        body: { eventId: target.eventId, playerId: target.playerId },
        signal,
      });
    case 'screen':
      return apiRequestTyped<ScreenPollReply>('/events/poll-as-screen', {
        method: 'POST',
        auth: false,
        body: { eventId: target.eventId, screenId: target.screenId, ...(playersHeld ? { playersHeld } : {}) },
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
