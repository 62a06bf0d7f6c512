// After a reset the admin's own account is gone with the rest of the data: every call the page
// could make would be refused, so it says so and offers the way back in.
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconInfoCircle, IconUserPlus } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../auth/hooks/useAuth';

export function AccountRemovedAlert() {
  const { t } = useTranslation('manage');
  const { signOut } = useAuth();
  const navigate = useNavigate();
  // Leave the guarded page first, or the guard would send us to the manager sign-in instead.
  const signUpAgain = async () => {
    await navigate({ to: '/admin/sign-up' });
    await signOut();
  };
  return (
    <Alert color="blue" variant="light" icon={<IconInfoCircle />} title={t('admin.accountRemoved.title')}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('admin.accountRemoved.text')}</Text>
        <Button leftSection={<IconUserPlus size={18} />} onClick={() => void signUpAgain()}>
          {t('admin.accountRemoved.button')}
        </Button>
      </Stack>
    </Alert>
  );
}
