// Builds what each role sees from a cached event (docs/ARCHITECTURE.md#live-data-flow). The part every player and screen
// shares is serialised once and reused by every poll and push until the event changes (or, for the
// counters, at most every COUNTS_PUSH_INTERVAL_MS); only "me" is built per player.
import { createHash } from 'node:crypto';
import {
  COUNTS_PUSH_INTERVAL_MS,
  LEADERBOARD_TOP_PLAYERS,
  hasRightAnswer,
  optionCountOf,
  pushedQuestion,
  type JoinAddress,
  type Leaderboard,
  type LiveCounts,
  type LiveQuestion,
  type LiveReveal,
  type LiveView,
  type PlayerMe,
  type Question,
  type QuizLanguage,
} from '@quizfest/shared';
import type { CachedEvent, CurrentAnswer } from '../events/cached-event.js';
import { groupAnswers } from './engine/corrections.js';
import type { StoredEstimate } from './engine/estimates.js';
import { isNamed } from '../events/event-roster.js';
import { effectivePhase, type CurrentQuestion } from './engine/live-state.js';
import { answerKey } from './answer-key.js';
import { answerAsShown } from './engine/ordering.js';
import { rankByPoints, rankingOf, topByPoints } from './engine/standings.js';
import { countsStreaks, streakOf } from './engine/streaks.js';
import { standingsHidden } from './engine/rounds.js';
import type { AutoStep } from './engine/hands-free.js';
import { byName } from '../lib/name-order.js';

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * The server's clock for `serverNow`, formatted once per millisecond: a push to a room formats it
 * for every player, most of them within the same millisecond, and each phone needs it exact.
 */
let clockAt = NaN;
let clockIso = '';
export function serverNow(ms: number): string {
  if (ms !== clockAt) [clockAt, clockIso] = [ms, iso(ms)];
  return clockIso;
}

/** A quiz's scoring options as the engine holds them (CurrentQuestion, QuizPlan): each absent when it is the default. */
type QuizScoring = { speedScoring?: false; streakBonus?: true; teamScoring?: 'total' };

/**
 * What a question's scoring tells the room beforehand, only where it differs from the usual: points
 * ×0 or ×2, a quiz where speed does not count, one with a streak bonus, one that counts team totals
 * (in an event with teams).
 * Left out otherwise, to keep every frame small.
 */
export function announcedScoring(
  question: Question,
  { speedScoring, streakBonus, teamScoring }: QuizScoring,
  withTeams: boolean,
): Pick<LiveQuestion, 'pointsMultiplier' | 'speedScoring' | 'streakBonus' | 'teamScoring'> {
  // A poll scores no one: neither points nor speed are worth announcing with it.
  if (!hasRightAnswer(question.type)) return {};
  const multiplier = question.pointsMultiplier;
  return {
    ...(multiplier === 0 || multiplier === 2 ? { pointsMultiplier: multiplier } : {}),
    ...(speedScoring === false ? { speedScoring } : {}),
    ...(streakBonus ? { streakBonus } : {}),
    // How teams score means nothing to an event without teams.
    ...(teamScoring === 'total' && withTeams ? { teamScoring } : {}),
  };
}

export function publicQuestion(c: CurrentQuestion, withTeams = true): LiveQuestion {
  const texts: LiveQuestion['texts'] = {};
  // A language whose question is still blank (options filled by the true / false preset, or typed
  // before the translation) is left out while another has it: its phones read the other language
  // rather than an empty question.
  const given = Object.entries(c.question.texts).filter(([, t]) => t);
  const written = given.filter(([, t]) => t!.question.trim() !== '');
  for (const [lang, t] of written.length > 0 ? written : given) {
    if (!t) continue;
    // Only the question, its options and an estimate's unit: a free-text question's `answer` is the correct one.
    texts[lang as keyof LiveQuestion['texts']] = {
      question: t.question,
      ...(t.answers ? { answers: t.answers } : {}),
      ...(t.unit ? { unit: t.unit } : {}),
    };
  }
  return {
    activityId: c.activityId,
    activityIndex: c.activityIndex,
    questionIndex: c.questionIndex,
    questionCount: c.questionCount,
    ...(c.numbering ? { numbering: c.numbering } : {}),
    type: c.question.type,
    optionCount: optionCountOf(c.question),
    imageUrl: c.question.imageUrl || null,
    timeLimit: Math.round(c.timeLimitMs / 1000),
    readTime: Math.round((c.readMs ?? 0) / 1000),
    ...announcedScoring(c.question, c, withTeams),
    ...(c.leaderboard ? { leaderboard: c.leaderboard } : {}),
    texts,
    startedAt: iso(c.startedAt),
    deadline: c.deadline === null ? null : iso(c.deadline),
    remainingMs: c.remainingMs,
  };
}

