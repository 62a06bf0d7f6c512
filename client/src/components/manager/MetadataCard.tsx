import { Card, SimpleGrid, Text, Title } from '@mantine/core';

type Props = { title: string; rows: { label: string; value: string }[] };

/** Read-only facts about a record: ids and timestamps. */
export function MetadataCard({ title, rows }: Props) {
  return (
    <Card withBorder padding="lg">
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {rows.map((row) => (
          <div key={row.label}>
            <Text size="sm" c="dimmed">
              {row.label}
            </Text>
            <Text ff="monospace" size="sm" style={{ wordBreak: 'break-all' }}>
              {row.value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </Card>
  );
}
