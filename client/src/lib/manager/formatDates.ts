// The one way dates are written in the manager's pages (lists, metadata cards, date pickers): the
// page's language (i18n), in the viewer's time zone, through Intl. Lists show created/updated as
// the day only (docs/PRODUCT-RULES.md#pages); everything else with the time.
import { i18n } from '../../i18n/i18n';

const DATE: Intl.DateTimeFormatOptions = { dateStyle: 'medium' };
const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/**
 * The locale dates are written in: the page's language, in the browser's own variant of it when
 * it has one (an English page in a British browser keeps '21 Nov 2026', a French one in a Canadian
 * browser writes the Canadian way), else the language's main variant ('fr-FR', 'en-US').
 */
export function dateLocale(language: string = i18n.language, browserLocales: readonly string[] = navigator.languages): string {
  const base = language.slice(0, 2).toLowerCase();
  const own = browserLocales.find((locale) => locale.toLowerCase().split('-')[0] === base);
  return own ?? (base === 'fr' ? 'fr-FR' : 'en-US');
}

function format(value: string | Date, options: Intl.DateTimeFormatOptions, locale: string): string {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : new Intl.DateTimeFormat(locale, options).format(date);
}

/** An ISO timestamp or a Date as the day only; `locale` defaults to the page's (dateLocale). */
export function formatDate(value: string | Date, locale: string = dateLocale()): string {
  return format(value, DATE, locale);
}

/** An ISO timestamp or a Date as day and time; `locale` defaults to the page's (dateLocale). */
export function formatDateTime(value: string | Date, locale: string = dateLocale()): string {
  return format(value, DATE_TIME, locale);
}

/** Whether the locale writes times with AM/PM, so that a time input can be written the same way. */
export function usesTwelveHourClock(locale: string = dateLocale()): boolean {
  const { hourCycle } = new Intl.DateTimeFormat(locale, { hour: 'numeric' }).resolvedOptions();
  return hourCycle === 'h11' || hourCycle === 'h12';
}
