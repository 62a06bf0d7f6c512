// The results of an event (`GET /events/{id}/results`), read once for every format: the questions
// that count with their texts in both languages and their activity's name, every answer to them, and
// the standings (teams and players, ranked). results-json.ts, results-csv.ts and results-xlsx.ts
// only lay this out. Only the questions that count (docs/PRODUCT-RULES.md#scoring) are in it, so the
// download holds what the standings show.
import { and, asc, eq, inArray, ne, or } from 'drizzle-orm';
import {
  estimateText,
  hasRightAnswer,
  isMultipleSelect,
  isNumeric,
  isOrdering,
  optionCountOf,
  parseSelection,
  type Question,
} from '@quizfest/shared';
import type { Db } from '../db/client.js';
import { activities, answers, eventPlayers, events, teams } from '../db/schema.js';
import { notFound } from '../errors.js';
import { isUuid } from '../lib/uuid.js';
import { playerAdjustments, readLive } from './engine/live-state.js';
import { questionKey } from './engine/player-removal.js';
import { MAX_POINTS } from './engine/scoring.js';
import { rankByPoints, type Ranked } from './engine/standings.js';
import { timeLimitMs } from './engine/transitions.js';
import { loadQuizPlan } from './quiz-plan.js';
import { byName } from '../lib/name-order.js';

/**
 * Results downloads one server makes at once, and how many may wait: a big night's results are
 * 150,000 answers read into memory (+130-160 MB while one is written, server/bench/
 * results-export-cost.mjs), and a manager pressing Download ten times must not take the server's
 * memory from a live event. Past the queue: 503, and the manager tries again.
 */
export const RESULTS_AT_ONCE = { running: 2, waiting: 4 };
export const RESULTS_BUSY = 'The server is busy with other results downloads; try again in a moment';

/** A text in both quiz languages ('' where the quiz has none). */
export type BothLanguages = { en: string; fr: string };

export type ResultQuestion = {
  /** The event's activity entry id (`activity-…`): the JSON keeps it, the spreadsheets name the quiz. */
  activityId: string;
  /** The quiz's name, as the manager called it. */
  activityName: string;
  questionIndex: number;
  question: Question;
  text: BothLanguages;
  /** Multiple choice and poll: each option in both languages; free text: none. */
  options: BothLanguages[];
  /** The right option's text, or the accepted free text, in both languages; blank for a poll. */
  rightAnswer: BothLanguages;
  /** The host voided it (engine/corrections.ts): it scores no one. */
  voided?: true;
};

export type ResultAnswer = {
  playerName: string | null;
  teamName: string | null;
  /** The player's and team's place in the standings (none for a player or team outside them). */
  player: RankedPlayer | null;
  team: RankedTeam | null;
  question: ResultQuestion;
  /** As stored: the 1-based option number, or the free text as typed. */
  answer: string;
  correct: boolean;
  points: number;
  /** Seconds from the opening of answers; null for a wrong answer, whose time is not recorded. */
  seconds: number | null;
  answeredAt: Date;
};

export type RankedTeam = Ranked<{ id: string; name: string; points: number; players: number }>;
export type RankedPlayer = Ranked<{ id: string; name: string; teamName: string | null; points: number }>;

export type EventResults = {
  event: { id: string; name: string };
  /** The questions that count, in the event's order. */
  questions: ResultQuestion[];
  /** Every answer to them, in question order, then in the order given. */
  answers: ResultAnswer[];
  teams: RankedTeam[];
  /** The players who play (named, not removed), with their points over the questions that count. */
  players: RankedPlayer[];
};

function bothLanguages(question: Question): Pick<ResultQuestion, 'text' | 'options' | 'rightAnswer'> {
  const en = question.texts.en_US;
  const fr = question.texts.fr_FR;
  const count = optionCountOf(question);
  const options = Array.from({ length: count }, (_, i) => ({ en: en?.answers?.[i] ?? '', fr: fr?.answers?.[i] ?? '' }));
  const none = { en: '', fr: '' };
  const rightAnswer = !hasRightAnswer(question.type)
    ? none
    : isNumeric(question.type)
      ? { en: estimateWithUnit(question, en?.unit), fr: estimateWithUnit(question, fr?.unit) }
      : isMultipleSelect(question.type)
        ? bothJoined([...(question.correctAnswers ?? [])].sort((a, b) => a - b).map((n) => options[n - 1] ?? none))
        : isOrdering(question.type)
          ? bothJoined(options, ORDER_SEPARATOR)
          : count > 0
            ? (options[(question.correctAnswer ?? 0) - 1] ?? none)
            : { en: en?.answer ?? '', fr: fr?.answer ?? '' };
  return { text: { en: en?.question ?? '', fr: fr?.question ?? '' }, options, rightAnswer };
}

