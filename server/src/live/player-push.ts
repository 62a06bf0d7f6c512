// A phone's `player-state` push (issue 24): the poll's body less what the socket holds (the event, the
// player's own record, and `me` by shared/player-push.ts's rule), and one encoded frame for every
// socket of a push whose frame is the same byte for byte. At a question's opening that is nearly the
// whole room: the WebSocket frame is built once and written as it is to each phone instead of a
// string built, encoded and framed for each (1,000 phones: ~1 MB less to allocate and encode at the
// room's most watched moment, and one write of one buffer a socket: rooms.ts SharedFrame).
import { heldMe, schemas as S, type PlayerMe } from '@quizfest/shared';
import type { CachedEvent } from '../events/cached-event.js';
import { SharedFrame, type LiveSocket } from './rooms.js';
import { eventJson, playerMe, playerStateText, serverNow, sharedLive } from './views.js';

/** The `me` a player socket was last sent (or keeps by the rule), and the question its push named. */
export type MeSent = { value: PlayerMe | null; question: string | null };

/** Every field of a `me`, from its schema: a field added there is compared here too. */
const ME_FIELDS = Object.keys(S.PlayerMe.shape) as (keyof PlayerMe)[];

/**
 * Whether two `me` show the same, field by field (the result, an object, by its own fields). At a
 * question's opening every phone's is compared with the one it holds: two JSON strings a socket,
 * one of them built from a copy, were most of the push's own work beside the writes.
 */
export function sameMe(a: PlayerMe | null, b: PlayerMe | null): boolean {
  if (a === null || b === null) return a === b;
  for (const field of ME_FIELDS) {
    const x = a[field];
    const y = b[field];
    if (x !== y && (typeof x !== 'object' || typeof y !== 'object' || x === null || y === null || !sameFields(x, y))) return false;
  }
  return true;
}

/** The same keys with the same values (a result's fields are numbers and booleans). */
function sameFields(x: object, y: object): boolean {
  const a = x as Record<string, unknown>;
  const b = y as Record<string, unknown>;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => key in b && a[key] === b[key]);
}

/**
 * The frames of one push that more than one socket can take: keyed by what varies between them
 * (what each socket holds, its `me` when sent), for the clock's current millisecond (every frame
 * carries `serverNow`, and each phone sets its clock by it) and the shared view of the moment.
 */
export class SharedFrames {
  private at = '';
  private live = '';
  private readonly frames = new Map<string, SharedFrame>();

  /** `live`: the shared view's JSON, rebuilt now and then as the counters move (views.ts sharedLive). */
  get(at: string, live: string, key: string, build: () => string): SharedFrame {
    if (at !== this.at || live !== this.live) {
      this.at = at;
      this.live = live;
      this.frames.clear();
    }
    let frame = this.frames.get(key);
    if (!frame) this.frames.set(key, (frame = new SharedFrame(Buffer.from(build()))));
    return frame;
  }
}

/**
 * The socket's next `player-state`, noting what it now holds. With `shared`, a frame another
 * socket of the same push can take too comes as bytes from it (sent as text: rooms.ts sendTo).
 */
export function playerPushFrame(
  entry: CachedEvent,
  s: LiveSocket,
  now: number,
  connected: number,
  shared?: SharedFrames,
): string | SharedFrame {
  const event = eventJson(entry);
  const record = entry.players.get(s.playerId!) ?? null;
  const live = sharedLive(entry, now, connected);
  const me = record ? playerMe(entry, s.playerId!) : null;
  // The event's JSON is rebuilt with every state change: compared by content (the same string
  // object compares at once). A record is replaced, never changed, when the player changes.
  const eventHeld = s.eventSent === event;
  const recordHeld = s.recordSent === record;
  const sent = s.meSent;
  const meHeld =
    s.keepsMe === true && sent !== undefined && sameMe(me, sent.question === live.question ? sent.value : heldMe(sent.value, false));
  s.eventSent = event;
  s.recordSent = record;
  s.meSent = { value: me, question: live.question };
  // Only a `me` the frame carries is serialised.
  const meJson = meHeld ? undefined : JSON.stringify(me);
  const text = () =>
    playerStateText(
      {
        event: eventHeld ? undefined : event,
        player: recordHeld ? undefined : JSON.stringify(record),
        live: live.json,
        me: meJson,
        now,
      },
      'player-state',
    );
  // A record sent is this player's own: no other socket's frame is the same.
  if (!shared || !recordHeld) return text();
  return shared.get(serverNow(now), live.json, `${eventHeld ? 'held' : 'event'} ${meJson ?? 'held'}`, text);
}
