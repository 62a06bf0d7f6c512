import { createFileRoute } from '@tanstack/react-router';
import { lazyPage } from '../../../../lib/lazyPage';
import { pageTitle } from '../../../../lib/pageTitle';

export const Route = createFileRoute('/_authed/manager/teams/')({
  head: () => pageTitle('My teams'),
  component: lazyPage(() => import('../../../../features/teams/components/TeamsPage'), 'TeamsPage'),
});
