import { createFileRoute, redirect } from '@tanstack/react-router';
import { AuthGuard } from '../features/auth/components/AuthGuard';
import { hasSession } from '../features/auth/session/session';

// Pathless layout guarding every protected page (docs/PRODUCT-RULES.md#pages). Storage is checked here, before any
// child loader runs, so no protected call is made without a token.
export const Route = createFileRoute('/_authed')({
  beforeLoad: ({ location }) => {
    if (!hasSession()) throw redirect({ to: '/manager/sign-in', search: { redirect: location.href } });
  },
  component: AuthGuard,
});
