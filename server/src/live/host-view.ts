// The operator's view of an event (`GET /events/{id}/live`): the shared live view plus
// what only the host may see, the correct answer and the players with their connection, each
// under its alias in this event (events/player-aliases.ts), never its real id.
// An event may hold thousands of players and the view goes out a few times a second during a
// question: it lists the HOST_VIEW_PLAYERS most recently joined, counts the rest, and the host
// finds any other by name (`searchPlayers`), all from the cached event.
import {
  HOST_PLAYER_SEARCH_RESULTS,
  HOST_VIEW_PLAYERS,
  type HostPlayer,
  type HostScreen,
  type HostView,
  type JoinAddress,
  type LivePhase,
  type PlayerRecord,
  type QuestionType,
} from '@quizfest/shared';
import type { CachedEvent } from '../events/cached-event.js';
import { aliasIn, type PlayerAliases } from '../events/player-aliases.js';
import { toEvent } from '../events/service.js';
import { answerKey } from './answer-key.js';
import { effectivePhase, type StoredLive } from './engine/live-state.js';
import { leaderboardDue } from './engine/rounds.js';
import { adjustmentsOf } from './host-adjustments.js';
import { correctionsOf } from './host-corrections.js';
import { numberingOf, questionAfter, type QuizPlan } from './engine/transitions.js';
import type { IsConnected } from './presence.js';
import { announcedScoring, liveView, memo } from './views.js';

/** The kinds the console names with the question up next: players answer them their own way. */
function announcedKind(type: QuestionType): Pick<NonNullable<HostView['upNext']>, 'kind'> {
  return type === 'poll' || type === 'multiple_select' || type === 'numeric_estimate' || type === 'slide' || type === 'ordering'
    ? { kind: type }
    : {};
}

/**
 * The hands-free panel's state: the quiz running (in the lobby, the one up next) runs by itself or
 * could; `on` false once the host took over. Absent for a quiz the host drives.
 */
function handsFreeOf(live: StoredLive, nextQuiz: QuizPlan[number] | undefined): Pick<HostView, 'handsFree'> {
  const ms = live.current ? live.current.handsFreeMs : nextQuiz?.handsFreeMs;
  return ms ? { handsFree: { seconds: Math.round(ms / 1000), on: !live.takenOver } } : {};
}

/** The event as its owner sees it in the editor, less the player list (the host view has its own). */
function eventWithoutPlayers(row: CachedEvent['row']): HostView['event'] {
  const { players: _players, playerCount: _playerCount, ...event } = toEvent(row, []);
  return event;
}

type HostRoster = {
  /** The HOST_VIEW_PLAYERS most recently joined (all of them when there are no more), in join order. */
  newest: PlayerRecord[];
  /** Named members per team, over every player. */
  members: Map<string, number>;
};

/** What the view takes from the roster, built once per roster change rather than per push. */
function hostRoster(entry: CachedEvent): HostRoster {
  return memo(entry, 'hostRoster', () => {
    // The roster map keeps join order (loaded by join time, newcomers added at its end, a player's
    // later record replacing the earlier in place): its tail is the newest.
    const skip = entry.players.size - HOST_VIEW_PLAYERS;
    const newest: PlayerRecord[] = [];
    let i = 0;
    for (const p of entry.players.values()) if (i++ >= skip) newest.push(p);
    // The same count as the leaderboard's: players who named themselves into a team.
    const members = new Map<string, number>();
    for (const p of entry.named) if (p.teamId) members.set(p.teamId, (members.get(p.teamId) ?? 0) + 1);
    return { newest, members };
  });
}

/** A player as the host sees it: its alias, whether it is connected, has answered, and its points so far. */
function hostPlayer(
  entry: CachedEvent,
  aliases: PlayerAliases,
  p: PlayerRecord,
  isConnected: IsConnected,
  showsAnswers: boolean,
): HostPlayer {
  return {
    playerId: aliasIn(entry, aliases, p.playerId),
    name: p.name,
    teamId: p.teamId ?? null,
    connected: isConnected(p.playerId),
    answered: showsAnswers && entry.currentAnswers.has(p.playerId),
    points: entry.totals.get(p.playerId) ?? 0,
  };
}

/** Whether the answers (the "answered" marks, the answer key) show: while the current question runs or is revealed. */
const showsAnswers = (entry: CachedEvent, phase: LivePhase): boolean =>
  Boolean(entry.live.current) && (phase === 'question' || phase === 'reveal');

/**
 * The host's player search: players whose name contains `query` in any case (`query` comes trimmed
 * and non-empty from HostPlayerSearchQuery), at most HOST_PLAYER_SEARCH_RESULTS, the most recently
 * joined of them, in join order. A walk of the cached roster: no database read.
 */
export function searchPlayers(
  entry: CachedEvent,
  aliases: PlayerAliases,
  query: string,
  now: number,
  isConnected: IsConnected,
): HostPlayer[] {
  const needle = query.toLowerCase();
  const found: PlayerRecord[] = [];
  for (const p of entry.players.values()) {
    if (!p.name?.toLowerCase().includes(needle)) continue;
    found.push(p);
    if (found.length > HOST_PLAYER_SEARCH_RESULTS) found.shift();
  }
  const answers = showsAnswers(entry, effectivePhase(entry.live, entry.row, now));
  return found.map((p) => hostPlayer(entry, aliases, p, isConnected, answers));
}

export function hostView(
  entry: CachedEvent,
  plan: QuizPlan,
  join: JoinAddress,
  now: number,
  isConnected: IsConnected,
  screenList: HostScreen[],
  aliases: PlayerAliases,
): HostView {
  const { row, live } = entry;
  const phase = effectivePhase(live, row, now);
  const current = live.current;
  const next =
    phase === 'lobby' || phase === 'waiting'
      ? questionAfter(plan, null)
      : current && phase !== 'ended' && phase !== 'finished'
        ? questionAfter(plan, current)
        : null;
  let connected = 0;
  for (const p of entry.named) if (isConnected(p.playerId)) connected++;
  const roster = hostRoster(entry);
  const answers = showsAnswers(entry, phase);
  return {
    event: eventWithoutPlayers(row),
    live: liveView(entry, now, connected),
    answerKey: answers ? answerKey(current!.question) : null,
    ...(phase === 'reveal' || phase === 'leaderboard' ? { corrections: correctionsOf(entry) } : {}),
    ...(live.adjustments?.length ? { adjustments: adjustmentsOf(entry) } : {}),
    ...handsFreeOf(live, next?.quiz),
    // A reveal after which the quiz shows no leaderboard: the console offers the next question.
    ...(phase === 'reveal' && current && !leaderboardDue(current) ? { leaderboardDue: false as const } : {}),
    upNext: next
      ? {
          activityId: next.quiz.activityId,
          questionIndex: next.questionIndex,
          questionCount: next.quiz.questions.length,
          ...numberingOf(next.quiz.questions, next.questionIndex),
          texts: Object.fromEntries(
            Object.entries(next.question.texts).flatMap(([language, text]) => (text?.question ? [[language, text.question]] : [])),
          ),
          ...announcedScoring(next.question, next.quiz, entry.teams.length > 0),
          ...announcedKind(next.question.type),
        }
      : null,
    playerCount: entry.players.size,
    players: roster.newest.map((p) => hostPlayer(entry, aliases, p, isConnected, answers)),
    teams: entry.teams.map((t) => ({ ...t, points: live.teamPoints[t.id] ?? 0, members: roster.members.get(t.id) ?? 0 })),
    screens: row.screenIds.length,
    screenList,
    join,
    serverNow: new Date(now).toISOString(),
  };
}
