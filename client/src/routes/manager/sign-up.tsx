import { createFileRoute } from '@tanstack/react-router';
import { lazyPage } from '../../lib/lazyPage';

export const Route = createFileRoute('/manager/sign-up')({
  component: lazyPage(() => import('../../components/auth/ManagerSignUpPage'), 'ManagerSignUpPage'),
});
