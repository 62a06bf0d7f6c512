// The live game's contract (docs/PRODUCT-RULES.md#live-phases): phases, host actions, what each role sees, and every socket
// message as one typed map. The server builds these views; the client renders them. The correct
// answer appears only in the host's view and, after the reveal, in `reveal`.
import { z } from 'zod';
import { HOST_PLAYER_SEARCH_RESULTS, HOST_VIEW_PLAYERS, LIMITS, MAX_OPTION_COUNT, QUESTION_TYPES, QUIZ_LANGUAGES } from './constants.js';
import { Event, Id, IsoDate, Name, PlayerRecord, PublicEvent, PublicTeam, ScreenPlayer, Text } from './schemas.js';

/**
 * Where a live event stands. `waiting` (before its start date) and `ended` (after its end date, or
 * ended by the host) follow from the dates; the others are the host's doing.
 */
const LIVE_PHASES = ['waiting', 'lobby', 'question', 'reveal', 'leaderboard', 'finished', 'ended'] as const;
export type LivePhase = (typeof LIVE_PHASES)[number];

export const HOST_ACTIONS = [
  'open',
  'start',
  'next',
  'reveal',
  'leaderboard',
  'skip',
  'pause',
  'resume',
  /** To the podium now, from a question, a reveal or a leaderboard: the questions left are not played. */
  'podium',
  'end',
  'rename-player',
  'remove-player',
  /**
   * Several players at once (`playerIds`, up to HOST_VIEW_PLAYERS): what a host needs when a script
   * from many networks has filled the event with made-up players (issue 18). Each is removed as
   * `remove-player` removes one; ids no longer in the event are passed over.
   */
  'remove-players',
  /**
   * Corrections at a reveal or the leaderboard after it (issue 20): accept a typed answer the key
   * missed as right (`answer`: its key in `HostView.corrections`), or void the question.
   */
  'accept-answer',
  'void-question',
  /** Add or take points from a team (`teamId`) or a player (`playerId`), with a `reason` (issue 20). */
  'adjust-points',
  /**
   * Hands-free quizzes (issue 20): the host takes the night over (no step goes on by itself for the
   * rest of the event), or hands it back. `pause` and `resume` also hold and release the next step.
   */
  'take-over',
  'hand-back',
  /**
   * Joining (issue 18): the host closes the event to new players once the room is in (players
   * already in come back; a newcomer is refused), or opens it again. Any phase but the end.
   */
  'close-joining',
  'open-joining',
] as const;
export type HostAction = (typeof HOST_ACTIONS)[number];

/** The host's corrections list at most this many distinct answers, the most given first. */
export const CORRECTION_GROUPS = 50;
/** The host's point adjustments an event may hold: a night needs a handful, a script not thousands. */
export const MAX_ADJUSTMENTS = 200;
/** The largest adjustment either way: more than any night's questions could score. */
export const MAX_ADJUSTMENT_POINTS = 100_000;
/** How many players each leaderboard lists (the team board lists every team). */
export const LEADERBOARD_TOP_PLAYERS = 10;
/** A numeric estimate's reveal: where the room's answers fell, in this many equal bins. */
export const ESTIMATE_BINS = 12;
/** A numeric estimate's reveal names this many of the closest answers (players and their teams). */
export const ESTIMATE_CLOSEST = 5;
/** The server pushes counters (answers so far, players joined) at most this often per event. */
export const COUNTS_PUSH_INTERVAL_MS = 250;

const LanguageKey = z.enum(QUIZ_LANGUAGES);

/**
 * "Question 3 of 10" in a quiz with slides (issue 20), which are not questions: the question's number
 * among those players answer, and how many its quiz has. Absent when the quiz has no slide, where
 * it is `questionIndex + 1` of `questionCount` (see questionNumbering).
 */
export const QuestionNumbering = z.object({ number: z.number().int(), count: z.number().int() });

