// Snackbars of spec §8: bottom by default, top-centre for the join page, closing after 6 s.
import { notifications, type NotificationData } from '@mantine/notifications';
import { SNACKBAR_MS } from '@quizfest/shared';

type Placement = { position?: NotificationData['position']; id?: string };

export function showError(message: string, { position = 'bottom-center', id }: Placement = {}): void {
  notifications.show({ id, message, color: 'red', position, autoClose: SNACKBAR_MS, withBorder: true });
}

/** With an id, repeated successes show one snackbar, and the caller can hide it early. */
export function showSuccess(message: string, { position = 'bottom-center', id }: Placement = {}): void {
  notifications.show({ id, message, color: 'teal', position, autoClose: SNACKBAR_MS, withBorder: true });
}

export function hideSnackbar(id: string): void {
  notifications.hide(id);
}

/** Leaving a page for good: its snackbars would only cover the next page's top. */
export function clearSnackbars(): void {
  notifications.clean();
}
