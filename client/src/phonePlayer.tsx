// The player's page as a phone gets it (issue 22): what the join page's shell (phoneShell.tsx) adds
// to draw /player: the page, drawn with the phone's kit (components/phoneKit) rather than Mantine,
// TanStack Query and i18next, without the app's router, its auth or any other page. The app
// (mountApp.tsx) draws the same page at its /player route.
// Mantine's variables for the theme, the page's base, then the theme's accessible text colours
// (unlayered and more specific, so they win).
import './components/phoneKit/mantineVariables.css';
import './components/phoneKit/phoneBase.css';
import './theme.css';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createQueryClient } from './api/queryClient';
import { PhoneSnackbarHost } from './components/snackbar/PhoneSnackbarHost';
import { i18n, initI18n } from './i18n/i18n';
import { appLanguageOf, initialLanguage } from './i18n/language';
import { pageTitleText } from './lib/pageTitle';

export { default as PlayerPage } from './features/player/components/PlayerPage';

// In the language chosen last, as the shell's join page; the player's page can switch it.
initI18n(appLanguageOf(initialLanguage()));
// The tab's title follows a switch of language, as the app's routes' titles do.
i18n.on('languageChanged', () => {
  if (window.location.pathname === '/player') document.title = pageTitleText(i18n.t('titles.play'));
});

const queryClient = createQueryClient();

/** What the player's page draws within; the shell keeps it around the join page too once it is here, for its snackbars. */
export function PhoneProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <PhoneSnackbarHost />
    </QueryClientProvider>
  );
}
