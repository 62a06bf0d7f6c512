// Zod schemas of every API request and response body (docs/PRODUCT-RULES.md#api). The server validates
// with them and generates its OpenAPI document from them; the client takes its types from them.
import { z } from 'zod';
import {
  ACTIVITY_TYPES,
  DEFAULT_ACTIVITY_RULES,
  DEFAULT_HANDS_FREE_SECONDS,
  DEFAULT_QUESTION_TIME_LIMIT_S,
  DEFAULT_READ_TIME_S,
  DEFAULT_ROLE,
  EVENT_CODE_LENGTH,
  EVENT_CODE_PATTERN,
  IMAGE_WIDTHS,
  type ImageWidth,
  LEADERBOARD_MOMENTS,
  LIMITS,
  MAX_OPTION_COUNT,
  OPTION_RANGE,
  ORDER_RANGE,
  NEW_ACTIVITY_ENTRY_TYPE,
  OPTION_COUNT,
  POINTS_MULTIPLIERS,
  QUESTION_TYPES,
  QUIZ_LANGUAGES,
  REMEMBER_ME_DEFAULT,
  ROLES,
  TEAM_SCORINGS,
  TEAMS_CONFIGS,
} from './constants.js';

// ---------- building blocks ----------

/**
 * A field's message when its value is missing or of the wrong type: "is required" only when it is
 * missing, otherwise what it must be (`userName: ["x"]` is not a missing name). Zod also uses a
 * schema's own message for its checks that carry none, so every check below names its own.
 */
const missingOr = (wrong: string) => (issue: { input?: unknown }) => (issue.input === undefined ? 'is required' : wrong);

/**
 * A record's id, canonical (lower case) from the edge on. PostgreSQL's uuid columns fold case, so
 * any spelling of an id finds its row, while memory (the event cache, presence, rooms, the answer
 * store) keys on the text: a second spelling was a second event there (issue 18). `toLowerCase` is
 * an overwrite, so the schema stays a string of the uuid format for the OpenAPI document and types.
 */
export const Id = z.uuid({ error: missingOr('must be a UUID') }).toLowerCase();
/** Years a real date falls in: year 0 (which PostgreSQL refuses) is refused here, naming the field. */
const YEARS = { min: 1900, max: 9999 };
export const IsoDate = z.iso.datetime({ offset: true, error: missingOr('must be an ISO 8601 date-time') }).refine(
  (s) => {
    const year = new Date(s).getUTCFullYear();
    return year >= YEARS.min && year <= YEARS.max;
  },
  { error: `must be a date between the years ${YEARS.min} and ${YEARS.max}` },
);
// PostgreSQL cannot store NUL in text or jsonb: refuse it here, naming the field, rather than in SQL.
// eslint-disable-next-line no-control-regex -- NUL is exactly the character refused.
const NO_NUL = /^[^\u0000]*$/;
/** Free text: bounded, without NUL characters. */
export const Text = (max: number) =>
  z
    .string({ error: missingOr('must be text') })
    .max(max, { error: `must be at most ${max} characters` })
    .regex(NO_NUL, { error: 'must not contain NUL characters' });
/** A display name: trimmed, non-empty, bounded. */
export const Name = (max: number = LIMITS.nameMax) =>
  z
    .string({ error: missingOr('must be text') })
    .trim()
    .min(1, { error: 'must not be empty' })
    .max(max, { error: `must be at most ${max} characters` })
    .regex(NO_NUL, { error: 'must not contain NUL characters' });
/** SHA-256 of the password, hex, computed in the browser (docs/PRODUCT-RULES.md#security). */
export const PasswordHash = z
  .string({ error: missingOr('must be the SHA-256 hex digest of the password') })
  .regex(/^[0-9a-fA-F]{64}$/, { error: 'must be the SHA-256 hex digest of the password' })
  .transform((s) => s.toLowerCase());
export const EmailAddress = z
  .string({ error: missingOr('must be a valid email address') })
  .trim()
  .max(LIMITS.emailMax, { error: `must be at most ${LIMITS.emailMax} characters` })
  .pipe(z.email({ error: 'must be a valid email address' }))
  .transform((s) => s.toLowerCase());
