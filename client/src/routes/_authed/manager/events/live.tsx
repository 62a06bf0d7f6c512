import { createFileRoute } from '@tanstack/react-router';
import { idSearchSchema } from '../../../../lib/idSearch';
import { lazyPage } from '../../../../lib/lazyPage';

export const Route = createFileRoute('/_authed/manager/events/live')({
  validateSearch: idSearchSchema,
  component: lazyPage(() => import('../../../../features/host/components/HostConsolePage'), 'HostConsolePage'),
});
