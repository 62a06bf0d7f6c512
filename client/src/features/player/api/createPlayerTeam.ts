import type { CreatedTeam } from '@quizfest/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequestTyped } from '../../../api/client';

type Input = { eventId: string; playerId: string; name: string };

export function createPlayerTeam(body: Input): Promise<CreatedTeam> {
  return apiRequestTyped<CreatedTeam>('/players/create-team', { method: 'POST', auth: false, body });
}

export function useCreatePlayerTeam() {
  return useMutation({ mutationFn: createPlayerTeam });
}
