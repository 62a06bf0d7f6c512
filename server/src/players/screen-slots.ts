// The rules of an event's screen slots (docs/PRODUCT-RULES.md#joining; issue 18 item 7). The code is on
// the big screen for the whole room to read, so joining by code alone cannot be what keeps the
// venue's real screen on: the host console hands its owner the event's screen key (an HMAC of the
// event id under a secret of the server's), its "Open the big screen" link carries it, and a screen
// that joins with it always gets a slot. Screens that join with the code alone keep working as the
// spec has it, limited per address, and a screen the host removed is barred from the event.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/client.js';
import { getOrCreateSetting } from '../settings.js';

/**
 * New screens (ids the event does not list yet) one address may add to one event: 10 per 10
 * minutes. A venue has a few screens and sets them up once; 50 in 187 ms from one address is a
 * script. Screens opened with the screen key are not counted: the operator shares the address with
 * whoever squats it.
 */
export const NEW_SCREENS = { max: 10, windowMs: 10 * 60_000 };
export const TOO_MANY_NEW_SCREENS =
  'Too many new screens for this event from this network; the host console’s “Open the big screen” link is not limited.';

/**
 * Polls one screen may make: a screen polls once a second while its socket is down, and each poll
 * answers with the whole view, players list included (~0.5 MB at 5,000 named players). Without a
 * limit, anyone with the code could join a screen and ask for that view as fast as they liked.
 */
export const SCREEN_POLLS = { burst: 5, perSecond: 2 };
export const TOO_MANY_SCREEN_POLLS = 'This screen is polling too often; try again in a moment';

/** The bars an event keeps: the last screens its host removed (older bars drop off first). */
export const BARRED_SCREENS_KEPT = 200;
export const SCREEN_BARRED = 'The host removed this screen from the event';
export const BAD_SCREEN_KEY = 'This big-screen link is not for this event: open the big screen again from the host console';

/** Its secret, one per database so that every instance agrees, read once per process. */
const secrets = new WeakMap<Db, Promise<string>>();
function secret(db: Db): Promise<string> {
  let s = secrets.get(db);
  if (!s) {
    s = getOrCreateSetting(db, 'screen_key_secret', () => randomBytes(32).toString('base64'));
    // A failed read (the database out of reach) is tried again by the next call.
    s.catch(() => secrets.delete(db));
    secrets.set(db, s);
  }
  return s;
}

/** The event's screen key: what the host console's big-screen link carries. */
export async function screenKey(db: Db, eventId: string): Promise<string> {
  return createHmac('sha256', await secret(db))
    .update(`screen-key:${eventId.toLowerCase()}`)
    .digest('base64url');
}

/** Whether `key` is the event's screen key, compared in constant time. */
export async function isScreenKey(db: Db, eventId: string, key: string): Promise<boolean> {
  const expected = Buffer.from(await screenKey(db, eventId));
  const given = Buffer.from(key);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
