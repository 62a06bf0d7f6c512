import { errorMessage } from '../errorMessage';

/** What a dialog needs to know of a create or delete call. */
export type MutationLike = { isPending: boolean; error: unknown; reset: () => void };

/** A mutation as the busy / error / dismiss props of CreateByNameDialog and DeleteConfirmDialog. */
export function mutationState(mutation: MutationLike, fallback: string) {
  return {
    busy: mutation.isPending,
    error: mutation.error ? errorMessage(mutation.error, fallback) : null,
    onDismissError: mutation.reset,
  };
}
