import type { LiveView } from '@quizfest/shared';

/** The phase in the operator's words. */
export function phaseLabel(live: Pick<LiveView, 'phase' | 'question'>): string {
  switch (live.phase) {
    case 'waiting':
      return 'Waiting to open';
    case 'lobby':
      return 'Lobby';
    case 'question':
      return live.question ? `Question ${live.question.questionIndex + 1} of ${live.question.questionCount}` : 'Question';
    case 'reveal':
      return 'Answers revealed';
    case 'leaderboard':
      return 'Leaderboard';
    case 'finished':
      return 'Finished';
    case 'ended':
      return 'Ended';
  }
}