/** A question as players and screens see it while it runs: no correct answer anywhere in it. */
export const LiveQuestion = z.object({
  /** The event's activity entry id (`activity-…`). */
  activityId: z.string(),
  /** Position of the entry among the event's activities, and of the question in its quiz (0-based). */
  activityIndex: z.number().int(),
  questionIndex: z.number().int(),
  questionCount: z.number().int(),
  numbering: QuestionNumbering.optional(),
  type: z.enum(QUESTION_TYPES),
  /** 2 or 4 for multiple choice, 2 to 6 for a poll, 0 for free text. */
  optionCount: z.number().int(),
  imageUrl: z.string().nullable(),
  /** Seconds to answer. */
  timeLimit: z.number().int(),
  /**
   * Seconds the question shows alone before answers open (0: they open at once). Answers open at
   * `deadline - timeLimit`; while paused, the reading time is not over while `remainingMs` exceeds
   * the time limit.
   */
  readTime: z.number().int(),
  /** Points ×0 or ×2 (absent: ×1, as most questions are, so most frames leave it out). */
  pointsMultiplier: z.union([z.literal(0), z.literal(2)]).optional(),
  /** False when the quiz scores a right answer in full however long it took (absent: speed counts). */
  speedScoring: z.literal(false).optional(),
  /** True when the quiz gives a streak bonus for right answers in a row (absent: none). */
  streakBonus: z.literal(true).optional(),
  /** 'total' when a team's points are its members' total (absent: their mean). */
  teamScoring: z.literal('total').optional(),
  /**
   * 'end' when the quiz keeps its standings for the podium: no leaderboard, no ranks until then
   * (`LiveView.leaderboard` and the phones' ranks are null); 'round' when it shows them between
   * rounds only. Absent: after every question.
   */
  leaderboard: z.enum(['round', 'end']).optional(),
  texts: z.partialRecord(
    LanguageKey,
    z.object({
      question: z.string(),
      /** The options; put in order: its items shuffled, in the order every phone and screen shows them. */
      answers: z.array(z.string()).optional(),
      /** A numeric estimate's unit in this language, when it has one. */
      unit: z.string().optional(),
    }),
  ),
  startedAt: IsoDate,
  /** When answers close, on the server's clock; null while paused. */
  deadline: IsoDate.nullable(),
  /** While paused: the time that was left when the host paused. */
  remainingMs: z.number().int().nullable(),
});

/** Shown from the reveal on: the right answer, and how the room answered. */
export const LiveReveal = z.object({
  /** 1-based option number for multiple choice; null for free text, a poll (no right answer), several right answers and an estimate. */
  correctAnswer: z.number().int().nullable(),
  /**
   * Several right answers: every right option (1-based, ascending). Put in order: the right order, as
   * the items' shown numbers (the shown item `correctAnswers[0]` comes first). Absent for the other kinds.
   */
  correctAnswers: z.array(z.number().int()).optional(),
  /** Free text: the accepted answer in each language. */
  correctTexts: z.partialRecord(LanguageKey, z.string()),
  /**
   * Options (choice, poll, several right answers): players who picked each (index 0 = option 1). Free
   * text, numeric estimate: [right, wrong]. Put in order: for each place of the right order, players
   * who put its item there (index 0 = the first place).
   */
  distribution: z.array(z.number().int()),
  answered: z.number().int(),
  /** Why the answer is right, in each language that has one; absent when none has. */
  explanation: z.partialRecord(LanguageKey, z.string()).optional(),
  /** The host voided the question since the reveal: it scores no one. */
  voided: z.literal(true).optional(),
  /** Typed answers the host accepted as right since the reveal, each as most of its players typed it. */
  accepted: z.array(z.string()).optional(),
  /** A numeric estimate (absent for the other kinds): the value, and where the room's answers fell. */
  estimate: z
    .object({
      value: z.number(),
      /** How far from the value an answer is still right (0: only the value). */
      tolerance: z.number(),
      /**
       * The answers counted in ESTIMATE_BINS equal bins from `low` to `high`, a range around the value
       * and most answers; the few far outside it count in the end bins.
       */
      low: z.number(),
      high: z.number(),
      bins: z.array(z.number().int()),
      /**
       * The closest answers, nearest first (then the earliest), at most ESTIMATE_CLOSEST: `right` when
       * it scored (within the tolerance, or the closest of all when none was).
       */
      closest: z.array(z.object({ name: z.string(), teamName: z.string().nullable(), answer: z.number(), right: z.boolean() })),
    })
    .optional(),
});