/**
 * An image reference: a full http(s) URL, or the file name the upload call returned (docs/PRODUCT-RULES.md#uploads).
 * Anything else (javascript:, data:, paths) is refused because the client opens it in a new tab.
 */
export const ImageRef = z
  .string()
  .trim()
  .max(LIMITS.urlMax)
  .refine((s) => s === '' || /^https?:\/\/[^\s]+$/i.test(s) || /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/.test(s), {
    error: 'must be an http(s) URL or an uploaded file name',
  });
export const ErrorBody = z.object({ error: z.string() });
export const MessageBody = z.object({ message: z.string() });
export const IdBody = z.object({ id: Id });
export const NameBody = z.object({ name: Name() });
export const TeamCreateBody = z.object({ name: Name(LIMITS.teamNameMax) });
export const IdParams = z.object({ id: Id });

// ---------- auth ----------

export const RoleSchema = z.enum(ROLES);
export const User = z.object({
  id: Id,
  userName: z.string(),
  emailAddress: z.string(),
  role: RoleSchema,
});
export const SignupBody = z.object({
  userName: Name(LIMITS.userNameMax),
  emailAddress: EmailAddress,
  passwordHash: PasswordHash,
  role: RoleSchema.default(DEFAULT_ROLE),
});
export const SigninBody = z.object({
  emailAddress: EmailAddress,
  passwordHash: PasswordHash,
  rememberMe: z.boolean().default(REMEMBER_ME_DEFAULT),
});
export const SigninResponse = User.extend({
  token: z.string(),
  refreshToken: z.string(),
});
export const RefreshBody = z.object({ refreshToken: z.string().min(1).max(200) });

// ---------- teams ----------

/** A member of a team as its owner's editor shows it: the alias of `playerIds`, with the name it played under and where. */
export const TeamPlayer = z.object({
  id: z.string(),
  name: z.string().nullable(),
  eventName: z.string(),
});
export const Team = z.object({
  id: Id,
  ownerId: Id,
  name: z.string(),
  score: z.number().int(),
  imageUrl: z.string().nullable().optional(),
  playerIds: z.array(z.string()),
  /** `playerIds` again, in the same order, named: the editor showed bare ids (issue 19). */
  players: z.array(TeamPlayer).optional(),
  createdAt: IsoDate,
  updatedAt: IsoDate,
});
export const TeamUpdateBody = z.object({
  name: Name(LIMITS.teamNameMax),
  score: z.number({ error: 'must be a number' }).int({ error: 'must be a whole number' }).min(-LIMITS.scoreAbsMax).max(LIMITS.scoreAbsMax),
  playerIds: z.array(Id).max(LIMITS.playerIdsPerTeam).default([]),
  imageUrl: ImageRef.nullable().optional(),
});
/** Public projection of a team for players and screens (docs/PRODUCT-RULES.md#teams). */
export const PublicTeam = z.object({
  id: Id,
  name: z.string(),
  imageUrl: z.string().nullable(),
  score: z.number().int(),
});
export const TeamsByIdsQuery = z.object({
  ids: z
    .string()
    .max(LIMITS.idsPerLookup * 37)
    .default('')
    .transform((s) =>
      s
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean),
    )
    .pipe(z.array(Id).max(LIMITS.idsPerLookup)),
});

// ---------- activities and quizzes ----------

export const ActivityTypeSchema = z.enum(ACTIVITY_TYPES);
export const QuestionTypeSchema = z.enum(QUESTION_TYPES);
export const LanguageSchema = z.enum(QUIZ_LANGUAGES);

export const ActivitySummary = z.object({
  id: Id,
  name: z.string(),
  type: ActivityTypeSchema,
  createdAt: IsoDate,
  updatedAt: IsoDate,
});

/**
 * Whole seconds within [min, max]. The message names the range, so a manager's 4 or 601 for a time
 * limit reads 'timeLimit must be from 5 to 600 seconds'.
 */
const Seconds = (min: number, max: number) => {
  const range = `must be from ${min} to ${max} seconds`;
  return z
    .number({ error: missingOr('must be a number of seconds') })
    .int({ error: 'must be a whole number of seconds' })
    .min(min, { error: range })
    .max(max, { error: range });
};

