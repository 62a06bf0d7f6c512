import { createFileRoute } from '@tanstack/react-router';
import { lazyPage } from '../../../../lib/lazyPage';
import { manageTitle } from '../../../../lib/manager/manageTitle';

export const Route = createFileRoute('/_authed/manager/activities/')({
  head: () => manageTitle('activities'),
  component: lazyPage(() => import('../../../../features/activities/components/ActivitiesPage'), 'ActivitiesPage'),
});
