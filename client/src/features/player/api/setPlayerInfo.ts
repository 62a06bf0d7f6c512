import type { PlayerRecord } from '@quizfest/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequestTyped } from '../../../api/client';

type Input = { eventId: string; playerId: string; name: string; teamId: string | null };

export function setPlayerInfo({ eventId, playerId, name, teamId }: Input): Promise<PlayerRecord> {
  // An empty teamId means playing without a team.
  return apiRequestTyped<PlayerRecord>('/players/set-info', {
    method: 'POST',
    auth: false,
    body: { eventId, playerId, name, teamId: teamId ?? '' },
  });
}

export function useSetPlayerInfo() {
  return useMutation({ mutationFn: setPlayerInfo });
}
