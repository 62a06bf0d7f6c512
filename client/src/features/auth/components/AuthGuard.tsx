// The protected pages' guard (docs/PRODUCT-RULES.md#pages). The route's beforeLoad already turns away a visit without
// stored tokens; this covers what changes while a page is open (sign-out, expired session).
import { Center, Loader, Stack, Text } from '@mantine/core';
import { Navigate, Outlet, useLocation } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../hooks/useAuth';

export function AuthGuard() {
  const { t } = useTranslation('manage');
  const { isLoading, isAuthenticated } = useAuth();
  const href = useLocation({ select: (location) => location.href });
  if (isLoading) {
    return (
      <Center mih="100dvh">
        <Stack align="center" gap="sm">
          <Loader />
          <Text>{t('auth.checking')}</Text>
        </Stack>
      </Center>
    );
  }
  if (!isAuthenticated) return <Navigate to="/manager/sign-in" search={{ redirect: href }} replace />;
  return <Outlet />;
}
