import { createFileRoute } from '@tanstack/react-router';
import { lazyPage } from '../../../../lib/lazyPage';

export const Route = createFileRoute('/_authed/manager/activities/')({
  component: lazyPage(() => import('../../../../features/activities/components/ActivitiesPage'), 'ActivitiesPage'),
});
