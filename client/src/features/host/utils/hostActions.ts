// Which host action applies in which phase (docs/PRODUCT-RULES.md#live-phases), and the one next step the operator most
// likely wants, worded as what it does.
import { isPoll, isSlide, type HostAction, type HostView, type LivePhase } from '@quizfest/shared';
import type { HostT } from '../i18n/hostT';
import { isPaused } from './countdown';

/**
 * The actions of the control buttons: renaming and removing players, and adjusting points, live on
 * the roster's rows, a reveal's corrections (accepting an answer, voiding the question) name what
 * they correct, and taking a hands-free quiz over or handing it back, and closing joining, live in
 * their own panels, so they are no phase's button.
 */
export type ConsoleAction = Exclude<
  HostAction,
  | 'rename-player'
  | 'remove-player'
  | 'remove-players'
  | 'accept-answer'
  | 'void-question'
  | 'adjust-points'
  | 'take-over'
  | 'hand-back'
  | 'close-joining'
  | 'open-joining'
>;

/** Closing the event to new players and opening it again (issue 18): a switch of its own, in any phase but the end. */
export type JoiningAction = Extract<HostAction, 'close-joining' | 'open-joining'>;

/**
 * What the hands-free panel posts (issue 20): hold the next automatic step (`pause`), release it
 * (`resume`), take the night over, or hand it back.
 */
export type HandsFreeAction = Extract<HostAction, 'pause' | 'resume' | 'take-over' | 'hand-back'>;

/**
 * A correction as the console posts it, typed so that accepting cannot be sent without the answer it
 * accepts (HostActionBody leaves every field optional, for every action).
 */
export type CorrectionBody = { action: 'accept-answer'; answer: string } | { action: 'void-question' };

/**
 * A point adjustment as the console posts it: a team or a player, never both nor neither, with the
 * points and the reason the server requires.
 */
export type AdjustmentBody = { action: 'adjust-points'; points: number; reason: string } & ({ teamId: string } | { playerId: string });

/** Whether a posted action is a correction: it moves points, which the player search shows. */
export const isCorrection = (action: HostAction): action is CorrectionBody['action'] =>
  action === 'accept-answer' || action === 'void-question';

const PHASES: Record<ConsoleAction, readonly LivePhase[]> = {
  open: ['waiting'],
  start: ['lobby'],
  reveal: ['question'],
  pause: ['question'],
  resume: ['question'],
  skip: ['question'],
  leaderboard: ['reveal'],
  next: ['reveal', 'leaderboard'],
  podium: ['question', 'reveal', 'leaderboard'],
  end: ['waiting', 'lobby', 'question', 'reveal', 'leaderboard', 'finished'],
};

export function actionApplies(action: ConsoleAction, live: HostView['live']): boolean {
  if (!PHASES[action].includes(live.phase)) return false;
  // A quiz that keeps its standings for the podium (issue 20) shows no leaderboard before it.
  if (action === 'leaderboard') return live.question?.leaderboard !== 'end';
  const paused = live.question ? isPaused(live.question) : false;
  if (action === 'pause') return !paused;
  if (action === 'resume') return paused;
  return true;
}

/**
 * Whether `next` rather than the leaderboard follows this reveal: a slide's, which has no result to
 * rank, and one after which the quiz shows no leaderboard (issue 20: between rounds only and this
 * question ends none, or only at the end).
 */
export const goesOnFromReveal = ({ live, leaderboardDue }: Pick<HostView, 'live' | 'leaderboardDue'>): boolean =>
  live.phase === 'reveal' && live.question !== null && (isSlide(live.question.type) || leaderboardDue === false);

export type MainAction = { action: ConsoleAction; label: string };

export function mainAction(t: HostT, view: Pick<HostView, 'live' | 'upNext' | 'leaderboardDue'>): MainAction | null {
  switch (view.live.phase) {
    case 'waiting':
      return { action: 'open', label: t('main.open') };
    case 'lobby':
      return { action: 'start', label: t('main.start') };
    case 'question':
      // A poll has no answer to reveal: what the room sees next is its votes.
      return { action: 'reveal', label: view.live.question && isPoll(view.live.question.type) ? t('main.showVotes') : t('main.reveal') };
    case 'reveal':
      // A slide (issue 20) opens at its "reveal" and changed no one's points: the night goes on from
      // it, as from a reveal the quiz follows with no leaderboard.
      return goesOnFromReveal(view) ? goOn(t, view) : { action: 'leaderboard', label: t('main.leaderboard') };
    case 'leaderboard':
      return goOn(t, view);
    case 'finished':
      return { action: 'end', label: t('main.end') };
    case 'ended':
      return null;
  }
}

/** `next`, which after the last question leads to the podium (finished). */
function goOn(t: HostT, view: Pick<HostView, 'upNext'>): MainAction {
  return { action: 'next', label: view.upNext ? t('main.next') : t('main.podium') };
}
