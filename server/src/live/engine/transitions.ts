// The phase machine (docs/PRODUCT-RULES.md#live-phases) as pure functions: given the stored state, an action and the
// quiz plan, the next state or a refusal a host can act on. No I/O: the service applies the result
// with one conditional UPDATE on the event's revision.
import {
  DEFAULT_QUESTION_TIME_LIMIT_S,
  isOrdering,
  isSlide,
  numberingIn,
  optionCountOf,
  parseSelection,
  type Question,
} from '@quizfest/shared';
import type { CurrentQuestion, RevealSummary, StoredLive } from './live-state.js';
import { addPoints } from './standings.js';
import { handBack, holdAutoStep, holdsAutoStep, releaseAutoStep, takeOver } from './hands-free.js';
import { endsRound } from './rounds.js';
import { questionAsShown } from './ordering.js';

/**
 * The quiz activities of an event, in event order, with their questions and their reading time (ms
 * each question shows alone before answers open; absent: none).
 */
export type QuizPlan = {
  activityId: string;
  activityIndex: number;
  questions: Question[];
  readMs?: number;
  speedScoring?: false;
  streakBonus?: true;
  teamScoring?: 'total';
  handsFreeMs?: number;
  leaderboard?: 'round' | 'end';
}[];

export type PhaseAction =
  | 'start'
  | 'next'
  | 'reveal'
  | 'leaderboard'
  | 'skip'
  | 'pause'
  | 'resume'
  | 'podium'
  | 'end'
  | 'take-over'
  | 'hand-back'
  | 'close-joining'
  | 'open-joining';

export class TransitionRefused extends Error {}

const refuse = (message: string): never => {
  throw new TransitionRefused(message);
};

export const timeLimitMs = (q: Question) => (q.timeLimit ?? DEFAULT_QUESTION_TIME_LIMIT_S) * 1000;

/** The question after (activityIndex, questionIndex), skipping empty quizzes; null at the end. */
export function questionAfter(plan: QuizPlan, position: { activityIndex: number; questionIndex: number } | null) {
  for (const quiz of plan) {
    if (position && quiz.activityIndex < position.activityIndex) continue;
    const from = position && quiz.activityIndex === position.activityIndex ? position.questionIndex + 1 : 0;
    if (from < quiz.questions.length) return { quiz, questionIndex: from, question: quiz.questions[from]! };
  }
  return null;
}

/** `numbering` for a question of a quiz with slides, which are not counted as questions; nothing otherwise. */
export function numberingOf(questions: Question[], index: number): { numbering?: { number: number; count: number } } {
  const numbering = numberingIn(questions, index);
  return numbering ? { numbering } : {};
}

function open(plan: QuizPlan, position: CurrentQuestion | null, now: number): CurrentQuestion | null {
  const next = questionAfter(plan, position);
  if (!next) return null;
  const limit = timeLimitMs(next.question);
  const readMs = next.quiz.readMs ?? 0;
  const nextImageUrl = questionAfter(plan, { activityIndex: next.quiz.activityIndex, questionIndex: next.questionIndex })?.question
    .imageUrl;
  return {
    activityId: next.quiz.activityId,
    activityIndex: next.quiz.activityIndex,
    questionIndex: next.questionIndex,
    questionCount: next.quiz.questions.length,
    ...numberingOf(next.quiz.questions, next.questionIndex),
    // A put-in-order question runs with its items shuffled (engine/ordering.ts).
    question: questionAsShown(next.question),
    timeLimitMs: limit,
    readMs,
    ...(next.quiz.speedScoring === false ? { speedScoring: false as const } : {}),
    ...(next.quiz.streakBonus ? { streakBonus: true as const } : {}),
    ...(next.quiz.teamScoring ? { teamScoring: next.quiz.teamScoring } : {}),
    ...(next.quiz.handsFreeMs ? { handsFreeMs: next.quiz.handsFreeMs } : {}),
    ...(next.quiz.leaderboard ? { leaderboard: next.quiz.leaderboard } : {}),
    ...(endsRound(next.quiz.questions, next.questionIndex) ? { roundEnds: true as const } : {}),
    ...(nextImageUrl ? { nextImageUrl } : {}),
    startedAt: now,
    // The reading time comes first: the clock players race against starts when answers open.
    deadline: now + readMs + limit,
    remainingMs: null,
  };
}

/** Opens the next question, or the podium when there is none. */
function advance(live: StoredLive, plan: QuizPlan, now: number): StoredLive {
  const current = open(plan, live.current, now);
  if (!current) return { ...live, phase: 'finished', reveal: null };
  // A slide has nothing to answer: it opens at its "reveal", shown until the night goes on, and
  // scores no one (no answers, no team points, no streaks).
  if (isSlide(current.question.type)) {
    return {
      ...live,
      phase: 'reveal',
      current: { ...current, deadline: null, closedDeadline: now },
      reveal: { distribution: [], answered: 0 },
      lastTeamPoints: {},
    };
  }
  return { ...live, phase: 'question', current, reveal: null, lastTeamPoints: {} };
}

