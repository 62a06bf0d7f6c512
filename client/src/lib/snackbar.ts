// Snackbars (docs/PRODUCT-RULES.md#errors): bottom by default, top-centre for the join page, closing after 6 s.
import { notifications, type NotificationData } from '@mantine/notifications';
import { SNACKBAR_MS } from '@quizfest/shared';
import { i18n } from '../i18n/i18n';

type Placement = { position?: NotificationData['position']; id?: string };

/** The close button shows only a cross: screen readers need its name (issue 19). */
const closeButtonProps = () => ({ 'aria-label': i18n.t('snackbar.close', { ns: 'play' }) });

export function showError(message: string, { position = 'bottom-center', id }: Placement = {}): void {
  notifications.show({
    id,
    message,
    color: 'red',
    position,
    autoClose: SNACKBAR_MS,
    withBorder: true,
    closeButtonProps: closeButtonProps(),
  });
}

/** With an id, repeated successes show one snackbar, and the caller can hide it early. */
export function showSuccess(message: string, { position = 'bottom-center', id }: Placement = {}): void {
  notifications.show({
    id,
    message,
    color: 'teal',
    position,
    autoClose: SNACKBAR_MS,
    withBorder: true,
    closeButtonProps: closeButtonProps(),
  });
}

export function hideSnackbar(id: string): void {
  notifications.hide(id);
}

/** Leaving a page for good: its snackbars would only cover the next page's top. */
export function clearSnackbars(): void {
  notifications.clean();
}

// The snackbar each form shows now, by form: see showFormError.
const formErrors = new Map<string, string>();
let formErrorCount = 0;

/**
 * A form's error: replaces the one it showed before instead of stacking under it ('No event
 * found…' over 'Please enter an event code'). A fresh id each time restarts the 6-second clock.
 */
export function showFormError(form: string, message: string, placement: Omit<Placement, 'id'> = {}): void {
  clearFormError(form);
  const id = `${form}-error-${++formErrorCount}`;
  formErrors.set(form, id);
  showError(message, { ...placement, id });
}

/** The form succeeded: its last error no longer applies. */
export function clearFormError(form: string): void {
  const id = formErrors.get(form);
  if (id === undefined) return;
  formErrors.delete(form);
  notifications.hide(id);
}