/** A view built once per entry: the entry's memo goes whenever its roster or state changes. */
export function memo<T>(entry: CachedEvent, key: string, build: () => T): T {
  if (entry.memo.has(key)) return entry.memo.get(key) as T;
  const value = build();
  entry.memo.set(key, value);
  return value;
}

/** What ranks players and teams; a `memo` entry that outlasts a roster change which cannot move a rank (event-cache.ts). */
export const RANKS_MEMO = 'ranks';

type Ranks = {
  /** The rank of a named player's total. */
  rankOf: (points: number) => number;
  teamRank: Map<string, { rank: number; points: number }>;
};

/** Teams ranked by points over the revealed questions, then by name, with their members. */
function rankedTeams(entry: CachedEvent, members: Map<string, number>) {
  const { live } = entry;
  return rankByPoints(
    entry.teams.map((t) => ({
      teamId: t.id,
      name: t.name,
      points: live.teamPoints[t.id] ?? 0,
      lastPoints: live.lastTeamPoints[t.id] ?? 0,
      members: members.get(t.id) ?? 0,
    })),
    byName,
  );
}

/**
 * Ranks of players and teams over the revealed questions, built once per entry. A player's rank
 * comes from the ranks of the totals, without sorting the players: sorting the room by points
 * then name per batch of late joiners took seconds of CPU as 5000 more joined a room of 5000. A
 * batch of joins and names whose players have no points keeps it: a 0-point player moves no rank.
 */
export function ranks(entry: CachedEvent): Ranks {
  return memo(entry, RANKS_MEMO, () => {
    const totals = new Float64Array(entry.named.length);
    entry.named.forEach((p, i) => (totals[i] = entry.totals.get(p.playerId) ?? 0));
    // A team's rank and points do not depend on its members.
    const teams = rankedTeams(entry, new Map());
    return { rankOf: rankingOf(totals), teamRank: new Map(teams.map((t) => [t.teamId, { rank: t.rank, points: t.points }])) };
  });
}

/** The leaderboard: every team with its members, and the top players (highest points, then name, then join order). */
export function leaderboard(entry: CachedEvent): Leaderboard {
  return memo(entry, 'leaderboard', () => {
    const members = new Map<string, number>();
    for (const p of entry.named) if (p.teamId) members.set(p.teamId, (members.get(p.teamId) ?? 0) + 1);
    const { rankOf } = ranks(entry);
    const players = entry.named.map((p) => ({ name: p.name, teamId: p.teamId, points: entry.totals.get(p.playerId) ?? 0 }));
    return { teams: rankedTeams(entry, members), players: topByPoints(players, LEADERBOARD_TOP_PLAYERS, byName, rankOf) };
  });
}

export function revealOf(entry: CachedEvent): LiveReveal | null {
  const { live } = entry;
  if (live.phase !== 'reveal' || !live.current || !live.reveal) return null;
  const q = live.current.question;
  const { estimate: _key, ...key } = answerKey(q);
  return {
    ...key,
    distribution: live.reveal.distribution,
    answered: live.reveal.answered,
    ...explanationOf(q),
    ...(live.reveal.voided ? { voided: true as const } : {}),
    ...(live.reveal.accepted?.length ? { accepted: acceptedTexts(entry, live.reveal.accepted) } : {}),
    ...(live.reveal.estimate ? { estimate: estimateOf(entry, live.reveal.estimate) } : {}),
  };
}

/**
 * The answers the host accepted, as most of their players typed them (engine/corrections.ts):
 * grouping a room's answers once per entry, not for every view built from it.
 */
function acceptedTexts(entry: CachedEvent, keys: string[]): string[] {
  return memo(entry, 'acceptedTexts', () => {
    const text = new Map(groupAnswers(entry.live.current!.question, entry.currentAnswers.values()).map((g) => [g.key, g.text]));
    return keys.flatMap((key) => (text.has(key) ? [text.get(key)!] : []));
  });
}

