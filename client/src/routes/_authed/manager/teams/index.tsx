import { createFileRoute } from '@tanstack/react-router';
import { lazyPage } from '../../../../lib/lazyPage';

export const Route = createFileRoute('/_authed/manager/teams/')({
  component: lazyPage(() => import('../../../../features/teams/components/TeamsPage'), 'TeamsPage'),
});
