import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { managerErrorMessage } from './serverErrors';

/**
 * A query's error as a dismissible message: dismissing hides this error only, so a later failure
 * (a new error object) shows again.
 */
export function useDismissibleError(error: unknown, fallback: string) {
  const { t } = useTranslation('manage');
  const [dismissed, setDismissed] = useState<unknown>(null);
  return {
    message: error && error !== dismissed ? managerErrorMessage(t, error, fallback) : null,
    dismiss: () => setDismissed(error),
  };
}
