import { useState } from 'react';
import { errorMessage } from '../errorMessage';

/**
 * A query's error as a dismissible message: dismissing hides this error only, so a later failure
 * (a new error object) shows again.
 */
export function useDismissibleError(error: unknown, fallback: string) {
  const [dismissed, setDismissed] = useState<unknown>(null);
  return {
    message: error && error !== dismissed ? errorMessage(error, fallback) : null,
    dismiss: () => setDismissed(error),
  };
}
