// Renders one manager page at a URL inside a real router, auth and query providers, signed in. Any
// navigation away lands on a stand-in page that prints the new location for assertions.
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  type RouteComponent,
  RouterProvider,
  useLocation,
} from '@tanstack/react-router';
import { AuthProvider } from '../features/auth/components/AuthProvider';
import { saveSession } from '../features/auth/session/session';
import { render } from './render';

function Elsewhere() {
  const href = useLocation({ select: (location) => location.href });
  return <p data-testid="location">{href}</p>;
}

export function renderPage(Page: RouteComponent, url: string) {
  saveSession({
    token: 'test-access-token',
    refreshToken: 'test-refresh-token',
    id: '00000000-0000-4000-8000-000000000001',
    userName: 'Manager',
    emailAddress: 'manager@example.com',
    role: 'manager',
  });
  const rootRoute = createRootRoute({ component: Outlet });
  const pageRoute = createRoute({ getParentRoute: () => rootRoute, path: url.split('?')[0] ?? '/', component: Page });
  const elsewhereRoute = createRoute({ getParentRoute: () => rootRoute, path: '$', component: Elsewhere });
  const router = createRouter({
    routeTree: rootRoute.addChildren([pageRoute, elsewhereRoute]),
    history: createMemoryHistory({ initialEntries: [url] }),
  });
  return {
    router,
    ...render(
      <AuthProvider>
        <RouterProvider router={router} />
      </AuthProvider>,
    ),
  };
}
