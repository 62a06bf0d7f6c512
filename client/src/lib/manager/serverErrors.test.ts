import { LIMITS, schemas } from '@quizfest/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { MANAGER_ERROR_KEYS, translateManagerError } from './serverErrors';

const en = i18n.getFixedT('en', 'manage');
const fr = i18n.getFixedT('fr', 'manage');
beforeAll(() => i18n.loadLanguages('fr'));

// Where the messages are written: the server, the shared schemas, and the client's own API layer.
const files = {
  ...import.meta.glob<string>('../../../../server/src/**/*.ts', { query: '?raw', import: 'default', eager: true }),
  ...import.meta.glob<string>('../../../../shared/src/**/*.ts', { query: '?raw', import: 'default', eager: true }),
  ...import.meta.glob<string>(['../../api/**/*.ts', '!**/*.test.ts'], { query: '?raw', import: 'default', eager: true }),
};
const corpus = Object.values(files).join('\n');

/** The server's message for a body its schema refuses: the field, then the schema's words (plugins/error-handler.ts). */
function validationMessage(result: { success: boolean; error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } }) {
  const issue = result.error?.issues[0];
  if (!issue) throw new Error('the body was accepted');
  const field = issue.path.map(String).join('.');
  return /^[A-Z]/.test(issue.message) ? `${field}: ${issue.message}` : `${field} ${issue.message}`;
}

const ID = '9d0c0f4e-1b5a-4c3d-8e2f-7a6b5c4d3e21';
const HASH = 'a'.repeat(64);
const question = (texts: object) => ({ type: 'multiple_text_choice_2', correctAnswer: 1, texts });
const freeText = (texts: object) => ({ type: 'free_text_input', texts });

/** Messages the schemas produce, made by the schemas themselves, so a reworded schema fails here. */
const VALIDATION: [string, string, Record<string, unknown>][] = [
  [
    validationMessage(schemas.TeamCreateBody.safeParse({ name: 'a'.repeat(LIMITS.teamNameMax + 1) })),
    'serverErrors.nameTooLong',
    { max: 60 },
  ],
  [validationMessage(schemas.NameBody.safeParse({ name: '   ' })), 'serverErrors.nameEmpty', {}],
  [
    validationMessage(
      schemas.SignupBody.safeParse({ userName: 'a'.repeat(LIMITS.userNameMax + 1), emailAddress: 'a@b.fr', passwordHash: HASH }),
    ),
    'serverErrors.userNameTooLong',
    { max: 50 },
  ],
  [
    validationMessage(schemas.SigninBody.safeParse({ emailAddress: `${'a'.repeat(LIMITS.emailMax)}@b.fr`, passwordHash: HASH })),
    'serverErrors.emailTooLong',
    { max: 254 },
  ],
  [validationMessage(schemas.SigninBody.safeParse({ emailAddress: 'nope', passwordHash: HASH })), 'serverErrors.emailInvalid', {}],
  [
    validationMessage(schemas.TeamUpdateBody.safeParse({ name: 'Owls', score: 0, imageUrl: 'javascript:alert(1)' })),
    'serverErrors.imageUrlInvalid',
    {},
  ],
  [
    validationMessage(
      schemas.EventUpdateBody.safeParse({ name: 'Friday', startDate: '2030-01-02T00:00:00Z', endDate: '2030-01-01T00:00:00Z' }),
    ),
    'serverErrors.datesOrder',
    {},
  ],
  [
    validationMessage(
      schemas.QuizUpdateBody.safeParse({
        name: 'Pub',
        questions: [question({}), question({ fr_FR: { question: 'x'.repeat(LIMITS.questionTextMax + 1), answers: ['a', 'b'] } })],
      }),
    ),
    'serverErrors.questionTooLong',
    { number: 2, language: 'Français (FR)', max: LIMITS.questionTextMax },
  ],
  [
    validationMessage(
      schemas.QuizUpdateBody.safeParse({ name: 'Pub', questions: [freeText({ en_US: { answer: 'x'.repeat(LIMITS.answerTextMax + 1) } })] }),
    ),
    'serverErrors.answerTooLong',
    { number: 1, language: 'English (US)', max: LIMITS.answerTextMax },
  ],
  [
    validationMessage(
      schemas.QuizUpdateBody.safeParse({
        name: 'Pub',
        questions: [question({ en_US: { answers: ['a', 'x'.repeat(LIMITS.answerTextMax + 1)] } })],
      }),
    ),
    'serverErrors.optionTooLong',
    { number: 1, language: 'English (US)', option: 2, max: LIMITS.answerTextMax },
  ],
];

