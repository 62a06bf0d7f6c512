import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/manager/SectionCard';
import { EventDateTimePicker } from './EventDateTimePicker';

type Props = {
  name: string;
  code: string;
  start: string;
  end: string;
  onNameChange: (name: string) => void;
  onStartChange: (value: string) => void;
  onEndChange: (value: string) => void;
  nameError: string | null;
};

export function EventInfoCard({ name, code, start, end, onNameChange, onStartChange, onEndChange, nameError }: Props) {
  const { t } = useTranslation('manage');
  return (
    <SectionCard title={t('events.infoTitle')}>
      <Stack>
        <TextInput
          label={t('events.nameLabel')}
          required
          value={name}
          error={nameError}
          onChange={(e) => onNameChange(e.currentTarget.value)}
        />
        <TextInput
          label={t('events.codeLabel')}
          description={t('events.codeHint')}
          value={code}
          readOnly
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', letterSpacing: '0.2em' } }}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <EventDateTimePicker
            label={t('events.startDate')}
            confirmLabel={t('events.picker.confirmStart')}
            value={start}
            onChange={onStartChange}
          />
          <EventDateTimePicker
            label={t('events.endDate')}
            confirmLabel={t('events.picker.confirmEnd')}
            value={end}
            onChange={onEndChange}
          />
        </SimpleGrid>
      </Stack>
    </SectionCard>
  );
}
