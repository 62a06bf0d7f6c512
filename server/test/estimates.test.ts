// A numeric estimate's scoring (docs/PRODUCT-RULES.md#scoring) on a fake clock: right within the
// tolerance as answers come; at the reveal, when none was, the closest win (ties all), scored as a
// right answer given at their time; where the answers fell, far-off ones in the end bins.
import { ESTIMATE_BINS, type Question } from '@quizfest/shared';
import { describe, expect, it } from 'vitest';
import { revealEstimate, type EstimateAnswer } from '../src/live/engine/estimates.js';
import type { CurrentQuestion } from '../src/live/engine/live-state.js';
import { scoreAnswer } from '../src/live/engine/scoring.js';

const LIMIT = 20_000;
const OPENED = Date.parse('2026-11-28T20:00:00Z');

const estimate = (value: number, tolerance?: number, extra: Partial<Question> = {}): Question => ({
  type: 'numeric_estimate',
  correctValue: value,
  ...(tolerance === undefined ? {} : { tolerance }),
  texts: { en_US: { question: 'How many?' } },
  ...extra,
});

/** A question opened at OPENED, closed (as at its reveal) with its whole limit used. */
const current = (question: Question, speedScoring = true): CurrentQuestion => ({
  activityId: 'activity-1',
  activityIndex: 0,
  questionIndex: 0,
  questionCount: 1,
  question,
  timeLimitMs: LIMIT,
  readMs: 0,
  ...(speedScoring ? {} : { speedScoring: false as const }),
  startedAt: OPENED,
  deadline: OPENED + LIMIT,
  remainingMs: null,
});

/** An answer as scoreAnswer stored it, `afterMs` into the question. */
function given(question: Question, playerId: string, typed: string, afterMs: number): EstimateAnswer {
  const scored = scoreAnswer(question, typed, afterMs, LIMIT)!;
  return { playerId, ...scored, answeredAt: new Date(OPENED + afterMs) };
}

describe('scoring an estimate as it comes', () => {
  it('is right within the tolerance, edges included, and wrong past it', () => {
    const q = estimate(10, 0.3);
    expect(scoreAnswer(q, '10.3', 0, LIMIT)).toEqual({ correct: true, points: 1000, answer: '10.3' });
    expect(scoreAnswer(q, '9,7', 0, LIMIT)).toEqual({ correct: true, points: 1000, answer: '9.7' });
    expect(scoreAnswer(q, '10.31', 0, LIMIT)).toEqual({ correct: false, points: 0, answer: '10.31' });
    expect(scoreAnswer(estimate(10), '10.0', LIMIT, LIMIT)).toEqual({ correct: true, points: 500, answer: '10' });
    expect(scoreAnswer(estimate(10, undefined, { pointsMultiplier: 2 }), '10', 0, LIMIT)?.points).toBe(2000);
  });

  it('does not fit anything but a number', () => {
    for (const typed of ['ten', '', '1e3', '10 km']) expect(scoreAnswer(estimate(10), typed, 0, LIMIT), typed).toBeNull();
    expect(scoreAnswer(estimate(10), [1, 2], 0, LIMIT)).toBeNull();
  });
});

describe('revealing an estimate', () => {
  it('leaves the answers as scored when some were within the tolerance', () => {
    const q = estimate(100, 5);
    const answers = [given(q, 'a', '104', 1000), given(q, 'b', '101', 4000), given(q, 'c', '150', 0)];
    const { answers: after, won, estimate: summary } = revealEstimate(current(q), answers);
    expect(won).toEqual([]);
    expect(after).toEqual(answers);
    // Nearest first: 101 before 104; the right ones say so.
    expect(summary.closest).toEqual([
      { playerId: 'b', answer: 101, right: true },
      { playerId: 'a', answer: 104, right: true },
      { playerId: 'c', answer: 150, right: false },
    ]);
  });

  it('makes the closest right when none was, every tie too, at the points their time earns', () => {
    const q = estimate(100);
    const answers = [given(q, 'early', '90', 0), given(q, 'late', '110', LIMIT), given(q, 'off', '130', 0)];
    const { answers: after, won } = revealEstimate(current(q), answers);
    expect(won.map((a) => [a.playerId, a.points])).toEqual([
      ['early', 1000],
      ['late', 500],
    ]);
    expect(after.map((a) => [a.playerId, a.correct, a.points])).toEqual([
      ['early', true, 1000],
      ['late', true, 500],
      ['off', false, 0],
    ]);
    // Without speed scoring, or at ×0, as a right answer would be.
    expect(revealEstimate(current(q, false), answers).won.map((a) => a.points)).toEqual([1000, 1000]);
    const nothing = estimate(100, undefined, { pointsMultiplier: 0 });
    expect(revealEstimate(current(nothing), answers).won.map((a) => [a.correct, a.points])).toEqual([
      [true, 0],
      [true, 0],
    ]);
  });

  it('names the closest first, then the earliest among equals, at most five', () => {
    const q = estimate(0);
    const answers = ['7', '-3', '3', '9', '1', '5', '8'].map((typed, i) => given(q, `p${i}`, typed, 1000 * (7 - i)));
    const { estimate: summary } = revealEstimate(current(q), answers);
    expect(summary.closest.map((c) => c.playerId)).toEqual(['p4', 'p2', 'p1', 'p5', 'p0']);
  });

  it('spans the value and most answers, with far-off answers in the end bins', () => {
    const q = estimate(50, 10);
    const typed = [...Array.from({ length: 38 }, (_, i) => String(30 + i)), '1000000', '-1000000'];
    const { estimate: summary } = revealEstimate(
      current(q),
      typed.map((n, i) => given(q, `p${i}`, n, 0)),
    );
    expect(summary.bins).toHaveLength(ESTIMATE_BINS);
    expect(summary.bins.reduce((a, b) => a + b, 0)).toBe(40);
    expect(summary.low).toBeGreaterThanOrEqual(30);
    expect(summary.low).toBeLessThanOrEqual(40);
    expect(summary.high).toBeGreaterThanOrEqual(60);
    expect(summary.high).toBeLessThanOrEqual(67);
  });

  it('still spans something when every answer is the value, or there are none', () => {
    const q = estimate(7);
    const same = revealEstimate(current(q), [given(q, 'a', '7', 0), given(q, 'b', '7', 0)]).estimate;
    expect(same.high).toBeGreaterThan(same.low);
    expect(same.bins.reduce((a, b) => a + b, 0)).toBe(2);
    const none = revealEstimate(current(q), []);
    expect(none.won).toEqual([]);
    expect(none.estimate).toMatchObject({ value: 7, tolerance: 0, closest: [] });
    expect(none.estimate.bins).toEqual(Array.from({ length: ESTIMATE_BINS }, () => 0));
  });
});