/** Seconds to answer, as a question or a quiz sets it (docs/PRODUCT-RULES.md#limits). */
export const TimeLimit = Seconds(LIMITS.questionTimeLimitMin, LIMITS.questionTimeLimitMax);

/**
 * Seconds each question of a quiz shows alone (the question, no options) before answers open: the
 * room reads it together, then everyone races from the same moment (docs/PRODUCT-RULES.md#live-phases).
 */
export const ReadTime = Seconds(0, LIMITS.readTimeMax);

/** Seconds a hands-free quiz shows each answer, then the leaderboard, before going on by itself. */
export const HandsFreeSeconds = Seconds(LIMITS.handsFreeSecondsMin, LIMITS.handsFreeSecondsMax);

export const PointsMultiplierSchema = z.literal(POINTS_MULTIPLIERS, { error: missingOr('must be 0, 1 or 2') });

export const QuestionText = z.object({
  question: Text(LIMITS.questionTextMax).default(''),
  // At most the most options a question has (a free text question has none to show).
  answers: z
    .array(Text(LIMITS.answerTextMax))
    .max(MAX_OPTION_COUNT, { error: `must have at most ${MAX_OPTION_COUNT} options` })
    .optional(),
  answer: Text(LIMITS.answerTextMax).optional(),
  /** Why the answer is right, shown on the phones, the big screen and the console at the reveal. */
  explanation: Text(LIMITS.explanationMax).optional(),
  /** A numeric estimate's unit in this language ('years' / 'ans'), shown after the numbers. */
  unit: Text(LIMITS.unitMax).optional(),
});
/** A numeric estimate's value or tolerance: a number no larger than LIMITS.estimateMax. */
const EstimateNumber = z
  .number({ error: missingOr('must be a number') })
  .refine((n) => Number.isFinite(n) && Math.abs(n) <= LIMITS.estimateMax, { error: `must be at most ${LIMITS.estimateMax} in size` });
