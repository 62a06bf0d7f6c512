import { createFileRoute } from '@tanstack/react-router';
import { idSearchSchema } from '../../../../lib/idSearch';
import { i18n, loadCatalogues, loadManageCatalogue } from '../../../../i18n/i18n';
import { lazyPage } from '../../../../lib/lazyPage';
import { pageTitle } from '../../../../lib/pageTitle';

export const Route = createFileRoute('/_authed/manager/events/live')({
  // The console's texts before it draws (and the manager pages' for its top bar), so that it never
  // shows keys or English first.
  loader: () => Promise.all([loadCatalogues('host'), loadManageCatalogue()]),
  head: () => pageTitle(i18n.t('host:title')),
  validateSearch: idSearchSchema,
  component: lazyPage(() => import('../../../../features/host/components/HostConsolePage'), 'HostConsolePage'),
});
