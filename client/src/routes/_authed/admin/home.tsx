import { createFileRoute } from '@tanstack/react-router';
import { lazyPage } from '../../../lib/lazyPage';
import { pageTitle } from '../../../lib/pageTitle';

export const Route = createFileRoute('/_authed/admin/home')({
  head: () => pageTitle('Admin dashboard'),
  component: lazyPage(() => import('../../../features/admin/components/AdminDashboardPage'), 'AdminDashboardPage'),
});
