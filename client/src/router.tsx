// The router instance, its context ({ queryClient, auth }) and the page it shows for errors.
import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { createQueryClient } from './api/queryClient';
import { AppErrorPage } from './components/errors/AppErrorPage';
import type { AuthState } from './features/auth/session/AuthContext';
import { onSessionExpired } from './features/auth/session/sessionExpiry';
import { routeTree } from './routeTree.gen';

export type RouterContext = { queryClient: QueryClient; auth: AuthState };

export const queryClient = createQueryClient();

export const router = createRouter({
  routeTree,
  // auth is supplied by <RouterProvider context> once the AuthProvider has rendered.
  context: { queryClient, auth: undefined as unknown as AuthState },
  defaultErrorComponent: AppErrorPage,
  defaultPreload: 'intent',
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

// When a refresh is refused the session is over: back to sign-in, remembering where we were.
onSessionExpired(() => {
  const { pathname, href } = router.state.location;
  if (pathname.endsWith('/sign-in')) return;
  // An admin whose session ends (an import replaced the accounts) signs in where admins do.
  const to = pathname.startsWith('/admin') ? '/admin/sign-in' : '/manager/sign-in';
  void router.navigate({ to, search: { redirect: href } });
});
