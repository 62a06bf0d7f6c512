import { createRootRouteWithContext, Navigate, Outlet } from '@tanstack/react-router';
import { ThemeModeToggle } from '../features/theme/ThemeModeToggle';
import type { RouterContext } from '../router';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  // Anything unknown lands on the join page (spec §2).
  notFoundComponent: () => <Navigate to="/" replace />,
});

function RootLayout() {
  return (
    <>
      <Outlet />
      <ThemeModeToggle />
    </>
  );
}
