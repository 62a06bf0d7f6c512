import { Card, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type Props = { icon: ReactNode; color: string; title: string; description: string; children: ReactNode };

export function AdminCard({ icon, color, title, description, children }: Props) {
  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="md" h="100%">
        <ThemeIcon size={48} radius="md" variant="light" color={color}>
          {icon}
        </ThemeIcon>
        <div>
          <Title order={2} size="h4">
            {title}
          </Title>
          <Text c="dimmed" size="sm">
            {description}
          </Text>
        </div>
        <Stack gap="xs" mt="auto">
          {children}
        </Stack>
      </Stack>
    </Card>
  );
}
