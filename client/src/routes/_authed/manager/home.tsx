import { createFileRoute } from '@tanstack/react-router';
import { lazyPage } from '../../../lib/lazyPage';
import { pageTitle } from '../../../lib/pageTitle';

export const Route = createFileRoute('/_authed/manager/home')({
  head: () => pageTitle('Dashboard'),
  component: lazyPage(() => import('../../../features/manager-home/components/ManagerDashboardPage'), 'ManagerDashboardPage'),
});
