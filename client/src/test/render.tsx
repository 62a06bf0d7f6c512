// Component tests render inside the same providers as the app: Mantine (theme), Notifications, the
// player's own snackbars (PhoneSnackbarHost) and a QueryClient without retries so that a failing call fails the test at once.
import { type MantineColorSchemeManager, MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render as testingLibraryRender, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { PhoneSnackbarHost } from '../components/snackbar/PhoneSnackbarHost';
import { theme } from '../theme';

export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

type Options = Omit<RenderOptions, 'wrapper'> & { queryClient?: QueryClient; colorSchemeManager?: MantineColorSchemeManager };

export function render(ui: ReactElement, options: Options = {}) {
  const { queryClient = createTestQueryClient(), colorSchemeManager, ...rest } = options;
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={queryClient}>
        <MantineProvider theme={theme} env="test" colorSchemeManager={colorSchemeManager}>
          <Notifications />
          <PhoneSnackbarHost />
          {children}
        </MantineProvider>
      </QueryClientProvider>
    );
  }
  return { queryClient, ...testingLibraryRender(ui, { wrapper: Wrapper, ...rest }) };
}
