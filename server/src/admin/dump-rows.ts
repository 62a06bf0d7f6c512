// The shape of every row in a database dump, one strict schema per table (the format's contract).
// Keys are the drizzle column names; timestamps are ISO strings in UTC to the microsecond, so a
// dump restores exactly what was exported; jsonb columns hold their JSON. An import validates
// every row against these before it touches the database.
// Ids come out canonical, in lower case, wherever they are (issue 18): S.Id folds the uuid columns
// and the id lists kept as JSON, and the two other places a dump names ids, an event's activity
// (`modelId`) and the live game's points per team (keys of `live`), are folded here; two spellings
// of one id are then one id, and the integrity checks refuse the second as a duplicate.
import { z } from 'zod';
import {
  EVENT_CODE_LENGTH,
  EVENT_CODE_PATTERN,
  IMAGE_UPLOAD_MAX_BYTES,
  LEADERBOARD_MOMENTS,
  LIMITS,
  schemas as S,
  TEAM_SCORINGS,
} from '@quizfest/shared';
import { isUuid } from '../lib/uuid.js';
import { BARRED_SCREENS_KEPT } from '../players/screen-slots.js';
import { IMAGE_MIME_TYPES } from '../uploads/image-types.js';

const Timestamp = S.IsoDate;
const Int32 = z
  .number()
  .int()
  .min(-(2 ** 31))
  .max(2 ** 31 - 1);
const NameText = (max: number) => z.string().min(1).max(max);

// The shape of a scrypt hash; its parameters must be this server's own (dump-integrity.ts).
const SCRYPT_HASH = /^scrypt\$\d{1,8}\$\d{1,2}\$\d{1,2}\$[A-Za-z0-9+/]{8,88}={0,2}\$[A-Za-z0-9+/]{8,88}={0,2}$/;
const ScryptHash = z.string().regex(SCRYPT_HASH, { error: 'must be a scrypt password hash' });

/** An event's activity entry: the activity it runs is named by id, folded as the API folds it (events/service.ts). */
const DumpEventActivity = S.EventActivity.extend({ modelId: S.EventActivity.shape.modelId.toLowerCase() });

/**
 * The live game's state with the ids it keys by (team ids, for the points per team) in lower case,
 * at any depth; it holds no ids as values (activity entries are named `activity-…`).
 */
function lowerIdKeys(value: z.core.util.JSONType): z.core.util.JSONType {
  if (Array.isArray(value)) return value.map(lowerIdKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([key, v]) => [isUuid(key) ? key.toLowerCase() : key, lowerIdKeys(v)]));
}

export const UserRow = z.strictObject({
  id: S.Id,
  userName: NameText(LIMITS.userNameMax),
  emailAddress: S.EmailAddress,
  passwordHash: ScryptHash,
  role: S.RoleSchema,
  createdAt: Timestamp,
  updatedAt: Timestamp,
});

export const TeamRow = z.strictObject({
  id: S.Id,
  ownerId: S.Id,
  name: NameText(LIMITS.nameMax),
  score: Int32,
  imageUrl: S.ImageRef.nullable(),
  playerIds: z.array(S.Id).max(LIMITS.playerIdsPerTeam),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});

export const ActivityRow = z.strictObject({
  id: S.Id,
  ownerId: S.Id,
  type: S.ActivityTypeSchema,
  name: NameText(LIMITS.nameMax),
  content: z.strictObject({
    questions: z.array(S.Question).max(LIMITS.questionsPerQuiz).optional(),
    // The quiz-wide time limit; a dump from before it has none, and the quiz then reads the default
    // (activities/time-limit.ts), so the row is restored as it was exported.
    timeLimit: S.TimeLimit.optional(),
    // The reading time before answers open; absent in a dump from before it (the quiz reads 0).
    readTime: S.ReadTime.optional(),
    // Whether speed counts; absent in a dump from before it (the quiz reads true).
    speedScoring: z.boolean().optional(),
    // The streak bonus and the team scoring (issue 20); absent in a dump from before them (none, the mean).
    streakBonus: z.boolean().optional(),
    teamScoring: z.enum(TEAM_SCORINGS).optional(),
    // Hands-free pacing (issue 20); absent in a dump from before it (the host drives).
    handsFree: z.boolean().optional(),
    handsFreeSeconds: S.HandsFreeSeconds.optional(),
    // When the leaderboard shows (issue 20); absent in a dump from before it (after every question).
    leaderboard: z.enum(LEADERBOARD_MOMENTS).optional(),
  }),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});

