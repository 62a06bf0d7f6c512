// The rows every change of the live game writes (live-store.ts, host-corrections.ts,
// host-adjustments.ts): a change first claims the event revision it read, so that of two racing
// changes (two instances, a host and a deadline timer) exactly one applies, then writes the new
// state, the answers it re-scored and the teams' lifetime scores it moved.
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
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

export async function writeLive(tx: DbOrTx, eventId: string, live: StoredLive, dates?: { startDate?: Date; endDate?: Date }) {
  const [row] = await tx
    .update(events)
    .set({ live, ...dates, updatedAt: new Date() })
    .where(eq(events.id, eventId))
    .returning({ rev: events.rev });
  return row!.rev;
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
