// The join page's light shell (issue 22): what the QR code's link draws before the app has arrived.
// React, the join page (features/join) and its texts (i18n/phoneTexts.ts), and nothing of Mantine,
// the router or i18next: on venue Wi-Fi the code field is usable after this one download. While the
// code is being typed the app (mountApp.tsx) and the next page's code download; after the join, or
// on the organisers' link, the shell gives the page to the app, which carries on at the next page
// without a reload. The app's own `/` route draws the same join page later (routes/index.tsx).
import { type MouseEvent, StrictMode, useMemo, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { PlainThemeModeToggle } from './components/theme/PlainThemeModeToggle';
import JoinPage, { type JoinedPage, type JoinNavigation, joinPageClasses, type JoinSearch } from './features/join/components/JoinPage';
import classes from './features/join/components/JoinPage.module.css';
import { appLanguageOf, initialLanguage } from './i18n/language';
import { phoneTexts, type PlayT } from './i18n/phoneTexts';
import { applyThemeMode, storedThemeMode } from './lib/colorScheme';
import { loadChunk } from './lib/loadChunk';
import { APP_NAME } from './lib/pageTitle';
import { loadFullStyles, loadPlayerPage, loadScreenCatalogues, loadScreenPage } from './pageChunks';

/** The app, loaded once (the browser keeps the module): by the preload, the hand-over or main.tsx. */
export const loadApp = () => loadChunk(() => import('./mountApp'), 'App');

const PAGE_CODE: Record<JoinedPage, () => Promise<unknown>> = {
  '/player': loadPlayerPage,
  // The big screen draws with Mantine's whole stylesheet and its English and French texts.
  '/screen': () => Promise.all([loadScreenPage(), loadFullStyles(), loadScreenCatalogues()]),
};

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

function JoinShell({ t, leave }: { t: PlayT; leave: (href: string, replace: boolean) => Promise<void> }) {
  const [search, setSearch] = useState(readSearch);
  const navigation = useMemo<JoinNavigation>(
    () => ({
      toJoined: (page) => leave(page, true),
      switchMode: (screenMode) => {
        window.history.replaceState(window.history.state, '', modeHref(screenMode));
        setSearch(readSearch());
      },
      preload: (page) => {
        // A failed preload costs nothing: the hand-over loads it again.
        loadApp().catch(() => {});
        PAGE_CODE[page]().catch(() => {});
      },
      toManager: (event: MouseEvent<HTMLAnchorElement>) => {
        // A new tab or window for a modified click, as any link.
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        void leave('/manager', false);
      },
    }),
    [leave],
  );
  return (
    <JoinPage
      search={search}
      t={t}
      navigation={navigation}
      themeToggle={<PlainThemeModeToggle t={t} className={joinPageClasses.round} />}
    />
  );
}

export function drawJoinShell(root: HTMLElement): void {
  const t = phoneTexts(appLanguageOf(initialLanguage()));
  document.documentElement.lang = appLanguageOf(initialLanguage());
  document.title = `${t('titles.join')} · ${APP_NAME}`;
  // Before the first paint: a dark phone never sees the page flash light.
  applyThemeMode(storedThemeMode());
  let shell: Root | null = createRoot(root);

  const leave = async (href: string, replace: boolean): Promise<void> => {
    let app: Awaited<ReturnType<typeof loadApp>>;
    try {
      app = await loadApp();
    } catch (error) {
      // The app could not be had (the venue's network dropped): a real navigation tries again,
      // from the service worker's cache where there is one, and says so where there is not.
      console.error(error);
      if (replace) window.location.replace(href);
      else window.location.assign(href);
      return;
    }
    window.removeEventListener('popstate', onPopState);
    // The shell's page (Join busy) stays until the app's first draw replaces it, in one task.
    await app.mountApp(root, {
      goTo: { href, replace },
      beforeDraw: () => {
        shell?.unmount();
        shell = null;
      },
    });
  };

  // Back or Forward to another page of the app while the shell draws (the join page is the only
  // one it has): the app takes over at that address.
  const onPopState = () => {
    if (window.location.pathname !== '/') void leave(window.location.pathname + window.location.search, true);
  };
  window.addEventListener('popstate', onPopState);

  shell.render(
    <StrictMode>
      <JoinShell t={t} leave={leave} />
    </StrictMode>,
  );
}

/** The app's code could not be had for a page other than the join page: say so, with a way to try again. */
export function showAppLoadFailure(root: HTMLElement, error: unknown): void {
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
