// Business constants and limits (docs/PRODUCT-RULES.md#limits): one source for the server and the client.

export const EVENT_CODE_LENGTH = 4;
/** An event code as stored and sent: EVENT_CODE_LENGTH upper-case letters. */
export const EVENT_CODE_PATTERN = new RegExp(`^[A-Z]{${EVENT_CODE_LENGTH}}$`);
export const MIN_PASSWORD_LENGTH = 6;
export const DEFAULT_ROLE = 'manager';
export const REMEMBER_ME_DEFAULT = false;
export const IMAGE_UPLOAD_MAX_BYTES = 10 * 1024 * 1024; // 10485760
/** The spec's words for a file over the limit, from the client's check and from the server alike. */
export const IMAGE_TOO_LARGE_MESSAGE = `File size must be less than ${IMAGE_UPLOAD_MAX_BYTES / (1024 * 1024)}MB`;
/**
 * The widths, in pixels, an uploaded image is served at with `?w=` (issue 22, docs/PRODUCT-RULES.md#uploads).
 * Few, so that a room's phones ask for the same few variants and one resize serves them all: 640 a
 * phone at 1x, 960 a phone at 2x or 3x (360–480 CSS px), 1280 a tablet or laptop, 1920 a 1080p big
 * screen (past it, the image only fills part of a 4K screen anyway); 320 a thumbnail.
 */
export const IMAGE_WIDTHS = [320, 640, 960, 1280, 1920] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];
export const IMPORT_FILE_EXTENSION = '.zip';
/** Every snackbar, the join page's error included (the spec gives both 6000 ms). */
export const SNACKBAR_MS = 6000;
export const AUTH_GATE_DELAY_MS = 100;
export const SCROLL_SYNC_GUARD_MS = 50;
export const PLAYER_POLL_INTERVAL_MS = 1000;
export const COUNTDOWN_DAYS_ABOVE_MS = 24 * 60 * 60 * 1000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export const QUIZ_LANGUAGES = ['en_US', 'fr_FR'] as const;
export type QuizLanguage = (typeof QUIZ_LANGUAGES)[number];
export const LANGUAGE_LABELS: Record<QuizLanguage, string> = {
  en_US: 'English (US)',
  fr_FR: 'Français (FR)',
};

/**
 * The kinds of question: the spec's three, then (issue 20) the poll, whose 2 to 6 options have no
 * right answer and score no one, several right answers, whose 2 to 6 options have one or more
 * right ones that players tick, the numeric estimate, a number typed, closest wins, the slide,
 * text and an image with nothing to answer (a round's title, a break), and put in order, 3 to 6
 * items written in the right order that players see shuffled and arrange. What a kind means for
 * options and scoring is in question-kinds.ts.
 */
export const QUESTION_TYPES = [
  'multiple_text_choice_2',
  'multiple_text_choice_4',
  'free_text_input',
  'poll',
  'multiple_select',
  'numeric_estimate',
  'slide',
  'ordering',
] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];
/**
 * How many options a kind whose count is its own (poll, several right answers) may have: fewer than
 * two is no choice, more than six does not fit a phone.
 */
export const OPTION_RANGE = { min: 2, max: 6 } as const;
/**
 * Number of options of a kind whose count is fixed (2 or 4); 0 for free text and for the kinds whose
 * count is their own: read a question's with `optionCountOf`.
 */
export const OPTION_COUNT: Record<QuestionType, number> = {
  multiple_text_choice_2: 2,
  multiple_text_choice_4: 4,
  free_text_input: 0,
  poll: 0,
  multiple_select: 0,
  numeric_estimate: 0,
  slide: 0,
  ordering: 0,
};
/** How many items a put-in-order question has: fewer than three is a coin toss, more than six does not fit a phone. */
export const ORDER_RANGE = { min: 3, max: 6 } as const;
/** The most options any question has: the cap on a question's `answers` and on an option number. */
export const MAX_OPTION_COUNT = Math.max(OPTION_RANGE.max, ...Object.values(OPTION_COUNT));
/**
 * What a question's points are multiplied by (issue 20): ×0 for a warm-up or tie-break that counts
 * for no one, ×2 for a final or a hard one; a question without one counts once.
 */
export const POINTS_MULTIPLIERS = [0, 1, 2] as const;
export type PointsMultiplier = (typeof POINTS_MULTIPLIERS)[number];

/**
 * The streak bonus (issue 20, docs/PRODUCT-RULES.md#scoring), in a quiz that turns it on: a right
 * answer after N right answers in a row earns N × STREAK_BONUS_STEP more, N counted up to
 * STREAK_BONUS_CAP (so at most 500), times the question's points multiplier.
 */
export const STREAK_BONUS_STEP = 100;
export const STREAK_BONUS_CAP = 5;

