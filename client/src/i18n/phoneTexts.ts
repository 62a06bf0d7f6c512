// The join page's texts without i18next (issue 22): the page a phone opens from the QR code is
// drawn by the phone's shell (src/phoneShell.tsx) whose whole download is held to 90 KB gzipped, and
// React alone is 67 KB of it; i18next with react-i18next would be 15 more. The texts are the same
// catalogues (locales/<language>/play.json), of which Vite bundles only the parts imported by name
// below; the wording rules are i18next's own: a dotted key, {{name}} placeholders.
// Everything past the join page's first draw (the app, /player) uses i18next (i18n.ts).
import type { ParseKeys } from 'i18next';
import {
  appError as enAppError,
  join as enJoin,
  joinForm as enJoinForm,
  serverErrors as enServerErrors,
  snackbar as enSnackbar,
  theme as enTheme,
  titles as enTitles,
} from './locales/en/play.json';
import {
  appError as frAppError,
  join as frJoin,
  joinForm as frJoinForm,
  serverErrors as frServerErrors,
  snackbar as frSnackbar,
  theme as frTheme,
  titles as frTitles,
} from './locales/fr/play.json';
import type { AppLanguage } from './language';

/** A key of the phone's catalogue (`play`), as i18next types it. */
export type PlayKey = ParseKeys<'play'>;

/**
 * What the join page needs of a translator: i18next's t() of the app, or phoneTexts() of the light
 * shell. Values fill the {{placeholders}}.
 */
export type PlayT = (key: PlayKey, values?: Record<string, string | number>) => string;

type Catalogue = { readonly [part: string]: string | Catalogue };

const CATALOGUES: Record<AppLanguage, Catalogue> = {
  en: {
    appError: enAppError,
    join: enJoin,
    joinForm: enJoinForm,
    serverErrors: enServerErrors,
    snackbar: enSnackbar,
    theme: enTheme,
    titles: enTitles,
  },
  fr: {
    appError: frAppError,
    join: frJoin,
    joinForm: frJoinForm,
    serverErrors: frServerErrors,
    snackbar: frSnackbar,
    theme: frTheme,
    titles: frTitles,
  },
};

/** The phone's shell's t() in `language` (the shell asks again after the player's page switched it). */
export function phoneTexts(language: AppLanguage): PlayT {
  return (key, values) => {
    let text: string | Catalogue | undefined = CATALOGUES[language];
    for (const part of key.split('.')) text = typeof text === 'object' ? text[part] : undefined;
    // A key outside the parts imported above: a page of the shell asked for a text it does not
    // bundle, which phoneTexts.test.ts keeps from shipping. Shown as the key, as i18next would.
    if (typeof text !== 'string') return key;
    return values ? text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole)) : text;
  };
}
