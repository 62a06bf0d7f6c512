// Snackbars of spec §8: bottom by default, top-centre for the join page, closing after 6 s.
import { notifications, type NotificationData } from '@mantine/notifications';
import { SNACKBAR_MS } from '@quizfest/shared';

type Placement = { position?: NotificationData['position'] };

export function showError(message: string, { position = 'bottom-center' }: Placement = {}): void {
  notifications.show({ message, color: 'red', position, autoClose: SNACKBAR_MS, withBorder: true });
}

export function showSuccess(message: string, { position = 'bottom-center' }: Placement = {}): void {
  notifications.show({ message, color: 'teal', position, autoClose: SNACKBAR_MS, withBorder: true });
}

/** The message to show for a failure: the error's own text, else the action's fallback (spec §8). */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
