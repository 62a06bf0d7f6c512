// Sets a Mantine DateTimePicker the way a person does: open it, click the day, type the time,
// confirm. Every control is found by the name the event editor gives it.
import type { Page } from 'playwright-core';
import { LOCALE } from './harness';

const dayLabel = (date: Date) => `${date.getDate()} ${date.toLocaleString('en-US', { month: 'long' })} ${date.getFullYear()}`;
const twoDigits = (n: number) => String(n).padStart(2, '0');

/** `date` is read in the local time zone, which the browser launched here shares. */
export async function pickDateTime(page: Page, label: string, date: Date): Promise<void> {
  await page.getByRole('button', { name: label, exact: true }).click();
  const picker = page.getByRole('dialog');
  const day = picker.getByRole('button', { name: dayLabel(date), exact: true });
  // isVisible() does not wait: let the calendar render (its arrows are always there) before asking.
  await picker.getByRole('button', { name: 'Previous month' }).waitFor();
  // The calendar opens on the current value's month; a date just across a month end may need a step.
  if (!(await day.isVisible())) {
    const arrow = date.getTime() > Date.now() ? 'Next month' : 'Previous month';
    await picker.getByRole('button', { name: arrow }).click();
  }
  await day.click();
  // The time field follows the browser's locale: AM/PM, as in en-US, or a 24-hour clock.
  const amPm = picker.getByRole('combobox', { name: 'AM or PM' });
  const twelveHour = (await amPm.count()) > 0;
  const hours = twelveHour ? date.getHours() % 12 || 12 : date.getHours();
  await picker.getByRole('spinbutton', { name: 'Hours' }).fill(twoDigits(hours));
  await picker.getByRole('spinbutton', { name: 'Minutes' }).fill(twoDigits(date.getMinutes()));
  if (twelveHour) await amPm.selectOption(date.getHours() < 12 ? 'AM' : 'PM');
  await picker.getByRole('button', { name: `Confirm ${label.toLowerCase()}` }).click();
  await picker.waitFor({ state: 'hidden' });
}

/** How the event editor shows a picked value: the manager pages' one date-time format, in the browser's locale. */
export function pickerText(date: Date): string {
  return new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