/** A numeric estimate's reveal with names for ids: screens and phones never see a player id. */
function estimateOf(entry: CachedEvent, stored: StoredEstimate): NonNullable<LiveReveal['estimate']> {
  const teamName = new Map(entry.teams.map((t) => [t.id, t.name]));
  const closest = stored.closest.flatMap(({ playerId, answer, right }) => {
    const player = entry.players.get(playerId);
    // A player the host removed since is out of the game, and of the names shown.
    if (!player?.name) return [];
    return [{ name: player.name, teamName: (player.teamId && teamName.get(player.teamId)) || null, answer, right }];
  });
  return { value: stored.value, tolerance: stored.tolerance, low: stored.low, high: stored.high, bins: stored.bins, closest };
}

/** The question's explanation in each language that has one written, for the reveal; nothing when none has. */
function explanationOf(q: Question): Pick<LiveReveal, 'explanation'> {
  const explanation: NonNullable<LiveReveal['explanation']> = {};
  for (const [lang, t] of Object.entries(q.texts)) {
    const text = t?.explanation?.trim();
    if (text) explanation[lang as QuizLanguage] = text;
  }
  return Object.keys(explanation).length > 0 ? { explanation } : {};
}

export function liveView(entry: CachedEvent, now: number, connected: number): LiveView {
  const phase = effectivePhase(entry.live, entry.row, now);
  const current = entry.live.current;
  const showsQuestion = (phase === 'question' || phase === 'reveal') && current !== null;
  const counts: LiveCounts = {
    players: entry.named.length,
    connected,
    answered: showsQuestion ? entry.currentAnswers.size : 0,
  };
  const hasBoard = current !== null && (phase === 'reveal' || phase === 'leaderboard' || phase === 'finished' || phase === 'ended');
  return {
    rev: entry.row.rev,
    phase,
    question: showsQuestion ? publicQuestion(current, entry.teams.length > 0) : null,
    reveal: phase === 'reveal' ? revealOf(entry) : null,
    // A quiz that keeps its standings for the podium shows none before it (engine/rounds.ts).
    leaderboard: hasBoard && !standingsHidden(entry.live) ? leaderboard(entry) : null,
    counts,
    // From the reveal on, the room has time to fetch the next question's image before it opens.
    ...((phase === 'reveal' || phase === 'leaderboard') && current?.nextImageUrl ? { nextImageUrl: current.nextImageUrl } : {}),
    ...((phase === 'reveal' || phase === 'leaderboard') && entry.live.autoStep ? { autoStep: autoStepView(entry.live.autoStep) } : {}),
    ...(entry.live.joiningClosed && phase !== 'ended' ? { joiningClosed: true as const } : {}),
  };
}

const autoStepView = (step: AutoStep): NonNullable<LiveView['autoStep']> => ({
  at: step.at === null ? null : iso(step.at),
  remainingMs: step.remainingMs,
});

/** The shared live view as JSON, and the question it names (pushedQuestion) for the phones' `me` rule. */
export type SharedLive = { json: string; question: string | null };
type SharedJson = SharedLive & { phase: string; answersVersion: number; connected: number; builtAt: number };

/**
 * The shared live view as JSON. Rebuilt when the phase changes (dates pass), or when the counters
 * moved and the last build is older than the counters' interval: a storm of polls and pushes
 * serialises it a few times a second at most.
 */
export function sharedLive(entry: CachedEvent, now: number, connected: number): SharedLive {
  const phase = effectivePhase(entry.live, entry.row, now);
  const cached = entry.memo.get('liveJson') as SharedJson | undefined;
  if (cached && cached.phase === phase) {
    const countsSame = cached.answersVersion === entry.answersVersion && cached.connected === connected;
    if (countsSame || now - cached.builtAt < COUNTS_PUSH_INTERVAL_MS) return cached;
  }
  const view = liveView(entry, now, connected);
  const built: SharedJson = {
    json: JSON.stringify(view),
    question: pushedQuestion(view.question),
    phase,
    answersVersion: entry.answersVersion,
    connected,
    builtAt: now,
  };
  entry.memo.set('liveJson', built);
  return built;
}

export const sharedLiveJson = (entry: CachedEvent, now: number, connected: number): string => sharedLive(entry, now, connected).json;

/** A player's result at the reveal: with their run and its bonus in a quiz with a streak bonus. */
function resultOf(current: CurrentQuestion, mine: CurrentAnswer | undefined): NonNullable<PlayerMe['result']> {
  const result = { correct: mine?.correct ?? false, points: mine?.points ?? 0 };
  if (!countsStreaks(current)) return result;
  const { streak, bonus } = streakOf(current.question, { correct: result.correct, streak: mine?.streak });
  return { ...result, streak, ...(bonus ? { streakBonus: bonus } : {}) };
}

