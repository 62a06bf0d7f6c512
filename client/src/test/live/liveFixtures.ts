// Views as the server sends them, for tests of the live connection and the pages built on it.
import type { LiveQuestion, LiveReveal, LiveView, PlayerMe, PollResponse } from '@quizfest/shared';

export const EVENT_ID = '0b6f7a0e-3d2c-4b8e-9a51-2f6f0e4d7c11';
export const PLAYER_ID = '9d0c0f4e-1b5a-4c3d-8e2f-7a6b5c4d3e21';

export function liveQuestion(overrides: Partial<LiveQuestion> = {}): LiveQuestion {
  return {
    activityId: 'activity-1',
    activityIndex: 0,
    questionIndex: 0,
    questionCount: 3,
    type: 'multiple_text_choice_4',
    optionCount: 4,
    imageUrl: null,
    timeLimit: 20,
    readTime: 0,
    texts: {
      en_US: { question: 'Capital of France?', answers: ['Lyon', 'Paris', 'Nice', 'Lille'] },
      fr_FR: { question: 'Capitale de la France ?', answers: ['Lyon (fr)', 'Paris (fr)', 'Nice (fr)', 'Lille (fr)'] },
    },
    startedAt: new Date(Date.now() - 5000).toISOString(),
    deadline: new Date(Date.now() + 15_000).toISOString(),
    remainingMs: null,
    ...overrides,
  };
}

/** The options of `pollQuestion`, in each language: up to six. */
export const POLL_ANSWERS = {
  en_US: ['Rock', 'Jazz', 'Pop', 'Folk', 'Disco', 'Techno'],
  fr_FR: ['Rock (fr)', 'Jazz (fr)', 'Pop (fr)', 'Folk (fr)', 'Disco (fr)', 'Techno (fr)'],
} as const;

/**
 * A poll as the server sends it: `optionCount` options (2 to 6) in both languages, and never a
 * points multiplier (a poll scores no one).
 */
export function pollQuestion(optionCount = 6, overrides: Partial<LiveQuestion> = {}): LiveQuestion {
  return liveQuestion({
    type: 'poll',
    optionCount,
    texts: {
      en_US: { question: 'Best music for the party?', answers: POLL_ANSWERS.en_US.slice(0, optionCount) },
      fr_FR: { question: 'La meilleure musique pour la fête ?', answers: POLL_ANSWERS.fr_FR.slice(0, optionCount) },
    },
    ...overrides,
  });
}

/** A poll's reveal: votes per option, no right answer. */
export function pollReveal(distribution: number[], overrides: Partial<LiveReveal> = {}): LiveReveal {
  const answered = distribution.reduce((sum, votes) => sum + votes, 0);
  return { correctAnswer: null, correctTexts: {}, distribution, answered, ...overrides };
}

/** The options of `severalQuestion`, in each language: up to six, of which 1, 3 and 5 are planets. */
export const SEVERAL_ANSWERS = {
  en_US: ['Mars', 'Moon', 'Venus', 'Sun', 'Saturn', 'Titan'],
  fr_FR: ['Mars (fr)', 'Lune', 'Vénus', 'Soleil', 'Saturne', 'Titan (fr)'],
} as const;

/**
 * Several right answers as the server sends them: `optionCount` options (2 to 6) in both languages,
 * no right one in it (the reveal brings them, in `correctAnswers`).
 */
export function severalQuestion(optionCount = 4, overrides: Partial<LiveQuestion> = {}): LiveQuestion {
  return liveQuestion({
    type: 'multiple_select',
    optionCount,
    texts: {
      en_US: { question: 'Which are planets?', answers: SEVERAL_ANSWERS.en_US.slice(0, optionCount) },
      fr_FR: { question: 'Lesquelles sont des planètes ?', answers: SEVERAL_ANSWERS.fr_FR.slice(0, optionCount) },
    },
    ...overrides,
  });
}

