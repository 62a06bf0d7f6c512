import { createFileRoute } from '@tanstack/react-router';
import { lazyPage } from '../../lib/lazyPage';
import { pageTitle } from '../../lib/pageTitle';

export const Route = createFileRoute('/admin/sign-up')({
  head: () => pageTitle('Admin sign up'),
  component: lazyPage(() => import('../../features/auth/components/AdminSignUpPage'), 'AdminSignUpPage'),
});
