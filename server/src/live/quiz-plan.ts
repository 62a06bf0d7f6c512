// Loads the quiz activities of an event, in event order, as the engine's plan. Read at transitions
// only (start, next, skip) and for the host's "up next" preview, never on the poll path.
import { inArray } from 'drizzle-orm';
import { DEFAULT_HANDS_FREE_SECONDS, type EventActivity } from '@quizfest/shared';
import type { DbOrTx } from '../db/client.js';
import { questionsWithTimeLimits, quizReadTime } from '../activities/time-limit.js';
import { activities } from '../db/schema.js';
import { isUuid } from '../lib/uuid.js';
import type { QuizPlan } from './engine/transitions.js';

export async function loadQuizPlan(db: DbOrTx, entries: EventActivity[]): Promise<QuizPlan> {
  const ids = [...new Set(entries.filter((e) => e.type === 'quiz' && isUuid(e.modelId)).map((e) => e.modelId))];
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: activities.id, type: activities.type, content: activities.content })
    .from(activities)
    .where(inArray(activities.id, ids));
  // A question without its own time limit runs for the quiz's (activities/time-limit.ts).
  const byId = new Map(
    rows
      .filter((r) => r.type === 'quiz')
      .map((r) => [
        r.id,
        {
          questions: questionsWithTimeLimits(r.content),
          readMs: quizReadTime(r.content) * 1000,
          ...(r.content.speedScoring === false ? { speedScoring: false as const } : {}),
          ...(r.content.streakBonus ? { streakBonus: true as const } : {}),
          ...(r.content.teamScoring === 'total' ? { teamScoring: 'total' as const } : {}),
          ...(r.content.handsFree ? { handsFreeMs: (r.content.handsFreeSeconds ?? DEFAULT_HANDS_FREE_SECONDS) * 1000 } : {}),
          ...(r.content.leaderboard === 'round' || r.content.leaderboard === 'end' ? { leaderboard: r.content.leaderboard } : {}),
        },
      ]),
  );
  return entries.flatMap((entry, activityIndex) => {
    const quiz = entry.type === 'quiz' ? byId.get(entry.modelId) : undefined;
    return quiz ? [{ activityId: entry.id, activityIndex, ...quiz }] : [];
  });
}
