import { createFileRoute, redirect } from '@tanstack/react-router';
import JoinPage from '../features/join/components/JoinPage';
import { isScreenMode, joinedPage } from '../features/join/joinRedirect';
import { i18n } from '../i18n/i18n';
import { pageTitle } from '../lib/pageTitle';
import { flagParam, textParam } from '../lib/searchParams';

type JoinSearch = { isScreen?: boolean | string | undefined; code?: string | undefined; key?: string | undefined };

function validateSearch(search: Record<string, unknown>): JoinSearch {
  return {
    isScreen: flagParam(search.isScreen),
    code: textParam(search.code),
    /** The event's screen key, on the host console's big-screen link. */
    key: textParam(search.key),
  };
}

export const Route = createFileRoute('/')({
  head: () => pageTitle(i18n.t('titles.join')),
  validateSearch,
  beforeLoad: ({ search }) => {
    // A link with a code (the big screen's QR code, the host's "open the big screen") names the
    // event to join now: it wins over an event this browser joined before.
    if (search.code) return;
    const page = joinedPage(isScreenMode(search.isScreen));
    if (page) throw redirect({ to: page, replace: true });
  },
  // Part of the entry, not a lazy chunk: a phone on venue Wi-Fi would otherwise wait for a second
  // round of downloads, started only once the main bundle has run, before it sees the code field.
  component: JoinPage,
});
