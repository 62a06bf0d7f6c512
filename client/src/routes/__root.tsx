import { createRootRouteWithContext, HeadContent, Navigate, Outlet, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { i18n } from '../i18n/i18n';
import { APP_NAME } from '../lib/pageTitle';
import type { RouterContext } from '../router';

function Root() {
  const router = useRouter();
  // A page's title is worded by its route's head(), which runs as the route loads: a switch of
  // language reloads the current routes (their data comes from caches), so the tab's title follows.
  useEffect(() => {
    const retitle = () => void router.invalidate();
    i18n.on('languageChanged', retitle);
    return () => i18n.off('languageChanged', retitle);
  }, [router]);
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
