import { createFileRoute } from '@tanstack/react-router';
import { lazyPage } from '../../../lib/lazyPage';

export const Route = createFileRoute('/_authed/admin/home')({
  component: lazyPage(() => import('../../../features/admin/components/AdminDashboardPage'), 'AdminDashboardPage'),
});