export function playerMe(entry: CachedEvent, playerId: string): PlayerMe {
  const { live } = entry;
  const mine = entry.currentAnswers.get(playerId);
  // Before the first question nobody has a rank: the ranks are not needed while a venue is still joining.
  const s = live.current ? ranks(entry) : null;
  const record = entry.players.get(playerId);
  const teamId = record?.teamId;
  const team = !teamId
    ? undefined
    : s
      ? s.teamRank.get(teamId)
      : entry.teams.some((t) => t.id === teamId)
        ? { rank: 0, points: live.teamPoints[teamId] ?? 0 }
        : undefined;
  const revealed = live.phase === 'reveal' || live.phase === 'leaderboard' || live.phase === 'finished' || live.phase === 'ended';
  const hidden = standingsHidden(live);
  return {
    answer: live.current && mine ? answerAsShown(live.current.question, mine.answer) : null,
    result: revealed && live.current && live.phase === 'reveal' ? resultOf(live.current, mine) : null,
    totalPoints: entry.totals.get(playerId) ?? 0,
    // Named players play and have a rank: a joiner with no name yet has none.
    rank: s && record && isNamed(record) && !hidden ? s.rankOf(entry.totals.get(playerId) ?? 0) : null,
    teamPoints: hidden ? null : (team?.points ?? null),
    teamRank: live.current && !hidden ? (team?.rank ?? null) : null,
    teamCount: entry.teams.length,
  };
}

export const eventJson = (entry: CachedEvent) => memo(entry, 'eventJson', () => JSON.stringify(entry.publicEvent));
/** The event's players as screens list them, serialised once per roster or state change. */
export const screenPlayersJson = (entry: CachedEvent) => memo(entry, 'screenPlayersJson', () => JSON.stringify(entry.screenPlayers));
/**
 * A short tag of that list (a hash of its JSON, so every instance gives the same list the same tag):
 * a screen polling with the tag of the list it holds gets no list back while it is the same. A big
 * screen whose socket is down polls every second, and 5,000 names are ~0.5 MB a poll on the venue's
 * network; during a game the list hardly changes.
 */
export const screenPlayersTag = (entry: CachedEvent) =>
  memo(entry, 'screenPlayersTag', () => createHash('sha256').update(screenPlayersJson(entry)).digest('base64url').slice(0, 22));

/** The body of a player's poll, and a player socket's first frame (with `type`). */
export function playerPayload(entry: CachedEvent, playerId: string, now: number, connected: number, type?: 'player-state'): string {
  const player = entry.players.get(playerId) ?? null;
  const me = player ? playerMe(entry, playerId) : null;
  return playerStateText(
    { event: eventJson(entry), player: JSON.stringify(player), live: sharedLiveJson(entry, now, connected), me: JSON.stringify(me), now },
    type,
  );
}

/**
 * A player's view as text from its parts' JSON; a part left undefined is left out (a push leaves
 * out what the socket holds: PlayerStatePush). The poll's body and every `player-state` are built here.
 */
export function playerStateText(
  parts: { event?: string; player?: string; live: string; me?: string; now: number },
  type?: 'player-state',
): string {
  const event = parts.event === undefined ? '' : `"event":${parts.event},`;
  const record = parts.player === undefined ? '' : `"player":${parts.player},`;
  const me = parts.me === undefined ? '' : `"me":${parts.me},`;
  return `{${type ? `"type":"${type}",` : ''}${event}${record}"live":${parts.live},${me}"serverNow":"${serverNow(parts.now)}"}`;
}

/**
 * The body of a screen's poll and of a `screen-state` push; `withPlayers` false leaves the players
 * out (a push to a screen that holds the same list already, a poll naming its tag). The tag is
 * always there: the list a screen holds is the one of the last tag it was sent.
 */
export function screenPayload(
  entry: CachedEvent,
  join: JoinAddress,
  now: number,
  connected: number,
  type?: 'screen-state',
  withPlayers = true,
): string {
  const players = withPlayers ? `"players":${screenPlayersJson(entry)},` : '';
  return `{${type ? `"type":"${type}",` : ''}"event":${eventJson(entry)},${players}"playersTag":"${screenPlayersTag(entry)}","live":${sharedLiveJson(entry, now, connected)},"join":${JSON.stringify(join)},"serverNow":"${serverNow(now)}"}`;
}
