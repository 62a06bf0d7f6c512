import { createFileRoute } from '@tanstack/react-router';
import { AuthRedirectGate } from '../../features/auth/components/AuthRedirectGate';
import { manageTitle } from '../../lib/manager/manageTitle';
import { loadManageCatalogue } from '../../i18n/i18n';

export const Route = createFileRoute('/admin/')({
  // The page's texts are a catalogue of their own, loaded before the page draws.
  beforeLoad: () => loadManageCatalogue(),
  head: () => manageTitle('admin'),
  component: () => <AuthRedirectGate signedIn="/admin/home" signedOut="/admin/sign-in" />,
});
