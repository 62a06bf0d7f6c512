// Every change of the live state, applied to the database (docs/PRODUCT-RULES.md#live-phases): each transition is one
// transaction that first claims the event's revision (`UPDATE … SET rev = rev + 1 WHERE rev = $seen`)
// and only then reads the answers and writes the new state, so a transition races with answers
// being stored (they hold the event row FOR SHARE) and with other instances' timers, and wins or
// loses as a whole: a question is scored exactly once.
import { isNumeric } from '@quizfest/shared';
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { schemas } from '@quizfest/shared';
import type { Db, DbOrTx } from '../db/client.js';
import { answers, eventPlayers, events, teams } from '../db/schema.js';
import { badRequest, conflict, HttpError, notFound } from '../errors.js';
import { isNameTaken, NAME_TAKEN, nameKey } from '../players/name-key.js';
import { lockTeams, recomputeTeamPlayers } from '../teams/team-players.js';
import { revealEstimate, type EstimateAnswer, type StoredEstimate } from './engine/estimates.js';
import { effectivePhase, readLive, type CurrentQuestion, type ScoredQuestion, type StoredLive } from './engine/live-state.js';
import { withoutPlayer, questionKey } from './engine/player-removal.js';
import { teamPointsByTeam, teamTallies } from './engine/standings.js';
import { countsStreaks, streakFromAfter } from './engine/streaks.js';
import { dueStep, scheduleAutoStep } from './engine/hands-free.js';
import { applyReveal, transition, TransitionRefused, type PhaseAction, type QuizPlan } from './engine/transitions.js';
import { adjustPoints } from './host-adjustments.js';
import { correctQuestion } from './host-corrections.js';
import { addToTeamScores, claim, claimAndWriteLive, countStreaks, RACED, rescoreAnswers, writeLive } from './live-rows.js';
import { loadQuizPlan } from './quiz-plan.js';

type EventRow = typeof events.$inferSelect;
export type HostActionInput = z.output<typeof schemas.HostActionBody>;

/**
 * What a change touched, for the publisher: the event, and the teams whose scores moved.
 * `committed`: the event's row as the change committed it, given when the change moved only the
 * live state (no answer, point or roster): this process's cache takes it as it is instead of
 * reloading the event (events/event-cache.ts, applyState).
 */
export type Applied = { eventId: string; rev: number; teamIds: string[]; committed?: Committed };
/**
 * `answersKept`: the current question's answers are still the same (false: a new question, or one
 * skipped). `plan`: the event's quizzes as the change read them (start, next, skip), for the host's
 * view of the new state, which would otherwise read them again between the players' frames and the
 * host's own.
 */
export type Committed = { row: EventRow; answersKept: boolean; plan?: QuizPlan };

async function ownedEvent(db: DbOrTx, ownerId: string, eventId: string): Promise<EventRow> {
  const [row] = await db
    .select()
    .from(events)
    .where(and(eq(events.id, eventId), eq(events.ownerId, ownerId)));
  if (!row) throw notFound('Event not found');
  return row;
}

/** Scores the current question into the state (distribution, team means) and the teams' scores. */
async function revealInTx(tx: DbOrTx, eventId: string, live: StoredLive): Promise<{ live: StoredLive; teamIds: string[] }> {
  const c = live.current!;
  const thisQuestion = and(eq(answers.eventId, eventId), eq(answers.activityId, c.activityId), eq(answers.questionIndex, c.questionIndex));
  let given: EstimateAnswer[] | Omit<EstimateAnswer, 'answeredAt'>[] = await tx
    .select({
      playerId: answers.playerId,
      answer: answers.answer,
      correct: answers.correct,
      points: answers.points,
      ...(isNumeric(c.question.type) ? { answeredAt: answers.answeredAt } : {}),
    })
    .from(answers)
    .where(thisQuestion);
  let estimate: StoredEstimate | undefined;
  if (isNumeric(c.question.type)) ({ given, estimate } = await scoreClosest(tx, eventId, c, given as EstimateAnswer[]));
  // After the closest estimates are made right: they continue runs like any right answer.
  if (countsStreaks(c) && live.streakFrom) {
    const counted = await countStreaks(tx, eventId, { ...c, pointsMultiplier: c.question.pointsMultiplier ?? 1 }, live.streakFrom);
    const points = new Map(counted.map((r) => [r.playerId, r.points]));
    given = given.map((a) => (points.has(a.playerId) ? { ...a, points: points.get(a.playerId)! } : a));
  }
  const roster = await tx
    .select({ playerId: eventPlayers.playerId, teamId: eventPlayers.teamId })
    .from(eventPlayers)
    .where(and(eq(eventPlayers.eventId, eventId), isNotNull(eventPlayers.teamId), isNotNull(eventPlayers.infoSetAt)));
  const members = new Map<string, string[]>();
  for (const r of roster) {
    const list = members.get(r.teamId!) ?? [];
    list.push(r.playerId);
    members.set(r.teamId!, list);
  }
  // Counted now: a player who names themselves after this read is not a member for this question,
  // and a removal tells the two apart by this time (engine/player-removal.ts). Both times come from
  // the servers' clocks: only a naming within their skew of a reveal could be put on the wrong side.
  const at = Date.now();
  const tallies = teamTallies(members, new Map(given.map((a) => [a.playerId, a.points])));
  const means = teamPointsByTeam(tallies, c.teamScoring);
  const scoredQuestion: ScoredQuestion = {
    activityId: c.activityId,
    questionIndex: c.questionIndex,
    at,
    teams: tallies,
    ...(c.teamScoring ? { teamScoring: c.teamScoring } : {}),
  };
  const revealed = applyReveal(live, given, means, at);
  const next: StoredLive = {
    ...revealed,
    ...(estimate && revealed.reveal ? { reveal: { ...revealed.reveal, estimate } } : {}),
    scored: [...(live.scored ?? []), scoredQuestion],
    streakFrom: streakFromAfter(live, c),
  };
  if (!next.streakFrom) delete next.streakFrom;
  const scored = Object.entries(means).filter(([, p]) => p !== 0);
  await addToTeamScores(tx, scored);
  return { live: next, teamIds: scored.map(([id]) => id) };
}