/**
 * What a team's points for a question are (issue 20): the mean of its members' points (the
 * default: a big team has no edge over a small one), or their total (tables of a fixed size, where
 * every member's answer should add).
 */
export const TEAM_SCORINGS = ['mean', 'total'] as const;
export type TeamScoring = (typeof TEAM_SCORINGS)[number];

/**
 * When a quiz shows the leaderboard (issue 20): after every question (the default), between rounds
 * only (a round ends at the quiz's last question and at each question a slide follows: slides open
 * rounds), or only at the end, the standings hidden from every phone and screen until the podium.
 */
export const LEADERBOARD_MOMENTS = ['question', 'round', 'end'] as const;
export type LeaderboardMoment = (typeof LEADERBOARD_MOMENTS)[number];

export const ACTIVITY_TYPES = ['quiz', 'draw', 'gallery'] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

export const TEAMS_CONFIGS = ['only_preset_teams', 'allow_custom_teams', 'no_teams'] as const;
export type TeamsConfig = (typeof TEAMS_CONFIGS)[number];
export const TEAMS_CONFIG_LABELS: Record<TeamsConfig, string> = {
  only_preset_teams: 'Only Preset Teams',
  allow_custom_teams: 'Allow Custom Teams',
  no_teams: 'No Teams',
};
export const DEFAULT_ACTIVITY_RULES = { allowTeamlessPlayers: false, teamsConfig: 'only_preset_teams' } as const;
export const NEW_ACTIVITY_ENTRY_TYPE: ActivityType = 'quiz';

export const ROLES = ['manager', 'admin'] as const;
export type Role = (typeof ROLES)[number];

// Limits the spec leaves open, chosen so that a real quiz night fits with room to spare while a
// hostile body stays small.
export const LIMITS = {
  nameMax: 100,
  userNameMax: 50,
  emailMax: 254,
  playerNameMax: 40,
  teamNameMax: 60,
  questionTextMax: 2000,
  answerTextMax: 500,
  /** A question's explanation, shown at the reveal (issue 20): a sentence or two the room reads. */
  explanationMax: 1000,
  /** Why the host adjusted points (issue 20): a line, not an essay. */
  adjustmentReasonMax: 200,
  /** A numeric estimate's unit ('km', 'years'), shown after the number. */
  unitMax: 20,
  /**
   * The largest size of a numeric estimate's value, tolerance or answer: a year, a distance, a
   * population all fit, and every such number is exact in a double and short to write.
   */
  estimateMax: 1e12,
  /** Digits after the decimal point a numeric estimate keeps (a value of 3.14159 is not an estimate). */
  estimateDecimals: 4,
  questionsPerQuiz: 500,
  urlMax: 2048,
  teamsPerEvent: 500,
  activitiesPerEvent: 50,
  /** An event's activity entry id and the quiz id it names (`modelId`), as answers carry them too. */
  activityIdMax: 100,
  screensPerEvent: 50,
  /** Players listed in a manager's event view (GET /events, /events/{id}); the host view: HOST_VIEW_PLAYERS. */
  eventViewPlayers: 200,
  /** The text of the host's player search (GET /events/{id}/live/players?q=), after trimming. */
  playerSearchMax: 50,
  playerIdsPerTeam: 2000,
  idsPerLookup: 500,
  scoreAbsMax: 1_000_000_000,
  questionTimeLimitMin: 5,
  questionTimeLimitMax: 600,
  /** Seconds a quiz may show each question alone before answers open. */
  readTimeMax: 10,
  /** Seconds a hands-free quiz shows each answer, then the leaderboard, before going on by itself. */
  handsFreeSecondsMin: 3,
  handsFreeSecondsMax: 60,
} as const;

/**
 * A hands-free quiz (issue 20) runs the night by itself: each question closes at its deadline (or
 * once every connected player has answered), its answer shows this many seconds, then the
 * leaderboard as long, then the next question opens.
 */
export const DEFAULT_HANDS_FREE_SECONDS = 10;

/** Seconds to answer when neither the question nor its quiz sets a time limit, and a new quiz's time limit. */
export const DEFAULT_QUESTION_TIME_LIMIT_S = 20;

/**
 * Seconds each question of a quiz shows alone before answers open, when the quiz sets none: 0, so a
 * quiz saved before the setting (and its dump) plays as it did.
 */
export const DEFAULT_READ_TIME_S = 0;

/**
 * Players the host's view lists (GET /events/{id}/live and its `host-state` pushes): every player
 * while the event has this many or fewer, else the most recently joined, which is who the operator
 * looks for (a newcomer's prank name to fix, whether someone just arrived). The view goes out a few
 * times a second during a question, and an event may hold thousands of players: the others are
 * counted (`playerCount`, team `members`) and found with the player search.
 */
export const HOST_VIEW_PLAYERS = 100;
/** Matches the host's player search returns at most (the most recently joined of them). */
export const HOST_PLAYER_SEARCH_RESULTS = 50;