export const LeaderboardTeam = z.object({
  teamId: Id,
  name: z.string(),
  /** Points won in this event: the sum over questions of the mean of the members' points. */
  points: z.number().int(),
  /** What the last revealed question added. */
  lastPoints: z.number().int(),
  rank: z.number().int(),
  members: z.number().int(),
});
export const LeaderboardPlayer = z.object({
  name: z.string(),
  teamId: z.string().nullable(),
  points: z.number().int(),
  rank: z.number().int(),
});
export const Leaderboard = z.object({
  teams: z.array(LeaderboardTeam),
  /** The top players (LEADERBOARD_TOP_PLAYERS), without their ids. */
  players: z.array(LeaderboardPlayer),
});

export const LiveCounts = z.object({
  /** Players who gave a name (they can answer). */
  players: z.number().int(),
  /** Players with an open socket or a poll in the last few seconds. */
  connected: z.number().int(),
  /** Answers to the current question so far (0 outside a question). */
  answered: z.number().int(),
});

/** The part of the live state every player and screen shares: serialised once per change. */
export const LiveView = z.object({
  rev: z.number().int(),
  phase: z.enum(LIVE_PHASES),
  /** In `question` and `reveal`. */
  question: LiveQuestion.nullable(),
  /** In `reveal`. */
  reveal: LiveReveal.nullable(),
  /**
   * In `reveal`, `leaderboard`, `finished` (the podium is its top three) and `ended` once a question
   * was played: an ended event keeps its final standings.
   */
  leaderboard: Leaderboard.nullable(),
  counts: LiveCounts,
  /**
   * In `reveal` and `leaderboard`: the image of the question `next` opens, for phones and screens
   * to fetch ahead so it is there when its timer starts (issue 22). Absent when it has none.
   */
  nextImageUrl: z.string().optional(),
  /**
   * In a hands-free quiz's `reveal` and `leaderboard` (issue 20): when the night goes on by itself
   * (to the leaderboard, then the next question), on the server's clock; `at` is null while the host
   * holds it, `remainingMs` then what was left. Absent when the host drives.
   */
  autoStep: z.object({ at: IsoDate.nullable(), remainingMs: z.number().int().nullable() }).optional(),
  /**
   * The host has closed the event to new players (issue 18): the big screen shows it instead of the
   * way to join, and a newcomer's join is refused. Absent while joining is open, and once it ended.
   */
  joiningClosed: z.literal(true).optional(),
});

/** One player's own part of the live state. */
export const PlayerMe = z.object({
  /** My answer to the current question, once the server has stored it (ticked options as '1,3'; an order as shown numbers, '3,1,2'). */
  answer: z.string().nullable(),
  /** From the reveal on: how my answer to the current question scored (a poll's vote: not correct, 0 points). */
  result: z
    .object({
      correct: z.boolean(),
      points: z.number().int(),
      /**
       * In a quiz with a streak bonus: right answers in a row with this one (0 when it was not right),
       * and the bonus `points` include for it (absent: no bonus, or the quiz gives none).
       */
      streak: z.number().int().optional(),
      streakBonus: z.number().int().optional(),
    })
    .nullable(),
  totalPoints: z.number().int(),
  /** Among players who gave a name; null before any question was revealed. */
  rank: z.number().int().nullable(),
  teamPoints: z.number().int().nullable(),
  teamRank: z.number().int().nullable(),
  teamCount: z.number().int(),
});

/** Where phones should go to join: PUBLIC_URL, else this server's own network address. */
export const JoinAddress = z.object({
  url: z.string(),
  /** False when the only address known is a loopback one, which phones cannot reach. */
  reachable: z.boolean(),
});

export const HostPlayer = z.object({
  playerId: Id,
  name: z.string().nullable(),
  teamId: z.string().nullable(),
  connected: z.boolean(),
  /** Answered the current question. */
  answered: z.boolean(),
  points: z.number().int(),
});

/**
 * A screen showing the event, as its owner sees it (issue 9 item 8): the owner may remove it, and
 * one unseen for a while gives its slot to the next screen that joins.
 */
export const HostScreen = z.object({
  screenId: Id,
  /** A socket to this server right now, or a poll within the last few seconds. */
  connected: z.boolean(),
  /** When this server last heard from it; null when not since the server started. */
  lastSeenAt: IsoDate.nullable(),
});

