import { SimpleGrid, Stack, TextInput } from '@mantine/core';
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
};

export function EventInfoCard({ name, code, start, end, onNameChange, onStartChange, onEndChange }: Props) {
  return (
    <SectionCard title="Event Information">
      <Stack>
        <TextInput label="Event Name" required value={name} onChange={(e) => onNameChange(e.currentTarget.value)} />
        <TextInput
          label="Event Code"
          description="This unique code is automatically generated and cannot be modified"
          value={code}
          readOnly
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', letterSpacing: '0.2em' } }}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <EventDateTimePicker label="Start Date" value={start} onChange={onStartChange} />
          <EventDateTimePicker label="End Date" value={end} onChange={onEndChange} />
        </SimpleGrid>
      </Stack>
    </SectionCard>
  );
}