/** A numeric estimate's right answer in a cell: '1969 ± 2 years', as plain digits a spreadsheet reads back. */
function estimateWithUnit(question: Question, unit: string | undefined): string {
  const tolerance = question.tolerance ? ` ± ${estimateText(question.tolerance)}` : '';
  return `${estimateText(question.correctValue ?? 0)}${tolerance}${unit ? ` ${unit}` : ''}`;
}

function bothJoined(options: BothLanguages[], separator = SELECTION_SEPARATOR): BothLanguages {
  return { en: options.map((o) => o.en).join(separator), fr: options.map((o) => o.fr).join(separator) };
}

/** A text for a reader who may speak either language: one when both say the same or one is missing. */
export function eitherLanguage(t: BothLanguages): string {
  if (!t.en || !t.fr || t.en === t.fr) return t.en || t.fr;
  return `${t.en} / ${t.fr}`;
}

/**
 * The answer as the player saw it. Which language a player played in is not stored, so an option
 * reads in both languages when they differ; free text reads as typed.
 */
export function answerAsSeen(a: ResultAnswer): string {
  const options = a.question.options;
  if (options.length === 0) return a.answer;
  const picked = parseSelection(a.answer).map((n) => options[n - 1]);
  if (picked.length === 0 || picked.some((option) => !option)) return a.answer;
  // As the right answer column writes it: each language's options together ('Mars + Venus / Mars + Vénus');
  // an order (stored in the items' written numbers) item after item ('Venus > Mars / Vénus > Mars').
  const separator = isOrdering(a.question.question.type) ? ORDER_SEPARATOR : SELECTION_SEPARATOR;
  return eitherLanguage(bothJoined(picked as BothLanguages[], separator)) || a.answer;
}

/** Between the options of a selection, in a spreadsheet cell: 'Red / Rouge + Blue / Bleu'. */
const SELECTION_SEPARATOR = ' + ';
/** Between the items of an order: 'Mercury > Venus > Earth'. */
const ORDER_SEPARATOR = ' > ';

