import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { managerErrorMessage } from '../../../lib/manager/serverErrors';

/**
 * The busy and error state of a sign-in or sign-up call (busy disables the form: docs/PRODUCT-RULES.md#accounts). On
 * success the form stays busy: the page is being left.
 */
export function useAuthCall(failure: string) {
  const { t } = useTranslation('manage');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async (call: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await call();
    } catch (caught) {
      setError(managerErrorMessage(t, caught, failure));
      setBusy(false);
    }
  };

  return { busy, run, fail: setError, form: { busy, error, onDismissError: () => setError(null) } };
}
