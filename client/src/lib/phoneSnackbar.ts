// The player's snackbars (docs/PRODUCT-RULES.md#errors, issue 22): bottom-centre, closing after
// SNACKBAR_MS, as lib/snackbar.ts's for the other pages, without Mantine's notifications (the
// phone's player page downloads none of Mantine). PhoneSnackbarHost draws them, on the phone and
// in the app.
import { useSyncExternalStore } from 'react';

export type PhoneSnackbar = { id: string; message: string };

/** At most this many at once, the oldest leaving first: as the other pages' snackbars. */
const LIMIT = 3;
let snackbars: PhoneSnackbar[] = [];
const listeners = new Set<() => void>();
let count = 0;

function set(next: PhoneSnackbar[]): void {
  snackbars = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The snackbars shown now, oldest first. */
export function phoneSnackbars(): PhoneSnackbar[] {
  return snackbars;
}

export function usePhoneSnackbars(): PhoneSnackbar[] {
  return useSyncExternalStore(subscribe, phoneSnackbars);
}

/** An error; with an id, shown again it replaces itself (and its 6 seconds start again). */
export function showError(message: string, { id }: { id?: string } = {}): void {
  const snackbar = { id: id ?? `snackbar-${++count}`, message };
  set([...snackbars.filter((s) => s.id !== snackbar.id), snackbar].slice(-LIMIT));
}

export function hideSnackbar(id: string): void {
  if (snackbars.some((s) => s.id === id)) set(snackbars.filter((s) => s.id !== id));
}

/** Leaving a page for good: its snackbars would only cover the next page. */
export function clearSnackbars(): void {
  if (snackbars.length) set([]);
}

// The snackbar each form shows now, by form: see showFormError.
const formErrors = new Map<string, string>();

/**
 * A form's error: replaces the one it showed before instead of stacking under it ('Please select a
 * team' over 'Please enter your name'). A fresh id each time restarts the 6-second clock.
 */
export function showFormError(form: string, message: string): void {
  clearFormError(form);
  const id = `${form}-error-${++count}`;
  formErrors.set(form, id);
  showError(message, { id });
}

/** The form succeeded: its last error no longer applies. */
export function clearFormError(form: string): void {
  const id = formErrors.get(form);
  if (id === undefined) return;
  formErrors.delete(form);
  hideSnackbar(id);
}
