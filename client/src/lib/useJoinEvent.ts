// The join call as a mutation, for the pages of the app (a player whose event has ended joins the
// next one from the player page).
import { useMutation } from '@tanstack/react-query';
import { joinEvent, type JoinMode } from './joinEvent';

export function useJoinEvent() {
  return useMutation({ mutationFn: ({ code, mode, key }: { code: string; mode: JoinMode; key?: string }) => joinEvent(code, mode, key) });
}
