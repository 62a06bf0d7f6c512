// Whether a question may close early, every connected player having answered
// (docs/PRODUCT-RULES.md#live-phases): as this instance sees it, and on PostgreSQL as the others do.
import { and, eq, gt, isNotNull, notExists, sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client.js';
import { answers, eventPlayers } from '../db/schema.js';
import type { CachedEvent } from '../events/event-cache.js';
import type { CurrentQuestion } from './engine/live-state.js';

export async function everyoneAnswered(
  db: Db,
  databaseKind: Database['kind'],
  entry: CachedEvent,
  current: CurrentQuestion,
  connectedIds: Set<string>,
): Promise<boolean> {
  // Each connected player must have answered, not merely as many players as are connected: those
  // who answered and put their phone away must not cut the question short for those still thinking.
  const connected = entry.named.filter((p) => connectedIds.has(p.playerId));
  if (connected.length === 0 || connected.some((p) => !entry.currentAnswers.has(p.playerId))) return false;
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
