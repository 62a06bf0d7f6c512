// Stores players' answers (docs/PRODUCT-RULES.md#scoring) as a group commit per event
// (lib/group-commit.ts): an answer is written at once when no write is running for its event, and
// the answers that arrive while one runs are written together, in one transaction, as soon as it
// ends. A quiet room pays no waiting; a storm of answers makes bigger batches, not more
// transactions. Each caller is answered only after that commit. The batch's players and rows go
// as one jsonb parameter each, so both statements keep one shape and are prepared. The
// transaction holds the event row FOR SHARE, so it runs wholly before or wholly after a transition
// (which locks the row to claim its revision): an answer is either scored with its question or
// refused as closed, never lost in between.
import { answerText, isOrdering, orderText, type Question } from '@quizfest/shared';
import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client.js';
import { inUuids, jsonb } from '../db/jsonb-param.js';
import { answers, eventPlayers, events } from '../db/schema.js';
import { conflict, forbidden, HttpError, notFound } from '../errors.js';
import type { CurrentAnswer } from '../events/cached-event.js';
import { GroupCommit, type Waiting } from '../lib/group-commit.js';
import { PLAYER_REMOVED } from '../players/joining.js';
import { answersOpen, effectivePhase, elapsedMs, readLive, reading } from './engine/live-state.js';
import { answerAsShown, writtenOrder } from './engine/ordering.js';
import { scoreAnswer } from './engine/scoring.js';

/** As a player sends it: an option number, the options ticked, or free text. */
export type GivenAnswer = number | string | number[];
export type AnswerInput = { eventId: string; playerId: string; activityId: string; questionIndex: number; answer: GivenAnswer };
type Received = AnswerInput & { receivedAt: number };
type Pending = Waiting<Received, string>;
export type Committed = { eventId: string; activityId: string; questionIndex: number; rows: { playerId: string; answer: CurrentAnswer }[] };

export const ANSWERS_CLOSED = 'Answers are closed';
/** The answer came while the host paused the question: it may be given again once it resumes. */
export const QUESTION_PAUSED = 'The question is paused; answer when it resumes';
/** An answer sent while the question shows alone (only a modified or badly clocked phone does). */
export const ANSWERS_NOT_OPEN = 'Answers are not open yet';
export const ALREADY_ANSWERED = 'You have already answered this question';

/**
 * Whether `given` repeats the stored answer. An order comes in shown numbers and is stored in written
 * ones: it compares through the running question's shuffle (`question`, when it is the one answered).
 */
export function sameAnswer(stored: string, given: GivenAnswer, question?: Question): boolean {
  if (question && isOrdering(question.type) && typeof given !== 'number') {
    const written = writtenOrder(question, given);
    return written !== null && orderText(written) === stored;
  }
  return stored.trim().toLowerCase() === answerText(given).toLowerCase();
}

export class AnswerStore {
  private readonly commits: GroupCommit<string, Received, string>;

  constructor(
    private readonly db: Db,
    private readonly onCommitted: (committed: Committed) => void,
    /** Seconds from an answer's arrival to its batch's commit, per answer (the metrics' histogram). */
    onCommitTime?: (seconds: number) => void,
  ) {
    this.commits = new GroupCommit(async (eventId, batch) => {
      const committed = await this.storeForEvent(eventId, batch);
      if (onCommitTime) {
        const now = Date.now();
        for (const w of batch) onCommitTime((now - w.item.receivedAt) / 1000);
      }
      if (committed.rows.length) this.onCommitted(committed);
    });
  }

  /** Resolves with the stored answer once it is committed; rejects with an HttpError when refused. */
  submit(input: AnswerInput): Promise<string> {
    return this.commits.submit(input.eventId, { ...input, receivedAt: Date.now() });
  }

  async close() {
    await this.commits.close();
  }