export const Question = z
  .object({
    type: QuestionTypeSchema,
    correctAnswer: z.number().int().min(1).max(MAX_OPTION_COUNT).optional(),
    /** Several right answers: every right option (1-based); the other kinds have none. */
    correctAnswers: z.array(z.number().int().min(1).max(MAX_OPTION_COUNT)).max(MAX_OPTION_COUNT).optional(),
    /** A numeric estimate's right value; the other kinds have none. */
    correctValue: EstimateNumber.optional(),
    /** A numeric estimate: how far from the value an answer is still right (absent: 0, only the value itself). */
    tolerance: EstimateNumber.refine((n) => n >= 0, { error: 'must be 0 or more' }).optional(),
    imageUrl: ImageRef.nullable().optional(),
    /** Seconds to answer in the live game (docs/PRODUCT-RULES.md#live-phases); the quiz's time limit applies when absent. */
    timeLimit: TimeLimit.optional(),
    /** Points ×0, ×1 or ×2 (docs/PRODUCT-RULES.md#scoring); once when absent. */
    pointsMultiplier: PointsMultiplierSchema.optional(),
    texts: z.partialRecord(LanguageSchema, QuestionText),
  })
  .superRefine((q, ctx) => {
    if (q.type === 'slide') {
      // Text and an image, nothing to answer: every answer field is out of place.
      for (const field of ['correctAnswer', 'correctAnswers', 'correctValue', 'tolerance', 'pointsMultiplier'] as const) {
        if (q[field] !== undefined) ctx.addIssue({ code: 'custom', path: [field], message: 'must be absent for a slide' });
      }
      for (const [lang, t] of Object.entries(q.texts)) {
        for (const field of ['answers', 'answer', 'unit', 'explanation'] as const) {
          if (t?.[field] !== undefined)
            ctx.addIssue({ code: 'custom', path: ['texts', lang, field], message: 'must be absent for a slide' });
        }
      }
      return;
    }
    if (q.type !== 'multiple_select' && q.correctAnswers !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['correctAnswers'], message: 'is only for a question with several right answers' });
    }
    if (q.type === 'numeric_estimate') {
      if (q.correctValue === undefined)
        ctx.addIssue({ code: 'custom', path: ['correctValue'], message: 'is required for a numeric estimate' });
      if (q.correctAnswer !== undefined)
        ctx.addIssue({ code: 'custom', path: ['correctAnswer'], message: 'must be absent: a numeric estimate has correctValue' });
      for (const [lang, t] of Object.entries(q.texts)) {
        if (t?.answers?.length)
          ctx.addIssue({ code: 'custom', path: ['texts', lang, 'answers'], message: 'must be absent for a numeric estimate' });
      }
      return;
    }
    for (const field of ['correctValue', 'tolerance'] as const) {
      if (q[field] !== undefined) ctx.addIssue({ code: 'custom', path: [field], message: 'is only for a numeric estimate' });
    }
    for (const [lang, t] of Object.entries(q.texts)) {
      if (t?.unit !== undefined) ctx.addIssue({ code: 'custom', path: ['texts', lang, 'unit'], message: 'is only for a numeric estimate' });
    }
    if (q.type === 'poll' || q.type === 'multiple_select' || q.type === 'ordering') {
      // Options of their own number, the same in every language.
      const counts = Object.values(q.texts).map((t) => t?.answers?.length ?? 0);
      const count = Math.max(0, ...counts);
      const kind = q.type === 'poll' ? 'a poll' : q.type === 'ordering' ? 'put in order' : 'several right answers';
      const range = q.type === 'ordering' ? ORDER_RANGE : OPTION_RANGE;
      if (count < range.min || count > range.max) {
        ctx.addIssue({
          code: 'custom',
          path: ['texts'],
          message: `must have from ${range.min} to ${range.max} ${q.type === 'ordering' ? 'items' : 'options'} for ${kind}`,
        });
      }
      for (const [lang, t] of Object.entries(q.texts)) {
        if (t?.answers && t.answers.length !== count) {
          ctx.addIssue({
            code: 'custom',
            path: ['texts', lang, 'answers'],
            message: `must have ${count} options, as the other language has`,
          });
        }
      }
      if (q.correctAnswer !== undefined) {
        const use =
          q.type === 'poll'
            ? 'must be absent for a poll'
            : q.type === 'ordering'
              ? 'must be absent: the items are written in the right order'
              : 'must be absent: several right answers are in correctAnswers';
        ctx.addIssue({ code: 'custom', path: ['correctAnswer'], message: use });
      }
      if (q.type === 'multiple_select') {
        const right = q.correctAnswers ?? [];
        if (right.length === 0) ctx.addIssue({ code: 'custom', path: ['correctAnswers'], message: 'must name at least one right option' });
        if (new Set(right).size !== right.length)
          ctx.addIssue({ code: 'custom', path: ['correctAnswers'], message: 'must name each option once' });
        if (right.some((n) => n > count))
          ctx.addIssue({ code: 'custom', path: ['correctAnswers'], message: `must be option numbers from 1 to ${count}` });
      }
      return;
    }
    const options = OPTION_COUNT[q.type];
    if (options > 0) {
      if (q.correctAnswer === undefined || q.correctAnswer > options) {
        ctx.addIssue({ code: 'custom', path: ['correctAnswer'], message: `must be an option number from 1 to ${options}` });
      }
      for (const [lang, t] of Object.entries(q.texts)) {
        if (t?.answers && t.answers.length !== options) {
          ctx.addIssue({ code: 'custom', path: ['texts', lang, 'answers'], message: `must have ${options} options` });
        }
      }
    } else if (q.correctAnswer !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['correctAnswer'], message: 'must be absent for a free text question' });
    }
  });
