// Sets a Mantine DateTimePicker the way a person does: open it, click the day, type the time, Enter.
import type { Page } from 'playwright-core';

const dayLabel = (date: Date) =>
  `${date.getDate()} ${date.toLocaleString('en-US', { month: 'long' })} ${date.getFullYear()}`;
const twoDigits = (n: number) => String(n).padStart(2, '0');

/** `date` is read in the local time zone, which the browser launched here shares. */
export async function pickDateTime(page: Page, label: string, date: Date): Promise<void> {
  await page.getByRole('button', { name: label, exact: true }).click();
  const picker = page.getByRole('dialog');
  const day = picker.getByRole('button', { name: dayLabel(date), exact: true });
  // The calendar opens on the current value's month; a date just across a month end may need a
  // step. Mantine leaves those arrows without a name, hence the attribute.
  if (!(await day.isVisible())) {
    const direction = date.getTime() > Date.now() ? 'next' : 'previous';
    await picker.locator(`[data-direction="${direction}"]`).click();
  }
  await day.click();
  // Hours, then minutes: Mantine names both fields after their "--" placeholder.
  const [hours, minutes] = [picker.getByRole('spinbutton').nth(0), picker.getByRole('spinbutton').nth(1)];
  await hours.fill(twoDigits(date.getHours()));
  await minutes.fill(twoDigits(date.getMinutes()));
  await minutes.press('Enter');
  await picker.waitFor({ state: 'hidden' });
}

/** How the event editor shows a picked value ('D MMM YYYY, HH:mm'). */
export function pickerText(date: Date): string {
  const month = date.toLocaleString('en-US', { month: 'short' });
  return `${date.getDate()} ${month} ${date.getFullYear()}, ${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
}
