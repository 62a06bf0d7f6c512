// The phase machine (docs/PRODUCT-RULES.md#live-phases): every host action from every phase, allowed or refused with a
// message the host can act on, and the reveal that scores a question.
import type { Question } from '@quizfest/shared';
import { describe, expect, it } from 'vitest';
import {
  answersOpen,
  elapsedMs,
  initialLive,
  READ_END_GRACE_MS,
  reading,
  type StoredLive,
  type StoredPhase,
} from '../src/live/engine/live-state.js';
import {
  applyReveal,
  type AnswerForReveal,
  type PhaseAction,
  type QuizPlan,
  transition,
  TransitionRefused,
} from '../src/live/engine/transitions.js';

const T0 = Date.UTC(2030, 0, 1, 20);

const choice4 = (label: string, timeLimit?: number): Question => ({
  type: 'multiple_text_choice_4',
  correctAnswer: 2,
  ...(timeLimit ? { timeLimit } : {}),
  texts: { en_US: { question: label, answers: ['A', 'B', 'C', 'D'] } },
});
const choice2: Question = {
  type: 'multiple_text_choice_2',
  correctAnswer: 1,
  texts: { en_US: { question: 'Yes or no?', answers: ['Yes', 'No'] } },
};
const freeText: Question = { type: 'free_text_input', texts: { en_US: { question: 'Capital of France?', answer: 'Paris' } } };

// Quiz A (two questions), an empty quiz B, quiz C (one question with its own time limit).
const plan: QuizPlan = [
  { activityId: 'activity-a', activityIndex: 0, questions: [choice4('A1'), choice4('A2')] },
  { activityId: 'activity-b', activityIndex: 1, questions: [] },
  { activityId: 'activity-c', activityIndex: 2, questions: [choice4('C1', 30)] },
];

const label = (live: StoredLive) => live.current?.question.texts.en_US?.question;

/** Applies actions in turn, one second apart. */
function play(actions: PhaseAction[], from: StoredLive = initialLive(), at = T0): StoredLive {
  return actions.reduce((live, action, i) => transition(live, action, plan, at + i * 1000), from);
}

const running = () => play(['start']);
const paused = () => play(['start', 'pause']);
const states: Record<string, () => StoredLive> = {
  lobby: initialLive,
  'question (running)': running,
  'question (paused)': paused,
  reveal: () => play(['start', 'reveal']),
  leaderboard: () => play(['start', 'reveal', 'leaderboard']),
  finished: () => play(['start', 'reveal', 'next', 'reveal', 'next', 'reveal', 'next']),
  ended: () => play(['end']),
};