/** The operator's view: everything, including the correct answer of the question running. */
export const HostView = z.object({
  event: Event.omit({ players: true }),
  live: LiveView,
  /** The current question with its correct answer (null outside question and reveal). */
  answerKey: z
    .object({
      correctAnswer: z.number().int().nullable(),
      /** Several right answers: every right option (1-based, ascending); put in order: the right order in shown numbers. */
      correctAnswers: z.array(z.number().int()).optional(),
      correctTexts: z.partialRecord(LanguageKey, z.string()),
      /** A numeric estimate: its value and tolerance (0 when none); absent for the other kinds. */
      estimate: z.object({ value: z.number(), tolerance: z.number() }).optional(),
    })
    .nullable(),
  /**
   * At the reveal of a scored question and the leaderboard after it (absent otherwise): what the host
   * may correct. Free text and numeric estimates list their distinct answers (free text grouped as
   * the scoring compares it), the most given first, at most CORRECTION_GROUPS; other kinds none.
   */
  corrections: z
    .object({
      voided: z.boolean(),
      answers: z.array(
        z.object({
          /** What `accept-answer` takes as `answer`. */
          key: z.string(),
          /** The answer as most players who gave it typed it. */
          text: z.string(),
          count: z.number().int(),
          correct: z.boolean(),
        }),
      ),
      /** Distinct answers beyond those listed. */
      more: z.number().int(),
    })
    .optional(),
  /** The host's point adjustments so far, oldest first (absent when there are none). */
  adjustments: z
    .array(
      z.object({
        /** The team's or the player's name (null: a player with no name yet, or removed since). */
        name: z.string().nullable(),
        kind: z.enum(['team', 'player']),
        points: z.number().int(),
        reason: z.string(),
        at: IsoDate,
      }),
    )
    .optional(),
  /**
   * When the quiz running (or, in the lobby and at the last leaderboard, the one up next) is
   * hands-free (issue 20): its seconds per answer and per leaderboard, and whether it runs by itself
   * (false once the host took over). Absent otherwise.
   */
  handsFree: z.object({ seconds: z.number().int(), on: z.boolean() }).optional(),
  /**
   * False at a reveal after which the quiz shows no leaderboard (between rounds only, and this
   * question does not end one; or only at the end): the console offers the next question rather
   * than the leaderboard. Absent otherwise.
   */
  leaderboardDue: z.literal(false).optional(),
  /** The question `next` would open, for the operator's preview; null at the end. */
  upNext: z
    .object({
      activityId: z.string(),
      questionIndex: z.number().int(),
      questionCount: z.number().int(),
      numbering: QuestionNumbering.optional(),
      /** The question's text in each language it has: the console shows the one it speaks. */
      texts: z.partialRecord(LanguageKey, z.string()),
      /** Points ×0 or ×2, for the operator to announce (absent: ×1). */
      pointsMultiplier: z.union([z.literal(0), z.literal(2)]).optional(),
      /** False when its quiz scores right answers in full, speed aside (absent: speed counts). */
      speedScoring: z.literal(false).optional(),
      /** True when its quiz gives a streak bonus (absent: none). */
      streakBonus: z.literal(true).optional(),
      /** 'total' when its quiz counts a team's points as its members' total (absent: their mean). */
      teamScoring: z.literal('total').optional(),
      /**
       * The kind, for the operator to announce, when it is one players answer differently: a poll (a
       * vote, no points), several right answers (tick them all), an estimate (type a number), a
       * slide (nothing to answer) or put in order (arrange the items). Absent for the choice and
       * free-text kinds.
       */
      kind: z.enum(['poll', 'multiple_select', 'numeric_estimate', 'slide', 'ordering']).optional(),
    })
    .nullable(),
  /** Every player who joined, named or not (`live.counts.players` counts the named ones). */
  playerCount: z.number().int(),
  /**
   * All the players when there are HOST_VIEW_PLAYERS or fewer, else the HOST_VIEW_PLAYERS most
   * recently joined; in join order. The others are found with GET /events/{id}/live/players.
   */
  players: z.array(HostPlayer).max(HOST_VIEW_PLAYERS),
  /**
   * The event's teams with the points won in this event (`score` is the team's all-time score) and
   * their named members, counted over every player (not only those `players` lists).
   */
  teams: z.array(PublicTeam.extend({ points: z.number().int(), members: z.number().int() })),
  screens: z.number().int(),
  /** The screens themselves, in the order they joined. */
  screenList: z.array(HostScreen),
  join: JoinAddress,
  serverNow: IsoDate,
});

