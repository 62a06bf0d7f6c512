import { createFileRoute } from '@tanstack/react-router';
import { lazyPage } from '../lib/lazyPage';

export const Route = createFileRoute('/player')({
  component: lazyPage(() => import('../features/player/components/PlayerPage'), 'PlayerPage'),
});
