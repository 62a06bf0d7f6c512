import { createFileRoute } from '@tanstack/react-router';
import { lazyPage } from '../../../../lib/lazyPage';

export const Route = createFileRoute('/_authed/manager/events/')({
  component: lazyPage(() => import('../../../../features/events/components/EventsPage'), 'EventsPage'),
});
