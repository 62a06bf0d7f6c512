import { createFileRoute } from '@tanstack/react-router';
import { lazyPage } from '../../lib/lazyPage';
import { pageTitle } from '../../lib/pageTitle';

export const Route = createFileRoute('/manager/sign-up')({
  head: () => pageTitle('Sign up'),
  component: lazyPage(() => import('../../features/auth/components/ManagerSignUpPage'), 'ManagerSignUpPage'),
});
