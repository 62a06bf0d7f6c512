// Activities of a manager: one row per quiz / draw / gallery (docs/PRODUCT-RULES.md#activities). Only quizzes have content
// today; draw and gallery exist so that events can list them and their editors can open.
import { and, desc, eq, sql } from 'drizzle-orm';
import {
  DEFAULT_HANDS_FREE_SECONDS,
  type ActivitySummary,
  type ActivityType,
  type EventActivity,
  type Quiz,
  type schemas,
} from '@quizfest/shared';
import type { z } from 'zod';
import type { Db } from '../db/client.js';
import { activities, events } from '../db/schema.js';
import { notFound } from '../errors.js';
import { iso } from '../lib/dto.js';
import { quizReadTime, quizTimeLimit } from './time-limit.js';

type ActivityRow = typeof activities.$inferSelect;

const toSummary = (a: ActivityRow): ActivitySummary => ({
  id: a.id,
  name: a.name,
  type: a.type,
  createdAt: iso(a.createdAt),
  updatedAt: iso(a.updatedAt),
});

const toQuiz = (a: ActivityRow): Quiz => ({
  id: a.id,
  name: a.name,
  timeLimit: quizTimeLimit(a.content),
  readTime: quizReadTime(a.content),
  speedScoring: a.content.speedScoring ?? true,
  streakBonus: a.content.streakBonus ?? false,
  teamScoring: a.content.teamScoring ?? 'mean',
  handsFree: a.content.handsFree ?? false,
  handsFreeSeconds: a.content.handsFreeSeconds ?? DEFAULT_HANDS_FREE_SECONDS,
  leaderboard: a.content.leaderboard ?? 'question',
  questions: a.content.questions ?? [],
  createdAt: iso(a.createdAt),
  updatedAt: iso(a.updatedAt),
});

const NOT_FOUND: Record<ActivityType, string> = {
  quiz: 'Quiz not found',
  draw: 'Activity not found',
  gallery: 'Activity not found',
};

export async function listActivities(db: Db, ownerId: string): Promise<ActivitySummary[]> {
  const rows = await db.select().from(activities).where(eq(activities.ownerId, ownerId)).orderBy(desc(activities.updatedAt));
  return rows.map(toSummary);
}

export async function createActivity(db: Db, ownerId: string, type: ActivityType, name: string): Promise<string> {
  const content = type === 'quiz' ? { questions: [] } : {};
  const [row] = await db.insert(activities).values({ ownerId, type, name, content }).returning({ id: activities.id });
  return row!.id;
}

async function owned(db: Db, ownerId: string, type: ActivityType, id: string): Promise<ActivityRow> {
  const [row] = await db
    .select()
    .from(activities)
    .where(and(eq(activities.id, id), eq(activities.ownerId, ownerId), eq(activities.type, type)));
  if (!row) throw notFound(NOT_FOUND[type]);
  return row;
}

export const getActivity = async (db: Db, ownerId: string, type: ActivityType, id: string) => toSummary(await owned(db, ownerId, type, id));

export const getQuiz = async (db: Db, ownerId: string, id: string) => toQuiz(await owned(db, ownerId, 'quiz', id));

export async function updateQuiz(db: Db, ownerId: string, id: string, body: z.output<typeof schemas.QuizUpdateBody>): Promise<Quiz> {
  const [row] = await db
    .update(activities)
    .set({
      name: body.name,
      content: {
        timeLimit: body.timeLimit,
        readTime: body.readTime,
        // Stored only when off: a quiz that scores speed keeps the content it had before the setting.
        ...(body.speedScoring ? {} : { speedScoring: false }),
        // Likewise stored only when not the default (issue 20).
        ...(body.streakBonus ? { streakBonus: true } : {}),
        ...(body.teamScoring === 'total' ? { teamScoring: 'total' as const } : {}),
        ...(body.handsFree ? { handsFree: true } : {}),
        // The seconds are kept while hands-free is off, so that turning it back on finds them.
        ...(body.handsFreeSeconds !== DEFAULT_HANDS_FREE_SECONDS ? { handsFreeSeconds: body.handsFreeSeconds } : {}),
        ...(body.leaderboard !== 'question' ? { leaderboard: body.leaderboard } : {}),
        questions: body.questions,
      },
      updatedAt: new Date(),
    })
    .where(and(eq(activities.id, id), eq(activities.ownerId, ownerId), eq(activities.type, 'quiz')))
    .returning();
  if (!row) throw notFound('Quiz not found');
  return toQuiz(row);
}

/**
 * Issue 21: a copy of the owner's quiz under `name` (the client words "(copy)" in the manager's
 * language), with every question in both languages, the same image references and the same times.
 * Images are shared, not copied: an upload is never changed nor deleted, so both quizzes may name it.
 */
export async function duplicateQuiz(db: Db, ownerId: string, id: string, name: string): Promise<Quiz> {
  const source = await owned(db, ownerId, 'quiz', id);
  const [row] = await db.insert(activities).values({ ownerId, type: 'quiz', name, content: source.content }).returning();
  return toQuiz(row!);
}

/** Deletes the activity and removes it from the owner's events; returns the events changed. */
export async function deleteActivity(db: Db, ownerId: string, type: ActivityType, id: string): Promise<string[]> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(activities)
      .where(and(eq(activities.id, id), eq(activities.ownerId, ownerId), eq(activities.type, type)))
      .returning({ id: activities.id });
    if (!row) throw notFound(NOT_FOUND[type]);
    const using = await tx
      .select({ id: events.id, activities: events.activities })
      .from(events)
      .where(and(eq(events.ownerId, ownerId), sql`${events.activities} @> ${JSON.stringify([{ modelId: id }])}::jsonb`));
    for (const e of using) {
      const kept: EventActivity[] = e.activities.filter((a) => a.modelId !== id);
      await tx.update(events).set({ activities: kept, updatedAt: new Date() }).where(eq(events.id, e.id));
    }
    return using.map((e) => e.id);
  });
}
