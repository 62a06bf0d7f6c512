// The server's error messages are English by contract (docs/PRODUCT-RULES.md#errors): the phone
// says the ones a player or a screen can meet in the page's language, and any other unchanged. The
// English catalogue holds each message exactly as the server words it (serverErrors.test.ts checks
// them against the server's sources), so in English nothing changes.
import type { PlayKey as Key, PlayT } from './phoneTexts';

/** The refusal of an answer sent while the host paused the question: it may be given again on resume. */
export const QUESTION_PAUSED = 'The question is paused; answer when it resumes';
/** The refusal of a name another player of the event has (without case, width or spacing). */
export const NAME_TAKEN = 'This name is already taken in this event; please choose another';

const EXACT: Record<string, Key> = {
  'No event found with this code': 'serverErrors.noSuchCode',
  'Event not found': 'serverErrors.eventNotFound',
  'This event has ended': 'serverErrors.eventEnded',
  // A newcomer once the host has closed the event to new players (issue 18).
  'The host has closed this event to new players': 'serverErrors.joiningClosed',
  'You were removed from this event by the host': 'serverErrors.playerRemoved',
  'Join the event first': 'serverErrors.joinFirst',
  'The host removed this screen from the event': 'serverErrors.screenBarred',
  'This big-screen link is not for this event: open the big screen again from the host console': 'serverErrors.badScreenKey',
  'This screen has not joined the event': 'serverErrors.screenNotJoined',
  'Network error occurred': 'serverErrors.network',
  'Database unavailable, please try again shortly': 'serverErrors.databaseUnavailable',
  'Internal server error': 'serverErrors.internal',
  'The request body took too long to arrive': 'serverErrors.bodyTooSlow',
  'Unexpected answer from the server': 'serverErrors.unexpectedAnswer',
  'Connection refused': 'serverErrors.connectionRefused',
  // Naming oneself and choosing a team.
  'Teams can no longer be changed: the game has started': 'serverErrors.teamsLocked',
  'Your name was set by the host': 'serverErrors.nameSetByHost',
  'You have already created a team: pick it from the list': 'serverErrors.teamAlreadyCreated',
  'You have already chosen your team': 'serverErrors.teamAlreadyChosen',
  'Players cannot create teams in this event': 'serverErrors.noPlayerTeams',
  'This event is played without teams': 'serverErrors.noTeamsEvent',
  'Please select a team': 'joinForm.selectTeamRequired',
  'This team is not part of the event': 'serverErrors.teamNotInEvent',
  'Your player changed at the same moment; try again': 'serverErrors.playerRaced',
  [NAME_TAKEN]: 'serverErrors.nameTaken',
  // Answering.
  'Answers are closed': 'serverErrors.answersClosed',
  [QUESTION_PAUSED]: 'serverErrors.questionPaused',
  'Answers are not open yet': 'serverErrors.answersNotOpen',
  'You have already answered this question': 'serverErrors.alreadyAnswered',
  'Too many answers at once; try again in a moment': 'serverErrors.tooManyAnswers',
  // Past a network's budget of look-ups of what the server does not hold (issue 18): a phone meets it
  // only beside a script on its own network.
  'Too many look-ups from this network; try again in a moment': 'serverErrors.tooManyLookups',
  'Polling too often; try again in a moment': 'serverErrors.pollingTooOften',
  'answer: does not fit this question': 'serverErrors.answerDoesNotFit',
};

/** Messages with a number in them: the pattern's groups fill the key's placeholders, in order. */
const PATTERNS: { pattern: RegExp; key: Key; names: readonly string[] }[] = [
  { pattern: /^code must be (\d+) letters$/, key: 'serverErrors.codeFormat', names: ['length'] },
  {
    pattern: /^Too many wrong event codes from this network\. Try again in (\d+) s\.$/,
    key: 'serverErrors.tooManyWrongCodes',
    names: ['seconds'],
  },
  {
    // A newcomer past their network's share of new players for the event (issue 18).
    pattern: /^Too many new players for this event from this network\. Try again in (\d+) s\.$/,
    key: 'serverErrors.tooManyNewPlayers',
    names: ['seconds'],
  },
  { pattern: /^This event is full: it has reached its limit of (\d+) players$/, key: 'serverErrors.eventFull', names: ['max'] },
  { pattern: /^This event has reached its limit of (\d+) teams$/, key: 'serverErrors.teamsFull', names: ['max'] },
  { pattern: /^An event can show on at most (\d+) screens$/, key: 'serverErrors.screensFull', names: ['max'] },
  {
    pattern:
      /^Too many new screens for this event from this network; the host console’s “Open the big screen” link is not limited\. Try again in (\d+) s\.$/,
    key: 'serverErrors.tooManyNewScreens',
    names: ['seconds'],
  },
];

/** The known keys, for the tests. */
export const SERVER_ERROR_KEYS: readonly Key[] = [...Object.values(EXACT), ...PATTERNS.map((entry) => entry.key)];

/** `message` in the language of `t` when it is one the phone knows, else as the server wrote it. */
export function translateServerError(t: PlayT, message: string): string {
  const key = EXACT[message];
  if (key) return t(key);
  for (const { pattern, key: patternKey, names } of PATTERNS) {
    const match = pattern.exec(message);
    if (!match) continue;
    const values = Object.fromEntries(names.map((name, i) => [name, match[i + 1] ?? '']));
    return t(patternKey, values);
  }
  return message;
}
