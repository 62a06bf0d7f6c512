import { Button, Group, Title } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SessionControls } from './SessionControls';

type Props = { title: string; createButton?: ReactNode };

/** Title of a list page with Home and Logout (docs/PRODUCT-RULES.md#pages); the create button shows from tablets up. */
export function ManagerPageHeader({ title, createButton }: Props) {
  const { t } = useTranslation('manage');
  const navigate = useNavigate();
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Title order={1} size="h2">
        {title}
      </Title>
      <Group gap="sm">
        {createButton}
        <Button variant="default" leftSection={<IconHome size={18} />} onClick={() => void navigate({ to: '/manager/home' })}>
          {t('common.home')}
        </Button>
        <SessionControls />
      </Group>
    </Group>
  );
}