/**
 * A numeric estimate's closest answers, made right when none was within the tolerance: their rows
 * are updated in the reveal's transaction, so they are scored once, with the question.
 */
async function scoreClosest(tx: DbOrTx, eventId: string, c: CurrentQuestion, given: EstimateAnswer[]) {
  const { answers: scored, won, estimate } = revealEstimate(c, given);
  await rescoreAnswers(tx, eventId, c, won);
  return { given: scored, estimate };
}

/**
 * Actions that change no answer, no player's points and no team's score: a question opening (the
 * one skipped had its answers discarded, and an open question counts for no one yet), the
 * leaderboard, a pause, a hand-over, closing or opening joining. The reveal scores, and the podium
 * or the end may discard an open question's answers: those reload. KEEPS_ANSWERS: those of them that
 * keep the current question and its answers (all but a question opening).
 */
const KEEPS_ANSWERS = new Set<PhaseAction>(['leaderboard', 'pause', 'resume', 'take-over', 'hand-back', 'close-joining', 'open-joining']);
const LEAVES_SCORES = new Set<PhaseAction>(['start', 'next', 'skip', ...KEEPS_ANSWERS]);

const CHANGES_PHASE = new Set<PhaseAction>(['start', 'next', 'skip', 'reveal', 'leaderboard', 'podium', 'end']);

/** A phase action on a row the caller has read; null when another transition got there first. */
async function applyPhaseAction(db: Db, row: EventRow, action: PhaseAction, now: number): Promise<Applied | null> {
  const live = readLive(row.live);
  const phase = effectivePhase(live, row, now);
  if (phase === 'ended') throw conflict('This event has ended');
  const readsPlan = action === 'start' || action === 'next' || action === 'skip';
  const plan = readsPlan ? await loadQuizPlan(db, row.activities) : [];
  let next: StoredLive;
  try {
    next = transition(live, action, plan, now);
  } catch (error) {
    if (error instanceof TransitionRefused) throw conflict(error.message);
    throw error;
  }
  // A question counts once its answer is revealed (docs/PRODUCT-RULES.md#scoring): one skipped,
  // or still open when the host ends the event or goes to the podium, counts for no one, players and teams alike (the
  // teams' points are added at the reveal; before, the players' tables counted an unrevealed
  // answer the team never got).
  const discarded = action === 'skip' || ((action === 'end' || action === 'podium') && live.phase === 'question') ? live.current : null;
  const dates: { startDate?: Date; endDate?: Date } = {};
  // Starting before the announced time opens the event now; ending closes it now.
  if (action === 'start' && row.startDate.getTime() > now) dates.startDate = new Date(now);
  if (action === 'end') dates.endDate = new Date(now);
  const applied = (written: EventRow, teamIds: string[]): Applied => {
    const committed = LEAVES_SCORES.has(action)
      ? { row: written, answersKept: KEEPS_ANSWERS.has(action), ...(readsPlan ? { plan } : {}) }
      : undefined;
    return { eventId: row.id, rev: written.rev, teamIds, ...(committed ? { committed } : {}) };
  };
  // A change of phase sets the next automatic step of a hands-free quiz (or clears it).
  const scheduled = (state: StoredLive) => (CHANGES_PHASE.has(action) ? scheduleAutoStep(state, now) : state);
  // Only the event's row changes (a question's opening, the leaderboard, a pause): the claim and the
  // new state are one statement, atomic on its own, where a transaction took four round trips to the
  // database (BEGIN, the claim, the write, COMMIT) between the host's tap and the room's frames.
  if (action !== 'reveal' && !discarded) {
    const written = await claimAndWriteLive(db, row.id, row.rev, scheduled(next), dates);
    return written ? applied(written, []) : null;
  }
  return db.transaction(async (tx) => {
    if (!(await claim(tx, row.id, row.rev))) return null;
    let teamIds: string[] = [];
    if (action === 'reveal') ({ live: next, teamIds } = await revealInTx(tx, row.id, live));
    if (discarded) {
      await tx
        .delete(answers)
        .where(
          and(
            eq(answers.eventId, row.id),
            eq(answers.activityId, discarded.activityId),
            eq(answers.questionIndex, discarded.questionIndex),
          ),
        );
    }
    return applied(await writeLive(tx, row.id, scheduled(next), dates), teamIds);
  });
}

