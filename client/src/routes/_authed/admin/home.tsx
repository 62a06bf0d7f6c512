import { createFileRoute } from '@tanstack/react-router';
import { lazyPage } from '../../../lib/lazyPage';
import { manageTitle } from '../../../lib/manager/manageTitle';

export const Route = createFileRoute('/_authed/admin/home')({
  head: () => manageTitle('adminDashboard'),
  component: lazyPage(() => import('../../../features/admin/components/AdminDashboardPage'), 'AdminDashboardPage'),
});
