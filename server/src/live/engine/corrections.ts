// The host's corrections of a revealed question (docs/PRODUCT-RULES.md#scoring, issue 20): accept
// an answer the key missed ('Pacifc ocean', an estimate the host judges close enough) as right, or
// void the question so it scores no one. Each re-scores the answers it touches, and each team's
// points for the question move from the mean (or total) it had to the one it has now, counting the members
// the reveal counted. Pure: live-store.ts applies the result under the event row's lock, once.
import { isNumeric, type Question } from '@quizfest/shared';
import type { StoredLive, TeamTally } from './live-state.js';
import { elapsedAtReveal } from './live-state.js';
import { normaliseText, rightAnswerPoints } from './scoring.js';
import { addPoints, teamPointsOf } from './standings.js';
import { streakBonusPoints } from './streaks.js';

export type Correction = { kind: 'accept'; key: string } | { kind: 'void' };

export type CorrectedAnswer = {
  playerId: string;
  answer: string;
  correct: boolean;
  points: number;
  answeredAt: Date;
  /** Right answers in a row before this one, counted at the reveal (engine/streaks.ts; 0 without the bonus). */
  streak: number;
  /** The player's team now, and when they named themselves into it (epoch ms; null: not named). */
  teamId: string | null;
  namedAt: number | null;
};

/** The answers that read the same to the host: free text normalised, an estimate as its number. */
export function answerGroupKey(question: Question, answer: string): string {
  return isNumeric(question.type) ? answer : normaliseText(answer);
}

/** Whether answers to this kind can be accepted one by one (typed answers: free text, an estimate). */
export const acceptsAnswers = (question: Question): boolean => question.type === 'free_text_input' || isNumeric(question.type);

export type AnswerGroup = { key: string; text: string; count: number; correct: boolean };

/**
 * The answers grouped as the host corrects them, the most given first (then by key): each with the
 * text most of its players typed, among as many the first in code-point order (capitalised before
 * lower case), so that every instance shows the same.
 */
export function groupAnswers(question: Question, answers: Iterable<{ answer: string; correct: boolean }>): AnswerGroup[] {
  const groups = new Map<string, { count: number; correct: boolean; texts: Map<string, number> }>();
  for (const a of answers) {
    const key = answerGroupKey(question, a.answer);
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { count: 0, correct: false, texts: new Map() }));
    group.count++;
    group.correct ||= a.correct;
    group.texts.set(a.answer, (group.texts.get(a.answer) ?? 0) + 1);
  }
  const byCode = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return [...groups.entries()]
    .sort(([ka, a], [kb, b]) => b.count - a.count || byCode(ka, kb))
    .map(([key, g]) => ({
      key,
      text: [...g.texts.entries()].sort(([ta, a], [tb, b]) => b - a || byCode(ta, tb))[0]![0],
      count: g.count,
      correct: g.correct,
    }));
}

export type Corrected = {
  live: StoredLive;
  /** The answers whose score changed, as they are now. */
  changed: CorrectedAnswer[];
  /** What each team's points moved by. */
  teamDeltas: Record<string, number>;
};

/** The question's state and answers after `correction`; `live` must show the reveal of its current question. */
export function applyCorrection(live: StoredLive, answers: CorrectedAnswer[], correction: Correction): Corrected {
  const current = live.current!;
  const changed: CorrectedAnswer[] = [];
  for (const a of answers) {
    if (correction.kind === 'void') {
      if (a.points !== 0) changed.push({ ...a, points: 0 });
    } else if (!a.correct && answerGroupKey(current.question, a.answer) === correction.key) {
      const elapsed = elapsedAtReveal(current, a.answeredAt.getTime());
      changed.push({
        ...a,
        correct: true,
        // With the streak bonus its run earned: the run counted at the reveal, which a wrong answer kept too.
        points:
          rightAnswerPoints(current.question, elapsed, current.timeLimitMs, current.speedScoring) +
          (current.streakBonus ? streakBonusPoints(current.question, a.streak) : 0),
      });
    }
  }
  const scored = [...(live.scored ?? [])];
  const index = scored.findIndex((q) => q.activityId === current.activityId && q.questionIndex === current.questionIndex);
  const teamDeltas: Record<string, number> = {};
  if (index >= 0) {
    const question = scored[index]!;
    const before = new Map(answers.map((a) => [a.playerId, a.points]));
    const teams: Record<string, TeamTally> = { ...question.teams };
    for (const a of changed) {
      // A member the reveal counted: in the team then, and still in it.
      const tally = a.teamId ? teams[a.teamId] : undefined;
      if (!tally || a.namedAt === null || a.namedAt > question.at) continue;
      teams[a.teamId!] = { ...tally, points: tally.points + a.points - (before.get(a.playerId) ?? 0) };
    }
    for (const [teamId, tally] of Object.entries(teams)) {
      const delta = teamPointsOf(tally, question.teamScoring) - teamPointsOf(question.teams[teamId]!, question.teamScoring);
      if (delta !== 0) teamDeltas[teamId] = delta;
    }
    scored[index] = { ...question, teams, ...(correction.kind === 'void' ? { voided: true as const } : {}) };
  }
  const now = new Map(answers.map((a) => [a.playerId, a]));
  for (const a of changed) now.set(a.playerId, a);
  const right = [...now.values()].filter((a) => a.correct).length;
  const reveal = live.reveal!;
  const accepted = correction.kind === 'accept' ? new Set(changed.map((a) => a.playerId)) : new Set<string>();
  const next: StoredLive = {
    ...live,
    scored,
    teamPoints: addPoints(live.teamPoints, teamDeltas),
    // The question is the one just revealed: what it added is still on the boards.
    lastTeamPoints: addPoints(live.lastTeamPoints, teamDeltas),
    reveal: {
      ...reveal,
      // Typed answers count right and wrong; options keep their counts, whatever is accepted.
      distribution: acceptsAnswers(current.question) ? [right, now.size - right] : reveal.distribution,
      ...(reveal.estimate
        ? {
            estimate: {
              ...reveal.estimate,
              closest: reveal.estimate.closest.map((c) => (accepted.has(c.playerId) ? { ...c, right: true } : c)),
            },
          }
        : {}),
      ...(correction.kind === 'void' ? { voided: true } : {}),
      ...(correction.kind === 'accept' ? { accepted: [...new Set([...(reveal.accepted ?? []), correction.key])] } : {}),
    },
  };
  return { live: next, changed, teamDeltas };
}
