// The player's page as a phone gets it (issue 22): what the join page's shell (phoneShell.tsx) adds
// to draw /player: the page, drawn with the phone's kit (components/phoneKit) rather than Mantine,
// its texts by playTranslation.ts rather than i18next, and TanStack Query, without the app's
// router, its auth or any other page. The app
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
import { onPlayLanguage, playT } from './i18n/playTranslation';
import { pageTitleText } from './lib/pageTitle';

export { default as PlayerPage } from './features/player/components/PlayerPage';

// The tab's title follows a switch of language, as the app's routes' titles do. The page starts in
// the language chosen last, as the shell's join page (playTranslation.ts).
onPlayLanguage((language) => {
  if (window.location.pathname === '/player') document.title = pageTitleText(playT(language)('titles.play'));
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
