// How many bytes of JSON each call may send (issue 9, item 4): what its schema can hold at most,
// worked out from the shared LIMITS, and not more, so that no caller makes the server read and
// parse megabytes it cannot use. Fastify answers 413 past a route's `bodyLimit` while the body
// streams in. The routes with large bodies authenticate before the body is read (onRequest), so an
// anonymous caller meets the small limit everywhere. server/test/body-limits.test.ts sends the
// largest valid body of each large call to prove it still fits.
import { LIMITS, MAX_OPTION_COUNT, QUIZ_LANGUAGES } from '@quizfest/shared';

/**
 * A JSON string of up to `chars` characters (UTF-16 units, as the schemas count them): 3 bytes a
 * unit at most for anything typed (an accented or CJK letter is 2–3 bytes, an emoji 4 bytes for 2
 * units, `\"` or `\n` 2 bytes), plus the quotes and a comma.
 */
const text = (chars: number) => chars * 3 + 3;
const ID = 40; // a quoted UUID and a comma
const DATE = 40; // a quoted ISO 8601 date-time with an offset
const NUMBER = 25;
/** The keys, colons and braces of one object, with room to spare. */
const KEYS = 100;

/** Every call not listed below: player, screen and auth calls, names, host commands — a few short fields. */
export const SMALL_BODY_LIMIT = 16 * 1024;

/** PUT /teams/{id}: a name, a score, up to LIMITS.playerIdsPerTeam player ids and an image URL. */
export const TEAM_SAVE_BODY_LIMIT = KEYS + text(LIMITS.teamNameMax) + NUMBER + LIMITS.playerIdsPerTeam * ID + text(LIMITS.urlMax);

const EVENT_ACTIVITY = 2 * KEYS + 2 * text(100) + text(20) + text(30) + 10;
/** The players a manager's event view holds, which the editor sends back unchanged on save. */
const EVENT_PLAYER = KEYS + 2 * ID + text(LIMITS.playerNameMax);

/** PUT /events/{id}: name, dates, team ids, activities, and the players and screens of the view. */
export const EVENT_SAVE_BODY_LIMIT =
  KEYS +
  text(LIMITS.nameMax) +
  2 * DATE +
  LIMITS.teamsPerEvent * ID +
  LIMITS.activitiesPerEvent * EVENT_ACTIVITY +
  LIMITS.eventViewPlayers * EVENT_PLAYER +
  LIMITS.screensPerEvent * ID;

/**
 * One question: its type and numbers, an image URL, and per language the question, its options
 * (MAX_OPTION_COUNT, which caps a free text question's `answers` too) and its explanation.
 */
const QUESTION =
  KEYS +
  text(30) +
  3 * NUMBER +
  text(LIMITS.urlMax) +
  QUIZ_LANGUAGES.length *
    (KEYS + text(LIMITS.questionTextMax) + (MAX_OPTION_COUNT + 1) * text(LIMITS.answerTextMax) + text(LIMITS.explanationMax));

/** PUT /activities/quiz/{id}: the largest call, LIMITS.questionsPerQuiz questions at their longest. */
export const QUIZ_SAVE_BODY_LIMIT = KEYS + text(LIMITS.nameMax) + LIMITS.questionsPerQuiz * QUESTION;
