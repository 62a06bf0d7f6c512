import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { isoToPickerValue, pickerValueToIso, validateEventDates as validate } from './eventDates';

const validateEventDates = (start: string, end: string) => validate(i18n.getFixedT('en', 'manage'), start, end);

describe('validateEventDates', () => {
  it('accepts an end after the start', () => {
    expect(validateEventDates('2030-05-01T18:00:00.000Z', '2030-05-01T18:00:01.000Z')).toBeNull();
  });

  it('refuses an end equal to or before the start', () => {
    expect(validateEventDates('2030-05-01T18:00:00.000Z', '2030-05-01T18:00:00.000Z')).toBe('End date must be after start date');
    expect(validateEventDates('2030-05-02T18:00:00.000Z', '2030-05-01T18:00:00.000Z')).toBe('End date must be after start date');
  });

  it('refuses a date that cannot be read', () => {
    expect(validateEventDates('2030-05-01T18:00:00.000Z', 'not a date')).toBe('End date must be after start date');
  });
});

describe('picker values', () => {
  it('show an ISO instant in local time and convert back to the same instant', () => {
    const iso = '2030-05-01T18:30:00.000Z';
    const local = new Date(iso);
    const pad = (n: number) => String(n).padStart(2, '0');
    const expected = `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())} ${pad(local.getHours())}:${pad(local.getMinutes())}:00`;
    expect(isoToPickerValue(iso)).toBe(expected);
    expect(pickerValueToIso(isoToPickerValue(iso))).toBe(iso);
  });
});
