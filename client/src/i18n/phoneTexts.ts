// The join page's texts without i18next (issue 22): the page a phone opens from the QR code is
// drawn by the phone's shell (src/phoneShell.tsx) whose whole download is held to 90 KB gzipped, and
// React alone is 67 KB of it; i18next with react-i18next would be 15 more. The texts are the same
// catalogues (locales/<language>/play.json), of which Vite bundles only the parts imported by name
// below; the wording rules are i18next's own (translate.ts). The player's page has the whole
// catalogue (playTranslation.ts); the app's other pages use i18next (i18n.ts).
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
import { type Catalogue, type TextValues, translate } from './translate';

/** A key of the phone's catalogue (`play`), as i18next types it. */
export type PlayKey = ParseKeys<'play'>;

/**
 * What the phone's pages need of a translator: i18next's t() of the app, playTranslation.ts's of
 * the player's page, or phoneTexts() of the join page's light shell. Values fill the
 * {{placeholders}}, and `count` picks the plural.
 */
export type PlayT = (key: PlayKey, values?: TextValues) => string;

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
  // A key outside the parts imported above: a page of the shell asked for a text it does not
  // bundle, which phoneTexts.test.ts keeps from shipping. Shown as the key, as i18next would.
  return (key, values) => translate(CATALOGUES[language], language, key, values) ?? key;
}
