import { createFileRoute } from '@tanstack/react-router';
import { lazyPage } from '../lib/lazyPage';
import { pageTitle } from '../lib/pageTitle';

export const Route = createFileRoute('/player')({
  head: () => pageTitle('Play'),
  component: lazyPage(() => import('../features/player/components/PlayerPage'), 'PlayerPage'),
});
