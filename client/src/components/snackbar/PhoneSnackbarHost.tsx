// Draws the player's snackbars (lib/phoneSnackbar.ts): at the bottom centre, each an alert that a
// screen reader says at once, closing by itself after SNACKBAR_MS or by its cross.
import { SNACKBAR_MS } from '@quizfest/shared';
import { useEffect } from 'react';
import { useTranslation } from '../../i18n/playTranslation';
import { CloseButton } from '../phoneKit';
import { hideSnackbar, type PhoneSnackbar, usePhoneSnackbars } from '../../lib/phoneSnackbar';
import classes from './PhoneSnackbarHost.module.css';

export function PhoneSnackbarHost() {
  const { t } = useTranslation();
  const snackbars = usePhoneSnackbars();
  const closeLabel = t('snackbar.close');
  if (snackbars.length === 0) return null;
  return (
    <div className={classes.host}>
      {snackbars.map((snackbar) => (
        <Snackbar key={snackbar.id} snackbar={snackbar} closeLabel={closeLabel} />
      ))}
    </div>
  );
}

function Snackbar({ snackbar, closeLabel }: { snackbar: PhoneSnackbar; closeLabel: string }) {
  useEffect(() => {
    const timer = setTimeout(() => hideSnackbar(snackbar.id), SNACKBAR_MS);
    return () => clearTimeout(timer);
  }, [snackbar.id]);
  return (
    <div className={classes.snackbar} role="alert" data-snackbar>
      <p className={classes.message}>{snackbar.message}</p>
      <CloseButton aria-label={closeLabel} onClick={() => hideSnackbar(snackbar.id)} />
    </div>
  );
}
