// The drizzle schema: one table per idea (docs/ARCHITECTURE.md#server). Migrations in /migrations are generated
// from this file by drizzle-kit (`npm run db:generate`) and applied at start.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { DEFAULT_ROLE, type ActivityType, type EventActivity, type Question, type Role } from '@quizfest/shared';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const createdAt = () => ts('created_at').notNull().defaultNow();
const updatedAt = () => ts('updated_at').notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userName: text('user_name').notNull(),
    emailAddress: text('email_address').notNull(),
    /** scrypt of the browser's SHA-256 hex, as `scrypt$N$r$p$salt$hash` (docs/PRODUCT-RULES.md#security). */
    passwordHash: text('password_hash').notNull(),
    role: text('role').$type<Role>().notNull().default(DEFAULT_ROLE),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_email_unique').on(t.emailAddress)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** All tokens descended from one sign-in; reuse of a rotated one revokes the family. */
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    rememberMe: boolean('remember_me').notNull().default(false),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    revokedAt: ts('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('refresh_tokens_hash_unique').on(t.tokenHash), index('refresh_tokens_family_idx').on(t.familyId)],
);

export const teams = pgTable(
  'teams',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    score: integer('score').notNull().default(0),
    imageUrl: text('image_url'),
    playerIds: jsonb('player_ids')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('teams_owner_idx').on(t.ownerId)],
);

/**
 * Content of an activity row: a quiz holds its questions and its time limit, the seconds for each
 * question that sets none (absent in quizzes saved before it: they read DEFAULT_QUESTION_TIME_LIMIT_S),
 * and its reading time, the seconds each question shows before answers open (absent: 0); draw and
 * gallery have none yet.
 */
export type ActivityContent = {
  questions?: Question[];
  timeLimit?: number;
  readTime?: number;
  speedScoring?: boolean;
  /** True when right answers in a row earn a bonus (absent: none). */
  streakBonus?: boolean;
  /** 'total' when a team's points are its members' total (absent: their mean). */
  teamScoring?: 'mean' | 'total';
  /** True when the quiz runs the night by itself (absent: the host drives). */
  handsFree?: boolean;
  /** Seconds a hands-free quiz shows each answer, then the leaderboard (absent: DEFAULT_HANDS_FREE_SECONDS). */
  handsFreeSeconds?: number;
  /** When the leaderboard shows: between rounds or only at the end (absent: after every question). */
  leaderboard?: 'question' | 'round' | 'end';
};

export const activities = pgTable(
  'activities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').$type<ActivityType>().notNull(),
    name: text('name').notNull(),
    content: jsonb('content')
      .$type<ActivityContent>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('activities_owner_idx').on(t.ownerId)],
);

export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    code: text('code').notNull(),
    startDate: ts('start_date').notNull(),
    endDate: ts('end_date').notNull(),
    teamIds: jsonb('team_ids')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    activities: jsonb('activities')
      .$type<EventActivity[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    screenIds: jsonb('screen_ids')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Those of screenIds opened from the host console, with the event's screen key: their slots are kept for them. */
    hostedScreenIds: jsonb('hosted_screen_ids')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Screens the host removed, barred from the event (the last LIMITS.barredScreensPerEvent). */
    barredScreenIds: jsonb('barred_screen_ids')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** The live game's state (docs/PRODUCT-RULES.md#live-phases), null until the host opens it. */
    live: jsonb('live'),
    /** Revision of the live state: every transition is `UPDATE … WHERE rev = $expected`. */
    rev: integer('rev').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('events_owner_idx').on(t.ownerId), index('events_code_idx').on(t.code)],
);

export const eventPlayers = pgTable(
  'event_players',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    playerId: uuid('player_id').notNull(),
    name: text('name'),
    teamId: uuid('team_id'),
    /** Set when the player has given a name and a team choice (the "joined" state of docs/PRODUCT-RULES.md#joining). */
    infoSetAt: ts('info_set_at'),
    /** The host renamed the player: the player's own set-info may no longer change the name. */
    nameSetByHost: boolean('name_set_by_host').notNull().default(false),
    /**
     * When the host removed the player: a ban from this event. The row stays, so the id cannot join,
     * poll, name itself, answer or connect here again, and the ban survives restarts and dumps.
     */
    removedAt: ts('removed_at'),
    /**
     * The name as compared for uniqueness within the event (players/name-key.ts: case, width and
     * spacing folded), so 'Alice' and ' alice ' cannot both play. Null before a name is given, and
     * for players named before names were unique who shared a name (migration 0003).
     */
    nameKey: text('name_key'),
    joinedAt: ts('joined_at').notNull().defaultNow(),
    /**
     * The order of joining, for the ties of joined_at: the embedded database's clock moves by whole
     * milliseconds, and a join storm puts several joins in one. Not in dumps: an import inserts the
     * players in the order of their export (by this column), which numbers them again in that order.
     */
    joinSeq: bigint('join_seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    lastSeenAt: ts('last_seen_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.playerId] }),
    index('event_players_team_idx').on(t.teamId),
    // A removed player's name is free again.
    uniqueIndex('event_players_name_key_unique')
      .on(t.eventId, t.nameKey)
      .where(sql`${t.removedAt} is null and ${t.nameKey} is not null`),
  ],
);

export const answers = pgTable(
  'answers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    playerId: uuid('player_id').notNull(),
    /** The event's activity entry id (`activity-…`), not the quiz id. */
    activityId: text('activity_id').notNull(),
    questionIndex: integer('question_index').notNull(),
    answer: text('answer').notNull(),
    correct: boolean('correct').notNull().default(false),
    points: integer('points').notNull().default(0),
    /**
     * In a quiz with a streak bonus: the player's right answers in a row before this question,
     * counted at its reveal (docs/PRODUCT-RULES.md#scoring); `points` include the bonus it earned.
     * 0 otherwise.
     */
    streak: integer('streak').notNull().default(0),
    answeredAt: ts('answered_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('answers_unique').on(t.eventId, t.playerId, t.activityId, t.questionIndex)],
);

export const uploads = pgTable(
  'uploads',
  {
    fileName: text('file_name').primaryKey(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    bytes: bytea('bytes').notNull(),
    ownerId: uuid('owner_id'),
    /**
     * The network it was uploaded from (lib/client-network.ts), for the per-network daily share
     * (uploads/service.ts): abuse control, not content, so it stays out of dumps (null once imported).
     */
    network: text('network'),
    createdAt: createdAt(),
  },
  // The daily shares sum an account's and a network's last 24 hours.
  (t) => [index('uploads_owner_recent').on(t.ownerId, t.createdAt), index('uploads_network_recent').on(t.network, t.createdAt)],
);

export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});
