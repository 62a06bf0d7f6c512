// A removed player's part in their team's points (docs/PRODUCT-RULES.md#scoring), worked out
// again from the counts each reveal kept: the team's points for a question become the mean of the
// other members it counted then; a question revealed before the player named themselves is left as it was.
import { describe, expect, it } from 'vitest';
import { initialLive, type ScoredQuestion, type StoredLive } from '../src/live/engine/live-state.js';
import { questionKey, withoutPlayer } from '../src/live/engine/player-removal.js';

const T0 = Date.UTC(2030, 0, 1, 20);
const q = (questionIndex: number, at: number, teams: ScoredQuestion['teams']): ScoredQuestion => ({
  activityId: 'activity-a',
  questionIndex,
  at,
  teams,
});
const current = (questionIndex: number) => ({
  activityId: 'activity-a',
  activityIndex: 0,
  questionIndex,
  questionCount: 3,
  question: { type: 'free_text_input' as const, texts: { en_US: { question: 'Q?', answer: 'A' } } },
  timeLimitMs: 20_000,
  startedAt: T0,
  deadline: null,
  remainingMs: null,
});

/** Two questions revealed: Alphas had 2 members at the first (900 + 0), 3 at the second (800 + 600 + 100). */
const played = (phase: StoredLive['phase'] = 'reveal'): StoredLive => ({
  ...initialLive(),
  phase,
  current: current(1),
  teamPoints: { alphas: 450 + 500, betas: 700 },
  lastTeamPoints: { alphas: 500, betas: 0 },
  scored: [
    q(0, T0 + 30_000, { alphas: { members: 2, points: 900 }, betas: { members: 1, points: 700 } }),
    q(1, T0 + 60_000, { alphas: { members: 3, points: 1500 }, betas: { members: 1, points: 0 } }),
  ],
});

const points = (entries: [number, number][]) => new Map(entries.map(([i, p]) => [questionKey('activity-a', i), p]));

describe('withoutPlayer', () => {
  it('gives each revealed question the mean of the other members counted then', () => {
    const { live, delta } = withoutPlayer(played(), {
      teamId: 'alphas',
      namedAt: T0,
      points: points([
        [0, 900],
        [1, 800],
      ]),
    });
    // Question 1: 0 / 1 = 0 (was 450); question 2: 700 / 2 = 350 (was 500).
    expect(delta).toBe(-450 - 150);
    expect(live.teamPoints).toEqual({ alphas: 350, betas: 700 });
    expect(live.lastTeamPoints).toEqual({ alphas: 350, betas: 0 });
    expect(live.scored!.map((s) => s.teams.alphas)).toEqual([
      { members: 1, points: 0 },
      { members: 2, points: 700 },
    ]);
    expect(live.scored!.map((s) => s.teams.betas)).toEqual([
      { members: 1, points: 700 },
      { members: 1, points: 0 },
    ]);
  });

  it('leaves the questions revealed before the player named themselves as they were', () => {
    const { live, delta } = withoutPlayer(played(), { teamId: 'alphas', namedAt: T0 + 45_000, points: points([[1, 100]]) });
    // Question 2 only: 1400 / 2 = 700 (was 500).
    expect(delta).toBe(200);
    expect(live.teamPoints.alphas).toBe(1150);
    expect(live.scored![0]).toEqual(played().scored![0]);
  });

  it("counts a team left without members for 0, and leaves the last reveal's points once the next question opened", () => {
    const single: StoredLive = {
      ...played('question'),
      current: current(2),
      lastTeamPoints: {},
      teamPoints: { betas: 700 },
    };
    const { live, delta } = withoutPlayer(single, { teamId: 'betas', namedAt: T0, points: points([[0, 700]]) });
    expect(delta).toBe(-700);
    expect(live.teamPoints.betas).toBe(0);
    expect(live.lastTeamPoints).toEqual({});
    expect(live.scored!.every((s) => !('betas' in s.teams))).toBe(true);
  });

  it('changes nothing in a state stored before the counts were kept, or for a team that never scored', () => {
    const old: StoredLive = { ...played(), scored: undefined };
    expect(withoutPlayer(old, { teamId: 'alphas', namedAt: T0, points: points([[0, 900]]) })).toEqual({ live: old, delta: 0 });
    const other = played();
    const { live, delta } = withoutPlayer(other, { teamId: 'gammas', namedAt: T0, points: new Map() });
    expect(delta).toBe(0);
    expect(live.teamPoints).toBe(other.teamPoints);
  });
});
