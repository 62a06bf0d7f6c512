// Whether a question may close early, every connected player having answered
// (docs/PRODUCT-RULES.md#live-phases): as this instance sees it, and on PostgreSQL as the others do.
import { and, eq, gt, isNotNull, notExists, sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client.js';
import { answers, eventPlayers } from '../db/schema.js';
import type { CachedEvent } from '../events/cached-event.js';
import type { CurrentQuestion } from './engine/live-state.js';
import type { IsConnected } from './presence.js';

/**
 * A connected player who has not answered the current question, or null when there is none; then
 * `anyConnected` says whether anyone played. `hint` (the one found last time) is tried first: in an
 * answer storm it is usually still waiting, and each batch of answers is checked in O(1) instead of
 * a walk of the room (which, building the set of connected ids, was a quarter of the server's work
 * while 5000 answers arrived).
 */
export function waitingPlayer(
  entry: CachedEvent,
  isConnected: IsConnected,
  hint: string | null,
): { waiting: string; anyConnected: true } | { waiting: null; anyConnected: boolean } {
  const answered = entry.currentAnswers;
  if (hint !== null && !answered.has(hint) && entry.players.has(hint) && isConnected(hint)) return { waiting: hint, anyConnected: true };
  let anyConnected = false;
  for (const p of entry.named) {
    if (!answered.has(p.playerId)) {
      if (isConnected(p.playerId)) return { waiting: p.playerId, anyConnected: true };
    } else anyConnected ||= isConnected(p.playerId);
  }
  return { waiting: null, anyConnected };
}

/** Where the player found waiting last time is kept: with the entry, so it goes when the entry does. */
const WAITING_HINT = 'waitingToAnswer';

/**
 * Whether every connected player has answered, as this instance sees it and, on PostgreSQL, as the
 * others do. Each connected player must have answered, not merely as many players as are connected:
 * those who answered and put their phone away must not cut the question short for those still
 * thinking. The player found waiting is kept as the next call's hint (waitingPlayer).
 */
export async function everyoneAnswered(
  db: Db,
  databaseKind: Database['kind'],
  entry: CachedEvent,
  current: CurrentQuestion,
  isConnected: IsConnected,
): Promise<boolean> {
  const here = waitingPlayer(entry, isConnected, (entry.memo.get(WAITING_HINT) as string | undefined) ?? null);
  if (here.waiting !== null) entry.memo.set(WAITING_HINT, here.waiting);
  if (here.waiting !== null || !here.anyConnected) return false;
  if (databaseKind === 'postgres') {
    // Other instances hold sockets too: a player seen lately anywhere who has not answered keeps it open.
    const eventId = entry.row.id;
    const { activityId, questionIndex } = current;
    const answered = db
      .select({ one: sql`1` })
      .from(answers)
      .where(
        and(
          eq(answers.eventId, eventId),
          eq(answers.activityId, activityId),
          eq(answers.questionIndex, questionIndex),
          eq(answers.playerId, eventPlayers.playerId),
        ),
      );
    const [waiting] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(eventPlayers)
      .where(
        and(
          eq(eventPlayers.eventId, eventId),
          isNotNull(eventPlayers.infoSetAt),
          gt(eventPlayers.lastSeenAt, sql`now() - interval '15 seconds'`),
          notExists(answered),
        ),
      );
    if (Number(waiting?.n ?? 0) > 0) return false;
  }
  return true;
}
