import { createFileRoute } from '@tanstack/react-router';
import { lazyPage } from '../../lib/lazyPage';
import { pageTitle } from '../../lib/pageTitle';

export const Route = createFileRoute('/_authed/test')({
  head: () => pageTitle('Test page'),
  component: lazyPage(() => import('../../features/dev/components/TestPage'), 'TestPage'),
});
