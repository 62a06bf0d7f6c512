import { Stack, Text } from '@mantine/core';

type Props = { title: string; hint?: string };

export function EmptyListState({ title, hint }: Props) {
  return (
    <Stack align="center" gap={4} py="xl">
      <Text fw={600} size="lg">
        {title}
      </Text>
      {hint ? <Text c="dimmed">{hint}</Text> : null}
    </Stack>
  );
}
