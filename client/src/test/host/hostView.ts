// A host view for tests: a two-question quiz with two players and a team, in any phase.
import { HOST_VIEW_PLAYERS, type HostPlayer, type HostView, type LivePhase, type LiveQuestion, type LiveReveal } from '@quizfest/shared';

export const EVENT_ID = '77777777-7777-4777-8777-777777777777';
export const ANN = '55555555-5555-4555-8555-555555555555';
export const BOB = '66666666-6666-4666-8666-666666666666';
export const OWLS = '44444444-4444-4444-8444-444444444444';
export const SCREEN = 'a1b2c3d4-3333-4333-8333-333333333333';
const at = '2030-01-01T10:00:00.000Z';

export const capitalQuestion: LiveQuestion = {
  activityId: 'activity-1',
  activityIndex: 0,
  questionIndex: 0,
  questionCount: 2,
  type: 'multiple_text_choice_4',
  optionCount: 4,
  imageUrl: null,
  timeLimit: 20,
  readTime: 0,
  texts: { en_US: { question: 'Capital of France?', answers: ['Lyon', 'Paris', 'Nice', 'Lille'] } },
  startedAt: at,
  deadline: '2030-01-01T10:00:20.000Z',
  remainingMs: null,
};

/** A four-option poll in both languages: no right answer, so its answer key is empty. */
export const pollHostQuestion: LiveQuestion = {
  ...capitalQuestion,
  type: 'poll',
  optionCount: 4,
  texts: {
    en_US: { question: 'Best music for the party?', answers: ['Rock', 'Jazz', 'Pop', 'Folk'] },
    fr_FR: { question: 'La meilleure musique pour la fête ?', answers: ['Rock', 'Jazz', 'Pop', 'Folk (fr)'] },
  },
};
export const pollAnswerKey = { correctAnswer: null, correctTexts: {} };

/** Several right answers, four options in both languages: options 1 and 3 are right. */
export const severalHostQuestion: LiveQuestion = {
  ...capitalQuestion,
  type: 'multiple_select',
  optionCount: 4,
  texts: {
    en_US: { question: 'Which are planets?', answers: ['Mars', 'Moon', 'Venus', 'Sun'] },
    fr_FR: { question: 'Lesquelles sont des planètes ?', answers: ['Mars', 'Lune', 'Vénus', 'Soleil'] },
  },
};
export const severalAnswerKey = { correctAnswer: null, correctTexts: {}, correctAnswers: [1, 3] };

/**
 * Put in order, four items in both languages, shuffled as the server shows them (Mars, Mercury,
 * Earth, Venus): the right order from the Sun is shown items 2, 4, 3, 1.
 */
export const orderingHostQuestion: LiveQuestion = {
  ...capitalQuestion,
  type: 'ordering',
  optionCount: 4,
  texts: {
    en_US: { question: 'Put the planets in order from the Sun', answers: ['Mars', 'Mercury', 'Earth', 'Venus'] },
    fr_FR: { question: 'Rangez les planètes à partir du Soleil', answers: ['Mars', 'Mercure', 'Terre', 'Vénus'] },
  },
};
export const orderingAnswerKey = { correctAnswer: null, correctTexts: {}, correctAnswers: [2, 4, 3, 1] };

/** A numeric estimate in both languages, its unit in each: 1969, within 2. */
export const estimateHostQuestion: LiveQuestion = {
  ...capitalQuestion,
  type: 'numeric_estimate',
  optionCount: 0,
  texts: {
    en_US: { question: 'When did humans first walk on the Moon?', unit: 'years' },
    fr_FR: { question: 'En quelle année l’homme a-t-il marché sur la Lune ?', unit: 'ans' },
  },
};
export const estimateAnswerKey = { correctAnswer: null, correctTexts: {}, estimate: { value: 1969, tolerance: 2 } };

/**
 * A slide (issue 20) in both languages, its text on two lines, with an image: no options, and an
 * empty answer key. The server opens it straight at its reveal.
 */
export const slideHostQuestion: LiveQuestion = {
  ...capitalQuestion,
  type: 'slide',
  optionCount: 0,
  imageUrl: 'round-2.png',
  texts: { en_US: { question: 'Round 2\nMusic and films' }, fr_FR: { question: 'Manche 2\nMusique et cinéma' } },
};

/** The console at a slide: its "reveal", nothing answered, no right answer, no corrections. */
export function slideHostView(overrides: Partial<HostView> = {}): HostView {
  const view = hostView('reveal', overrides);
  return {
    ...view,
    live: { ...view.live, question: slideHostQuestion, reveal: { correctAnswer: null, correctTexts: {}, distribution: [], answered: 0 } },
    answerKey: { correctAnswer: null, correctTexts: {} },
    ...overrides,
  };
}

