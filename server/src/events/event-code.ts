// Event codes (docs/PRODUCT-RULES.md#event-codes): EVENT_CODE_LENGTH upper-case letters, random, unique among
// events not yet ended, and never one of a small list of words nobody wants on a big screen.
import { randomInt } from 'node:crypto';
import { EVENT_CODE_LENGTH } from '@quizfest/shared';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

// Four-letter words (and near-words) to skip; kept short and deliberate rather than exhaustive.
const BLOCKED = new Set([
  'ANAL',
  'ANUS',
  'ARSE',
  'BOOB',
  'BUTT',
  'CLIT',
  'COCK',
  'COON',
  'CRAP',
  'CUNT',
  'DAMN',
  'DICK',
  'DIKE',
  'DYKE',
  'FAGS',
  'FUCK',
  'FUCC',
  'FUKK',
  'GOOK',
  'HELL',
  'HOMO',
  'JIZZ',
  'KIKE',
  'KILL',
  'MERD',
  'NAZI',
  'NIGG',
  'PAKI',
  'PISS',
  'POOP',
  'PORN',
  'PUTE',
  'RAPE',
  'SEXY',
  'SHIT',
  'SLUT',
  'SPIC',
  'TITS',
  'TWAT',
  'WANK',
  'WHOR',
  'CACA',
  'CONE',
  'CONS',
  'CULS',
  'PUTA',
  'NIQU',
  'BITE',
  'ZOBS',
]);

export const isBlockedCode = (code: string) => BLOCKED.has(code);

export function randomEventCode(random: (max: number) => number = randomInt): string {
  for (;;) {
    let code = '';
    for (let i = 0; i < EVENT_CODE_LENGTH; i++) code += LETTERS[random(LETTERS.length)];
    if (!isBlockedCode(code)) return code;
  }
}