/** The host's actions (`POST /events/{id}/live`, docs/PRODUCT-RULES.md#live-phases). */
export async function hostAction(db: Db, ownerId: string, eventId: string, body: HostActionInput, now = Date.now()): Promise<Applied> {
  const row = await ownedEvent(db, ownerId, eventId);
  switch (body.action) {
    case 'open': {
      if (row.endDate.getTime() <= now) throw conflict('This event has ended');
      if (row.startDate.getTime() <= now) throw conflict('The event is already open');
      return db.transaction(async (tx) => {
        if (!(await claim(tx, row.id, row.rev))) throw conflict(RACED);
        const written = await writeLive(tx, row.id, readLive(row.live), { startDate: new Date(now) });
        return { eventId, rev: written.rev, teamIds: [], committed: { row: written, answersKept: true } };
      });
    }
    case 'rename-player':
    case 'remove-player':
    case 'remove-players':
      return playerAction(db, row, body);
    case 'accept-answer':
      if (!body.answer) throw badRequest('answer: is required');
      return correctQuestion(db, row, { kind: 'accept', key: body.answer });
    case 'void-question':
      return correctQuestion(db, row, { kind: 'void' });
    case 'adjust-points':
      return adjustPoints(db, row, body, now);
    default: {
      const applied = await applyPhaseAction(db, row, body.action, now);
      if (!applied) throw conflict(RACED);
      return applied;
    }
  }
}

async function playerAction(db: Db, row: EventRow, body: HostActionInput): Promise<Applied> {
  const several = body.action === 'remove-players';
  const playerIds = several ? body.playerIds : body.playerId ? [body.playerId] : undefined;
  if (!playerIds?.length) throw badRequest(several ? 'playerIds: is required' : 'playerId: is required');
  if (body.action === 'rename-player' && !body.name) throw badRequest('name: is required');
  return db.transaction(async (tx) => {
    // Views change (names on the boards, team points): a new revision makes every instance rebuild
    // them. Taken first, as every transition takes the event row before the teams' rows: a reveal
    // waits for a removal's new team points rather than deadlocking with it.
    const [bumped] = await tx
      .update(events)
      .set({ rev: sql`${events.rev} + 1` })
      .where(eq(events.id, row.id))
      .returning({ rev: events.rev, live: events.live });
    const these = and(eq(eventPlayers.eventId, row.id), inArray(eventPlayers.playerId, playerIds));
    // A player already removed is gone, as far as the host can tell.
    const players = await tx
      .select()
      .from(eventPlayers)
      .where(and(these, isNull(eventPlayers.removedAt)));
    if (players.length === 0) throw notFound('Player not found');
    if (body.action === 'rename-player') {
      // The name sticks: the player's own set-info may no longer change it (players/naming.ts).
      await tx
        .update(eventPlayers)
        .set({ name: body.name!, nameKey: nameKey(body.name!), nameSetByHost: true })
        .where(these)
        .catch((error: unknown) => {
          throw isNameTaken(error) ? conflict(NAME_TAKEN) : error;
        });
      return { eventId: row.id, rev: bumped!.rev, teamIds: [] };
    }
    return removePlayers(tx, row.id, bumped!.live, players, bumped!.rev);
  });
}

