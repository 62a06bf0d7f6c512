import { Card, Group, Text, ThemeIcon, Title } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

type Props = {
  to: '/manager/activities' | '/manager/teams' | '/manager/events';
  icon: ReactNode;
  title: string;
  description: string;
};

export function DashboardCard({ to, icon, title, description }: Props) {
  return (
    <Card component={Link} to={to} withBorder radius="lg" padding="lg" shadow="sm">
      <Group wrap="nowrap" align="flex-start">
        <ThemeIcon size={48} radius="md" variant="light">
          {icon}
        </ThemeIcon>
        <div style={{ flex: 1 }}>
          <Title order={2} size="h4">
            {title}
          </Title>
          <Text c="dimmed" size="sm">
            {description}
          </Text>
        </div>
        <IconChevronRight aria-hidden />
      </Group>
    </Card>
  );
}
