// The big screen speaks to a room of English and French speakers at once: its fixed texts come in
// both languages, whatever the language of the browser it runs in (which names the page for screen
// readers, and words the hidden labels). The route's loader has loaded both catalogues.
import type { TFunction } from 'i18next';
import { i18n } from '../../../i18n/i18n';
import { translateServerError } from '../../../i18n/serverErrors';

export type ScreenT = TFunction<'screen'>;

/** The room's languages, in the order the screen shows them: English first, as the quiz texts. */
export const SCREEN_LANGUAGES = ['en', 'fr'] as const;
export type ScreenLanguage = (typeof SCREEN_LANGUAGES)[number];

/** t() of the screen's catalogue in one language, whatever the page's language. */
export function screenT(language: ScreenLanguage): ScreenT {
  return i18n.getFixedT(language, 'screen');
}

export type ScreenText = (t: ScreenT, language: ScreenLanguage) => string;

/** A text in English and in French. */
export function inBothLanguages(text: ScreenText): Record<ScreenLanguage, string> {
  return { en: text(screenT('en'), 'en'), fr: text(screenT('fr'), 'fr') };
}

/**
 * A server's message (English by contract) as a screen text: the ones a screen can meet are in the
 * players' catalogue in both languages; any other stays as the server worded it.
 */
export function serverMessage(message: string): ScreenText {
  return (_t, language) => translateServerError(i18n.getFixedT(language, 'play'), message);
}
