import { type HostActionBody, type HostView, schemas } from '@quizfest/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { isCorrection } from '../utils/hostActions';
import { playerSearchKey } from './searchPlayers';

/** One host action; the answer is the host's view after it, shown at once (the socket follows). */
export function postHostAction(eventId: string, body: HostActionBody): Promise<HostView> {
  return apiRequest(`/events/${encodeURIComponent(eventId)}/live`, { method: 'POST', body, schema: schemas.HostView });
}

export function useHostAction(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: HostActionBody) => postHostAction(eventId, body),
    onSuccess: (_view, body) => {
      // A player renamed or removed, or whose points a correction or an adjustment moved, must not
      // stay in the search's answers as it was.
      const playerAdjusted = body.action === 'adjust-points' && body.playerId !== undefined;
      const roster = body.action === 'rename-player' || body.action === 'remove-player' || body.action === 'remove-players';
      if (roster || isCorrection(body.action) || playerAdjusted) {
        void queryClient.invalidateQueries({ queryKey: playerSearchKey(eventId) });
      }
    },
  });
}
