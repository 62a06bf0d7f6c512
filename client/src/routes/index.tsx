import { createFileRoute, redirect } from '@tanstack/react-router';
// zod/mini keeps the join page's download small: the classic API is not tree-shakable.
import * as z from 'zod/mini';
import JoinPage from '../features/join/components/JoinPage';
import { isScreenMode, joinedPage } from '../features/join/joinRedirect';
import { i18n } from '../i18n/i18n';
import { pageTitle } from '../lib/pageTitle';

const searchSchema = z.object({
  isScreen: z.catch(z.optional(z.union([z.boolean(), z.string()])), undefined),
  code: z.catch(z.optional(z.string()), undefined),
  /** The event's screen key, on the host console's big-screen link. */
  key: z.catch(z.optional(z.string()), undefined),
});

export const Route = createFileRoute('/')({
  head: () => pageTitle(i18n.t('titles.join')),
  validateSearch: searchSchema,
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
