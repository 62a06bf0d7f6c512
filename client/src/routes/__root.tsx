import { createRootRouteWithContext, HeadContent, Navigate, Outlet } from '@tanstack/react-router';
import { APP_NAME } from '../lib/pageTitle';
import type { RouterContext } from '../router';

function Root() {
  return (
    <>
      {/* The deepest route's title wins; React places it in the document's head. */}
      <HeadContent />
      <Outlet />
    </>
  );
}

export const Route = createRootRouteWithContext<RouterContext>()({
  head: () => ({ meta: [{ title: APP_NAME }] }),
  component: Root,
  // Anything unknown lands on the join page (docs/PRODUCT-RULES.md#pages).
  notFoundComponent: () => <Navigate to="/" replace />,
});
