import { Card, Group, type MantineColor, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

type Props = {
  icon: ReactNode;
  title: string;
  description: string;
  color?: MantineColor;
  /** A card that opens a page is one link as a whole (manager); one that acts holds its buttons (admin). */
  to?: '/manager/activities' | '/manager/teams' | '/manager/events';
  children?: ReactNode;
};

/** One card of the manager and admin dashboards. */
export function DashboardCard({ icon, title, description, color, to, children }: Props) {
  const body = (
    <Stack gap="md" h="100%">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <ThemeIcon size={48} radius="md" variant="light" color={color}>
          {icon}
        </ThemeIcon>
        {to ? <IconChevronRight aria-hidden /> : null}
      </Group>
      <div>
        <Title order={2} size="h4">
          {title}
        </Title>
        <Text c="dimmed" size="sm">
          {description}
        </Text>
      </div>
      {children ? (
        <Stack gap="xs" mt="auto">
          {children}
        </Stack>
      ) : null}
    </Stack>
  );
  return to ? (
    <Card component={Link} to={to} withBorder radius="lg" padding="lg" shadow="sm">
      {body}
    </Card>
  ) : (
    <Card withBorder radius="lg" padding="lg" shadow="sm">
      {body}
    </Card>
  );
}
