import { createFileRoute } from '@tanstack/react-router';
import { lazyPage } from '../../../../lib/lazyPage';
import { pageTitle } from '../../../../lib/pageTitle';

export const Route = createFileRoute('/_authed/manager/events/')({
  head: () => pageTitle('My events'),
  component: lazyPage(() => import('../../../../features/events/components/EventsPage'), 'EventsPage'),
});
