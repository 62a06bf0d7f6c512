// The event's start and end pickers: written like every other date of the manager's pages (the
// time field too: AM/PM where the locale uses it), with month and day names in the page's language
// (dayjs's locale, through Mantine's DatesProvider), and a name for each control (Mantine leaves
// the time fields named "--" and the arrows unnamed).
import { DateTimePicker, DatesProvider } from '@mantine/dates';
import 'dayjs/locale/fr';
import { useTranslation } from 'react-i18next';
import { formatDateTime, usesTwelveHourClock } from '../../../lib/manager/formatDates';
import { pickerValueToIso } from '../utils/eventDates';

type Props = { label: string; confirmLabel: string; value: string; onChange: (value: string) => void };

export function EventDateTimePicker({ label, confirmLabel, value, onChange }: Props) {
  const { t, i18n } = useTranslation('manage');
  const ariaLabels = {
    monthLevelControl: t('events.picker.monthLevelControl'),
    yearLevelControl: t('events.picker.yearLevelControl'),
    nextMonth: t('events.picker.nextMonth'),
    previousMonth: t('events.picker.previousMonth'),
    nextYear: t('events.picker.nextYear'),
    previousYear: t('events.picker.previousYear'),
    nextDecade: t('events.picker.nextDecade'),
    previousDecade: t('events.picker.previousDecade'),
  };
  return (
    <DatesProvider settings={{ locale: i18n.language === 'fr' ? 'fr' : 'en' }}>
      <DateTimePicker
        label={label}
        value={value}
        onChange={(picked) => picked && onChange(picked)}
        valueFormat={(picked) => formatDateTime(pickerValueToIso(picked))}
        ariaLabels={ariaLabels}
        timePickerProps={{
          format: usesTwelveHourClock() ? '12h' : '24h',
          hoursInputLabel: t('events.picker.hours'),
          minutesInputLabel: t('events.picker.minutes'),
          amPmInputLabel: t('events.picker.amPm'),
        }}
        submitButtonProps={{ 'aria-label': confirmLabel }}
      />
    </DatesProvider>
  );
}
