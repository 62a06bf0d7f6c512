// The /manager and /admin entry gates (docs/PRODUCT-RULES.md#pages): 'Loading...' for at least AUTH_GATE_DELAY_MS and
// while auth loads, then on to the home page or the sign-in page.
import { Center, Loader, Stack, Text } from '@mantine/core';
import { AUTH_GATE_DELAY_MS } from '@quizfest/shared';
import { Navigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../hooks/useAuth';

type Props = {
  signedIn: '/manager/home' | '/admin/home';
  signedOut: '/manager/sign-in' | '/admin/sign-in';
};

export function AuthRedirectGate({ signedIn, signedOut }: Props) {
  const { t } = useTranslation('manage');
  const { isLoading, isAuthenticated } = useAuth();
  const [delayed, setDelayed] = useState(true);

  useEffect(() => {
    const timer = setTimeout(() => setDelayed(false), AUTH_GATE_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  if (delayed || isLoading) {
    return (
      <Center mih="100dvh">
        <Stack align="center" gap="sm">
          <Loader />
          <Text>{t('auth.loading')}</Text>
        </Stack>
      </Center>
    );
  }
  return <Navigate to={isAuthenticated ? signedIn : signedOut} replace />;
}