export async function eventResults(db: Db, ownerId: string, eventId: string): Promise<EventResults> {
  const [event] = await db
    .select()
    .from(events)
    .where(and(eq(events.id, eventId), eq(events.ownerId, ownerId)));
  if (!event) throw notFound('Event not found');
  // The one question still open is left out, as the standings leave it out, whether it runs, is
  // paused, or the event's end date passed while it was open (it then never closes, and its answers
  // count for no one).
  const live = readLive(event.live);
  const open = live.phase === 'question' ? live.current : null;
  const notOpen = open ? or(ne(answers.activityId, open.activityId), ne(answers.questionIndex, open.questionIndex)) : undefined;
  const quizIds = [...new Set(event.activities.map((a) => a.modelId).filter(isUuid))];
  const [rows, plan, quizNames, players, teamRows] = await Promise.all([
    db
      .select({
        playerId: answers.playerId,
        playerName: eventPlayers.name,
        teamId: eventPlayers.teamId,
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
      .orderBy(asc(answers.activityId), asc(answers.questionIndex), asc(answers.answeredAt)),
    loadQuizPlan(db, event.activities),
    quizIds.length
      ? db
          .select({ id: activities.id, name: activities.name })
          .from(activities)
          .where(and(inArray(activities.id, quizIds), eq(activities.ownerId, ownerId)))
      : [],
    db
      .select({
        playerId: eventPlayers.playerId,
        name: eventPlayers.name,
        teamId: eventPlayers.teamId,
        infoSetAt: eventPlayers.infoSetAt,
        removedAt: eventPlayers.removedAt,
      })
      .from(eventPlayers)
      .where(eq(eventPlayers.eventId, eventId))
      .orderBy(asc(eventPlayers.joinedAt), asc(eventPlayers.joinSeq)),
    event.teamIds.length ? db.select({ id: teams.id, name: teams.name }).from(teams).where(inArray(teams.id, event.teamIds)) : [],
  ]);

  const nameOfQuiz = new Map(quizNames.map((q) => [q.id, q.name]));
  const modelOf = new Map(event.activities.map((a) => [a.id, a.modelId]));
  const activityNameOf = (activityId: string) => nameOfQuiz.get(modelOf.get(activityId) ?? '') ?? activityId;
  const questionsByKey = new Map<string, ResultQuestion>();
  const order = new Map<string, number>();
  for (const quiz of plan) {
    const activityName = activityNameOf(quiz.activityId);
    quiz.questions.forEach((question, questionIndex) => {
      const key = questionKey(quiz.activityId, questionIndex);
      order.set(key, order.size);
      questionsByKey.set(key, { activityId: quiz.activityId, activityName, questionIndex, question, ...bothLanguages(question) });
    });
  }
  for (const s of live.scored ?? []) {
    const q = s.voided && questionsByKey.get(questionKey(s.activityId, s.questionIndex));
    if (q) q.voided = true;
  }
  // A question removed from its quiz since the night keeps its answers, under what is known of it.
  const questionOf = (activityId: string, questionIndex: number): ResultQuestion => {
    const key = questionKey(activityId, questionIndex);
    let q = questionsByKey.get(key);
    if (!q) {
      const activityName = activityNameOf(activityId);
      const empty = { en: '', fr: '' };
      q = {
        activityId,
        activityName,
        questionIndex,
        question: { type: 'free_text_input', texts: {} },
        text: empty,
        options: [],
        rightAnswer: empty,
      };
      questionsByKey.set(key, q);
      order.set(key, Number.MAX_SAFE_INTEGER - 1_000_000 + questionIndex);
    }
    return q;
  };

  const totals = new Map<string, number>();
  for (const r of rows) totals.set(r.playerId, (totals.get(r.playerId) ?? 0) + r.points);
  for (const [playerId, points] of playerAdjustments(live)) totals.set(playerId, (totals.get(playerId) ?? 0) + points);
  const { rankedTeams, rankedPlayers } = standings(event.teamIds, teamRows, players, totals, live.teamPoints);
  const playerById = new Map(rankedPlayers.map((p) => [p.id, p]));
  const teamById = new Map(rankedTeams.map((t) => [t.id, t]));

  const out: ResultAnswer[] = rows.map((r) => {
    const question = questionOf(r.activityId, r.questionIndex);
    // The time taken follows back from the points of a right answer; a wrong one records none.
    const seconds = r.correct
      ? Math.round(((MAX_POINTS - r.points) / MAX_POINTS) * 2 * (timeLimitMs(question.question) / 1000) * 10) / 10
      : null;
    return {
      playerName: r.playerName,
      teamName: r.teamName,
      player: playerById.get(r.playerId) ?? null,
      team: r.teamId ? (teamById.get(r.teamId) ?? null) : null,
      question,
      answer: r.answer,
      correct: r.correct,
      points: r.points,
      seconds,
      answeredAt: r.answeredAt,
    };
  });
  // The database gave them by question then time; the event's order of quizzes is not the ids' order.
  const position = (q: ResultQuestion) => order.get(questionKey(q.activityId, q.questionIndex)) ?? 0;
  out.sort((a, b) => position(a.question) - position(b.question) || a.answeredAt.getTime() - b.answeredAt.getTime());

  // Questions revealed (live.scored) and those with answers: a revealed question nobody answered still counts.
  const counted = new Set(out.map((a) => questionKey(a.question.activityId, a.question.questionIndex)));
  for (const s of live.scored ?? []) {
    const key = questionKey(s.activityId, s.questionIndex);
    if (questionsByKey.has(key)) counted.add(key);
  }
  const questions = [...counted].map((key) => questionsByKey.get(key)!).sort((a, b) => position(a) - position(b));

  return { event: { id: event.id, name: event.name }, questions, answers: out, teams: rankedTeams, players: rankedPlayers };
}

type PlayerRow = { playerId: string; name: string | null; teamId: string | null; infoSetAt: Date | null; removedAt: Date | null };

/** Teams (the event's, in its order) and the players who play (named, not removed), ranked; ties share a rank. */
function standings(
  teamIds: string[],
  teamRows: { id: string; name: string }[],
  players: PlayerRow[],
  totals: Map<string, number>,
  teamPoints: Record<string, number>,
) {
  const teamName = new Map(teamRows.map((t) => [t.id, t.name]));
  const playing = players.filter((p) => p.infoSetAt && p.name && !p.removedAt);
  const members = new Map<string, number>();
  for (const p of playing) if (p.teamId) members.set(p.teamId, (members.get(p.teamId) ?? 0) + 1);
  const rankedTeams = rankByPoints(
    teamIds.flatMap((id) =>
      teamName.has(id) ? [{ id, name: teamName.get(id)!, points: teamPoints[id] ?? 0, players: members.get(id) ?? 0 }] : [],
    ),
    byName,
  );
  const rankedPlayers = rankByPoints(
    playing.map((p) => ({
      id: p.playerId,
      name: p.name!,
      teamName: p.teamId ? (teamName.get(p.teamId) ?? null) : null,
      points: totals.get(p.playerId) ?? 0,
    })),
    byName,
  );
  return { rankedTeams, rankedPlayers };
}
