// An import replaces every account and ends every sign-in (the backup's users come in, the refresh
// tokens go): the account this browser holds may no longer exist, or have another password, so
// every call the page could make would fail. The page says so and leads to the admin sign-in.
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconInfoCircle, IconLogin } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../auth/hooks/useAuth';

export function SessionEndedAlert() {
  const { t } = useTranslation('manage');
  const { signOut } = useAuth();
  const navigate = useNavigate();
  // Leave the guarded page first, or the guard would send us to the manager sign-in instead.
  const signInAgain = async () => {
    await navigate({ to: '/admin/sign-in' });
    await signOut();
  };
  return (
    <Alert color="blue" variant="light" icon={<IconInfoCircle />} title={t('admin.sessionEnded.title')}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('admin.sessionEnded.text')}</Text>
        <Button leftSection={<IconLogin size={18} />} onClick={() => void signInAgain()}>
          {t('admin.sessionEnded.button')}
        </Button>
      </Stack>
    </Alert>
  );
}
