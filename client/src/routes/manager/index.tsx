import { createFileRoute } from '@tanstack/react-router';
import { AuthRedirectGate } from '../../features/auth/components/AuthRedirectGate';
import { pageTitle } from '../../lib/pageTitle';

export const Route = createFileRoute('/manager/')({
  head: () => pageTitle('Manager'),
  component: () => <AuthRedirectGate signedIn="/manager/home" signedOut="/manager/sign-in" />,
});