// What each action gives from each phase: the phase it leads to, or the refusal.
const ENDED = 'This event has ended';
const matrix: Record<string, Record<PhaseAction, StoredPhase | { refused: string }>> = {
  lobby: {
    start: 'question',
    next: { refused: 'Start the quiz first' },
    reveal: { refused: 'There is no question to reveal' },
    leaderboard: { refused: 'The leaderboard follows a reveal' },
    skip: { refused: 'There is no question to skip' },
    pause: { refused: 'There is no question running' },
    resume: { refused: 'The question is not paused' },
    podium: { refused: 'Start the quiz first' },
    end: 'ended',
    'take-over': 'lobby',
    'hand-back': { refused: 'The night already runs by itself' },
    'close-joining': 'lobby',
    'open-joining': { refused: 'Joining is already open' },
  },
  'question (running)': {
    start: { refused: 'The quiz has already started' },
    next: { refused: 'Reveal the answer before going on' },
    reveal: 'reveal',
    leaderboard: { refused: 'The leaderboard follows a reveal' },
    skip: 'question',
    pause: 'question',
    resume: { refused: 'The question is not paused' },
    podium: 'finished',
    end: 'ended',
    'take-over': 'question',
    'hand-back': { refused: 'The night already runs by itself' },
    'close-joining': 'question',
    'open-joining': { refused: 'Joining is already open' },
  },
  'question (paused)': {
    start: { refused: 'The quiz has already started' },
    next: { refused: 'Reveal the answer before going on' },
    reveal: 'reveal',
    leaderboard: { refused: 'The leaderboard follows a reveal' },
    skip: 'question',
    pause: { refused: 'The question is already paused' },
    resume: 'question',
    podium: 'finished',
    end: 'ended',
    'take-over': 'question',
    'hand-back': { refused: 'The night already runs by itself' },
    'close-joining': 'question',
    'open-joining': { refused: 'Joining is already open' },
  },
  reveal: {
    start: { refused: 'The quiz has already started' },
    next: 'question',
    reveal: { refused: 'There is no question to reveal' },
    leaderboard: 'leaderboard',
    skip: { refused: 'There is no question to skip' },
    pause: { refused: 'There is no question running' },
    resume: { refused: 'The question is not paused' },
    podium: 'finished',
    end: 'ended',
    'take-over': 'reveal',
    'hand-back': { refused: 'The night already runs by itself' },
    'close-joining': 'reveal',
    'open-joining': { refused: 'Joining is already open' },
  },
  leaderboard: {
    start: { refused: 'The quiz has already started' },
    next: 'question',
    reveal: { refused: 'There is no question to reveal' },
    leaderboard: { refused: 'The leaderboard follows a reveal' },
    skip: { refused: 'There is no question to skip' },
    pause: { refused: 'There is no question running' },
    resume: { refused: 'The question is not paused' },
    podium: 'finished',
    end: 'ended',
    'take-over': 'leaderboard',
    'hand-back': { refused: 'The night already runs by itself' },
    'close-joining': 'leaderboard',
    'open-joining': { refused: 'Joining is already open' },
  },
  finished: {
    start: { refused: 'The quiz has already started' },
    next: { refused: 'The quiz is over: end the event when you are ready' },
    reveal: { refused: 'There is no question to reveal' },
    leaderboard: { refused: 'The leaderboard follows a reveal' },
    skip: { refused: 'There is no question to skip' },
    pause: { refused: 'There is no question running' },
    resume: { refused: 'The question is not paused' },
    podium: { refused: 'The podium is already showing' },
    end: 'ended',
    'take-over': 'finished',
    'hand-back': { refused: 'The night already runs by itself' },
    'close-joining': 'finished',
    'open-joining': { refused: 'Joining is already open' },
  },
  ended: {
    start: { refused: ENDED },
    next: { refused: ENDED },
    reveal: { refused: ENDED },
    leaderboard: { refused: ENDED },
    skip: { refused: ENDED },
    pause: { refused: ENDED },
    resume: { refused: ENDED },
    podium: { refused: ENDED },
    end: { refused: ENDED },
    'take-over': { refused: ENDED },
    'hand-back': { refused: ENDED },
    'close-joining': { refused: ENDED },
    'open-joining': { refused: ENDED },
  },
};

const cases = Object.entries(matrix).flatMap(([from, row]) =>
  Object.entries(row).map(([action, outcome]) => ({ from, action: action as PhaseAction, outcome })),
);

describe('transition: every action from every phase', () => {
  it.each(cases)('$action from $from', ({ from, action, outcome }) => {
    const before = states[from]!();
    const copy = structuredClone(before);
    const now = T0 + 60_000;
    if (typeof outcome === 'string') {
      expect(transition(before, action, plan, now).phase).toBe(outcome);
    } else {
      let thrown: unknown;
      try {
        transition(before, action, plan, now);
      } catch (e) {
        thrown = e;
      }
      expect(thrown).toBeInstanceOf(TransitionRefused);
      expect((thrown as Error).message).toBe(outcome.refused);
    }
    // Pure: the service may still hold the state it passed in.
    expect(before).toEqual(copy);
  });

  // Every action is in each row by the matrix's type; this checks the rows cover every phase.
  it('starts from every phase the host drives', () => {
    const phases = { lobby: 1, question: 1, reveal: 1, leaderboard: 1, finished: 1, ended: 1 } satisfies Record<StoredPhase, 1>;
    expect(new Set(Object.values(states).map((s) => s().phase))).toEqual(new Set(Object.keys(phases)));
  });
});