export const EventRow = z.strictObject({
  id: S.Id,
  ownerId: S.Id,
  name: NameText(LIMITS.nameMax),
  code: z.string().regex(EVENT_CODE_PATTERN, { error: `must be ${EVENT_CODE_LENGTH} upper-case letters` }),
  startDate: Timestamp,
  endDate: Timestamp,
  teamIds: z.array(S.Id).max(LIMITS.teamsPerEvent),
  activities: z.array(DumpEventActivity).max(LIMITS.activitiesPerEvent),
  screenIds: z.array(S.Id).max(LIMITS.screensPerEvent),
  // A dump from before screen keys and bars (issue 18 item 7) has neither.
  hostedScreenIds: z.array(S.Id).max(LIMITS.screensPerEvent).default([]),
  barredScreenIds: z.array(S.Id).max(BARRED_SCREENS_KEPT).default([]),
  // The live game's state belongs to the live feature; here it only has to be JSON.
  live: z.json().transform(lowerIdKeys).nullable(),
  rev: Int32.min(0),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});

export const EventPlayerRow = z.strictObject({
  eventId: S.Id,
  playerId: S.Id,
  name: z.string().max(LIMITS.playerNameMax).nullable(),
  teamId: S.Id.nullable(),
  infoSetAt: Timestamp.nullable(),
  joinedAt: Timestamp,
  lastSeenAt: Timestamp,
  // The host's rename and removal (a ban) are the player's record too; dumps made before them have neither.
  nameSetByHost: z.boolean().default(false),
  removedAt: Timestamp.nullable().default(null),
});

export const AnswerRow = z.strictObject({
  id: S.Id,
  eventId: S.Id,
  playerId: S.Id,
  activityId: z.string().min(1).max(LIMITS.activityIdMax),
  questionIndex: z.number().int().min(0).max(LIMITS.questionsPerQuiz),
  answer: z.string().max(LIMITS.answerTextMax),
  correct: z.boolean(),
  points: Int32,
  // Right answers in a row before this one, in a quiz with a streak bonus; a dump from before it has none.
  streak: z
    .number()
    .int()
    .min(0)
    .max(LIMITS.questionsPerQuiz * LIMITS.activitiesPerEvent)
    .default(0),
  answeredAt: Timestamp,
});

/** An upload without its bytes: those travel as the archive entry `uploads/<fileName>`. */
export const UploadRow = z.strictObject({
  fileName: S.FileNameParams.shape.fileName,
  mimeType: z.enum(IMAGE_MIME_TYPES),
  size: z.number().int().min(1).max(IMAGE_UPLOAD_MAX_BYTES),
  ownerId: S.Id.nullable(),
  createdAt: Timestamp,
});

/** Tables in a dump, parents first: the order rows are inserted in. */
export const ROW_SCHEMAS = {
  users: UserRow,
  teams: TeamRow,
  activities: ActivityRow,
  events: EventRow,
  event_players: EventPlayerRow,
  answers: AnswerRow,
  uploads: UploadRow,
} as const;

export type TableName = keyof typeof ROW_SCHEMAS;
export const TABLE_NAMES = Object.keys(ROW_SCHEMAS) as TableName[];
export type DumpRows = { [K in TableName]: z.output<(typeof ROW_SCHEMAS)[K]>[] };
