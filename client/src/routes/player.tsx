import { createFileRoute } from '@tanstack/react-router';
import { lazyPage } from '../lib/lazyPage';
import { i18n } from '../i18n/i18n';
import { pageTitle } from '../lib/pageTitle';
import { loadPlayerPage } from '../pageChunks';

export const Route = createFileRoute('/player')({
  head: () => pageTitle(i18n.t('titles.play')),
  component: lazyPage(loadPlayerPage, 'PlayerPage', { styles: 'phone' }),
});