describe('start', () => {
  it('opens the first question with the default 20 s limit', () => {
    const live = transition(initialLive(), 'start', plan, T0);
    expect(live).toEqual({
      phase: 'question',
      current: {
        activityId: 'activity-a',
        activityIndex: 0,
        questionIndex: 0,
        questionCount: 2,
        question: plan[0]!.questions[0],
        timeLimitMs: 20_000,
        readMs: 0,
        startedAt: T0,
        deadline: T0 + 20_000,
        remainingMs: null,
      },
      reveal: null,
      teamPoints: {},
      lastTeamPoints: {},
    });
  });

  it('skips quizzes without questions', () => {
    const emptyFirst: QuizPlan = [
      { activityId: 'activity-empty', activityIndex: 0, questions: [] },
      { activityId: 'activity-real', activityIndex: 1, questions: [freeText] },
    ];
    const live = transition(initialLive(), 'start', emptyFirst, T0);
    expect(live.current).toMatchObject({ activityId: 'activity-real', activityIndex: 1, questionIndex: 0, questionCount: 1 });
  });

  it('is refused when no quiz has a question', () => {
    const refusal = 'This event has no quiz questions to play';
    expect(() => transition(initialLive(), 'start', [], T0)).toThrow(refusal);
    expect(() => transition(initialLive(), 'start', [{ activityId: 'activity-empty', activityIndex: 0, questions: [] }], T0)).toThrow(
      refusal,
    );
  });
});

describe('next', () => {
  it('walks every question in order, over the empty quiz, to the podium', () => {
    const seen: (string | undefined)[] = [];
    let live = transition(initialLive(), 'start', plan, T0);
    seen.push(label(live));
    live = play(['reveal', 'next'], live);
    seen.push(label(live));
    live = play(['reveal', 'leaderboard', 'next'], live, T0 + 100_000);
    seen.push(label(live));
    expect(seen).toEqual(['A1', 'A2', 'C1']);
    expect(live.current).toMatchObject({
      activityId: 'activity-c',
      activityIndex: 2,
      questionIndex: 0,
      questionCount: 1,
      timeLimitMs: 30_000,
    });
    // The question opens when the host says next, with its own time limit.
    expect(live.current).toMatchObject({ startedAt: T0 + 102_000, deadline: T0 + 132_000 });
  });

  it('after the last question leads to finished, keeping the points won', () => {
    const last = play(['start', 'reveal', 'next', 'reveal', 'next']);
    const revealed = applyReveal(transition(last, 'reveal', plan, T0 + 10_000), [], { 'team-1': 800 });
    const finished = transition(revealed, 'next', plan, T0 + 20_000);
    expect(finished.phase).toBe('finished');
    expect(finished.reveal).toBeNull();
    expect(finished.teamPoints).toEqual({ 'team-1': 800 });
    expect(() => transition(finished, 'next', plan, T0 + 30_000)).toThrow(TransitionRefused);
  });

  it('clears what the last reveal added', () => {
    const revealed = applyReveal(play(['start', 'reveal']), [], { 'team-1': 700 });
    const next = transition(revealed, 'next', plan, T0 + 10_000);
    expect(next).toMatchObject({ phase: 'question', reveal: null, teamPoints: { 'team-1': 700 } });
    expect(next.lastTeamPoints).toEqual({});
  });
});

describe('skip', () => {
  it('opens the next question with a fresh deadline and clears the last points', () => {
    const question = { ...running(), lastTeamPoints: { 'team-1': 300 }, teamPoints: { 'team-1': 300 } };
    const skipped = transition(question, 'skip', plan, T0 + 5_000);
    expect(label(skipped)).toBe('A2');
    expect(skipped).toMatchObject({ phase: 'question', reveal: null, teamPoints: { 'team-1': 300 } });
    expect(skipped.lastTeamPoints).toEqual({});
    expect(skipped.current).toMatchObject({ questionIndex: 1, startedAt: T0 + 5_000, deadline: T0 + 25_000, remainingMs: null });
  });

  it('resumes the clock when the skipped question was paused', () => {
    const skipped = transition(paused(), 'skip', plan, T0 + 5_000);
    expect(skipped.current).toMatchObject({ questionIndex: 1, deadline: T0 + 25_000, remainingMs: null });
  });

  it('of the last question leads to finished', () => {
    const last = play(['start', 'skip', 'skip']);
    expect(label(last)).toBe('C1');
    expect(transition(last, 'skip', plan, T0 + 10_000).phase).toBe('finished');
  });
});

