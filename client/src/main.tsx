// Mantine's rules for what phones draw; other pages load the rest with their chunk (lazyPage).
import './styles/phoneStyles.css';
// The theme's accessible text colours (unlayered, so they win over Mantine's layer).
import './theme.css';
import { MantineProvider } from '@mantine/core';
import { SNACKBAR_MS } from '@quizfest/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { SnackbarHost } from './components/snackbar/SnackbarHost';
import { AuthProvider } from './features/auth/components/AuthProvider';
import { useAuth } from './features/auth/hooks/useAuth';
import { registerAuthHandlers } from './features/auth/session/registerAuthHandlers';
import { initI18n } from './i18n/i18n';
import { appLanguageOf, initialLanguage } from './i18n/language';
import { themeModeManager } from './lib/themeModeStorage';
import { queryClient, router } from './router';
import { theme } from './theme';

function App() {
  const auth = useAuth();
  return <RouterProvider router={router} context={{ queryClient, auth }} />;
}

// Before anything renders: the first authenticated call needs the stored token.
registerAuthHandlers();
// The first render draws in the page's language: the one chosen before, else the browser's. Also
// sets <html lang>.
initI18n(appLanguageOf(initialLanguage()));

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

createRoot(root).render(
  <StrictMode>
    <MantineProvider theme={theme} colorSchemeManager={themeModeManager()} defaultColorScheme="auto">
      <SnackbarHost autoClose={SNACKBAR_MS} />
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <App />
        </AuthProvider>
      </QueryClientProvider>
    </MantineProvider>
  </StrictMode>,
);