/** Messages the server writes itself: each is checked, but for its numbers and ids, against the sources. */
const WRITTEN: [string, string, Record<string, unknown>][] = [
  ['Invalid email or password', 'serverErrors.invalidCredentials', {}],
  ['An account with this email address already exists', 'serverErrors.emailTaken', {}],
  ['Admin sign-up is closed', 'serverErrors.adminSignUpClosed', {}],
  ['The server is busy with other sign-ins, please try again in a moment.', 'serverErrors.hashingBusy', {}],
  ['This session has ended, please sign in again', 'serverErrors.sessionEnded', {}],
  ['This session has expired, please sign in again', 'serverErrors.sessionExpired', {}],
  ['Authentication required', 'serverErrors.authRequired', {}],
  ['Invalid or expired token', 'serverErrors.invalidToken', {}],
  ['Admin role required', 'serverErrors.adminRequired', {}],
  ['No authentication token found', 'serverErrors.noToken', {}],
  ['Invalid refresh token', 'serverErrors.invalidRefreshToken', {}],
  ['Network error occurred', 'serverErrors.network', {}],
  ['Network error occurred during file upload', 'serverErrors.uploadNetwork', {}],
  ['Database unavailable, please try again shortly', 'serverErrors.databaseUnavailable', {}],
  ['Internal server error', 'serverErrors.internal', {}],
  ['Unexpected answer from the server', 'serverErrors.unexpectedAnswer', {}],
  ['Already exists', 'serverErrors.alreadyExists', {}],
  ['Invalid value', 'serverErrors.invalidValue', {}],
  ['The request body did not arrive in full', 'serverErrors.bodyIncomplete', {}],
  ['Request body is too large: this call takes at most 16 KB', 'serverErrors.bodyTooLarge', { size: '16 KB' }],
  ['Too many requests; try again in a moment', 'serverErrors.tooManyRequests', {}],
  ['Team not found', 'serverErrors.teamNotFound', {}],
  ['Event not found', 'serverErrors.eventNotFound', {}],
  ['Only .zip database dumps can be imported', 'serverErrors.onlyZip', {}],
  ['Only PNG, JPEG, GIF, WebP and AVIF images are allowed', 'serverErrors.onlyImages', {}],
  ['The image is damaged: its width and height cannot be read', 'serverErrors.imageUnreadable', {}],
  ['File size must be less than 10MB', 'serverErrors.imageTooLarge', { max: 10 }],
  ['Daily image upload limit reached (500 MB in 24 hours); try again later', 'serverErrors.uploadDailyLimit', { mb: 500 }],
  [
    'Daily image upload limit of this network reached (2000 MB in 24 hours); try again later',
    'serverErrors.uploadNetworkLimit',
    { mb: 2000 },
  ],
  [
    'The image is 9000 × 9000 pixels; images may be at most 8,192 pixels a side and 40 megapixels',
    'serverErrors.imageTooBig',
    { width: '9000', height: '9000', side: '8,192', megapixels: '40' },
  ],
  ['activities: Activity 2 has no activity selected', 'serverErrors.activityNotChosen', { number: 2 }],
  ['activities: Activity 3 refers to an activity that does not exist', 'serverErrors.activityMissing', { number: 3 }],
  [`teamIds: team ${ID} does not exist`, 'serverErrors.teamMissing', {}],
];

const SAMPLES = [...VALIDATION, ...WRITTEN];

describe('translateManagerError', () => {
  it('has a sample of every message it knows', () => {
    expect(new Set(SAMPLES.map(([, key]) => key))).toEqual(new Set(MANAGER_ERROR_KEYS));
  });

  it.each(SAMPLES)('%s: in words a manager reads, in English and in French', (message, key, values) => {
    const english = translateManagerError(en, message);
    expect(english).toBe(en(key as never, values));
    const french = translateManagerError(fr, message);
    expect(french).toBe(fr(key as never, values));
    expect(french).not.toBe(english);
  });

  // The issue's case: the schema's words were shown as they came.
  it('says a too long team name as a sentence', () => {
    expect(translateManagerError(en, 'name must be at most 60 characters')).toBe('The name can be at most 60 characters long');
    expect(translateManagerError(fr, 'name must be at most 60 characters')).toBe('Le nom ne peut pas dépasser 60 caractères');
  });

  it("reads the server's sources", () => {
    expect(corpus).toContain('export class HttpError');
  });

  it.each(WRITTEN)('%s is still worded so by the server', (message) => {
    // Clause by clause, without its numbers and ids: a message is built from a template.
    const clauses = message
      .split(new RegExp(`${ID}|[\\d,]*\\d`))
      .flatMap((part) => part.split(/(?<=[.;:])\s+/))
      .map((clause) => clause.trim())
      .filter(Boolean);
    for (const clause of clauses) expect(corpus, `'${clause}'`).toContain(clause);
  });

  it('leaves a message it does not know as it is', () => {
    expect(translateManagerError(fr, 'tables/users.json row 3: id must be a UUID')).toBe('tables/users.json row 3: id must be a UUID');
  });
});