describe('pause and resume', () => {
  it('keep the time that was left, and the pause does not count as time taken', () => {
    const started = transition(initialLive(), 'start', plan, T0);
    const pausedAt = T0 + 5_000;
    const held = transition(started, 'pause', plan, pausedAt);
    expect(held.phase).toBe('question');
    expect(held.current).toMatchObject({ deadline: null, remainingMs: 15_000, startedAt: T0 });
    expect(elapsedMs(held.current!, pausedAt + 60_000)).toBe(5_000);
    // Paused, it takes no answers (issue 19): the stopped clock would score them as instant.
    expect(answersOpen(held, pausedAt + 60_000)).toBe(false);

    const resumedAt = pausedAt + 120_000;
    const back = transition(held, 'resume', plan, resumedAt);
    expect(back.current).toMatchObject({ deadline: resumedAt + 15_000, remainingMs: null, startedAt: T0 });
    expect(elapsedMs(back.current!, resumedAt)).toBe(5_000);
    expect(elapsedMs(back.current!, resumedAt + 10_000)).toBe(15_000);
    expect(answersOpen(back, resumedAt + 14_999)).toBe(true);
    expect(answersOpen(back, resumedAt + 15_000)).toBe(false);
  });

  it('twice over adds up both parts of the time taken', () => {
    let live = transition(initialLive(), 'start', plan, T0);
    live = transition(live, 'pause', plan, T0 + 4_000);
    live = transition(live, 'resume', plan, T0 + 50_000);
    live = transition(live, 'pause', plan, T0 + 53_000);
    expect(live.current!.remainingMs).toBe(13_000);
    expect(elapsedMs(live.current!, T0 + 99_000)).toBe(7_000);
  });

  it('after the deadline passed leaves no time, so answers stay closed', () => {
    const late = transition(running(), 'pause', plan, T0 + 25_000);
    expect(late.current!.remainingMs).toBe(0);
    expect(answersOpen(late, T0 + 25_000)).toBe(false);
    expect(transition(late, 'resume', plan, T0 + 30_000).current!.deadline).toBe(T0 + 30_000);
  });
});

describe('the reading time (the quiz shows each question alone first)', () => {
  // Quiz R: 3 s of reading, then the default 20 s to answer.
  const readPlan: QuizPlan = [{ activityId: 'activity-r', activityIndex: 0, questions: [choice4('R1'), choice4('R2')], readMs: 3_000 }];

  it('puts the reading before the time limit, and opens answers only once it is over', () => {
    const live = transition(initialLive(), 'start', readPlan, T0);
    expect(live.current).toMatchObject({ startedAt: T0, readMs: 3_000, timeLimitMs: 20_000, deadline: T0 + 23_000 });
    expect(reading(live.current!, T0 + 2_000)).toBe(true);
    expect(answersOpen(live, T0)).toBe(false);
    expect(answersOpen(live, T0 + 2_000)).toBe(false);
    // A phone whose clock runs a little ahead is not refused: its answer counts from the opening.
    expect(answersOpen(live, T0 + 3_000 - READ_END_GRACE_MS)).toBe(true);
    expect(elapsedMs(live.current!, T0 + 3_000 - READ_END_GRACE_MS)).toBe(0);
    // The race starts when answers open: 5 s after that is 5 s taken, not 8.
    expect(answersOpen(live, T0 + 8_000)).toBe(true);
    expect(elapsedMs(live.current!, T0 + 8_000)).toBe(5_000);
    expect(answersOpen(live, T0 + 23_000)).toBe(false);
  });

  it('is played again by every question of the quiz, and waits through a pause', () => {
    const started = transition(initialLive(), 'start', readPlan, T0);
    const held = transition(started, 'pause', readPlan, T0 + 1_000);
    expect(held.current!.remainingMs).toBe(22_000);
    const back = transition(held, 'resume', readPlan, T0 + 60_000);
    // 2 s of reading were left when the host paused: they come back first.
    expect(answersOpen(back, T0 + 61_000)).toBe(false);
    expect(answersOpen(back, T0 + 62_000)).toBe(true);
    const second = transition(transition(back, 'reveal', readPlan, T0 + 70_000), 'next', readPlan, T0 + 80_000);
    expect(second.current).toMatchObject({ questionIndex: 1, deadline: T0 + 80_000 + 23_000 });
    expect(answersOpen(second, T0 + 81_000)).toBe(false);
  });

  it('is none for a plan without one, and for a question stored before the setting', () => {
    const live = transition(initialLive(), 'start', plan, T0);
    expect(live.current!.deadline).toBe(T0 + 20_000);
    expect(answersOpen(live, T0)).toBe(true);
    const { readMs: _none, ...stored } = live.current!;
    expect(answersOpen({ ...live, current: stored }, T0)).toBe(true);
  });
});

