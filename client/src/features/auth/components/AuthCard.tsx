import { Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { LanguageSwitch } from '../../../components/language/LanguageSwitch';
import { ThemeModeToggle } from '../../../components/theme/ThemeModeToggle';

type Props = { title: string; subtitle?: string; children: ReactNode };

export function AuthCard({ title, subtitle, children }: Props) {
  return (
    <Center component="main" mih="100dvh" p="md">
      <Paper withBorder shadow="md" radius="lg" p="xl" w="100%" maw={440}>
        <Stack gap="lg">
          <Stack gap={4}>
            <Group justify="space-between" wrap="nowrap">
              <Text fw={800} c="festival" size="sm" tt="uppercase" lts={1}>
                QuizFest
              </Text>
              <Group gap="xs" wrap="nowrap">
                <LanguageSwitch />
                <ThemeModeToggle size="md" variant="subtle" />
              </Group>
            </Group>
            <Title order={1} size="h2">
              {title}
            </Title>
            {subtitle && <Text c="dimmed">{subtitle}</Text>}
          </Stack>
          {children}
        </Stack>
      </Paper>
    </Center>
  );
}
