// Reading an event from the database into a cache entry (event-cache.ts loads through here, one
// load per event however many read it): the row, then its roster, teams and points at once. A
// roster kept from the previous entry (the live state moved, the players did not) is not read again.
import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { answers, eventPlayers, events, teams } from '../db/schema.js';
import { playerAdjustments, readLive, type StoredLive } from '../live/engine/live-state.js';
import { cachedEvent, toPublicEvent, type CachedEvent, type CurrentAnswer } from './cached-event.js';
import { rosterOf, type Roster } from './event-roster.js';

/** The event as a new entry, or null if there is no such event. `keptRoster`: players taken as they are. */
export async function loadEvent(db: Db, eventId: string, keptRoster: Roster | undefined): Promise<CachedEvent | null> {
  const [row] = await db.select().from(events).where(eq(events.id, eventId));
  if (!row) return null;
  const live = readLive(row.live);
  // The rest goes at once, on as many connections: a question reaches the room after this load,
  // and four round trips one after the other were most of the time before the push began.
  const [roster, teamRows, { totals, currentAnswers }] = await Promise.all([
    keptRoster ?? loadRoster(db, eventId),
    row.teamIds.length
      ? db
          .select({ id: teams.id, name: teams.name, imageUrl: teams.imageUrl, score: teams.score })
          .from(teams)
          .where(inArray(teams.id, row.teamIds))
      : [],
    loadAnswers(db, eventId, live),
  ]);
  const teamById = new Map(teamRows.map((t) => [t.id, t]));
  const eventTeams = row.teamIds.flatMap((id) => (teamById.has(id) ? [teamById.get(id)!] : []));
  return cachedEvent({
    row,
    live,
    // The kept roster's maps are shared with the new entry: joins applied meanwhile are in them.
    publicEvent: toPublicEvent(row, roster.players.size),
    roster,
    teams: eventTeams,
    totals,
    currentAnswers,
    answersVersion: 0,
    loadedAt: Date.now(),
    memo: new Map(),
  });
}

async function loadRoster(db: Db, eventId: string): Promise<Roster> {
  return rosterOf(
    await db.select().from(eventPlayers).where(eq(eventPlayers.eventId, eventId)).orderBy(eventPlayers.joinedAt, eventPlayers.joinSeq),
  );
}

async function loadAnswers(db: Db, eventId: string, live: StoredLive) {
  const totals = new Map<string, number>();
  const currentAnswers = new Map<string, CurrentAnswer>();
  // The host's adjustments to players count in their totals (live/host-adjustments.ts).
  for (const [playerId, points] of playerAdjustments(live)) totals.set(playerId, points);
  if (!live.current) return { totals, currentAnswers };
  const { activityId, questionIndex } = live.current;
  const notCurrent = or(ne(answers.activityId, activityId), ne(answers.questionIndex, questionIndex));
  // While a question runs its points stay hidden: totals cover the questions revealed so far.
  const counted = live.phase === 'question' ? and(eq(answers.eventId, eventId), notCurrent) : eq(answers.eventId, eventId);
  const [sums, current] = await Promise.all([
    db
      .select({ playerId: answers.playerId, points: sql<number>`sum(${answers.points})::int` })
      .from(answers)
      .where(counted)
      .groupBy(answers.playerId),
    db
      .select({
        playerId: answers.playerId,
        answer: answers.answer,
        correct: answers.correct,
        points: answers.points,
        streak: answers.streak,
      })
      .from(answers)
      .where(and(eq(answers.eventId, eventId), eq(answers.activityId, activityId), eq(answers.questionIndex, questionIndex))),
  ]);
  for (const s of sums) totals.set(s.playerId, (totals.get(s.playerId) ?? 0) + Number(s.points));
  const streaks = live.current.streakBonus === true;
  for (const a of current)
    currentAnswers.set(a.playerId, { answer: a.answer, correct: a.correct, points: a.points, ...(streaks ? { streak: a.streak } : {}) });
  return { totals, currentAnswers };
}