/** The host's player search (`GET /events/{id}/live/players?q=`): names containing `q`, any case. */
export const HostPlayerSearchQuery = z.object({ q: Name(LIMITS.playerSearchMax) });
export const HostPlayerSearchResponse = z.object({
  /** At most HOST_PLAYER_SEARCH_RESULTS, the most recently joined of the matches, in join order. */
  players: z.array(HostPlayer).max(HOST_PLAYER_SEARCH_RESULTS),
});

export const HostActionBody = z.object({
  action: z.enum(HOST_ACTIONS),
  playerId: Id.optional(),
  /** `remove-players`: the players' ids as the host's view lists them, each once. */
  playerIds: z
    .array(Id)
    .min(1)
    .max(HOST_VIEW_PLAYERS)
    .refine((ids) => new Set(ids).size === ids.length, { error: 'must not repeat a player' })
    .optional(),
  name: Name(LIMITS.playerNameMax).optional(),
  /** `accept-answer`: the answer's key, as `HostView.corrections` lists it. */
  answer: z.string().min(1).max(LIMITS.answerTextMax).optional(),
  /** `adjust-points`: the team, whose points in the event and lifetime score move. */
  teamId: Id.optional(),
  /** `adjust-points`: what to add (negative: take away), never 0. */
  points: z
    .number()
    .int()
    .min(-MAX_ADJUSTMENT_POINTS)
    .max(MAX_ADJUSTMENT_POINTS)
    .refine((n) => n !== 0, { error: 'must not be 0' })
    .optional(),
  /** `adjust-points`: why, for the players' sake and the results. */
  reason: Name(LIMITS.adjustmentReasonMax).optional(),
});

/**
 * An answer: the 1-based option number for multiple choice and a poll, the options ticked for
 * several right answers (at least one), the items in the order the player put them (their shown
 * numbers, each once), the free text, or a numeric estimate's number as text
 * ('1969', '-3.5'; see parseEstimate).
 */
export const AnswerValue = z.union([
  z.number().int().min(1).max(MAX_OPTION_COUNT),
  z.array(z.number().int().min(1).max(MAX_OPTION_COUNT)).min(1).max(MAX_OPTION_COUNT),
  Text(200).trim().min(1),
]);
export const AnswerBody = z.object({
  eventId: Id,
  playerId: Id,
  activityId: z.string().min(1).max(LIMITS.activityIdMax),
  questionIndex: z.number().int().min(0).max(10_000),
  answer: AnswerValue,
});
export const AnswerResponse = z.object({ accepted: z.literal(true) });

export const ResultRow = z.object({
  playerName: z.string().nullable(),
  teamName: z.string().nullable(),
  activityId: z.string(),
  questionIndex: z.number().int(),
  question: z.string(),
  answer: z.string(),
  correct: z.boolean(),
  points: z.number().int(),
  /** Seconds from the question's start to the answer. */
  seconds: z.number(),
  answeredAt: IsoDate,
});
export const ResultsResponse = z.object({ event: z.object({ id: Id, name: z.string() }), rows: z.array(ResultRow) });

// ---------- the socket (GET /api/live) ----------

export const HelloMessage = z.discriminatedUnion('role', [
  z.object({
    type: z.literal('hello'),
    role: z.literal('player'),
    eventId: Id,
    playerId: Id,
    /**
     * The phone reads a push without `me` by the rule of player-push.ts. A phone whose page was
     * loaded before that rule (a tab left open across an upgrade) does not say so, and gets `me` in
     * every push; a server from before it ignores the key.
     */
    keepsMe: z.literal(true).optional(),
  }),
  z.object({ type: z.literal('hello'), role: z.literal('screen'), eventId: Id, screenId: Id }),
  z.object({ type: z.literal('hello'), role: z.literal('host'), eventId: Id, token: z.string().min(1).max(4096) }),
]);
export const SocketAnswerMessage = z.object({
  type: z.literal('answer'),
  activityId: z.string().min(1).max(LIMITS.activityIdMax),
  questionIndex: z.number().int().min(0).max(10_000),
  answer: AnswerValue,
});
export const PingMessage = z.object({ type: z.literal('ping') });
/** Everything a client may send over the socket. */
export const ClientMessage = z.union([HelloMessage, SocketAnswerMessage, PingMessage]);

