import { useState } from 'react';
import { errorMessage } from '../../../lib/errorMessage';

/**
 * The busy and error state of a sign-in or sign-up call (busy disables the form: docs/PRODUCT-RULES.md#accounts). On
 * success the form stays busy: the page is being left.
 */
export function useAuthCall(failure: string) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async (call: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await call();
    } catch (caught) {
      setError(errorMessage(caught, failure));
      setBusy(false);
    }
  };

  return { busy, run, fail: setError, form: { busy, error, onDismissError: () => setError(null) } };
}