export function hostView(phase: LivePhase, overrides: Partial<HostView> = {}): HostView {
  const inQuestion = phase === 'question' || phase === 'reveal';
  return {
    event: {
      id: EVENT_ID,
      ownerId: '00000000-0000-4000-8000-000000000001',
      name: 'Friday Night',
      code: 'QWER',
      startDate: at,
      endDate: '2030-01-01T23:00:00.000Z',
      teamIds: [OWLS],
      activities: [],
      screenIds: [SCREEN],
      createdAt: at,
      updatedAt: at,
    },
    live: {
      rev: 7,
      phase,
      question: inQuestion ? capitalQuestion : null,
      reveal: null,
      leaderboard: null,
      counts: { players: 2, connected: 1, answered: phase === 'question' ? 1 : 0 },
    },
    answerKey: inQuestion ? { correctAnswer: 2, correctTexts: {} } : null,
    upNext: {
      activityId: 'activity-1',
      questionIndex: 1,
      questionCount: 2,
      texts: { en_US: 'Largest ocean?', fr_FR: 'Le plus grand océan ?' },
    },
    playerCount: 2,
    players: [
      { playerId: BOB, name: 'Bob', teamId: null, connected: false, answered: false, points: 0 },
      { playerId: ANN, name: 'Ann', teamId: OWLS, connected: true, answered: phase === 'question', points: 950 },
    ],
    teams: [{ id: OWLS, name: 'Owls', imageUrl: null, score: 4200, points: 950, members: 1 }],
    screens: 1,
    screenList: [{ screenId: SCREEN, connected: true, lastSeenAt: '2030-01-01T10:00:05.000Z' }],
    join: { url: 'http://192.168.1.10:3000', reachable: true },
    serverNow: '2030-01-01T10:00:05.000Z',
    ...overrides,
  };
}

/** Player number `n` of a crowded event, in team Owls. */
export const guest = (n: number): HostPlayer => ({
  playerId: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  name: `Guest ${n}`,
  teamId: OWLS,
  connected: true,
  answered: false,
  points: 0,
});

/** A crowded event: `total` players joined, the view lists the HOST_VIEW_PLAYERS most recent. */
export function crowdedHostView(phase: LivePhase, total = 5000, owlsMembers = 2345): HostView {
  const view = hostView(phase);
  return {
    ...view,
    live: { ...view.live, counts: { ...view.live.counts, players: total } },
    playerCount: total,
    players: Array.from({ length: HOST_VIEW_PLAYERS }, (_, i) => guest(total - HOST_VIEW_PLAYERS + 1 + i)),
    teams: view.teams.map((team) => ({ ...team, members: owlsMembers })),
  };
}

/** Free text in English: 'Pacific' is right. */
export const oceanHostQuestion: LiveQuestion = {
  ...capitalQuestion,
  type: 'free_text_input',
  optionCount: 0,
  texts: { en_US: { question: 'Largest ocean?' } },
};
export const oceanAnswerKey = { correctAnswer: null, correctTexts: { en_US: 'Pacific' } };

/**
 * What the host may correct of `oceanHostQuestion`, as the server groups its four answers (issue
 * 20): the most given first, then by key.
 */
export function oceanCorrections(overrides: Partial<NonNullable<HostView['corrections']>> = {}): NonNullable<HostView['corrections']> {
  return {
    voided: false,
    answers: [
      { key: 'pacifcocean', text: 'Pacifc Ocean', count: 2, correct: false },
      { key: 'atlantic', text: 'Atlantic', count: 1, correct: false },
      { key: 'pacific', text: 'Pacific', count: 1, correct: true },
    ],
    more: 0,
    ...overrides,
  };
}

/**
 * The reveal of `oceanHostQuestion` (or of the question, reveal and key given) with `corrections`, or
 * the leaderboard after it, which shows no question and no answer key but the same corrections.
 */
export function correctionsView(
  corrections: NonNullable<HostView['corrections']> = oceanCorrections(),
  {
    phase = 'reveal',
    question,
    reveal,
    answerKey,
  }: { phase?: 'reveal' | 'leaderboard'; question?: LiveQuestion; reveal?: LiveReveal; answerKey?: HostView['answerKey'] } = {},
): HostView {
  const view = hostView(phase);
  if (phase === 'leaderboard') return { ...view, corrections };
  const given = corrections.answers;
  const right = given.filter((answer) => answer.correct).reduce((sum, answer) => sum + answer.count, 0);
  const answered = given.reduce((sum, answer) => sum + answer.count, 0);
  return {
    ...view,
    live: {
      ...view.live,
      question: question ?? oceanHostQuestion,
      reveal: {
        ...(reveal ?? {
          correctAnswer: null,
          correctTexts: oceanAnswerKey.correctTexts,
          distribution: [right, answered - right],
          answered,
        }),
        ...(corrections.voided ? { voided: true as const } : {}),
      },
    },
    answerKey: answerKey ?? (question ? view.answerKey : oceanAnswerKey),
    corrections,
  };
}

/** When a hands-free view's next step comes by itself: 7 s after the test views' server time (10:00:05). */
export const AUTO_STEP_AT = '2030-01-01T10:00:12.000Z';

/**
 * A hands-free quiz's view (issue 20) in `phase`: running by itself (`on`), its reveal and
 * leaderboard going on at AUTO_STEP_AT, or `held` with 7 s left; once taken over (`on` false) no
 * step comes by itself.
 */
export function handsFreeView(phase: LivePhase, { on = true, held = false }: { on?: boolean; held?: boolean } = {}): HostView {
  const view = hostView(phase, { handsFree: { seconds: 10, on } });
  if (!on || (phase !== 'reveal' && phase !== 'leaderboard')) return view;
  const autoStep = held ? { at: null, remainingMs: 7000 } : { at: AUTO_STEP_AT, remainingMs: null };
  return { ...view, live: { ...view.live, autoStep } };
}
