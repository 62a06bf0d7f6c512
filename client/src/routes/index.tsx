import { createFileRoute, redirect, useNavigate, useRouter } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ThemeModeToggle } from '../components/theme/ThemeModeToggle';
import JoinPage, { type JoinNavigation, type JoinSearch } from '../features/join/components/JoinPage';
import { isScreenMode, joinedPage } from '../features/join/joinRedirect';
import { i18n } from '../i18n/i18n';
import { pageTitle } from '../lib/pageTitle';
import { clearSnackbars as clearPlayerSnackbars } from '../lib/phoneSnackbar';
import { clearSnackbars } from '../lib/snackbar';
import { flagParam, textParam } from '../lib/searchParams';

function validateSearch(search: Record<string, unknown>): JoinSearch {
  return {
    isScreen: flagParam(search.isScreen),
    code: textParam(search.code),
    /** The event's screen key, on the host console's big-screen link. */
    key: textParam(search.key),
  };
}

/**
 * The join page within the app (after Leave on the player's page, a link to `/`): the same page the
 * phone's shell draws first (phoneShell.tsx), led by the router.
 */
function JoinRoute() {
  const { t } = useTranslation();
  const search = Route.useSearch();
  const navigate = useNavigate();
  const router = useRouter();
  const navigation = useMemo<JoinNavigation>(
    () => ({
      toJoined: async (page) => {
        // A message another page left (a player removed from the last event) does not cover the next one.
        clearSnackbars();
        clearPlayerSnackbars();
        await navigate({ to: page, replace: true });
      },
      switchMode: (screenMode) =>
        void navigate({ to: '/', search: (prev) => ({ ...prev, isScreen: screenMode ? true : undefined }), replace: true }),
      // A failed preload costs nothing: the navigation loads it again.
      preload: (page) => void router.preloadRoute({ to: page }).catch(() => {}),
      toManager: () => void navigate({ to: '/manager' }),
    }),
    [navigate, router],
  );
  return <JoinPage search={search} t={t} navigation={navigation} themeToggle={<ThemeModeToggle size={42} radius="xl" />} />;
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
  // Part of the app's chunk, not a lazy one: the join page is already in the phone's shell's download.
  component: JoinRoute,
});
