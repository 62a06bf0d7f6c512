import { Card, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';

// Day and month spelled out, so neither a US nor a European reader misreads 01/05.
const DATE_FORMAT = 'D MMM YYYY, HH:mm';

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
    <Card withBorder padding="lg">
      <Title order={2} size="h4" mb="sm">
        Event Information
      </Title>
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
          <DateTimePicker label="Start Date" value={start} onChange={(value) => value && onStartChange(value)} valueFormat={DATE_FORMAT} />
          <DateTimePicker label="End Date" value={end} onChange={(value) => value && onEndChange(value)} valueFormat={DATE_FORMAT} />
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