/**
 * The reveal of several right answers: every right option in `correctAnswers`, none in
 * `correctAnswer`, and how many players ticked each option (`answered` is the players who answered).
 */
export function severalReveal(
  correctAnswers: number[],
  distribution: number[],
  answered: number,
  overrides: Partial<LiveReveal> = {},
): LiveReveal {
  return { correctAnswer: null, correctAnswers, correctTexts: {}, distribution, answered, ...overrides };
}

/** Planets from the Sun, in each language: the items of `orderingQuestion` as the quiz writes them, in the right order. */
export const PLANETS = {
  en_US: ['Mercury', 'Venus', 'Earth', 'Mars', 'Jupiter', 'Saturn'],
  fr_FR: ['Mercure', 'Vénus', 'Terre', 'Mars (fr)', 'Jupiter (fr)', 'Saturne'],
} as const;

/**
 * Put in order as the server sends it: its items shuffled. `shown` lists the items as the quiz
 * writes them (1 = Mercury), in the order the phones and screens show them; by default Mars,
 * Mercury, Earth, Venus, whose right order in shown numbers is [2, 4, 3, 1] (see rightOrderOf).
 */
export function orderingQuestion(shown: readonly number[] = [4, 1, 3, 2], overrides: Partial<LiveQuestion> = {}): LiveQuestion {
  const items = (language: keyof typeof PLANETS) => shown.map((written) => PLANETS[language][written - 1] ?? '');
  return liveQuestion({
    type: 'ordering',
    optionCount: shown.length,
    texts: {
      en_US: { question: 'Put the planets in order from the Sun', answers: items('en_US') },
      fr_FR: { question: 'Rangez les planètes à partir du Soleil', answers: items('fr_FR') },
    },
    ...overrides,
  });
}

/** The right order of `orderingQuestion(shown)` in shown numbers, as the reveal gives it: the shown number of Mercury first. */
export const rightOrderOf = (shown: readonly number[]): number[] => shown.map((_, i) => shown.indexOf(i + 1) + 1);

/**
 * The reveal of put in order: the right order in `correctAnswers` (shown numbers), and for each of
 * its places how many players put its item there (`answered` is the players who answered).
 */
export function orderingReveal(
  correctAnswers: number[],
  distribution: number[],
  answered: number,
  overrides: Partial<LiveReveal> = {},
): LiveReveal {
  return { correctAnswer: null, correctAnswers, correctTexts: {}, distribution, answered, ...overrides };
}

/**
 * A numeric estimate as the server sends it: no options, and its unit in each language (the Moon
 * landing, answered in years, within 2 of 1969).
 */
export function estimateQuestion(overrides: Partial<LiveQuestion> = {}): LiveQuestion {
  return liveQuestion({
    type: 'numeric_estimate',
    optionCount: 0,
    texts: {
      en_US: { question: 'When did humans first walk on the Moon?', unit: 'years' },
      fr_FR: { question: 'En quelle année l’homme a-t-il marché sur la Lune ?', unit: 'ans' },
    },
    ...overrides,
  });
}

/**
 * A numeric estimate's reveal: 1969 within 2, 28 answers in 12 bins from 1940 to 2000 (5 years
 * each, the value in the 6th), three of the five closest right.
 */
export function estimateReveal(
  estimate: Partial<NonNullable<LiveReveal['estimate']>> = {},
  overrides: Partial<LiveReveal> = {},
): LiveReveal {
  return {
    correctAnswer: null,
    correctTexts: {},
    distribution: [3, 25],
    answered: 28,
    estimate: {
      value: 1969,
      tolerance: 2,
      low: 1940,
      high: 2000,
      bins: [0, 1, 0, 2, 3, 9, 5, 4, 2, 1, 0, 1],
      closest: [
        { name: 'Ann', teamName: 'Owls', answer: 1969, right: true },
        { name: 'Bob', teamName: null, answer: 1970, right: true },
        { name: 'Cy', teamName: 'Foxes', answer: 1967.5, right: true },
        { name: 'Dee', teamName: 'Owls', answer: 1975, right: false },
        { name: 'Eve', teamName: null, answer: 1960, right: false },
      ],
      ...estimate,
    },
    ...overrides,
  };
}

