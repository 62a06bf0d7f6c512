import { createFileRoute } from '@tanstack/react-router';
import { lazyPage } from '../../lib/lazyPage';

export const Route = createFileRoute('/admin/sign-up')({
  component: lazyPage(() => import('../../components/auth/AdminSignUpPage'), 'AdminSignUpPage'),
});