/** Everything the server sends, by type: a send of the wrong payload does not compile. */
export type ServerMessageMap = {
  /**
   * To players: the same body as POST /events/poll, except that a push leaves `event` and `player`
   * out when they are what this socket was last sent (the first frame after the hello has them):
   * the phone keeps what it holds; and `me`, to a phone whose hello said `keepsMe`, when it is what
   * the phone holds by player-push.ts's `heldMe` rule (no answer and no result yet when the push
   * names another question). See
   * PlayerStatePush.
   */
  'player-state': {
    event: z.infer<typeof PublicEvent>;
    player: z.infer<typeof PlayerRecord> | null;
    live: LiveViewT | null;
    me: PlayerMeT | null;
    serverNow: string;
  };
  /**
   * To screens: the same body as POST /events/poll-as-screen, except that a push leaves `players`
   * out when the list is the one this socket was last sent (the first push after the hello has it):
   * the screen keeps its list. See ScreenStatePush.
   */
  'screen-state': {
    event: z.infer<typeof PublicEvent>;
    players: z.infer<typeof ScreenPlayer>[];
    playersTag: string;
    live: LiveViewT | null;
    join: JoinAddressT;
    serverNow: string;
  };
  /** To the host: the same body as GET /events/{id}/live. */
  'host-state': HostViewT;
  /** Counters between state pushes, a few times a second at most. */
  counts: { rev: number; counts: LiveCountsT; serverNow: string };
  /** A player's answer is stored (a repeat gets the same). */
  ack: { activityId: string; questionIndex: number; answer: string };
  /** A player's answer was refused (status as the HTTP call would give). */
  'answer-error': { activityId: string; questionIndex: number; status: number; error: string };
  pong: { serverNow: string };
  /** The event no longer exists (deleted, or the database was reset): go back to the join page. */
  gone: { error: string };
  /** A refused hello or message; the socket closes after it when the hello was refused. */
  error: { error: string };
};
export type ServerMessageType = keyof ServerMessageMap;
/** A `screen-state` as the socket carries it: `players` absent while unchanged. */
export type ScreenStatePush = Omit<ServerMessageMap['screen-state'], 'players'> & { players?: ServerMessageMap['screen-state']['players'] };
/** A `player-state` as the socket carries it: `event`, `player` and `me` absent while the phone holds them. */
export type PlayerStatePush = Omit<ServerMessageMap['player-state'], 'event' | 'player' | 'me'> &
  Partial<Pick<ServerMessageMap['player-state'], 'event' | 'player' | 'me'>>;
export type ServerMessage = { [K in ServerMessageType]: { type: K } & ServerMessageMap[K] }[ServerMessageType];

// The socket's close codes and limits live in socket.ts, free of zod, for the phone's download.
export { HELLO_TIMEOUT_MS, SOCKET_CLOSE, SOCKET_MAX_PAYLOAD } from './socket.js';

type LiveViewT = z.infer<typeof LiveView>;
type PlayerMeT = z.infer<typeof PlayerMe>;
type LiveCountsT = z.infer<typeof LiveCounts>;
type JoinAddressT = z.infer<typeof JoinAddress>;
type HostViewT = z.infer<typeof HostView>;

// ---------- the polls (docs/PRODUCT-RULES.md#live-transport), the same views as the socket's ----------

export const PollResponse = z.object({
  event: PublicEvent,
  player: PlayerRecord.nullable(),
  /** The live game's shared view; null only when the event is gone from the cache. */
  live: LiveView.nullable(),
  /** This player's own part of it; null for an unknown player. */
  me: PlayerMe.nullable(),
  serverNow: IsoDate,
});
export const ScreenPollResponse = z.object({
  event: PublicEvent,
  /** Players who have set their name, without their ids (a player id is a credential). */
  players: z.array(ScreenPlayer),
  /** A tag of that list: a poll naming it (`playersHeld`) gets no list back while it is the same. */
  playersTag: z.string(),
  live: LiveView.nullable(),
  join: JoinAddress,
  serverNow: IsoDate,
});
/** The poll's reply as sent: without `players` when the poll named the tag of the list the server has. */
export const ScreenPollReply = ScreenPollResponse.partial({ players: true });