/** Free text as the server sends it: no options, the question in both languages. */
export function oceanQuestion(overrides: Partial<LiveQuestion> = {}): LiveQuestion {
  return liveQuestion({
    type: 'free_text_input',
    optionCount: 0,
    texts: { en_US: { question: 'Largest ocean?' }, fr_FR: { question: 'Le plus grand océan ?' } },
    ...overrides,
  });
}

/**
 * Its reveal: 'Pacific' (in French 'Pacifique'), 2 right of 4. The host's corrections (issue 20) add
 * `accepted` (the answers accepted since, as most of their players typed them) or `voided`.
 */
export function oceanReveal(overrides: Partial<LiveReveal> = {}): LiveReveal {
  return { correctAnswer: null, correctTexts: { en_US: 'Pacific', fr_FR: 'Pacifique' }, distribution: [2, 2], answered: 4, ...overrides };
}

/**
 * A slide as the server sends it (issue 20): a round's title on two lines in both languages and an
 * image, no options, nothing to answer, no scoring badge. It opens at once in the reveal phase.
 */
export function slideQuestion(overrides: Partial<LiveQuestion> = {}): LiveQuestion {
  return liveQuestion({
    type: 'slide',
    optionCount: 0,
    imageUrl: 'round-2.png',
    texts: { en_US: { question: 'Round 2\nMusic and films' }, fr_FR: { question: 'Manche 2\nMusique et cinéma' } },
    ...overrides,
  });
}

/** A slide's "reveal": nothing right, nothing answered, no explanation. */
export const slideReveal = (): LiveReveal => ({ correctAnswer: null, correctTexts: {}, distribution: [], answered: 0 });

/** The live view at a slide, the leaderboard as the question before left it. */
export function slideLiveView(question: LiveQuestion = slideQuestion(), overrides: Partial<LiveView> = {}): LiveView {
  return liveView({ phase: 'reveal', question, reveal: slideReveal(), counts: { players: 3, connected: 3, answered: 0 }, ...overrides });
}

export function liveView(overrides: Partial<LiveView> = {}): LiveView {
  return {
    rev: 1,
    phase: 'lobby',
    question: null,
    reveal: null,
    leaderboard: null,
    counts: { players: 3, connected: 3, answered: 0 },
    ...overrides,
  };
}

export function playerMe(overrides: Partial<PlayerMe> = {}): PlayerMe {
  return { answer: null, result: null, totalPoints: 0, rank: null, teamPoints: null, teamRank: null, teamCount: 0, ...overrides };
}

export function playerPoll(overrides: Partial<PollResponse> = {}): PollResponse {
  const now = Date.now();
  return {
    event: {
      id: EVENT_ID,
      name: 'Friday Quiz',
      code: 'ABCD',
      startDate: new Date(now - 3_600_000).toISOString(),
      endDate: new Date(now + 3_600_000).toISOString(),
      teamIds: [],
      activities: [],
      playerCount: 3,
    },
    player: { playerId: PLAYER_ID, name: 'Ann', teamId: null },
    live: liveView(),
    me: playerMe(),
    serverNow: new Date(now).toISOString(),
    ...overrides,
  };
}

/**
 * A hands-free quiz's next automatic step (issue 20): `ms` after `serverNow` (the server's time;
 * this machine's by default), or `held` by the host with `ms` left.
 */
export function autoStep(ms = 7000, { held = false, serverNow = Date.now() } = {}): NonNullable<LiveView['autoStep']> {
  return held ? { at: null, remainingMs: ms } : { at: new Date(serverNow + ms).toISOString(), remainingMs: null };
}
