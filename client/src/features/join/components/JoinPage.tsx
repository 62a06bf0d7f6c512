// The landing page (docs/PRODUCT-RULES.md#pages): a big code field a thumb can reach on a phone, or the same for a
// display joining as a screen.
//
// Plain React and a stylesheet of its own, no Mantine, no router (issue 22): the QR code opens it
// in the phone's shell (src/phoneShell.tsx) that draws it before the app has downloaded, and the app's
// `/` route (routes/index.tsx) draws the same page. Each gives it its texts, its way to the next
// page and its theme button.
import { SNACKBAR_MS } from '@quizfest/shared';
import { IconArrowRight, IconX } from '@tabler/icons-react';
import { type FormEvent, type MouseEvent, type ReactNode, useEffect, useId, useState } from 'react';
import type { PlayT } from '../../../i18n/phoneTexts';
import { translateServerError } from '../../../i18n/serverErrors';
import { errorMessage } from '../../../lib/errorMessage';
import { eventCodeToSend, typedEventCode } from '../../../lib/eventCode';
import { joinEvent } from '../../../lib/joinEvent';
import { isScreenMode } from '../joinRedirect';
import classes from './JoinPage.module.css';
import { ModeToggleButton } from './ModeToggleButton';

export type JoinSearch = { isScreen?: boolean | string | undefined; code?: string | undefined; key?: string | undefined };

export type JoinedPage = '/player' | '/screen';

/** How the page leaves itself: the router's navigation in the app, a hand-over to the app in the shell. */
export type JoinNavigation = {
  /** After a join: the next page, in place of the join page in the history; resolves once it is drawn. */
  toJoined(page: JoinedPage): Promise<void>;
  /** Player mode to screen mode and back: this page with `isScreen` set or dropped, in place of this one. */
  switchMode(screenMode: boolean): void;
  /** Fetches the next page's code while the code is typed, so that the tap on Join waits for the join call only. */
  preload(page: JoinedPage): void;
  /** The organisers' link (`/manager`), followed within the page (a modified click opens a tab as any link). */
  toManager(): void;
};

type Props = { search: JoinSearch; t: PlayT; navigation: JoinNavigation; themeToggle: ReactNode };

export default function JoinPage({ search, t, navigation, themeToggle }: Props) {
  const screenMode = isScreenMode(search.isScreen);
  const [code, setCode] = useState(() => typedEventCode(search.code ?? ''));
  // From the tap until the next page replaces this one: on slow Wi-Fi the next page can take
  // seconds to draw, and an idle Join button in the meantime invites a second tap.
  const [busy, setBusy] = useState(false);
  // The join error's top-centre snackbar (docs/PRODUCT-RULES.md#errors): one message at a time, the
  // next tap's answer replaces it, and it closes by itself after SNACKBAR_MS. `shown` counts the
  // messages, so that the same refusal twice starts its time again.
  const [error, setError] = useState<{ text: string; shown: number } | null>(null);
  const showError = (text: string) => setError((last) => ({ text, shown: (last?.shown ?? 0) + 1 }));
  const errorId = useId();
  useEffect(() => {
    if (!error) return;
    const timer = setTimeout(() => setError(null), SNACKBAR_MS);
    return () => clearTimeout(timer);
  }, [error]);
  const nextPage: JoinedPage = screenMode ? '/screen' : '/player';
  const { preload } = navigation;

  useEffect(() => preload(nextPage), [preload, nextPage]);

  const followManagerLink = (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window for a modified click, as any link.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigation.toManager();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const toSend = eventCodeToSend(code);
    if (!toSend) {
      showError(t('join.noCode'));
      return;
    }
    setBusy(true);
    // The key goes only with the code its link came with: a code typed over it is another event's.
    const key = screenMode && toSend === search.code?.toUpperCase() ? search.key : undefined;
    joinEvent(toSend, screenMode ? 'screen' : 'player', key)
      .then(async () => {
        setError(null);
        // Replaces the join page in the history: Back from the game (mid-question, after a QR
        // code's `/?code=…`) leaves the app rather than showing the code field again.
        await navigation.toJoined(nextPage);
      })
      .catch((failure: unknown) => {
        showError(translateServerError(t, errorMessage(failure, t('join.failed'))));
        setBusy(false);
      });
  };

  return (
    <main className={classes.page}>
      {error && (
        // role=alert: a screen reader says the refusal as it appears, without moving focus.
        <div id={errorId} className={classes.snackbar} role="alert">
          <p className={classes.snackbarText}>{error.text}</p>
          <button type="button" className={classes.snackbarClose} aria-label={t('snackbar.close')} onClick={() => setError(null)}>
            <IconX size={16} aria-hidden />
          </button>
        </div>
      )}
      <div className={classes.column}>
        <div className={classes.brand}>
          <h1 className={classes.title}>QuizFest</h1>
          <p className={classes.domain}>quizfest.live</p>
        </div>
        <p className={classes.prompt}>{screenMode ? t('join.promptScreen') : t('join.promptPlayer')}</p>
        <form className={classes.form} onSubmit={submit} noValidate>
          <div className={classes.field}>
            <label className={classes.label} htmlFor={`${errorId}-code`}>
              {t('join.codeLabel')}
            </label>
            <input
              id={`${errorId}-code`}
              className={classes.input}
              placeholder={t('join.codePlaceholder')}
              // No maxLength: the browser would cut a pasted 'eh vr' to 'eh v' before its space is
              // dropped; typedEventCode drops spaces first, then keeps EVENT_CODE_LENGTH characters.
              autoComplete="off"
              autoCorrect="off"
              autoCapitalize="characters"
              spellCheck={false}
              enterKeyHint="go"
              value={code}
              // Typing starts at once, and Enter joins (the form's submit).
              autoFocus
              onChange={(e) => setCode(typedEventCode(e.currentTarget.value))}
              readOnly={busy}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
            />
          </div>
          <button
            type="submit"
            className={classes.join}
            disabled={code === '' || busy}
            data-loading={busy || undefined}
            aria-busy={busy || undefined}
          >
            <span className={classes.joinLabel}>
              {screenMode ? t('join.joinAsScreen') : t('join.join')}
              <IconArrowRight aria-hidden />
            </span>
            {busy && <span className={classes.spinner} aria-hidden />}
          </button>
        </form>
        {/* Small and below the form: the code field stays the page's one big thing; underlined, so
            it reads as a link without relying on its colour. */}
        <a className={classes.organisers} href="/manager" onClick={followManagerLink}>
          {t('join.organisers')}
        </a>
      </div>
      {/* After the form in the page's order (they float in the corners): the first Tab from the
          code field is Join, not a switch to the other mode. */}
      <ModeToggleButton screenMode={screenMode} t={t} onSwitch={navigation.switchMode} />
      <div className={`${classes.corner} ${classes.themeCorner}`}>{themeToggle}</div>
    </main>
  );
}

/** The page's round corner button, for a theme toggle drawn without Mantine (the phone's shell's). */
export const joinPageClasses = { round: classes.round };
