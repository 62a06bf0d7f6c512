import { createFileRoute } from '@tanstack/react-router';
import { lazyPage } from '../../../lib/lazyPage';

export const Route = createFileRoute('/_authed/manager/home')({
  component: lazyPage(() => import('../../../components/dashboard/ManagerDashboardPage'), 'ManagerDashboardPage'),
});
