import dayjs from 'dayjs';
import type { TFunction } from 'i18next';

// The date-time pickers work in the browser's local time with 'YYYY-MM-DD HH:mm:ss' strings; the
// API stores ISO instants (docs/PRODUCT-RULES.md#records). These convert between the two.
const PICKER_FORMAT = 'YYYY-MM-DD HH:mm:ss';

export function isoToPickerValue(iso: string): string {
  return dayjs(iso).format(PICKER_FORMAT);
}

export function pickerValueToIso(value: string): string {
  return dayjs(value).toISOString();
}

/** The one check before an event is saved (docs/PRODUCT-RULES.md#events). */
export function validateEventDates(t: TFunction<'manage'>, startIso: string, endIso: string): string | null {
  return Date.parse(endIso) > Date.parse(startIso) ? null : t('events.datesOrder');
}
