// The rows every change of the live game writes (live-store.ts, host-corrections.ts,
// host-adjustments.ts): a change first claims the event revision it read, so that of two racing
// changes (two instances, a host and a deadline timer) exactly one applies, then writes the new
// state, the answers it re-scored (and their streaks) and the teams' lifetime scores it moved.
import { STREAK_BONUS_CAP, STREAK_BONUS_STEP } from '@quizfest/shared';
import { and, eq, sql } from 'drizzle-orm';
import { rowsOf, type DbOrTx } from '../db/client.js';
import { jsonb } from '../db/jsonb-param.js';
import { answers, events, teams } from '../db/schema.js';
import { lockTeams } from '../teams/team-players.js';
import type { StoredLive } from './engine/live-state.js';

/** Claims revision `seen` of the event (locking its row) or returns false when it moved on. */
export async function claim(tx: DbOrTx, eventId: string, seen: number): Promise<boolean> {
  const rows = await tx
    .update(events)
    .set({ rev: sql`${events.rev} + 1` })
    .where(and(eq(events.id, eventId), eq(events.rev, seen)))
    .returning({ rev: events.rev });
  return rows.length === 1;
}

export const RACED = 'The event changed at the same moment; try again';

/** Writes the event's new live state; returns the row as committed (with its revision). */
export async function writeLive(tx: DbOrTx, eventId: string, live: StoredLive, dates?: { startDate?: Date; endDate?: Date }) {
  const [row] = await tx
    .update(events)
    .set({ live, ...dates, updatedAt: new Date() })
    .where(eq(events.id, eventId))
    .returning();
  return row!;
}

/**
 * Claims revision `seen` of the event and writes its new live state in one statement (a change that
 * writes nothing else): the row as committed, or null when the event moved on.
 */
export async function claimAndWriteLive(
  db: DbOrTx,
  eventId: string,
  seen: number,
  live: StoredLive,
  dates?: { startDate?: Date; endDate?: Date },
): Promise<typeof events.$inferSelect | null> {
  const [row] = await db
    .update(events)
    .set({ rev: sql`${events.rev} + 1`, live, ...dates, updatedAt: new Date() })
    .where(and(eq(events.id, eventId), eq(events.rev, seen)))
    .returning();
  return row ?? null;
}

/** Writes new scores of one question's answers, in one statement whatever their number. */
export async function rescoreAnswers(
  tx: DbOrTx,
  eventId: string,
  question: { activityId: string; questionIndex: number },
  rescored: { playerId: string; correct: boolean; points: number }[],
) {
  if (!rescored.length) return;
  const rows = rescored.map((a) => ({ player_id: a.playerId, correct: a.correct, points: a.points }));
  await tx.execute(sql`
    update ${answers} set correct = r.correct, points = r.points
      from jsonb_to_recordset(${jsonb(rows)}) as r(player_id uuid, correct boolean, points integer)
     where ${answers.eventId} = ${eventId}::uuid and ${answers.activityId} = ${question.activityId}
       and ${answers.questionIndex} = ${question.questionIndex} and ${answers.playerId} = r.player_id`);
}

/** Adds each team's points to its lifetime score, locking the teams first in the order every change takes them. */
export async function addToTeamScores(tx: DbOrTx, deltas: [teamId: string, points: number][]) {
  if (!deltas.length) return;
  await lockTeams(
    tx,
    deltas.map(([id]) => id),
  );
  for (const [teamId, points] of deltas) {
    await tx
      .update(teams)
      .set({ score: sql`${teams.score} + ${points}` })
      .where(eq(teams.id, teamId));
  }
}

/**
 * Counts the streaks of one question's answers from the answers to `from`, the last question
 * revealed with a streak bonus (engine/streaks.ts): each answer whose player was right there
 * continues that run, and a right one earns its bonus. One statement; returns the rows it changed.
 */
export async function countStreaks(
  tx: DbOrTx,
  eventId: string,
  question: { activityId: string; questionIndex: number; pointsMultiplier: number },
  from: { activityId: string; questionIndex: number },
): Promise<{ playerId: string; streak: number; points: number }[]> {
  const { step, cap } = { step: STREAK_BONUS_STEP, cap: STREAK_BONUS_CAP };
  const rows = rowsOf<{ player_id: string; streak: number; points: number }>(
    await tx.execute(sql`
      update ${answers} as a
         set streak = p.streak + 1,
             points = a.points + case when a.correct
                                      then least(p.streak + 1, ${cap}::int) * ${step}::int * ${question.pointsMultiplier}::int
                                      else 0 end
        from ${answers} as p
       where a.event_id = ${eventId}::uuid and a.activity_id = ${question.activityId} and a.question_index = ${question.questionIndex}
         and p.event_id = ${eventId}::uuid and p.activity_id = ${from.activityId} and p.question_index = ${from.questionIndex}
         and p.player_id = a.player_id and p.correct
      returning a.player_id, a.streak, a.points`),
  );
  return rows.map((r) => ({ playerId: r.player_id, streak: Number(r.streak), points: Number(r.points) }));
}
