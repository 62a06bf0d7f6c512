// Which code draws the first page (issue 22). The pages a phone opens, the join page (the QR code's
// link) and the player's page, are drawn by a shell of their own (phoneShell.tsx: the join page is
// React and the page only, 90 KB gzipped at most, `npm run size`; the player's page adds Mantine,
// TanStack Query and i18next), so that on venue Wi-Fi the code field is there in seconds. Any other
// address loads the app (mountApp.tsx: the router, Mantine, every page).
import { isScreenMode, joinedPage } from './features/join/joinRedirect';
import { drawPhoneShell, loadApp, type ShellPage, showLoadFailure } from './phoneShell';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

function firstPage(): ShellPage | 'app' {
  const { pathname } = window.location;
  if (pathname === '/player') return '/player';
  if (pathname !== '/') return 'app';
  const search = new URLSearchParams(window.location.search);
  // A link with a code (the big screen's QR code, the host's "open the big screen") names the event
  // to join now: it wins over an event this browser joined before (docs/PRODUCT-RULES.md#pages).
  if (search.get('code')) return '/';
  const page = joinedPage(isScreenMode(search.get('isScreen')));
  if (!page) return '/';
  // In place of the join page, before anything is drawn (the app's router starts there too).
  window.history.replaceState(window.history.state, '', page);
  return page === '/player' ? '/player' : 'app';
}

const page = firstPage();
const drawn = page === 'app' ? loadApp().then(({ mountApp }) => mountApp(root)) : drawPhoneShell(root, page);
drawn.catch((error: unknown) => showLoadFailure(root, error));
