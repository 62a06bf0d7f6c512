import { createFileRoute, redirect } from '@tanstack/react-router';
import { AuthGuard } from '../features/auth/components/AuthGuard';
import { hasSession } from '../features/auth/session/session';
import { loadManageCatalogue } from '../i18n/i18n';

// Pathless layout guarding every protected page (docs/PRODUCT-RULES.md#pages). Storage is checked here, before any
// child loader runs, so no protected call is made without a token. The protected pages' texts are
// the `manage` catalogue, loaded here before any of them draws (no keys, no English first).
export const Route = createFileRoute('/_authed')({
  beforeLoad: async ({ location }) => {
    if (!hasSession()) throw redirect({ to: '/manager/sign-in', search: { redirect: location.href } });
    await loadManageCatalogue();
  },
  component: AuthGuard,
});
