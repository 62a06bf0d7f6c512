import { Button } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../hooks/useAuth';

type Props = { signInPath?: '/manager/sign-in' | '/admin/sign-in' };

export function LogoutButton({ signInPath = '/manager/sign-in' }: Props) {
  const { t } = useTranslation('manage');
  const { signOut } = useAuth();
  const navigate = useNavigate();
  // Leave the guarded page first, or the guard would remember it as the page to come back to.
  const logout = async () => {
    await navigate({ to: signInPath });
    await signOut();
  };
  return (
    <Button variant="default" leftSection={<IconLogout size={18} />} onClick={() => void logout()}>
      {t('common.logout')}
    </Button>
  );
}
