import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { lazyPage } from '../../lib/lazyPage';
import { manageTitle } from '../../lib/manager/manageTitle';
import { loadManageCatalogue } from '../../i18n/i18n';

export const Route = createFileRoute('/manager/sign-in')({
  // The page's texts are a catalogue of their own, loaded before the page draws.
  beforeLoad: () => loadManageCatalogue(),
  head: () => manageTitle('signIn'),
  validateSearch: z.object({ redirect: z.catch(z.optional(z.string()), undefined) }),
  component: lazyPage(() => import('../../features/auth/components/ManagerSignInPage'), 'ManagerSignInPage'),
});
