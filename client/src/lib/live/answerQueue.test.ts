import { afterEach, describe, expect, it, vi } from 'vitest';
import { isSameQuestion, loadPendingAnswer, storePendingAnswer, viewHoldsAnswer } from './answerQueue';

const pending = { activityId: 'activity-1', questionIndex: 2, answer: 3 };

describe('answerQueue', () => {
  afterEach(() => {
    sessionStorage.clear();
    vi.restoreAllMocks();
  });

  it('keeps the pending answer per event across a reload and forgets it when cleared', () => {
    storePendingAnswer('event-a', pending);
    expect(loadPendingAnswer('event-a')).toEqual(pending);
    expect(loadPendingAnswer('event-b')).toBeNull();
    storePendingAnswer('event-a', null);
    expect(loadPendingAnswer('event-a')).toBeNull();
  });

  it('keeps the options ticked for several right answers as the list they are', () => {
    const ticked = { ...pending, answer: [1, 3] };
    storePendingAnswer('event-a', ticked);
    expect(loadPendingAnswer('event-a')).toEqual(ticked);
  });

  it('ignores stored junk', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    sessionStorage.setItem('quizfest.pendingAnswer.event-a', '{"activityId":1}');
    expect(loadPendingAnswer('event-a')).toBeNull();
    sessionStorage.setItem('quizfest.pendingAnswer.event-a', '{"activityId":"a","questionIndex":0,"answer":[]}');
    expect(loadPendingAnswer('event-a')).toBeNull();
    sessionStorage.setItem('quizfest.pendingAnswer.event-a', '{"activityId":"a","questionIndex":0,"answer":["1"]}');
    expect(loadPendingAnswer('event-a')).toBeNull();
    sessionStorage.setItem('quizfest.pendingAnswer.event-a', 'not json');
    expect(loadPendingAnswer('event-a')).toBeNull();
  });

  it('matches questions by activity and index', () => {
    expect(isSameQuestion(pending, { activityId: 'activity-1', questionIndex: 2 })).toBe(true);
    expect(isSameQuestion(pending, { activityId: 'activity-1', questionIndex: 3 })).toBe(false);
    expect(isSameQuestion(pending, { activityId: 'activity-2', questionIndex: 2 })).toBe(false);
  });

  it('counts a view as an acknowledgement only when my answer to that question is in it', () => {
    const question = { activityId: 'activity-1', questionIndex: 2 };
    expect(viewHoldsAnswer(pending, { live: { question }, me: { answer: '3' } })).toBe(true);
    expect(viewHoldsAnswer(pending, { live: { question }, me: { answer: null } })).toBe(false);
    expect(viewHoldsAnswer(pending, { live: { question: { ...question, questionIndex: 1 } }, me: { answer: '1' } })).toBe(false);
    expect(viewHoldsAnswer(pending, { live: null, me: null })).toBe(false);
  });
});
