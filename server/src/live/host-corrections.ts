// The host's corrections applied to the database (engine/corrections.ts says what they change): one
// transaction that claims the event's revision, re-scores the question's answers, moves the teams'
// points and writes the new state. The claim makes it exactly once across instances: of two hosts
// (or two tabs) correcting at the same moment, one applies and the other is told to try again, and
// trying again changes nothing an accepted answer already changed.
import { hasRightAnswer, isSlide, type HostView, CORRECTION_GROUPS } from '@quizfest/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { answers, eventPlayers, type events } from '../db/schema.js';
import { badRequest, conflict } from '../errors.js';
import type { CachedEvent } from '../events/cached-event.js';
import { acceptsAnswers, answerGroupKey, applyCorrection, groupAnswers, type Correction } from './engine/corrections.js';
import { readLive, type StoredLive } from './engine/live-state.js';
import type { Applied } from './live-store.js';
import { addToTeamScores, claim, RACED, rescoreAnswers, writeLive } from './live-rows.js';
import { memo } from './views.js';

type EventRow = typeof events.$inferSelect;

export const NOT_CORRECTABLE = 'Corrections are made at the reveal, or at the leaderboard that follows it';

/** The revealed question the host may correct now, or the reason there is none. */
function correctable(live: StoredLive): string | null {
  if ((live.phase !== 'reveal' && live.phase !== 'leaderboard') || !live.current || !live.reveal) return NOT_CORRECTABLE;
  if (isSlide(live.current.question.type)) return 'A slide has no answers: there is nothing to correct';
  if (!hasRightAnswer(live.current.question.type)) return 'A poll scores no one: there is nothing to correct';
  return null;
}

export async function correctQuestion(db: Db, row: EventRow, correction: Correction): Promise<Applied> {
  const live = readLive(row.live);
  const refused = correctable(live);
  if (refused) throw conflict(refused);
  const current = live.current!;
  if (live.reveal!.voided) throw conflict('This question is void: it scores no one');
  if (correction.kind === 'accept' && !acceptsAnswers(current.question)) throw conflict('Only typed answers can be accepted one by one');
  return db.transaction(async (tx) => {
    if (!(await claim(tx, row.id, row.rev))) throw conflict(RACED);
    const given = await tx
      .select({
        playerId: answers.playerId,
        answer: answers.answer,
        correct: answers.correct,
        points: answers.points,
        answeredAt: answers.answeredAt,
        streak: answers.streak,
        teamId: eventPlayers.teamId,
        infoSetAt: eventPlayers.infoSetAt,
      })
      .from(answers)
      .innerJoin(eventPlayers, and(eq(eventPlayers.eventId, answers.eventId), eq(eventPlayers.playerId, answers.playerId)))
      .where(
        and(eq(answers.eventId, row.id), eq(answers.activityId, current.activityId), eq(answers.questionIndex, current.questionIndex)),
      );
    const {
      live: next,
      changed,
      teamDeltas,
    } = applyCorrection(
      live,
      given.map((a) => ({ ...a, namedAt: a.infoSetAt?.getTime() ?? null })),
      correction,
    );
    if (correction.kind === 'accept' && !given.some((a) => answerGroupKey(current.question, a.answer) === correction.key))
      throw badRequest('answer: no player gave this answer');
    await rescoreAnswers(tx, row.id, current, changed);
    const moved = Object.entries(teamDeltas);
    await addToTeamScores(tx, moved);
    const { rev } = await writeLive(tx, row.id, next);
    return { eventId: row.id, rev, teamIds: moved.map(([id]) => id) };
  });
}

/**
 * What the console shows for corrections (HostView.corrections), from the cached answers: built
 * once per entry, as a room's thousands of answers are grouped for every push otherwise.
 */
export function correctionsOf(entry: CachedEvent): HostView['corrections'] {
  const live = entry.live;
  if (correctable(live)) return undefined;
  return memo(entry, 'corrections', () => {
    const question = live.current!.question;
    const voided = live.reveal!.voided === true;
    if (!acceptsAnswers(question)) return { voided, answers: [], more: 0 };
    const groups = groupAnswers(question, entry.currentAnswers.values());
    const listed = groups.slice(0, CORRECTION_GROUPS);
    return { voided, answers: listed, more: groups.length - listed.length };
  });
}
