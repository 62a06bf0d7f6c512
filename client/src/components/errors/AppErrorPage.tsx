// The router's page for a thrown error (docs/PRODUCT-RULES.md#errors): say what broke and offer a way out.
import { Button, Center, Code, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

export function AppErrorPage({ error }: ErrorComponentProps) {
  const { t } = useTranslation();
  // The error's own words stay as they are: they are for whoever is asked to fix it.
  const message = error instanceof Error ? error.message : String(error);
  return (
    <Center component="main" mih="100dvh" p="md">
      <Stack align="center" gap="md" maw={560} role="alert">
        <IconAlertTriangle size={56} color="var(--mantine-color-red-6)" aria-hidden />
        <Title order={1}>{t('appError.title')}</Title>
        <Text c="dimmed" ta="center">
          {t('appError.text')}
        </Text>
        <Code block w="100%">
          {message}
        </Code>
        <Group>
          <Button onClick={() => window.location.reload()}>{t('appError.reload')}</Button>
          <Button variant="default" component="a" href="/">
            {t('appError.home')}
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}
