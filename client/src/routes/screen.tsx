import { createFileRoute } from '@tanstack/react-router';
import { lazyPage } from '../lib/lazyPage';
import { pageTitle } from '../lib/pageTitle';

export const Route = createFileRoute('/screen')({
  head: () => pageTitle('Screen'),
  component: lazyPage(() => import('../features/screen/components/ScreenPage'), 'ScreenPage'),
});
