import { type PlayerRecord, schemas } from '@quizfest/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';

type Input = { eventId: string; playerId: string; name: string; teamId: string | null };

export function setPlayerInfo({ eventId, playerId, name, teamId }: Input): Promise<PlayerRecord> {
  // An empty teamId means playing without a team.
  return apiRequest('/players/set-info', {
    method: 'POST',
    auth: false,
    body: { eventId, playerId, name, teamId: teamId ?? '' },
    schema: schemas.PlayerRecord,
  });
}

export function useSetPlayerInfo() {
  return useMutation({ mutationFn: setPlayerInfo });
}
