import { createFileRoute } from '@tanstack/react-router';
import { AuthRedirectGate } from '../../features/auth/components/AuthRedirectGate';
import { manageTitle } from '../../lib/manager/manageTitle';
import { loadManageCatalogue } from '../../i18n/i18n';

export const Route = createFileRoute('/manager/')({
  // The page's texts are a catalogue of their own, loaded before the page draws.
  beforeLoad: () => loadManageCatalogue(),
  head: () => manageTitle('manager'),
  component: () => <AuthRedirectGate signedIn="/manager/home" signedOut="/manager/sign-in" />,
});
