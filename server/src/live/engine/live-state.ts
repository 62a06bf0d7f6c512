// The live game's state as stored in `events.live` (docs/PRODUCT-RULES.md#live-phases). It is the truth; memory holds only
// caches of it. The current question is a snapshot taken when it opened, so a quiz edited during
// the night cannot change a question that is running or being scored.
import type { LivePhase, Question } from '@quizfest/shared';
import type { StoredEstimate } from './estimates.js';
import type { AutoStep } from './hands-free.js';

/** The phases the host drives; `waiting` and `ended` also follow from the event's dates. */
export type StoredPhase = Exclude<LivePhase, 'waiting'>;

export type CurrentQuestion = {
  activityId: string;
  activityIndex: number;
  questionIndex: number;
  questionCount: number;
  /** In a quiz with slides: the question's number among those players answer, and their count (numberingIn). */
  numbering?: { number: number; count: number };
  question: Question;
  timeLimitMs: number;
  /**
   * The reading time: ms the question shows alone before answers open, at `deadline - timeLimitMs`.
   * Absent in states stored before it (none).
   */
  readMs?: number;
  /** The image of the question after this one, fetched ahead by phones and screens from its reveal on. */
  nextImageUrl?: string;
  /** False when the quiz scores a right answer in full, however long it took; absent, speed counts. */
  speedScoring?: false;
  /** True when the quiz gives a streak bonus (engine/streaks.ts); absent, none. */
  streakBonus?: true;
  /** 'total' when the quiz counts a team's points as its members' total; absent, their mean. */
  teamScoring?: 'total';
  /** A hands-free quiz: ms its answer, then its leaderboard, show before the night goes on by itself (engine/hands-free.ts). */
  handsFreeMs?: number;
  /** When the quiz shows the leaderboard, when not after every question (engine/rounds.ts). */
  leaderboard?: 'round' | 'end';
  /** The question ends a round: the quiz's last, or one a slide follows. */
  roundEnds?: true;
  /** Epoch ms. */
  startedAt: number;
  /** Epoch ms when answers close; null while paused. */
  deadline: number | null;
  /** While paused: what was left of the reading time and the time limit. */
  remainingMs: number | null;
  /** From the reveal on (when `deadline` is null): when answers closed. Absent in states revealed before it. */
  closedDeadline?: number;
};

export type RevealSummary = {
  /** Multiple choice: answers per option; free text, numeric estimate: [right, wrong]. */
  distribution: number[];
  answered: number;
  /** A numeric estimate: where the answers fell and who came closest (engine/estimates.ts). */
  estimate?: StoredEstimate;
  /** The host voided the question: it scores no one (engine/corrections.ts). */
  voided?: true;
  /** Answers the host accepted as right since the reveal, by their group key (engine/corrections.ts). */
  accepted?: string[];
};

export type StoredLive = {
  phase: StoredPhase;
  current: CurrentQuestion | null;
  /** Set at the reveal of `current`. */
  reveal: RevealSummary | null;
  /** Points each team won in this event so far, and what the last reveal added. */
  teamPoints: Record<string, number>;
  lastTeamPoints: Record<string, number>;
  /**
   * Each revealed question's count per team, so that a team's points can be worked out again
   * when the host removes a player (engine/player-removal.ts). Absent in states stored before it.
   */
  scored?: ScoredQuestion[];
  /** The host's point adjustments, oldest first (live/host-adjustments.ts). Absent until the first. */
  adjustments?: Adjustment[];
  /**
   * The last question revealed with a streak bonus, whose answers' streaks the next one's continue
   * (engine/streaks.ts). Absent before one, and again after a scored question without the bonus.
   */
  streakFrom?: QuestionRef;
  /** In a hands-free quiz's reveal and leaderboard: when the night goes on by itself (engine/hands-free.ts). */
  autoStep?: AutoStep;
  /** The host took the night over: nothing goes on by itself until they hand it back. */
  takenOver?: true;
  /** The host closed the event to new players (players/joining.ts reads it in SQL as `live->>'joiningClosed'`). */
  joiningClosed?: true;
};

export type QuestionRef = { activityId: string; questionIndex: number };

/** Points the host added to (or took from) a team or a player, and why. */
export type Adjustment = { teamId?: string; playerId?: string; points: number; reason: string; at: number };

