import { createFileRoute } from '@tanstack/react-router';
import { lazyPage } from '../../lib/lazyPage';

export const Route = createFileRoute('/_authed/test')({
  component: lazyPage(() => import('../../components/dev/TestPage'), 'TestPage'),
});
