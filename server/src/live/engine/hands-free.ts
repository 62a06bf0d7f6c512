// Hands-free pacing (issue 20, docs/PRODUCT-RULES.md#live-phases): a quiz that runs the night by
// itself. Its questions close at their deadline (or once every connected player has answered), as
// every question does; then the answer shows for the quiz's seconds, the leaderboard as long, and
// the next question opens. The next automatic step is part of the stored state (`autoStep`), so
// any instance's timer may take it, once (it claims the revision it read), and a restart re-arms
// it. The host may hold it (pause), release it (resume), take the night over, or hand it back.
import type { StoredLive } from './live-state.js';
import { leaderboardDue } from './rounds.js';

/** When the night goes on by itself: `at` (epoch ms), null while the host holds it, `remainingMs` then what was left. */
export type AutoStep = { at: number | null; remainingMs: number | null };

const showsResult = (live: StoredLive) => live.phase === 'reveal' || live.phase === 'leaderboard';

/**
 * The state after a change of phase, with its next automatic step when it runs by itself: at a
 * reveal or a leaderboard of a hands-free quiz the host has not taken over; none otherwise.
 */
export function scheduleAutoStep(live: StoredLive, now: number): StoredLive {
  const ms = live.current?.handsFreeMs;
  const next = { ...live };
  delete next.autoStep;
  if (showsResult(live) && ms && !live.takenOver) next.autoStep = { at: now + ms, remainingMs: null };
  return next;
}

/** The automatic step due in `live`: what it does and when; null when nothing goes on by itself. */
export function dueStep(live: StoredLive): { action: 'leaderboard' | 'next'; at: number } | null {
  const at = live.autoStep?.at;
  if (at == null || !showsResult(live)) return null;
  // A slide's "reveal" goes straight on to the next question (it changed no one's points), as does
  // a question after which the quiz shows no leaderboard (engine/rounds.ts).
  return { action: live.phase === 'reveal' && live.current && leaderboardDue(live.current) ? 'leaderboard' : 'next', at };
}

/** Whether `pause` and `resume` act on the automatic step (a reveal or leaderboard that runs by itself). */
export const holdsAutoStep = (live: StoredLive): boolean => showsResult(live) && live.autoStep !== undefined;

/** The automatic step held: its time left kept. */
export function holdAutoStep(live: StoredLive, now: number): StoredLive {
  const step = live.autoStep!;
  return { ...live, autoStep: { at: null, remainingMs: Math.max(0, (step.at ?? now) - now) } };
}

/** The automatic step released: it comes after the time that was left. */
export function releaseAutoStep(live: StoredLive, now: number): StoredLive {
  return { ...live, autoStep: { at: now + (live.autoStep!.remainingMs ?? 0), remainingMs: null } };
}

/** The host drives from now on: nothing goes on by itself for the rest of the event. */
export function takeOver(live: StoredLive): StoredLive {
  const next: StoredLive = { ...live, takenOver: true };
  delete next.autoStep;
  return next;
}

/** The night runs by itself again: a reveal or leaderboard showing goes on after the quiz's seconds from now. */
export function handBack(live: StoredLive, now: number): StoredLive {
  const next = { ...live };
  delete next.takenOver;
  return scheduleAutoStep(next, now);
}
