// The player's page as a phone gets it (issue 22): what the join page's shell (phoneShell.tsx) adds
// to draw /player, with Mantine, TanStack Query and i18next but without the app's router, its auth
// or any other page. The app (mountApp.tsx) draws the same page at its /player route.
// Mantine's rules for what phones draw; other pages load the rest with their chunk (lazyPage).
import './styles/phoneStyles.css';
// The theme's accessible text colours (unlayered, so they win over Mantine's layer).
import './theme.css';
import { MantineProvider } from '@mantine/core';
import { SNACKBAR_MS } from '@quizfest/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createQueryClient } from './api/queryClient';
import { SnackbarHost } from './components/snackbar/SnackbarHost';
import { i18n, initI18n } from './i18n/i18n';
import { appLanguageOf, initialLanguage } from './i18n/language';
import { pageTitleText } from './lib/pageTitle';
import { themeModeManager } from './lib/themeModeStorage';
import { theme } from './theme';

export { default as PlayerPage } from './features/player/components/PlayerPage';
export { ThemeModeToggle } from './components/theme/ThemeModeToggle';

// In the language chosen last, as the shell's join page; the player's page can switch it.
initI18n(appLanguageOf(initialLanguage()));
// The tab's title follows a switch of language, as the app's routes' titles do.
i18n.on('languageChanged', () => {
  if (window.location.pathname === '/player') document.title = pageTitleText(i18n.t('titles.play'));
});

const queryClient = createQueryClient();
const colorSchemeManager = themeModeManager();

/** What the player's page draws within; the shell keeps it around the join page too once it is here, for its snackbars. */
export function PhoneProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} colorSchemeManager={colorSchemeManager} defaultColorScheme="auto" deduplicateCssVariables={false}>
      <SnackbarHost autoClose={SNACKBAR_MS} />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
