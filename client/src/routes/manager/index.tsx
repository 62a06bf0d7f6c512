import { createFileRoute } from '@tanstack/react-router';
import { AuthRedirectGate } from '../../components/auth/AuthRedirectGate';

export const Route = createFileRoute('/manager/')({
  component: () => <AuthRedirectGate signedIn="/manager/home" signedOut="/manager/sign-in" />,
});
