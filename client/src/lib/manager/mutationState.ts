import type { TFunction } from 'i18next';
import { managerErrorMessage } from './serverErrors';

/** What a dialog needs to know of a create or delete call. */
export type MutationLike = { isPending: boolean; error: unknown; reset: () => void };

/** A mutation as the busy / error / dismiss props of CreateByNameDialog and DeleteConfirmDialog. */
export function mutationState(mutation: MutationLike, fallback: string, t: TFunction<'manage'>) {
  return {
    busy: mutation.isPending,
    error: mutation.error ? managerErrorMessage(t, mutation.error, fallback) : null,
    onDismissError: mutation.reset,
  };
}
