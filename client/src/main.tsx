// Which code draws the first page (issue 22). The page a phone opens from the QR code, the join page,
// is drawn by a light shell of its own (joinShell.tsx: React and the page, 90 KB gzipped at most,
// `npm run size`), so that on venue Wi-Fi the code field is there in seconds; the app (mountApp.tsx:
// Mantine, the router, every other page) downloads meanwhile and takes over after the join. Any
// other address loads the app at once.
import { isScreenMode, joinedPage } from './features/join/joinRedirect';
import { drawJoinShell, loadApp, showAppLoadFailure } from './joinShell';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

function firstPage(): 'join' | 'app' {
  if (window.location.pathname !== '/') return 'app';
  const search = new URLSearchParams(window.location.search);
  // A link with a code (the big screen's QR code, the host's "open the big screen") names the event
  // to join now: it wins over an event this browser joined before (docs/PRODUCT-RULES.md#pages).
  if (search.get('code')) return 'join';
  const page = joinedPage(isScreenMode(search.get('isScreen')));
  if (!page) return 'join';
  // Before the app's router is made, so that it starts at the page the browser joined.
  window.history.replaceState(window.history.state, '', page);
  return 'app';
}

if (firstPage() === 'join') drawJoinShell(root);
else
  loadApp().then(
    ({ mountApp }) => mountApp(root),
    (error: unknown) => showAppLoadFailure(root, error),
  );