/**
 * Removal is a ban from this event (docs/PRODUCT-RULES.md#security): the rows stay, marked, so that
 * the ids cannot join, poll, name themselves, answer or connect here again. The players leave their
 * teams, the boards and the results, as the host removes a player to take them out of the game (a
 * prankster, a cheat, a script's made-up players): their answers go, and their teams' points are
 * worked out again without them (docs/PRODUCT-RULES.md#scoring), so that the standings and the
 * download agree.
 */
async function removePlayers(
  tx: DbOrTx,
  eventId: string,
  stored: unknown,
  players: (typeof eventPlayers.$inferSelect)[],
  rev: number,
): Promise<Applied> {
  const playerIds = players.map((p) => p.playerId);
  const teamIds = [...new Set(players.flatMap((p) => (p.teamId ? [p.teamId] : [])))];
  await lockTeams(tx, teamIds);
  await tx
    .update(eventPlayers)
    .set({ removedAt: new Date(), teamId: null, infoSetAt: null })
    .where(and(eq(eventPlayers.eventId, eventId), inArray(eventPlayers.playerId, playerIds)));
  const given = await tx
    .delete(answers)
    .where(and(eq(answers.eventId, eventId), inArray(answers.playerId, playerIds)))
    .returning({
      playerId: answers.playerId,
      activityId: answers.activityId,
      questionIndex: answers.questionIndex,
      points: answers.points,
    });
  await recomputeTeamPlayers(tx, teamIds);
  const before = readLive(stored);
  let live = before;
  const deltas = new Map<string, number>();
  for (const player of players) {
    if (!player.teamId || !player.infoSetAt) continue;
    const theirs = given.filter((a) => a.playerId === player.playerId);
    const removed = withoutPlayer(live, {
      teamId: player.teamId,
      namedAt: player.infoSetAt.getTime(),
      points: new Map(theirs.map((a) => [questionKey(a.activityId, a.questionIndex), a.points])),
    });
    live = removed.live;
    if (removed.delta !== 0) deltas.set(player.teamId, (deltas.get(player.teamId) ?? 0) + removed.delta);
  }
  if (live !== before) await writeLive(tx, eventId, live);
  for (const [teamId, delta] of deltas) {
    if (delta === 0) continue;
    await tx
      .update(teams)
      .set({ score: sql`${teams.score} + ${delta}` })
      .where(eq(teams.id, teamId));
  }
  return { eventId, rev, teamIds: [...deltas].flatMap(([teamId, delta]) => (delta !== 0 ? [teamId] : [])) };
}

/**
 * Closes the question of revision `rev` (its deadline passed, or everyone connected answered). Any
 * instance may call it; only the first caller for that revision applies it.
 */
export async function closeQuestion(db: Db, eventId: string, rev: number, now = Date.now()): Promise<Applied | null> {
  const [row] = await db.select().from(events).where(eq(events.id, eventId));
  if (!row || row.rev !== rev) return null;
  const live = readLive(row.live);
  if (live.phase !== 'question' || effectivePhase(live, row, now) !== 'question') return null;
  try {
    return await applyPhaseAction(db, row, 'reveal', now);
  } catch (error) {
    if (error instanceof HttpError) return null;
    throw error;
  }
}

/**
 * Takes the automatic step of a hands-free quiz armed for revision `rev` (engine/hands-free.ts):
 * the reveal goes to the leaderboard, the leaderboard to the next question. Any instance may call
 * it; only the first caller for that revision applies it, and not before its time.
 */
export async function takeAutoStep(db: Db, eventId: string, rev: number, now = Date.now()): Promise<Applied | null> {
  const [row] = await db.select().from(events).where(eq(events.id, eventId));
  if (!row || row.rev !== rev) return null;
  const live = readLive(row.live);
  const due = dueStep(live);
  // A timer may fire a little early; the state is the judge.
  if (!due || due.at > now + 50 || effectivePhase(live, row, now) !== live.phase) return null;
  try {
    return await applyPhaseAction(db, row, due.action, now);
  } catch (error) {
    if (error instanceof HttpError) return null;
    throw error;
  }
}

/** Events with something to happen at a time (a question's deadline, a hands-free step), for re-arming their timers at start-up. */
export async function timedEvents(db: Db): Promise<{ eventId: string; rev: number; live: StoredLive }[]> {
  const rows = await db
    .select({ id: events.id, rev: events.rev, live: events.live })
    .from(events)
    .where(sql`${events.live}->>'phase' = 'question' or ${events.live} -> 'autoStep' is not null`);
  return rows.map((r) => ({ eventId: r.id, rev: r.rev, live: readLive(r.live) }));
}

export async function eventExists(db: Db, ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await db.select({ id: events.id }).from(events).where(inArray(events.id, ids));
  return new Set(rows.map((r) => r.id));
}
