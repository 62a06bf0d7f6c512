// The server's error messages are English by contract (docs/PRODUCT-RULES.md#errors) and some are
// written for developers ('name must be at most 60 characters': the field, then the schema's
// words). The manager, admin and sign-in pages say the ones a manager can meet in the page's
// language, the schema's in plain words, and show any other message unchanged.
import { LANGUAGE_LABELS, QUIZ_LANGUAGES, type QuizLanguage } from '@quizfest/shared';
import type { ParseKeys, TFunction } from 'i18next';
import { errorMessage } from '../errorMessage';

type Key = ParseKeys<'manage'>;
type Values = Record<string, string | number>;

const EXACT: Record<string, Key> = {
  'Invalid email or password': 'serverErrors.invalidCredentials',
  'An account with this email address already exists': 'serverErrors.emailTaken',
  'Admin sign-up is closed': 'serverErrors.adminSignUpClosed',
  'The server is busy with other sign-ins, please try again in a moment.': 'serverErrors.hashingBusy',
  'This session has ended, please sign in again': 'serverErrors.sessionEnded',
  'This session has expired, please sign in again': 'serverErrors.sessionExpired',
  'Authentication required': 'serverErrors.authRequired',
  'Invalid or expired token': 'serverErrors.invalidToken',
  'Admin role required': 'serverErrors.adminRequired',
  'No authentication token found': 'serverErrors.noToken',
  'Invalid refresh token': 'serverErrors.invalidRefreshToken',
  'Network error occurred': 'serverErrors.network',
  'Network error occurred during file upload': 'serverErrors.uploadNetwork',
  'Database unavailable, please try again shortly': 'serverErrors.databaseUnavailable',
  'Too many requests; try again in a moment': 'serverErrors.tooManyRequests',
  'Internal server error': 'serverErrors.internal',
  'Unexpected answer from the server': 'serverErrors.unexpectedAnswer',
  'Already exists': 'serverErrors.alreadyExists',
  'Invalid value': 'serverErrors.invalidValue',
  'The request body did not arrive in full': 'serverErrors.bodyIncomplete',
  'Team not found': 'serverErrors.teamNotFound',
  'Event not found': 'serverErrors.eventNotFound',
  'Only .zip database dumps can be imported': 'serverErrors.onlyZip',
  'Only PNG, JPEG, GIF, WebP and AVIF images are allowed': 'serverErrors.onlyImages',
  'The image is damaged: its width and height cannot be read': 'serverErrors.imageUnreadable',
  'endDate: End date must be after start date': 'serverErrors.datesOrder',
  'emailAddress must be a valid email address': 'serverErrors.emailInvalid',
  'name must not be empty': 'serverErrors.nameEmpty',
  'imageUrl must be an http(s) URL or an uploaded file name': 'serverErrors.imageUrlInvalid',
};

const languageName = (code: string) => (QUIZ_LANGUAGES.includes(code as QuizLanguage) ? LANGUAGE_LABELS[code as QuizLanguage] : code);
/** The server counts questions from 0 (their place in the array); the editor shows them from 1. */
const questionNumber = (index: string) => Number(index) + 1;

/** Messages with values in them: `values` turns the pattern's groups into the key's placeholders. */
const PATTERNS: { pattern: RegExp; key: Key; values: (groups: string[]) => Values }[] = [
  { pattern: /^name must be at most (\d+) characters$/, key: 'serverErrors.nameTooLong', values: ([max]) => ({ max: Number(max) }) },
  {
    pattern: /^userName must be at most (\d+) characters$/,
    key: 'serverErrors.userNameTooLong',
    values: ([max]) => ({ max: Number(max) }),
  },
  {
    pattern: /^emailAddress must be at most (\d+) characters$/,
    key: 'serverErrors.emailTooLong',
    values: ([max]) => ({ max: Number(max) }),
  },
  { pattern: /^File size must be less than (\d+)MB$/, key: 'serverErrors.imageTooLarge', values: ([max]) => ({ max: Number(max) }) },
  {
    pattern: /^Daily image upload limit reached \((\d+) MB in 24 hours\); try again later$/,
    key: 'serverErrors.uploadDailyLimit',
    values: ([mb]) => ({ mb: Number(mb) }),
  },
  {
    pattern: /^Daily image upload limit of this network reached \((\d+) MB in 24 hours\); try again later$/,
    key: 'serverErrors.uploadNetworkLimit',
    values: ([mb]) => ({ mb: Number(mb) }),
  },
  {
    pattern: /^Request body is too large: this call takes at most (.+)$/,
    key: 'serverErrors.bodyTooLarge',
    values: ([size]) => ({ size: size ?? '' }),
  },
  {
    pattern: /^The image is (\d+) × (\d+) pixels; images may be at most ([\d,]+) pixels a side and (\d+) megapixels$/,
    key: 'serverErrors.imageTooBig',
    values: ([width, height, side, megapixels]) => ({
      width: width ?? '',
      height: height ?? '',
      side: side ?? '',
      megapixels: megapixels ?? '',
    }),
  },
  {
    pattern: /^activities: Activity (\d+) has no activity selected$/,
    key: 'serverErrors.activityNotChosen',
    values: ([number]) => ({ number: Number(number) }),
  },
  {
    pattern: /^activities: Activity (\d+) refers to an activity that does not exist$/,
    key: 'serverErrors.activityMissing',
    values: ([number]) => ({ number: Number(number) }),
  },
  { pattern: /^teamIds: team \S+ does not exist$/, key: 'serverErrors.teamMissing', values: () => ({}) },
  {
    pattern: /^questions\.(\d+)\.texts\.(\w+)\.question must be at most (\d+) characters$/,
    key: 'serverErrors.questionTooLong',
    values: ([index, language, max]) => ({ number: questionNumber(index ?? ''), language: languageName(language ?? ''), max: Number(max) }),
  },
  {
    pattern: /^questions\.(\d+)\.texts\.(\w+)\.answer must be at most (\d+) characters$/,
    key: 'serverErrors.answerTooLong',
    values: ([index, language, max]) => ({ number: questionNumber(index ?? ''), language: languageName(language ?? ''), max: Number(max) }),
  },
  {
    pattern: /^questions\.(\d+)\.texts\.(\w+)\.answers\.(\d+) must be at most (\d+) characters$/,
    key: 'serverErrors.optionTooLong',
    values: ([index, language, option, max]) => ({
      number: questionNumber(index ?? ''),
      language: languageName(language ?? ''),
      option: Number(option) + 1,
      max: Number(max),
    }),
  },
];

/** The known keys, for the tests. */
export const MANAGER_ERROR_KEYS: readonly Key[] = [...Object.values(EXACT), ...PATTERNS.map((entry) => entry.key)];

/** `message` in the language of `t` when it is one a manager can meet, else as the server wrote it. */
export function translateManagerError(t: TFunction<'manage'>, message: string): string {
  const key = EXACT[message];
  if (key) return t(key);
  for (const { pattern, key: patternKey, values } of PATTERNS) {
    const match = pattern.exec(message);
    if (match) return t(patternKey, values(match.slice(1)));
  }
  return message;
}

/** A failed call's text for a manager's page: the API's message, translated when known, else the page's own (already translated) fallback. */
export function managerErrorMessage(t: TFunction<'manage'>, error: unknown, fallback: string): string {
  return translateManagerError(t, errorMessage(error, fallback));
}
