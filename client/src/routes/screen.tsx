import { createFileRoute } from '@tanstack/react-router';
import { i18n, loadCatalogues } from '../i18n/i18n';
import { lazyPage } from '../lib/lazyPage';
import { pageTitle } from '../lib/pageTitle';
import { loadScreenPage } from '../pageChunks';

export const Route = createFileRoute('/screen')({
  // The big screen shows every text in English and French: both catalogues before it draws, so it
  // never shows keys or one language alone (fetched beside the page's own chunk).
  loader: () => loadCatalogues('screen', ['en', 'fr']),
  head: () => pageTitle(i18n.t('screen:title')),
  component: lazyPage(loadScreenPage, 'ScreenPage'),
});
