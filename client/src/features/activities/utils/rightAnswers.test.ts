import type { Question } from '@quizfest/shared';
import { describe, expect, it } from 'vitest';
import { canToggleRightAnswer, isRightAnswer, rightAnswersWithout, toggleRightAnswer } from './rightAnswers';

const severalRight = (correctAnswers: number[]): Question => ({
  type: 'multiple_select',
  correctAnswers,
  timeLimit: 20,
  texts: { en_US: { question: 'Which are planets?', answers: ['Mars', 'Moon', 'Venus', 'Sun', 'Pluto'] } },
});

describe('the right answers of several right answers', () => {
  it('ticks an option, keeping the right ones ascending and the rest of the question', () => {
    const ticked = toggleRightAnswer(severalRight([3]), 1);
    expect(ticked).toEqual(severalRight([1, 3]));
    expect(toggleRightAnswer(ticked, 5).correctAnswers).toEqual([1, 3, 5]);
    expect(isRightAnswer(ticked, 1)).toBe(true);
    expect(isRightAnswer(ticked, 2)).toBe(false);
  });

  it('unticks a right one while another stays', () => {
    expect(toggleRightAnswer(severalRight([1, 3]), 1).correctAnswers).toEqual([3]);
  });

  it('keeps the last right one: it cannot be unticked', () => {
    const one = severalRight([3]);
    expect(canToggleRightAnswer(one, 3)).toBe(false);
    expect(toggleRightAnswer(one, 3)).toBe(one);
    // The others can still be ticked.
    expect(canToggleRightAnswer(one, 2)).toBe(true);
  });

  it('has none for a kind without them', () => {
    const poll: Question = { type: 'poll', texts: { en_US: { question: 'Lunch?', answers: ['Pizza', 'Soup'] } } };
    expect(isRightAnswer(poll, 1)).toBe(false);
  });

  it('after a removal: the removed one drops, the ones after it move up, none left means option 1', () => {
    expect(rightAnswersWithout([1, 3, 5], 3)).toEqual([1, 4]);
    expect(rightAnswersWithout([2, 4], 1)).toEqual([1, 3]);
    expect(rightAnswersWithout([1, 2], 5)).toEqual([1, 2]);
    expect(rightAnswersWithout([4], 4)).toEqual([1]);
  });
});
