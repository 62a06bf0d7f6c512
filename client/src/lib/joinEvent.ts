// Join by code (docs/PRODUCT-RULES.md#joining), as a player or as a screen; no authentication. Here, not in
// features/join: a player whose event has ended joins the next one from the player page too
// (useJoinEvent.ts). No TanStack Query here: the phone's shell calls it as it is.
import type { JoinResponse } from '@quizfest/shared';
import { apiRequestTyped } from '../api/client';
import { ensurePlayerId, ensureScreenId, setEventId } from './participant';

export type JoinMode = 'player' | 'screen';

/** `key`: the event's screen key from the host console's link (a screen that joins with it always gets a slot). */
export async function joinEvent(code: string, mode: JoinMode, key?: string): Promise<JoinResponse> {
  // Typed, not parsed with schemas.JoinResponse: the join page is in every page's download, and a
  // schema here brings classic zod into it (see apiRequestTyped).
  const response =
    mode === 'screen'
      ? await apiRequestTyped<JoinResponse>('/events/join-as-screen', {
          method: 'POST',
          auth: false,
          body: key ? { code, screenId: ensureScreenId(), key } : { code, screenId: ensureScreenId() },
        })
      : await apiRequestTyped<JoinResponse>('/events/join', {
          method: 'POST',
          auth: false,
          body: { code, playerId: ensurePlayerId() },
        });
  setEventId(response.eventId);
  return response;
}
