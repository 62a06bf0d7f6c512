// The operator's view of an event (`GET /events/{id}/live`): the shared live view plus
// what only the host may see, the correct answer and the players with their ids and connection.
import type { HostScreen, HostView, JoinAddress } from '@quizfest/shared';
import type { CachedEvent } from '../events/event-cache.js';
import { toEvent } from '../events/service.js';
import { answerKey } from './answer-key.js';
import { effectivePhase } from './engine/live-state.js';
import { questionAfter, type QuizPlan } from './engine/transitions.js';
import { liveView } from './views.js';

/** The event as its owner sees it in the editor, less the player list (the host view has its own). */
function eventWithoutPlayers(row: CachedEvent['row']): HostView['event'] {
  const { players: _players, playerCount: _playerCount, ...event } = toEvent(row, []);
  return event;
}

export function hostView(
  entry: CachedEvent,
  plan: QuizPlan,
  join: JoinAddress,
  now: number,
  connectedIds: Set<string>,
  screenList: HostScreen[],
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
  const connected = entry.named.filter((p) => connectedIds.has(p.playerId)).length;
  return {
    event: eventWithoutPlayers(row),
    live: liveView(entry, now, connected),
    answerKey: current && (phase === 'question' || phase === 'reveal') ? answerKey(current.question) : null,
    upNext: next
      ? {
          activityId: next.quiz.activityId,
          questionIndex: next.questionIndex,
          questionCount: next.quiz.questions.length,
          question: next.question.texts.en_US?.question || next.question.texts.fr_FR?.question || '',
        }
      : null,
    players: [...entry.players.values()].map((p) => ({
      playerId: p.playerId,
      name: p.name,
      teamId: p.teamId ?? null,
      connected: connectedIds.has(p.playerId),
      answered: Boolean(current && entry.currentAnswers.has(p.playerId) && (phase === 'question' || phase === 'reveal')),
      points: entry.totals.get(p.playerId) ?? 0,
    })),
    teams: entry.teams.map((t) => ({ ...t, points: live.teamPoints[t.id] ?? 0 })),
    screens: row.screenIds.length,
    screenList,
    join,
    serverNow: new Date(now).toISOString(),
  };
}
