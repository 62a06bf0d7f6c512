// Where snackbars draw (docs/PRODUCT-RULES.md#errors). Mantine's Notifications component, with its
// transitions and scroll-lock helpers, is about 8 KB gzipped of every page's first download (issue
// 22), and most visits to the join page never show a snackbar: it is loaded when the first one is
// asked for and kept mounted after. The store (lib/snackbar.ts) holds a snackbar shown meanwhile;
// the component draws it when it arrives, and its 6-second clock starts then.
import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

const Notifications = lazy(() => import('./SnackbarList'));

export function SnackbarHost({ autoClose }: { autoClose: number }) {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="bottom-center" autoClose={autoClose} limit={3} />
    </Suspense>
  );
}
