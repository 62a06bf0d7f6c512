// The server's messages are English by contract (docs/PRODUCT-RULES.md#errors): the console says
// the ones a host can meet in its language (a refused action, a name already taken), the ones every
// signed-in page can meet (session, network, database) as the manager pages do, and any other
// unchanged. The English catalogue holds each message exactly as the server words it
// (hostErrors.test.ts checks them against the server's sources).
import { MAX_ADJUSTMENTS } from '@quizfest/shared';
import type { ParseKeys, TFunction } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/errorMessage';
import { translateManagerError } from '../../../lib/manager/serverErrors';
import type { HostT } from './hostT';

const EXACT: Record<string, ParseKeys<'host'>> = {
  'This event has ended': 'serverErrors.eventEnded',
  'The event is already open': 'serverErrors.alreadyOpen',
  'The event changed at the same moment; try again': 'serverErrors.raced',
  'This name is already taken in this event; please choose another': 'serverErrors.nameTaken',
  'The quiz has already started': 'serverErrors.alreadyStarted',
  'This event has no quiz questions to play': 'serverErrors.noQuestions',
  'Start the quiz first': 'serverErrors.startFirst',
  'The quiz is over: end the event when you are ready': 'serverErrors.quizOver',
  'Reveal the answer before going on': 'serverErrors.revealFirst',
  'There is no question to skip': 'serverErrors.nothingToSkip',
  'The leaderboard follows a reveal': 'serverErrors.leaderboardAfterReveal',
  'This quiz keeps its standings for the podium': 'serverErrors.standingsForPodium',
  'There is no question running': 'serverErrors.noQuestionRunning',
  'The question is already paused': 'serverErrors.alreadyPaused',
  'The question is not paused': 'serverErrors.notPaused',
  'There is no question to reveal': 'serverErrors.nothingToReveal',
  'The podium is already showing': 'serverErrors.podiumShowing',
  'Joining is already closed': 'serverErrors.joiningAlreadyClosed',
  'Joining is already open': 'serverErrors.joiningAlreadyOpen',
  'Corrections are made at the reveal, or at the leaderboard that follows it': 'serverErrors.notCorrectable',
  'A poll scores no one: there is nothing to correct': 'serverErrors.pollNotCorrectable',
  'Only typed answers can be accepted one by one': 'serverErrors.typedOnly',
  'This question is void: it scores no one': 'serverErrors.questionVoid',
  'answer: no player gave this answer': 'serverErrors.answerNotGiven',
  'teamId or playerId: give one of them': 'serverErrors.teamOrPlayer',
  'points: is required': 'serverErrors.pointsRequired',
  'reason: is required': 'serverErrors.reasonRequired',
  'Team not found': 'serverErrors.teamNotFound',
  'Player not found': 'serverErrors.playerNotFound',
  [`An event can hold at most ${MAX_ADJUSTMENTS} adjustments`]: 'serverErrors.tooManyAdjustments',
  'The night is already held': 'serverErrors.alreadyHeld',
  'The night is not held': 'serverErrors.notHeld',
  'You are already driving the night': 'serverErrors.alreadyDriving',
  'The night already runs by itself': 'serverErrors.alreadyHandsFree',
};

/** The known keys, for the tests. */
export const HOST_ERROR_KEYS: readonly ParseKeys<'host'>[] = Object.values(EXACT);

/**
 * A failure in the console's language: a message (the live connection's), or a failed call's, the
 * server's message when it gave one, else `fallback` (already translated).
 */
export function hostErrorMessage(t: HostT, tManage: TFunction<'manage'>, error: unknown, fallback = ''): string {
  const message = typeof error === 'string' ? error : errorMessage(error, fallback);
  const key = EXACT[message];
  return key ? t(key) : translateManagerError(tManage, message);
}

/** hostErrorMessage in the page's language. */
export function useHostErrorMessage(): (error: unknown, fallback?: string) => string {
  const { t } = useTranslation('host');
  const { t: tManage } = useTranslation('manage');
  return useCallback((error: unknown, fallback?: string) => hostErrorMessage(t, tManage, error, fallback), [t, tManage]);
}
