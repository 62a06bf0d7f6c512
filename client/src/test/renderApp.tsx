// Renders the whole app (real route tree, auth provider) at a URL, for tests of pages that read
// the router: search params, redirects, navigation.
import { createMemoryHistory, createRouter, RouterProvider } from '@tanstack/react-router';
import { AppErrorPage } from '../components/errors/AppErrorPage';
import { AuthProvider } from '../features/auth/components/AuthProvider';
import { useAuth } from '../features/auth/hooks/useAuth';
import type { AuthState } from '../features/auth/session/AuthContext';
import { routeTree } from '../routeTree.gen';
import { createTestQueryClient, render } from './render';

export function renderApp(url: string) {
  const queryClient = createTestQueryClient();
  const router = createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: [url] }),
    context: { queryClient, auth: undefined as unknown as AuthState },
    defaultErrorComponent: AppErrorPage,
  });
  function App() {
    const auth = useAuth();
    return <RouterProvider router={router} context={{ queryClient, auth }} />;
  }
  const result = render(
    <AuthProvider>
      <App />
    </AuthProvider>,
    { queryClient },
  );
  return { ...result, router };
}
