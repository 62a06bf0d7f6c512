// The streak bonus's arithmetic and where runs continue from (engine/streaks.ts): the edges the
// live test does not reach (the cap, ×0, a question without the bonus ending every run).
import { describe, expect, it } from 'vitest';
import type { Question } from '@quizfest/shared';
import { initialLive, type CurrentQuestion } from '../src/live/engine/live-state.js';
import { countsStreaks, streakBonusPoints, streakFromAfter, streakOf } from '../src/live/engine/streaks.js';

const choice: Question = { type: 'multiple_text_choice_2', correctAnswer: 1, texts: { en_US: { question: 'Q?', answers: ['A', 'B'] } } };
const poll: Question = { type: 'poll', texts: { en_US: { question: 'Q?', answers: ['A', 'B'] } } };
const current = (question: Question, streakBonus: boolean, questionIndex = 3): CurrentQuestion => ({
  activityId: 'activity-1',
  activityIndex: 0,
  questionIndex,
  questionCount: 10,
  question,
  timeLimitMs: 20_000,
  ...(streakBonus ? { streakBonus: true as const } : {}),
  startedAt: 0,
  deadline: 20_000,
  remainingMs: null,
});

describe('streakBonusPoints', () => {
  it('is 100 per right answer before, up to 5 of them, times the multiplier', () => {
    expect([0, 1, 2, 5, 6, 40].map((before) => streakBonusPoints(choice, before))).toEqual([0, 100, 200, 500, 500, 500]);
    expect(streakBonusPoints({ pointsMultiplier: 2 }, 3)).toBe(600);
    expect(streakBonusPoints({ pointsMultiplier: 0 }, 3)).toBe(0);
  });
});

describe('streakOf', () => {
  it('counts the run with a right answer and ends it with a wrong one', () => {
    expect(streakOf(choice, { correct: true, streak: 2 })).toEqual({ streak: 3, bonus: 200 });
    expect(streakOf(choice, { correct: true })).toEqual({ streak: 1, bonus: 0 });
    expect(streakOf(choice, { correct: false, streak: 4 })).toEqual({ streak: 0, bonus: 0 });
  });
});

describe('streakFromAfter', () => {
  const from = { activityId: 'activity-1', questionIndex: 1 };
  const live = { ...initialLive(), streakFrom: from };
  it('moves to a question with the bonus, stays over a poll, and is gone after a scored question without it', () => {
    expect(countsStreaks(current(choice, true))).toBe(true);
    expect(streakFromAfter(live, current(choice, true))).toEqual({ activityId: 'activity-1', questionIndex: 3 });
    expect(countsStreaks(current(poll, true))).toBe(false);
    expect(streakFromAfter(live, current(poll, true))).toBe(from);
    expect(streakFromAfter(live, current(poll, false))).toBe(from);
    expect(countsStreaks(current(choice, false))).toBe(false);
    expect(streakFromAfter(live, current(choice, false))).toBeUndefined();
  });
});
