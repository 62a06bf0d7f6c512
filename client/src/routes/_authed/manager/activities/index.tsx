import { createFileRoute } from '@tanstack/react-router';
import { lazyPage } from '../../../../lib/lazyPage';
import { pageTitle } from '../../../../lib/pageTitle';

export const Route = createFileRoute('/_authed/manager/activities/')({
  head: () => pageTitle('My activities'),
  component: lazyPage(() => import('../../../../features/activities/components/ActivitiesPage'), 'ActivitiesPage'),
});
