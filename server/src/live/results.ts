// The results of an event (`GET /events/{id}/results`): every answer with the player's
// name, team, question, correctness, points and time, as JSON or CSV for a spreadsheet.
import { and, asc, eq, ne, or } from 'drizzle-orm';
import type { ResultRow, ResultsResponse } from '@quizfest/shared';
import type { Db } from '../db/client.js';
import { answers, eventPlayers, events, teams } from '../db/schema.js';
import { notFound } from '../errors.js';
import { readLive } from './engine/live-state.js';
import { loadQuizPlan } from './quiz-plan.js';
import { timeLimitMs } from './engine/transitions.js';
import { MAX_POINTS } from './engine/scoring.js';

export async function eventResults(db: Db, ownerId: string, eventId: string): Promise<ResultsResponse> {
  const [event] = await db
    .select()
    .from(events)
    .where(and(eq(events.id, eventId), eq(events.ownerId, ownerId)));
  if (!event) throw notFound('Event not found');
  // Only the questions that count (docs/PRODUCT-RULES.md#scoring): the one still open is left out,
  // as the standings leave it out, whether it runs, is paused, or the event's end date passed while
  // it was open (it then never closes, and its answers count for no one). Before, the download held
  // the answers of a question the end date had cut short, which no standing showed.
  const live = readLive(event.live);
  const open = live.phase === 'question' ? live.current : null;
  const notOpen = open ? or(ne(answers.activityId, open.activityId), ne(answers.questionIndex, open.questionIndex)) : undefined;
  const rows = await db
    .select({
      playerName: eventPlayers.name,
      teamName: teams.name,
      activityId: answers.activityId,
      questionIndex: answers.questionIndex,
      answer: answers.answer,
      correct: answers.correct,
      points: answers.points,
      answeredAt: answers.answeredAt,
    })
    .from(answers)
    .leftJoin(eventPlayers, and(eq(eventPlayers.eventId, answers.eventId), eq(eventPlayers.playerId, answers.playerId)))
    .leftJoin(teams, eq(teams.id, eventPlayers.teamId))
    .where(and(eq(answers.eventId, eventId), notOpen))
    .orderBy(asc(answers.activityId), asc(answers.questionIndex), asc(answers.answeredAt));
  const plan = await loadQuizPlan(db, event.activities);
  const order = new Map(plan.map((q) => [q.activityId, q]));
  const questionText = (activityId: string, i: number) => {
    const q = order.get(activityId)?.questions[i];
    return q ? q.texts.en_US?.question || q.texts.fr_FR?.question || '' : '';
  };
  const out: ResultRow[] = rows.map((r) => {
    const q = order.get(r.activityId)?.questions[r.questionIndex];
    // The time taken follows back from the points of a right answer; a wrong one records none.
    const seconds = q && r.correct ? Math.round(((MAX_POINTS - r.points) / MAX_POINTS) * 2 * (timeLimitMs(q) / 1000) * 10) / 10 : 0;
    return {
      playerName: r.playerName,
      teamName: r.teamName,
      activityId: r.activityId,
      questionIndex: r.questionIndex,
      question: questionText(r.activityId, r.questionIndex),
      answer: r.answer,
      correct: r.correct,
      points: r.points,
      seconds,
      answeredAt: r.answeredAt.toISOString(),
    };
  });
  out.sort(
    (a, b) =>
      plan.findIndex((p) => p.activityId === a.activityId) - plan.findIndex((p) => p.activityId === b.activityId) ||
      a.questionIndex - b.questionIndex ||
      a.answeredAt.localeCompare(b.answeredAt),
  );
  return { event: { id: event.id, name: event.name }, rows: out };
}

const CSV_COLUMNS: (keyof ResultRow)[] = [
  'playerName',
  'teamName',
  'activityId',
  'questionIndex',
  'question',
  'answer',
  'correct',
  'points',
  'seconds',
  'answeredAt',
];

/** RFC 4180 CSV; cells that a spreadsheet would run as a formula are quoted with a leading '. */
export function resultsCsv(results: ResultsResponse): string {
  const cell = (v: unknown) => {
    let s = v === null || v === undefined ? '' : String(v);
    if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
    return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
  };
  const header = ['player', 'team', 'activity', 'question number', 'question', 'answer', 'correct', 'points', 'seconds', 'answered at'];
  const lines = [
    header.join(','),
    ...results.rows.map((r) => CSV_COLUMNS.map((k) => cell(k === 'questionIndex' ? r.questionIndex + 1 : r[k])).join(',')),
  ];
  return `${lines.join('\r\n')}\r\n`;
}
