// The app: Mantine, TanStack Router and Query, i18next and every page; main.tsx loads it for any
// page but the join page's first draw, and the join page's shell hands over to it (phoneShell.tsx).
// Mantine's base rules and what this chunk draws; other pages load the rest with their chunk (lazyPage).
import './styles/phoneStyles.css';
// The theme's accessible text colours (unlayered, so they win over Mantine's layer).
import './theme.css';
import { MantineProvider } from '@mantine/core';
import { SNACKBAR_MS } from '@quizfest/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PhoneSnackbarHost } from './components/snackbar/PhoneSnackbarHost';
import { SnackbarHost } from './components/snackbar/SnackbarHost';
import { AuthProvider } from './features/auth/components/AuthProvider';
import { useAuth } from './features/auth/hooks/useAuth';
import { registerAuthHandlers } from './features/auth/session/registerAuthHandlers';
import { initI18n } from './i18n/i18n';
import { appLanguageOf, initialLanguage } from './i18n/language';
import { themeModeManager } from './lib/themeModeStorage';
import { queryClient, router } from './router';
import { theme } from './theme';

export type MountOptions = { goTo?: { href: string; replace: boolean }; beforeDraw?: () => void };

function App() {
  const auth = useAuth();
  return <RouterProvider router={router} context={{ queryClient, auth }} />;
}

// Before anything renders: the first authenticated call needs the stored token.
registerAuthHandlers();
// The first render draws in the page's language: the one chosen before, else the browser's. Also
// sets <html lang>.
initI18n(appLanguageOf(initialLanguage()));

/**
 * Draws the app into `root` once the page at the address has its code and data (the index.html
 * shell's spinner, or the join page's shell, shows until then: never a blank page between).
 * `goTo`: where the join page's shell leaves for (the router may have been made while the shell
 * still drew, at the join page's address); `beforeDraw` takes the shell's page away, in the same
 * task as the app's first draw.
 */
export async function mountApp(root: HTMLElement, { goTo, beforeDraw }: MountOptions = {}): Promise<void> {
  if (goTo) {
    if (goTo.replace) router.history.replace(goTo.href);
    else router.history.push(goTo.href);
  }
  try {
    await router.load();
  } catch (error) {
    // The router shows what failed (its error page) once drawn.
    console.error(error);
  }
  beforeDraw?.();
  createRoot(root).render(
    <StrictMode>
      <MantineProvider theme={theme} colorSchemeManager={themeModeManager()} defaultColorScheme="auto" deduplicateCssVariables={false}>
        <SnackbarHost autoClose={SNACKBAR_MS} />
        {/* The player's page's own snackbars (issue 22: drawn without Mantine on the phone). */}
        <PhoneSnackbarHost />
        <QueryClientProvider client={queryClient}>
          <AuthProvider>
            <App />
          </AuthProvider>
        </QueryClientProvider>
      </MantineProvider>
    </StrictMode>,
  );
}
