import { createRootRouteWithContext, Navigate, Outlet } from '@tanstack/react-router';
import type { RouterContext } from '../router';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  // Anything unknown lands on the join page (spec §2).
  notFoundComponent: () => <Navigate to="/" replace />,
});
