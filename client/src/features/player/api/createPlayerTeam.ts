import { type CreatedTeam, schemas } from '@quizfest/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';

type Input = { eventId: string; playerId: string; name: string };

export function createPlayerTeam(body: Input): Promise<CreatedTeam> {
  return apiRequest('/players/create-team', { method: 'POST', auth: false, body, schema: schemas.CreatedTeam });
}

export function useCreatePlayerTeam() {
  return useMutation({ mutationFn: createPlayerTeam });
}
