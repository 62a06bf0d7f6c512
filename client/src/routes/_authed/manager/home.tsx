import { createFileRoute } from '@tanstack/react-router';
import { lazyPage } from '../../../lib/lazyPage';
import { manageTitle } from '../../../lib/manager/manageTitle';

export const Route = createFileRoute('/_authed/manager/home')({
  head: () => manageTitle('dashboard'),
  component: lazyPage(() => import('../../../features/manager-home/components/ManagerDashboardPage'), 'ManagerDashboardPage'),
});
