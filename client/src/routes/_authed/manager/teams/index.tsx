import { createFileRoute } from '@tanstack/react-router';
import { lazyPage } from '../../../../lib/lazyPage';
import { manageTitle } from '../../../../lib/manager/manageTitle';

export const Route = createFileRoute('/_authed/manager/teams/')({
  head: () => manageTitle('teams'),
  component: lazyPage(() => import('../../../../features/teams/components/TeamsPage'), 'TeamsPage'),
});
