// The event's start and end pickers: written like every other date of the manager's pages (the
// time field too: AM/PM where the locale uses it), and with a name for each control (Mantine
// leaves the time fields named "--" and the arrows unnamed).
import { DateTimePicker } from '@mantine/dates';
import { formatDateTime, usesTwelveHourClock } from '../../../lib/manager/formatDates';
import { pickerValueToIso } from '../utils/eventDates';

type Props = { label: string; value: string; onChange: (value: string) => void };

const ARIA_LABELS = {
  monthLevelControl: 'Choose a month',
  yearLevelControl: 'Choose a year',
  nextMonth: 'Next month',
  previousMonth: 'Previous month',
  nextYear: 'Next year',
  previousYear: 'Previous year',
  nextDecade: 'Next decade',
  previousDecade: 'Previous decade',
};

export function EventDateTimePicker({ label, value, onChange }: Props) {
  return (
    <DateTimePicker
      label={label}
      value={value}
      onChange={(picked) => picked && onChange(picked)}
      valueFormat={(picked) => formatDateTime(pickerValueToIso(picked))}
      ariaLabels={ARIA_LABELS}
      timePickerProps={{
        format: usesTwelveHourClock() ? '12h' : '24h',
        hoursInputLabel: 'Hours',
        minutesInputLabel: 'Minutes',
        amPmInputLabel: 'AM or PM',
      }}
      submitButtonProps={{ 'aria-label': `Confirm ${label.toLowerCase()}` }}
    />
  );
}
