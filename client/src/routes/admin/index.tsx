import { createFileRoute } from '@tanstack/react-router';
import { AuthRedirectGate } from '../../components/auth/AuthRedirectGate';

export const Route = createFileRoute('/admin/')({
  component: () => <AuthRedirectGate signedIn="/admin/home" signedOut="/admin/sign-in" />,
});