export function transition(live: StoredLive, action: PhaseAction, plan: QuizPlan, now: number): StoredLive {
  const { phase } = live;
  if (phase === 'ended') refuse('This event has ended');
  switch (action) {
    case 'start':
      if (phase !== 'lobby') refuse('The quiz has already started');
      if (!questionAfter(plan, null)) refuse('This event has no quiz questions to play');
      return advance(live, plan, now);
    case 'next':
      if (phase === 'lobby') refuse('Start the quiz first');
      if (phase === 'finished') refuse('The quiz is over: end the event when you are ready');
      if (phase !== 'reveal' && phase !== 'leaderboard') refuse('Reveal the answer before going on');
      return advance(live, plan, now);
    case 'skip':
      // The skipped question does not count: the service discards its answers.
      if (phase !== 'question') refuse('There is no question to skip');
      return advance(live, plan, now);
    case 'leaderboard':
      if (phase !== 'reveal') refuse('The leaderboard follows a reveal');
      if (live.current?.leaderboard === 'end') refuse('This quiz keeps its standings for the podium');
      return { ...live, phase: 'leaderboard' };
    case 'pause': {
      // At a reveal or leaderboard that goes on by itself, pausing holds the next step.
      if (holdsAutoStep(live)) {
        if (live.autoStep!.at === null) refuse('The night is already held');
        return holdAutoStep(live, now);
      }
      const c = live.current;
      if (phase !== 'question' || !c) refuse('There is no question running');
      if (c!.deadline === null) refuse('The question is already paused');
      return { ...live, current: { ...c!, deadline: null, remainingMs: Math.max(0, c!.deadline! - now) } };
    }
    case 'resume': {
      if (holdsAutoStep(live)) {
        if (live.autoStep!.at !== null) refuse('The night is not held');
        return releaseAutoStep(live, now);
      }
      const c = live.current;
      if (phase !== 'question' || !c || c.deadline !== null) refuse('The question is not paused');
      return { ...live, current: { ...c!, deadline: now + (c!.remainingMs ?? 0), remainingMs: null } };
    }
    case 'reveal':
      if (phase !== 'question') refuse('There is no question to reveal');
      // The scoring is added by `applyReveal`, once the answers are known.
      return { ...live, phase: 'reveal' };
    case 'podium':
      // The service discards the answers of a question still open: it counts for no one, as at the end.
      if (phase === 'lobby') refuse('Start the quiz first');
      if (phase === 'finished') refuse('The podium is already showing');
      return { ...live, phase: 'finished', current: live.current ? { ...live.current, deadline: null } : null, reveal: null };
    case 'end':
      return { ...live, phase: 'ended', current: live.current ? { ...live.current, deadline: null } : null };
    case 'take-over':
      if (live.takenOver) refuse('You are already driving the night');
      return takeOver(live);
    case 'hand-back':
      if (!live.takenOver) refuse('The night already runs by itself');
      return handBack(live, now);
    case 'close-joining':
      if (live.joiningClosed) refuse('Joining is already closed');
      return { ...live, joiningClosed: true };
    case 'open-joining': {
      if (!live.joiningClosed) refuse('Joining is already open');
      const { joiningClosed: _closed, ...opened } = live;
      return opened;
    }
  }
}

export type AnswerForReveal = { playerId: string; answer: string; correct: boolean; points: number };

/** When answers closed (or, for a question revealed while paused, would have closed had it resumed `now`). */
const deadlineAt = (c: CurrentQuestion, now: number) => c.deadline ?? now + (c.remainingMs ?? 0);

/**
 * Completes a reveal: the distribution of the answers and each team's mean added to its points.
 * `teamMeansOfQuestion` is computed by the caller from the members (see standings.teamMeans).
 */
export function applyReveal(
  live: StoredLive,
  answers: AnswerForReveal[],
  teamMeansOfQuestion: Record<string, number>,
  now = Date.now(),
): StoredLive {
  const question = live.current?.question;
  const options = question ? optionCountOf(question) : 0;
  let distribution: number[];
  if (question && isOrdering(question.type)) {
    // Per place of the right order, the players who put its item there: an order is stored in
    // written numbers, so place p holds its item when it reads p + 1.
    distribution = Array.from({ length: options }, () => 0);
    for (const a of answers) parseSelection(a.answer).forEach((n, p) => p < options && n === p + 1 && (distribution[p]! += 1));
  } else if (options > 0) {
    distribution = Array.from({ length: options }, () => 0);
    // An option number, or the options one player ticked ('1,3'): each counts once for its option.
    for (const a of answers) {
      for (const n of parseSelection(a.answer)) if (n >= 1 && n <= options) distribution[n - 1]! += 1;
    }
  } else {
    const right = answers.filter((a) => a.correct).length;
    distribution = [right, answers.length - right];
  }
  const reveal: RevealSummary = { distribution, answered: answers.length };
  return {
    ...live,
    phase: 'reveal',
    // The deadline goes (nothing runs any more), but what it was stays: the host's corrections
    // score an answer they make right by the time it took (engine/corrections.ts).
    current: live.current ? { ...live.current, deadline: null, remainingMs: null, closedDeadline: deadlineAt(live.current, now) } : null,
    reveal,
    teamPoints: addPoints(live.teamPoints, teamMeansOfQuestion),
    lastTeamPoints: teamMeansOfQuestion,
  };
}
