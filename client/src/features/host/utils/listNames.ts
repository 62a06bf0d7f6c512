// Names in a sentence, as the console's language lists them ("Ann, Bob and 3 more", "Ann, Bob et
// 3 autres"): a confirmation names the first few of the players it removes, the count the rest.
import type { HostT } from '../i18n/hostT';

/** How many names a confirmation spells out before it says how many more. */
export const NAMES_SHOWN = 5;

export function listNames(names: string[], more: number, t: HostT, language: string): string {
  const items = more > 0 ? [...names, t('players.andMore', { count: more })] : names;
  return new Intl.ListFormat(language, { style: 'long', type: 'conjunction' }).format(items);
}
