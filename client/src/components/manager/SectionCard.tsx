import { Card, Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type Props = { title: ReactNode; action?: ReactNode; children: ReactNode };

/** One titled card of an editor page (Event Information, Players, ...), with an optional button. */
export function SectionCard({ title, action, children }: Props) {
  return (
    <Card withBorder padding="lg">
      <Group justify="space-between" mb="sm" gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {action}
      </Group>
      {children}
    </Card>
  );
}
