// The one way dates are written in the manager's pages (lists, metadata cards, date pickers): the
// viewer's own locale and time zone through Intl. Lists show created/updated as the day only
// (docs/PRODUCT-RULES.md#pages); everything else with the time.

const DATE: Intl.DateTimeFormatOptions = { dateStyle: 'medium' };
const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

function format(value: string | Date, options: Intl.DateTimeFormatOptions, locale?: string): string {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : new Intl.DateTimeFormat(locale, options).format(date);
}

/** An ISO timestamp or a Date as the day only; `locale` defaults to the browser's. */
export function formatDate(value: string | Date, locale?: string): string {
  return format(value, DATE, locale);
}

/** An ISO timestamp or a Date as day and time; `locale` defaults to the browser's. */
export function formatDateTime(value: string | Date, locale?: string): string {
  return format(value, DATE_TIME, locale);
}

/** Whether the locale writes times with AM/PM, so that a time input can be written the same way. */
export function usesTwelveHourClock(locale?: string): boolean {
  const { hourCycle } = new Intl.DateTimeFormat(locale, { hour: 'numeric' }).resolvedOptions();
  return hourCycle === 'h11' || hourCycle === 'h12';
}
