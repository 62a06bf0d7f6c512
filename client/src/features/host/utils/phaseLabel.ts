import { isSlide, questionNumbering, type LiveView } from '@quizfest/shared';
import type { HostT } from '../i18n/hostT';

/** The phase in the operator's words; a slide (issue 20), shown at its "reveal", is simply a slide. */
export function phaseLabel(t: HostT, live: Pick<LiveView, 'phase' | 'question'>): string {
  switch (live.phase) {
    case 'waiting':
      return t('phase.waiting');
    case 'lobby':
      return t('phase.lobby');
    case 'question':
      return live.question ? t('phase.question', questionNumbering(live.question)) : t('phase.questionBare');
    case 'reveal':
      return live.question && isSlide(live.question.type) ? t('phase.slide') : t('phase.reveal');
    case 'leaderboard':
      return t('phase.leaderboard');
    case 'finished':
      return t('phase.finished');
    case 'ended':
      return t('phase.ended');
  }
}
