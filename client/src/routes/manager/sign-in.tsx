import { createFileRoute } from '@tanstack/react-router';
import { lazyPage } from '../../lib/lazyPage';
import { validateRedirectSearch } from '../../lib/searchParams';
import { manageTitle } from '../../lib/manager/manageTitle';
import { loadManageCatalogue } from '../../i18n/i18n';

export const Route = createFileRoute('/manager/sign-in')({
  // The page's texts are a catalogue of their own, loaded before the page draws.
  beforeLoad: () => loadManageCatalogue(),
  head: () => manageTitle('signIn'),
  validateSearch: validateRedirectSearch,
  component: lazyPage(() => import('../../features/auth/components/ManagerSignInPage'), 'ManagerSignInPage'),
});
