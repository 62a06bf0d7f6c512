import { createFileRoute } from '@tanstack/react-router';
import { lazyPage } from '../lib/lazyPage';
import { i18n } from '../i18n/i18n';
import { pageTitle } from '../lib/pageTitle';

export const Route = createFileRoute('/player')({
  head: () => pageTitle(i18n.t('titles.play')),
  component: lazyPage(() => import('../features/player/components/PlayerPage'), 'PlayerPage', { styles: 'phone' }),
});
