import { createFileRoute } from '@tanstack/react-router';
import { AuthRedirectGate } from '../../features/auth/components/AuthRedirectGate';
import { pageTitle } from '../../lib/pageTitle';

export const Route = createFileRoute('/admin/')({
  head: () => pageTitle('Admin'),
  component: () => <AuthRedirectGate signedIn="/admin/home" signedOut="/admin/sign-in" />,
});