export const Quiz = z.object({
  id: Id,
  name: z.string(),
  /** The quiz-wide time limit: seconds for each question that sets none (a quiz saved before it had one reads 20). */
  timeLimit: z.number().int(),
  /** Seconds each question shows alone before answers open (a quiz saved before it reads 0). */
  readTime: z.number().int(),
  /**
   * Whether a right answer's points fall with the time taken (500 to 1000); off, every right answer
   * scores the full 1000 (docs/PRODUCT-RULES.md#scoring). A quiz saved before it reads true.
   */
  speedScoring: z.boolean(),
  /** Whether right answers in a row earn a bonus (STREAK_BONUS_STEP each, capped). A quiz saved before it reads false. */
  streakBonus: z.boolean(),
  /** What a team's points for a question are: its members' mean (the default) or their total. */
  teamScoring: z.enum(TEAM_SCORINGS),
  /** Whether the quiz runs by itself (docs/PRODUCT-RULES.md#live-phases). A quiz saved before it reads false. */
  handsFree: z.boolean(),
  /** Seconds a hands-free quiz shows each answer, then the leaderboard (DEFAULT_HANDS_FREE_SECONDS when never set). */
  handsFreeSeconds: z.number().int(),
  /** When the leaderboard shows: after every question (a quiz saved before it), between rounds, or only at the end. */
  leaderboard: z.enum(LEADERBOARD_MOMENTS),
  questions: z.array(Question),
  createdAt: IsoDate,
  updatedAt: IsoDate,
});
export const QuizUpdateBody = z.object({
  name: Name(),
  timeLimit: TimeLimit.default(DEFAULT_QUESTION_TIME_LIMIT_S),
  readTime: ReadTime.default(DEFAULT_READ_TIME_S),
  speedScoring: z.boolean({ error: missingOr('must be true or false') }).default(true),
  streakBonus: z.boolean({ error: missingOr('must be true or false') }).default(false),
  teamScoring: z.enum(TEAM_SCORINGS, { error: missingOr(`must be one of ${TEAM_SCORINGS.join(', ')}`) }).default('mean'),
  handsFree: z.boolean({ error: missingOr('must be true or false') }).default(false),
  handsFreeSeconds: HandsFreeSeconds.default(DEFAULT_HANDS_FREE_SECONDS),
  leaderboard: z.enum(LEADERBOARD_MOMENTS, { error: missingOr(`must be one of ${LEADERBOARD_MOMENTS.join(', ')}`) }).default('question'),
  questions: z.array(Question).max(LIMITS.questionsPerQuiz),
});
export const ActivityTypeParams = z.object({ type: ActivityTypeSchema });

// ---------- events ----------

export const TeamsConfigSchema = z.enum(TEAMS_CONFIGS);
export const ActivityRules = z.object({
  allowTeamlessPlayers: z.boolean().default(DEFAULT_ACTIVITY_RULES.allowTeamlessPlayers),
  teamsConfig: TeamsConfigSchema.default(DEFAULT_ACTIVITY_RULES.teamsConfig),
});
export const EventActivity = z.object({
  id: Text(LIMITS.activityIdMax).trim().min(1),
  type: ActivityTypeSchema.default(NEW_ACTIVITY_ENTRY_TYPE),
  modelId: Text(LIMITS.activityIdMax),
  rules: ActivityRules.default(DEFAULT_ACTIVITY_RULES),
});
export const EventPlayer = z.object({
  playerId: Id,
  name: z.string().nullable(),
  teamId: z.string().nullable().optional(),
});
export const Event = z.object({
  id: Id,
  ownerId: Id,
  name: z.string(),
  code: z.string(),
  startDate: IsoDate,
  endDate: IsoDate,
  teamIds: z.array(Id),
  /** The first LIMITS.eventViewPlayers players to join (the host view lists the most recent ones instead). */
  players: z.array(EventPlayer),
  /** Every player who joined, including those `players` leaves out. */
  playerCount: z.number().int().optional(),
  activities: z.array(EventActivity),
  screenIds: z.array(z.string()),
  createdAt: IsoDate,
  updatedAt: IsoDate,
});
export const EventScreenParams = z.object({ id: Id, screenId: Id });
export const EventUpdateBody = z
  .object({
    name: Name(),
    teamIds: z.array(Id).max(LIMITS.teamsPerEvent).default([]),
    // Players and screens are recorded by the join calls; a manager's save carries them back but
    // never overwrites them, so a save during check-in cannot drop a player who just joined.
    players: z.array(z.unknown()).optional(),
    activities: z.array(EventActivity).max(LIMITS.activitiesPerEvent).default([]),
    startDate: IsoDate,
    endDate: IsoDate,
    screenIds: z.array(z.unknown()).optional(),
  })
  .refine((b) => Date.parse(b.endDate) > Date.parse(b.startDate), {
    path: ['endDate'],
    error: 'End date must be after start date',
  });

