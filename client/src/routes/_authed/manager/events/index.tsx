import { createFileRoute } from '@tanstack/react-router';
import { lazyPage } from '../../../../lib/lazyPage';
import { manageTitle } from '../../../../lib/manager/manageTitle';

export const Route = createFileRoute('/_authed/manager/events/')({
  head: () => manageTitle('events'),
  component: lazyPage(() => import('../../../../features/events/components/EventsPage'), 'EventsPage'),
});
