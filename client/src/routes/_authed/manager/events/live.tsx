import { createFileRoute } from '@tanstack/react-router';
import { idSearchSchema } from '../../../../lib/idSearch';
import { lazyPage } from '../../../../lib/lazyPage';
import { pageTitle } from '../../../../lib/pageTitle';

export const Route = createFileRoute('/_authed/manager/events/live')({
  head: () => pageTitle('Host console'),
  validateSearch: idSearchSchema,
  component: lazyPage(() => import('../../../../features/host/components/HostConsolePage'), 'HostConsolePage'),
});
