import { createFileRoute } from '@tanstack/react-router';
import { validateIdSearch } from '../../../../lib/searchParams';
import { i18n, loadCatalogues } from '../../../../i18n/i18n';
import { lazyPage } from '../../../../lib/lazyPage';
import { pageTitle } from '../../../../lib/pageTitle';

export const Route = createFileRoute('/_authed/manager/events/live')({
  // The console's texts before it draws, so that it never shows keys or English first (_authed has
  // loaded the manager pages', which its top bar uses).
  loader: () => loadCatalogues('host'),
  head: () => pageTitle(i18n.t('host:title')),
  validateSearch: validateIdSearch,
  component: lazyPage(() => import('../../../../features/host/components/HostConsolePage'), 'HostConsolePage'),
});
