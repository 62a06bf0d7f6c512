// Join by code (docs/PRODUCT-RULES.md#joining), as a player or as a screen; no authentication.
import type { JoinResponse } from '@quizfest/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { ensurePlayerId, ensureScreenId, setEventId } from '../../../lib/participant';

export type JoinMode = 'player' | 'screen';

export async function joinEvent(code: string, mode: JoinMode): Promise<JoinResponse> {
  const response =
    mode === 'screen'
      ? await apiRequest<JoinResponse>('/events/join-as-screen', {
          method: 'POST',
          auth: false,
          body: { code, screenId: ensureScreenId() },
        })
      : await apiRequest<JoinResponse>('/events/join', {
          method: 'POST',
          auth: false,
          body: { code, playerId: ensurePlayerId() },
        });
  setEventId(response.eventId);
  return response;
}

export function useJoinEvent() {
  return useMutation({ mutationFn: ({ code, mode }: { code: string; mode: JoinMode }) => joinEvent(code, mode) });
}