describe('reveal and end', () => {
  it('reveal moves to the reveal and leaves the scoring to applyReveal', () => {
    const before = { ...running(), teamPoints: { 'team-1': 100 } };
    const revealed = transition(before, 'reveal', plan, T0 + 3_000);
    expect(revealed).toMatchObject({ phase: 'reveal', reveal: null, teamPoints: { 'team-1': 100 } });
    expect(revealed.current).toEqual(before.current);
  });

  it('end stops a running or paused clock, so nothing re-arms it', () => {
    expect(transition(running(), 'end', plan, T0 + 1_000).current).toMatchObject({ questionIndex: 0, deadline: null });
    expect(transition(paused(), 'end', plan, T0 + 1_000).current!.deadline).toBeNull();
    expect(transition(initialLive(), 'end', plan, T0).current).toBeNull();
  });

  it('end keeps the points won for the results', () => {
    const revealed = applyReveal(play(['start', 'reveal']), [], { 'team-1': 640 });
    expect(transition(revealed, 'end', plan, T0 + 9_000)).toMatchObject({ phase: 'ended', teamPoints: { 'team-1': 640 } });
  });
});

describe('applyReveal', () => {
  const answer = (playerId: string, value: string, correct = false, points = 0): AnswerForReveal => ({
    playerId,
    answer: value,
    correct,
    points,
  });
  const atQuestion = (question: Question): StoredLive => {
    const live = transition(initialLive(), 'start', [{ activityId: 'activity-q', activityIndex: 0, questions: [question] }], T0);
    return transition(live, 'reveal', plan, T0 + 2_000);
  };

  it('counts the answers per option of a 4-option question', () => {
    const live = applyReveal(
      atQuestion(choice4('Q')),
      [answer('p1', '2', true, 900), answer('p2', '4'), answer('p3', '2', true, 800), answer('p4', '1')],
      {},
    );
    expect(live.reveal).toEqual({ distribution: [1, 2, 0, 1], answered: 4 });
  });

  it('counts the answers per option of a 2-option question', () => {
    const live = applyReveal(atQuestion(choice2), [answer('p1', '1', true, 900), answer('p2', '2'), answer('p3', '2')], {});
    expect(live.reveal).toEqual({ distribution: [1, 2], answered: 3 });
  });

  it('counts right and wrong for free text', () => {
    const live = applyReveal(
      atQuestion(freeText),
      [answer('p1', 'Paris', true, 900), answer('p2', 'Lyon'), answer('p3', 'paris', true, 700)],
      {},
    );
    expect(live.reveal).toEqual({ distribution: [2, 1], answered: 3 });
  });

  it('shows an empty distribution when nobody answered', () => {
    expect(applyReveal(atQuestion(choice4('Q')), [], {}).reveal).toEqual({ distribution: [0, 0, 0, 0], answered: 0 });
    expect(applyReveal(atQuestion(freeText), [], {}).reveal).toEqual({ distribution: [0, 0], answered: 0 });
  });

  it("adds each team's mean to its points and remembers what it added", () => {
    const before = { ...atQuestion(choice2), teamPoints: { 'team-a': 1_000, 'team-b': 250 }, lastTeamPoints: { 'team-a': 1_000 } };
    const copy = structuredClone(before);
    const live = applyReveal(before, [], { 'team-a': 600, 'team-c': 450 });
    expect(live.teamPoints).toEqual({ 'team-a': 1_600, 'team-b': 250, 'team-c': 450 });
    expect(live.lastTeamPoints).toEqual({ 'team-a': 600, 'team-c': 450 });
    expect(before).toEqual(copy);
  });

  it('closes the clock of the question, paused or not', () => {
    const fromPaused = transition(paused(), 'reveal', plan, T0 + 3_000);
    expect(fromPaused.current!.remainingMs).not.toBeNull();
    const live = applyReveal(fromPaused, [], {});
    expect(live.phase).toBe('reveal');
    expect(live.current).toMatchObject({ questionIndex: 0, deadline: null, remainingMs: null });
    expect(answersOpen(live, T0 + 3_000)).toBe(false);
  });
});
