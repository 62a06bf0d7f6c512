import { Center, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type Props = { title: string; subtitle?: string; children: ReactNode };

export function AuthCard({ title, subtitle, children }: Props) {
  return (
    <Center mih="100dvh" p="md">
      <Paper withBorder shadow="md" radius="lg" p="xl" w="100%" maw={440}>
        <Stack gap="lg">
          <Stack gap={4}>
            <Text fw={800} c="festival" size="sm" tt="uppercase" lts={1}>
              QuizFest
            </Text>
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
