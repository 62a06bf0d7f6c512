import { createFileRoute } from '@tanstack/react-router';
import { lazyPage } from '../lib/lazyPage';

export const Route = createFileRoute('/screen')({
  component: lazyPage(() => import('../features/screen/components/ScreenPage'), 'ScreenPage'),
});
