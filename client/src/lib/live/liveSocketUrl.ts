// The socket lives beside the API (GET {API_BASE}/live). A relative base like '/api' is this page's
// own origin, so the scheme follows the page's: wss under https, ws on a plain-HTTP venue network.
import { API_BASE } from '../../api/base';

type PageLocation = Pick<Location, 'protocol' | 'host'>;

export function liveSocketUrl(apiBase: string = API_BASE, page: PageLocation = window.location): string {
  if (/^https?:\/\//i.test(apiBase)) return `${apiBase.replace(/^http/i, 'ws')}/live`;
  const scheme = page.protocol === 'https:' ? 'wss:' : 'ws:';
  const path = apiBase.startsWith('/') ? apiBase : `/${apiBase}`;
  return `${scheme}//${page.host}${path}/live`;
}
