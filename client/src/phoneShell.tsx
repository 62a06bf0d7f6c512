// The phone's shell (issue 22): what draws the join page (`/`, the QR code's link) and the player's
// page (`/player`) without the app's router, its auth or any other page.
// - The join page is React, features/join's page and its texts (i18n/phoneTexts.ts), and nothing of
//   Mantine or i18next: on venue Wi-Fi the code field is usable after this one download.
// - While the code is being typed the player's page downloads (phonePlayer.tsx: it, the phone's
//   kit, TanStack Query, i18next); after the join the shell draws it in place of the join page, and the
//   way back (Leave, a removed player) draws the join page again, all without a reload.
// - The big screen, the organisers' link and any other address go to the app (mountApp.tsx), which
//   then takes the whole page; its own `/` and `/player` routes draw the same pages.
import { StrictMode, useCallback, useEffect, useMemo, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { PlainThemeModeToggle } from './components/theme/PlainThemeModeToggle';
import JoinPage, { type JoinedPage, type JoinNavigation, joinPageClasses, type JoinSearch } from './features/join/components/JoinPage';
import classes from './features/join/components/JoinPage.module.css';
import { type ToJoinPage, ToJoinPageContext } from './features/player/toJoinPage';
import { appLanguageOf, initialLanguage } from './i18n/language';
import { phoneTexts } from './i18n/phoneTexts';
import { applyThemeMode, storedThemeMode } from './lib/colorScheme';
import { loadChunk } from './lib/loadChunk';
import { clearSnackbars } from './lib/phoneSnackbar';
import { pageTitleText } from './lib/pageTitle';
import { loadFullStyles, loadScreenCatalogues, loadScreenPage } from './pageChunks';

/** The app, loaded once (the browser keeps the module): by a preload, a hand-over or main.tsx. */
export const loadApp = () => loadChunk(() => import('./mountApp'), 'App');

/** The player's page and what it draws within, loaded once. */
export const loadPhonePlayer = () => loadChunk(() => import('./phonePlayer'), 'PhonePlayer');

type PhonePlayer = Awaited<ReturnType<typeof loadPhonePlayer>>;

/** The shell's two pages. */
export type ShellPage = '/' | '/player';

/** Gives the page to the app at `href`, for good. */
type Leave = (href: string, replace: boolean) => Promise<void>;

function readSearch(): JoinSearch {
  const params = new URLSearchParams(window.location.search);
  return { isScreen: params.get('isScreen') ?? undefined, code: params.get('code') ?? undefined, key: params.get('key') ?? undefined };
}

/** This page's address with `isScreen` set or dropped, the code and key kept (as the app's route does). */
function modeHref(screenMode: boolean): string {
  const params = new URLSearchParams(window.location.search);
  if (screenMode) params.set('isScreen', 'true');
  else params.delete('isScreen');
  const query = params.toString();
  return query ? `/?${query}` : '/';
}

/** Where a real navigation goes when the code could not be had: the service worker's cache, or the browser says why. */
function navigateForReal(href: string, replace: boolean): void {
  if (replace) window.location.replace(href);
  else window.location.assign(href);
}

function Shell({ initialPage, initialPlayer, leave }: { initialPage: ShellPage; initialPlayer: PhonePlayer | null; leave: Leave }) {
  const [page, setPage] = useState<ShellPage>(initialPage);
  const [player, setPlayer] = useState<PhonePlayer | null>(initialPlayer);
  const [search, setSearch] = useState(readSearch);
  // The join page speaks the language chosen last: the player's page has a switch.
  const language = appLanguageOf(initialLanguage());
  const t = useMemo(() => phoneTexts(language), [language]);

  useEffect(() => {
    document.title = pageTitleText(t(page === '/' ? 'titles.join' : 'titles.play'));
  }, [page, t]);

  const showPlayer = useCallback(async (replace: boolean | null) => {
    let module: PhonePlayer;
    try {
      module = await loadPhonePlayer();
    } catch (error) {
      console.error(error);
      navigateForReal('/player', replace !== false);
      return;
    }
    if (replace !== null) window.history[replace ? 'replaceState' : 'pushState'](null, '', '/player');
    setPlayer(module);
    setPage('/player');
  }, []);

  const toJoinPage = useCallback<ToJoinPage>(({ replace }) => {
    window.history[replace ? 'replaceState' : 'pushState'](null, '', '/');
    setSearch(readSearch());
    setPage('/');
  }, []);

  // Back and Forward between the two pages; any other address is the app's.
  useEffect(() => {
    const onPopState = () => {
      const { pathname, search: query } = window.location;
      if (pathname === '/') {
        setSearch(readSearch());
        setPage('/');
      } else if (pathname === '/player') void showPlayer(null);
      else void leave(pathname + query, true);
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [leave, showPlayer]);

  const navigation = useMemo<JoinNavigation>(
    () => ({
      // Replaces the join page in the history: Back from the game (mid-question, after a QR code's
      // `/?code=…`) leaves the app rather than showing the code field again.
      toJoined: (next) => {
        // A message the last event left (a player removed from it) does not cover the next page.
        clearSnackbars();
        return next === '/player' ? showPlayer(true) : leave(next, true);
      },
      switchMode: (screenMode) => {
        window.history.replaceState(window.history.state, '', modeHref(screenMode));
        setSearch(readSearch());
      },
      preload: (next: JoinedPage) => {
        // A failed preload costs nothing: the tap on Join loads it again.
        if (next === '/player') loadPhonePlayer().catch(() => {});
        else Promise.all([loadApp(), loadScreenPage(), loadFullStyles(), loadScreenCatalogues()]).catch(() => {});
      },
      toManager: () => void leave('/manager', false),
    }),
    [leave, showPlayer],
  );

  // Once the player's page has come, its providers draw around both pages: a snackbar it showed (a
  // removed player's) stays over the join page.
  const join = (
    <JoinPage
      search={search}
      t={t}
      navigation={navigation}
      themeToggle={<PlainThemeModeToggle label={(mode) => t(`theme.${mode}`)} className={joinPageClasses.round} />}
    />
  );
  if (!player) return join;
  return (
    <player.PhoneProviders>
      {page === '/player' ? (
        <ToJoinPageContext.Provider value={toJoinPage}>
          <player.PlayerPage />
        </ToJoinPageContext.Provider>
      ) : (
        join
      )}
    </player.PhoneProviders>
  );
}

/**
 * Draws `page` into `root`: the join page at once, the player's page once its code is here (the
 * index.html shell's spinner shows meanwhile). Fails when that code could not be had. Resolves to a
 * function that takes the shell away (the tests').
 */
export async function drawPhoneShell(root: HTMLElement, page: ShellPage): Promise<() => void> {
  document.documentElement.lang = appLanguageOf(initialLanguage());
  // Before the first paint: a dark phone never sees the page flash light.
  applyThemeMode(storedThemeMode());
  const player = page === '/player' ? await loadPhonePlayer() : null;
  let shell: Root | null = createRoot(root);

  const leave: Leave = async (href, replace) => {
    let app: Awaited<ReturnType<typeof loadApp>>;
    try {
      app = await loadApp();
    } catch (error) {
      console.error(error);
      navigateForReal(href, replace);
      return;
    }
    // The shell's page (Join busy) stays until the app's first draw replaces it, in one task.
    await app.mountApp(root, {
      goTo: { href, replace },
      beforeDraw: () => {
        shell?.unmount();
        shell = null;
      },
    });
  };

  shell.render(
    <StrictMode>
      <Shell initialPage={page} initialPlayer={player} leave={leave} />
    </StrictMode>,
  );
  return () => {
    shell?.unmount();
    shell = null;
  };
}

/** The code of the page at this address could not be had: say so, with a way to try again. */
export function showLoadFailure(root: HTMLElement, error: unknown): void {
  console.error(error);
  const t = phoneTexts(appLanguageOf(initialLanguage()));
  document.documentElement.lang = appLanguageOf(initialLanguage());
  applyThemeMode(storedThemeMode());
  createRoot(root).render(
    <main className={classes.page}>
      <div className={classes.column} role="alert">
        <h1 className={classes.title}>{t('appError.title')}</h1>
        <p className={classes.prompt}>{t('appError.text')}</p>
        <button type="button" className={classes.join} onClick={() => window.location.reload()}>
          <span className={classes.joinLabel}>{t('appError.reload')}</span>
        </button>
      </div>
    </main>,
  );
}
