// Stores players' answers (docs/PRODUCT-RULES.md#scoring) as a group commit: an answer is written at
// once when no write is running, and the answers that arrive while one runs are written together,
// in one transaction per event, as soon as it ends. A quiet room pays no waiting; a storm of
// answers makes bigger batches, not more transactions. Each caller is answered only after that
// commit. The transaction holds the event row FOR SHARE, so it runs wholly before or wholly after a
// transition (which locks the row to claim its revision): an answer is either scored with its
// question or refused as closed, never lost in between.
import { and, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { answers, eventPlayers, events } from '../db/schema.js';
import { conflict, HttpError, notFound } from '../errors.js';
import type { CurrentAnswer } from '../events/event-cache.js';
import { answersOpen, effectivePhase, elapsedMs, readLive } from './engine/live-state.js';
import { scoreAnswer } from './engine/scoring.js';

export type AnswerInput = { eventId: string; playerId: string; activityId: string; questionIndex: number; answer: number | string };
type Pending = AnswerInput & { receivedAt: number; resolve: (answer: string) => void; reject: (error: unknown) => void };
export type Committed = { eventId: string; activityId: string; questionIndex: number; rows: { playerId: string; answer: CurrentAnswer }[] };

export const ANSWERS_CLOSED = 'Answers are closed';
export const ALREADY_ANSWERED = 'You have already answered this question';

const sameAnswer = (stored: string, given: number | string) => stored.trim().toLowerCase() === String(given).trim().toLowerCase();

export class AnswerStore {
  private queue: Pending[] = [];
  /** The running write and the ones queued behind it, until the queue is empty. */
  private draining: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    private readonly onCommitted: (committed: Committed) => void,
  ) {}

  /** Resolves with the stored answer once it is committed; rejects with an HttpError when refused. */
  submit(input: AnswerInput): Promise<string> {
    return new Promise((resolve, reject) => {
      this.queue.push({ ...input, receivedAt: Date.now(), resolve, reject });
      // setImmediate: the answers read in this turn of the event loop (one socket read may hold
      // several) go in the first batch together.
      this.draining ??= new Promise<void>((r) => setImmediate(r)).then(() => this.drain());
    });
  }

  async close() {
    await this.draining;
  }

  private async drain() {
    try {
      while (this.queue.length) await this.flush();
    } finally {
      this.draining = null;
    }
  }

  private async flush() {
    const batch = this.queue;
    this.queue = [];
    const byEvent = new Map<string, Pending[]>();
    for (const p of batch) byEvent.set(p.eventId, [...(byEvent.get(p.eventId) ?? []), p]);
    for (const [eventId, items] of byEvent) {
      try {
        const committed = await this.storeForEvent(eventId, items);
        if (committed.rows.length) this.onCommitted(committed);
      } catch (error) {
        for (const item of items) item.reject(error);
      }
    }
  }

  private async storeForEvent(eventId: string, items: Pending[]): Promise<Committed> {
    const outcome = new Map<Pending, { ok: string } | { error: HttpError }>();
    const committed: Committed = { eventId, activityId: '', questionIndex: -1, rows: [] };
    await this.db.transaction(async (tx) => {
      const playerIds = [...new Set(items.map((i) => i.playerId))];
      // The event row, locked, and which of these players joined it: one round trip, since a
      // storm of answers is a stream of these transactions and each trip costs both processes CPU.
      const [found] = await tx
        .select({
          row: getTableColumns(events),
          joined: sql<string[]>`array(select ${eventPlayers.playerId}::text from ${eventPlayers}
                                        where ${eventPlayers.eventId} = ${events.id}
                                          and ${inArray(eventPlayers.playerId, playerIds)})`,
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
      const known = new Set(found.joined);
      const toInsert = new Map<string, { item: Pending; answer: string; correct: boolean; points: number }>();
      const toCheck: Pending[] = [];
      for (const item of items) {
        if (!known.has(item.playerId)) {
          outcome.set(item, { error: notFound('Join the event first') });
          continue;
        }
        const isCurrent = current && current.activityId === item.activityId && current.questionIndex === item.questionIndex;
        const open = isCurrent && answersOpen(live, item.receivedAt) && effectivePhase(live, row, item.receivedAt) === 'question';
        if (!open || toInsert.has(item.playerId)) {
          toCheck.push(item);
          continue;
        }
        const scored = scoreAnswer(current!.question, item.answer, elapsedMs(current!, item.receivedAt), current!.timeLimitMs);
        if (!scored) {
          outcome.set(item, { error: new HttpError(400, 'answer: does not fit this question') });
          continue;
        }
        toInsert.set(item.playerId, { item, ...scored });
      }
      if (toInsert.size) {
        const inserted = await tx
          .insert(answers)
          .values(
            [...toInsert.values()].map((v) => ({
              eventId,
              playerId: v.item.playerId,
              activityId: v.item.activityId,
              questionIndex: v.item.questionIndex,
              answer: v.answer,
              correct: v.correct,
              points: v.points,
              answeredAt: new Date(v.item.receivedAt),
            })),
          )
          .onConflictDoNothing()
          .returning({ playerId: answers.playerId });
        const fresh = new Set(inserted.map((r) => r.playerId));
        for (const [playerId, v] of toInsert) {
          if (fresh.has(playerId)) {
            outcome.set(v.item, { ok: v.answer });
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
        if (existing)
          outcome.set(item, sameAnswer(existing.answer, item.answer) ? { ok: existing.answer } : { error: conflict(ALREADY_ANSWERED) });
        else outcome.set(item, { error: conflict(ANSWERS_CLOSED) });
      }
    });
    for (const item of items) {
      const o = outcome.get(item);
      if (!o) item.reject(new Error('answer left without an outcome'));
      else if ('ok' in o) item.resolve(o.ok);
      else item.reject(o.error);
    }
    return committed;
  }
}