  private async storeForEvent(eventId: string, batch: Pending[]): Promise<Committed> {
    const items = batch.map((w) => w.item);
    const outcome = new Map<Received, { ok: string } | { error: HttpError }>();
    const committed: Committed = { eventId, activityId: '', questionIndex: -1, rows: [] };
    await this.db.transaction(async (tx) => {
      const playerIds = [...new Set(items.map((i) => i.playerId))];
      // The event row, locked, and which of these players joined it (and which the host removed
      // since): one round trip, since a storm of answers is a stream of these transactions and each
      // trip costs both processes CPU.
      const [found] = await tx
        .select({
          row: getTableColumns(events),
          joined: sql<
            string[]
          >`array(select ${eventPlayers.playerId}::text || case when ${eventPlayers.removedAt} is null then '' else '!' end
                                        from ${eventPlayers}
                                        where ${eventPlayers.eventId} = ${events.id} and ${inUuids(eventPlayers.playerId, playerIds)})`,
        })
        .from(events)
        .where(eq(events.id, eventId))
        .for('share');
      if (!found) {
        for (const item of items) outcome.set(item, { error: notFound('Event not found') });
        return;
      }
      const { row } = found;
      const live = readLive(row.live);
      const current = live.current;
      // A removed player's id comes marked with a '!'.
      const known = new Set(found.joined);
      const toInsert = new Map<string, { item: Received; answer: string; correct: boolean; points: number }>();
      const toCheck: Received[] = [];
      const isCurrent = (item: Received) =>
        !!current && current.activityId === item.activityId && current.questionIndex === item.questionIndex;
      for (const item of items) {
        if (!known.has(item.playerId)) {
          const removed = known.has(`${item.playerId}!`);
          outcome.set(item, { error: removed ? forbidden(PLAYER_REMOVED) : notFound('Join the event first') });
          continue;
        }
        const open = isCurrent(item) && answersOpen(live, item.receivedAt) && effectivePhase(live, row, item.receivedAt) === 'question';
        if (!open || toInsert.has(item.playerId)) {
          toCheck.push(item);
          continue;
        }
        const scored = scoreAnswer(
          current!.question,
          item.answer,
          elapsedMs(current!, item.receivedAt),
          current!.timeLimitMs,
          current!.speedScoring !== false,
        );
        if (!scored) {
          outcome.set(item, { error: new HttpError(400, 'answer: does not fit this question') });
          continue;
        }
        toInsert.set(item.playerId, { item, ...scored });
      }
      if (toInsert.size) {
        const rows = [...toInsert.values()].map((v) => ({
          player_id: v.item.playerId,
          activity_id: v.item.activityId,
          question_index: v.item.questionIndex,
          answer: v.answer,
          correct: v.correct,
          points: v.points,
          answered_at: new Date(v.item.receivedAt).toISOString(),
        }));
        const inserted = rowsOf<{ player_id: string }>(
          await tx.execute(sql`
            insert into ${answers} (event_id, player_id, activity_id, question_index, answer, correct, points, answered_at)
            select ${eventId}::uuid, r.player_id, r.activity_id, r.question_index, r.answer, r.correct, r.points, r.answered_at
              from jsonb_to_recordset(${jsonb(rows)}) as r(player_id uuid, activity_id text, question_index integer,
                                                          answer text, correct boolean, points integer, answered_at timestamptz)
            on conflict do nothing
            returning player_id`),
        );
        const fresh = new Set(inserted.map((r) => r.player_id));
        for (const [playerId, v] of toInsert) {
          if (fresh.has(playerId)) {
            outcome.set(v.item, { ok: answerAsShown(current!.question, v.answer) });
            committed.rows.push({ playerId, answer: { answer: v.answer, correct: v.correct, points: v.points } });
          } else toCheck.push(v.item);
        }
        committed.activityId = current!.activityId;
        committed.questionIndex = current!.questionIndex;
      }
      // Repeats (a resend after a reconnect) get the first answer's outcome; others are refused.
      for (const item of toCheck) {
        const [existing] = await tx
          .select({ answer: answers.answer })
          .from(answers)
          .where(
            and(
              eq(answers.eventId, eventId),
              eq(answers.playerId, item.playerId),
              eq(answers.activityId, item.activityId),
              eq(answers.questionIndex, item.questionIndex),
            ),
          );
        const running =
          current && current.activityId === item.activityId && current.questionIndex === item.questionIndex && live.phase === 'question';
        const paused = running && current.deadline === null;
        const early = running && !paused && reading(current, item.receivedAt);
        if (existing)
          outcome.set(
            item,
            sameAnswer(existing.answer, item.answer, isCurrent(item) ? current!.question : undefined)
              ? { ok: isCurrent(item) ? answerAsShown(current!.question, existing.answer) : existing.answer }
              : { error: conflict(ALREADY_ANSWERED) },
          );
        else outcome.set(item, { error: conflict(paused ? QUESTION_PAUSED : early ? ANSWERS_NOT_OPEN : ANSWERS_CLOSED) });
      }
    });
    for (const { item, resolve, reject } of batch) {
      const o = outcome.get(item);
      if (!o) reject(new Error('answer left without an outcome'));
      else if ('ok' in o) resolve(o.ok);
      else reject(o.error);
    }
    return committed;
  }
}