// ---------- players and screens (anonymous) ----------

export const EventCode = z
  .string({ error: missingOr(`must be ${EVENT_CODE_LENGTH} letters`) })
  .trim()
  .toUpperCase()
  .regex(EVENT_CODE_PATTERN, { error: `must be ${EVENT_CODE_LENGTH} letters` });
export const JoinBody = z.object({ code: EventCode, playerId: Id });
/** `key`: the event's screen key, carried by the host console's big-screen link; such a screen always gets a slot. */
export const ScreenKey = z.string().min(1).max(100);
export const JoinAsScreenBody = z.object({ code: EventCode, screenId: Id, key: ScreenKey.optional() });
export const ScreenKeyResponse = z.object({ key: ScreenKey });
export const JoinResponse = z.object({ eventId: Id });
export const PollBody = z.object({ eventId: Id, playerId: Id });
/** `playersHeld`: the tag of the players list the screen holds (ScreenPollResponse.playersTag), so the reply may leave it out. */
export const PollAsScreenBody = z.object({ eventId: Id, screenId: Id, playersHeld: z.string().max(64).optional() });
/** The event as players and screens see it: no owner, no player ids (docs/PRODUCT-RULES.md#live-transport). */
export const PublicEvent = z.object({
  id: Id,
  name: z.string(),
  code: z.string(),
  startDate: IsoDate,
  endDate: IsoDate,
  teamIds: z.array(Id),
  activities: z.array(EventActivity),
  playerCount: z.number().int(),
});
/**
 * The player's own record. Before set-info it has no teamId key; after it, teamId is present and
 * null when playing without a team (a name and a teamId field mean "joined": docs/PRODUCT-RULES.md#joining).
 */
export const PlayerRecord = z.object({
  playerId: Id,
  name: z.string().nullable(),
  teamId: z.string().nullable().optional(),
});
export const ScreenPlayer = z.object({ name: z.string(), teamId: z.string().nullable() });
export const SetInfoBody = z.object({
  eventId: Id,
  playerId: Id,
  name: Name(LIMITS.playerNameMax),
  /** Empty string (or null) for playing without a team (docs/PRODUCT-RULES.md#joining). */
  teamId: z.union([Id, z.literal(''), z.null()]).default(''),
});
export const CreateTeamBody = z.object({ eventId: Id, playerId: Id, name: Name(LIMITS.teamNameMax) });
export const CreatedTeam = z.object({ id: Id, name: z.string(), score: z.number().int() });

// ---------- upload and admin ----------

export const UploadResponse = z.object({ fileName: z.string() });
export const FileNameParams = z.object({ fileName: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/) });
/**
 * `?w=` on an uploaded image (issue 22, docs/PRODUCT-RULES.md#uploads): one of IMAGE_WIDTHS, the
 * image resized to at most that width; without it, the image as uploaded. Any other width is
 * refused rather than rounded, so that the server keeps at most a handful of variants per image.
 */
export const UploadImageQuery = z.object({
  w: z
    .enum(
      IMAGE_WIDTHS.map((w) => `${w}`),
      { error: `must be one of ${IMAGE_WIDTHS.join(', ')}` },
    )
    .transform((w) => Number(w) as ImageWidth)
    .optional(),
});
export const ImportResponse = z.object({
  message: z.string(),
  counts: z.record(z.string(), z.number().int()),
});
export const HealthResponse = z.object({ status: z.literal('ok'), database: z.literal('ok') });

/** Manifest of a database export (docs/PRODUCT-RULES.md#import-export, issue "export format"). */
export const DumpManifest = z.object({
  format: z.literal('quizfest-dump'),
  /**
   * 1; 2 once quizzes may hold polls and several right answers; 3 once numeric estimates; 4 once
   * quizzes have a streak bonus and a team scoring and answers their streak; 5 once put-in-order
   * questions (issue 20): all read the same way.
   */
  formatVersion: z.literal([1, 2, 3, 4, 5], { error: 'must be from 1 to 5' }),
  schemaVersion: z.string(),
  createdAt: IsoDate,
  counts: z.record(z.string(), z.number().int().min(0)),
});