/** Each player's adjustments summed: what their total gets besides their answers. */
export function playerAdjustments(live: StoredLive): Map<string, number> {
  const out = new Map<string, number>();
  for (const a of live.adjustments ?? []) if (a.playerId) out.set(a.playerId, (out.get(a.playerId) ?? 0) + a.points);
  return out;
}

/** A team's members counted at a reveal and the sum of their points: its mean (or, as its quiz says, the sum) is the team's points. */
export type TeamTally = { members: number; points: number };

export type ScoredQuestion = {
  activityId: string;
  questionIndex: number;
  /** Epoch ms when the members were counted: a player named later was not one of them. */
  at: number;
  teams: Record<string, TeamTally>;
  /** The host voided it (engine/corrections.ts): its answers score 0, and the results say so. */
  voided?: true;
  /** 'total' when its quiz counts a team's points as its members' total; absent, their mean. */
  teamScoring?: 'total';
};

export const initialLive = (): StoredLive => ({ phase: 'lobby', current: null, reveal: null, teamPoints: {}, lastTeamPoints: {} });

/**
 * The stored state, or the lobby for an event whose game has not begun (live is null). Every field
 * is named, the absent ones undefined (JSON leaves them out again): one object shape whatever the
 * phase, where spreading the stored JSON gave each phase's set of fields a shape of its own, and
 * each phase's first push threw away the push code optimised for the last (trace-deopt, 5,000
 * phones: the first and the third opening).
 */
export const readLive = (value: unknown): StoredLive => {
  const v: Partial<StoredLive> = value && typeof value === 'object' ? value : {};
  return {
    phase: v.phase ?? 'lobby',
    current: v.current ?? null,
    reveal: v.reveal ?? null,
    teamPoints: v.teamPoints ?? {},
    lastTeamPoints: v.lastTeamPoints ?? {},
    scored: v.scored,
    adjustments: v.adjustments,
    streakFrom: v.streakFrom,
    autoStep: v.autoStep,
    takenOver: v.takenOver,
    joiningClosed: v.joiningClosed,
    // A field added to StoredLive and not named here would be lost at the next write: a compile error.
  } satisfies Record<keyof StoredLive, unknown>;
};

/** The phase everyone sees: the dates come first (before the start: waiting; after the end: ended). */
export function effectivePhase(live: StoredLive, dates: { startDate: Date; endDate: Date }, now: number): LivePhase {
  if (now >= dates.endDate.getTime() || live.phase === 'ended') return 'ended';
  if (now < dates.startDate.getTime() && live.phase === 'lobby') return 'waiting';
  return live.phase;
}

/**
 * An answer this early before the reading time ends is taken as given when answers open: a phone's
 * estimate of the server's clock can run a little ahead, and its player saw the options open.
 */
export const READ_END_GRACE_MS = 300;

const msLeft = (current: CurrentQuestion, now: number) => (current.deadline !== null ? current.deadline - now : (current.remainingMs ?? 0));

/** Milliseconds a player has used of the question at `now` (pauses and the reading time excluded). */
export function elapsedMs(current: CurrentQuestion, now: number): number {
  return Math.min(current.timeLimitMs, Math.max(0, current.timeLimitMs - msLeft(current, now)));
}

/**
 * The same for an answer given at `at`, once the question is revealed: measured against the deadline
 * it closed at. A question revealed before `closedDeadline` was kept counts the whole time limit.
 */
export function elapsedAtReveal(current: CurrentQuestion, at: number): number {
  if (current.closedDeadline === undefined) return elapsedMs(current, at);
  return Math.min(current.timeLimitMs, Math.max(0, current.timeLimitMs - (current.closedDeadline - at)));
}

/** Whether `current` is still in its reading time at `now` (the question shows, answers are not open). */
export function reading(current: CurrentQuestion, now: number): boolean {
  return msLeft(current, now) > current.timeLimitMs + READ_END_GRACE_MS;
}

/** Whether answers to `current` are open at `now`. */
export function answersOpen(live: StoredLive, now: number): boolean {
  const current = live.current;
  // A paused question (deadline null) takes no answers: its clock is stopped, so an answer given
  // during the pause would score as if no time had passed (993 points 3 s into a pause, issue 19).
  if (live.phase !== 'question' || !current || current.deadline === null) return false;
  return now < current.deadline && !reading(current, now);
}
