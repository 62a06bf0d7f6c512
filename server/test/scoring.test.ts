// Scoring of one answer (docs/PRODUCT-RULES.md#scoring): the speed formula, free text normalised with one typo allowed
// in answers of 5+ letters, and answers that do not fit their question.
import type { Question } from '@quizfest/shared';
import { describe, expect, it } from 'vitest';
import { editDistanceWithin, freeTextMatches, normaliseText, scoreAnswer, speedPoints } from '../src/live/engine/scoring.js';

const LIMIT = 20_000;

const choice = (options: 2 | 4, correctAnswer: number): Question => ({
  type: options === 2 ? 'multiple_text_choice_2' : 'multiple_text_choice_4',
  correctAnswer,
  texts: { en_US: { question: 'Pick one', answers: Array.from({ length: options }, (_, i) => `Option ${i + 1}`) } },
});

const freeText = (en: string, fr?: string): Question => ({
  type: 'free_text_input',
  texts: {
    en_US: { question: 'Capital of the UK?', answer: en },
    ...(fr ? { fr_FR: { question: 'Capitale du Royaume-Uni ?', answer: fr } } : {}),
  },
});

describe('speedPoints', () => {
  it('gives 1000 for an instant answer and 500 at the time limit', () => {
    expect(speedPoints(0, LIMIT)).toBe(1000);
    expect(speedPoints(LIMIT / 2, LIMIT)).toBe(750);
    expect(speedPoints(LIMIT, LIMIT)).toBe(500);
  });

  it('never goes below 500 or above 1000, whatever the clock says', () => {
    expect(speedPoints(LIMIT + 1, LIMIT)).toBe(500);
    expect(speedPoints(10 * LIMIT, LIMIT)).toBe(500);
    expect(speedPoints(-5_000, LIMIT)).toBe(1000);
  });

  it('rounds to the nearest point, up and down', () => {
    // 1000 × (1 − 1/14) = 928.57…, 1000 × (1 − 2/14) = 857.14…
    expect(speedPoints(1_000, 7_000)).toBe(929);
    expect(speedPoints(2_000, 7_000)).toBe(857);
    expect(speedPoints(1, LIMIT)).toBe(1000);
    expect(speedPoints(30, LIMIT)).toBe(999);
  });
});

describe('normaliseText', () => {
  it('drops case, punctuation and spacing', () => {
    expect(normaliseText('  PARIS!! ')).toBe('paris');
    expect(normaliseText('  New   York ')).toBe('newyork');
    expect(normaliseText('Jay-Z')).toBe(normaliseText('jay z'));
    expect(normaliseText('AC/DC')).toBe(normaliseText('AC DC'));
    expect(normaliseText('"Rock & Roll", 1955.')).toBe('rockroll1955');
  });

  it('drops French accents and apostrophes, straight or curly', () => {
    expect(normaliseText("  L'Été! ")).toBe('lete');
    expect(normaliseText('L’été')).toBe('lete');
    expect(normaliseText('Ça va, François ?')).toBe('cavafrancois');
    expect(normaliseText('Crème brûlée')).toBe('cremebrulee');
    expect(normaliseText('Île-de-France')).toBe('iledefrance');
    expect(normaliseText('Noël à Vesoul')).toBe('noelavesoul');
  });

  it('writes ligatures and letters of their own as a plain keyboard would', () => {
    expect(normaliseText('Cœur')).toBe('coeur');
    expect(normaliseText('ŒUVRE')).toBe('oeuvre');
    expect(normaliseText('Ærø')).toBe('aero');
    expect(normaliseText('Straße')).toBe('strasse');
    expect(normaliseText('Łódź')).toBe('lodz');
    expect(normaliseText('ﬁn')).toBe('fin');
  });

  it('drops the accents of other Latin alphabets', () => {
    expect(normaliseText('Ångström')).toBe('angstrom');
    expect(normaliseText('Zürich')).toBe('zurich');
    expect(normaliseText('São Paulo')).toBe('saopaulo');
    expect(normaliseText('Dvořák')).toBe('dvorak');
    expect(normaliseText('Kraków')).toBe('krakow');
    expect(normaliseText('España')).toBe('espana');
  });

  it('keeps digits and the letters of other scripts', () => {
    expect(normaliseText('1789')).toBe('1789');
    expect(normaliseText('Москва')).toBe('москва');
    expect(normaliseText('ＡＢＣ１')).toBe('abc1');
  });
});

describe('editDistanceWithin', () => {
  it('counts one edit for a letter wrong, missing, extra, or two neighbours swapped', () => {
    expect(editDistanceWithin('paris', 'paris', 1)).toBe(0);
    expect(editDistanceWithin('parjs', 'paris', 1)).toBe(1);
    expect(editDistanceWithin('pars', 'paris', 1)).toBe(1);
    expect(editDistanceWithin('pariis', 'paris', 1)).toBe(1);
    expect(editDistanceWithin('pairs', 'paris', 1)).toBe(1);
  });

  it('stops at max + 1 once the distance is past max', () => {
    expect(editDistanceWithin('kitten', 'sitting', 1)).toBe(2);
    expect(editDistanceWithin('kitten', 'sitting', 3)).toBe(3);
    expect(editDistanceWithin('abcdef', 'a', 2)).toBe(3);
  });

  it('measures against an empty string', () => {
    expect(editDistanceWithin('', '', 1)).toBe(0);
    expect(editDistanceWithin('a', '', 1)).toBe(1);
    expect(editDistanceWithin('', 'a', 1)).toBe(1);
    expect(editDistanceWithin('ab', '', 2)).toBe(2);
  });
});

describe('freeTextMatches', () => {
  it('accepts the answer as written and once normalised', () => {
    expect(freeTextMatches('Paris', ['Paris'])).toBe(true);
    expect(freeTextMatches('  paris !', ['Paris'])).toBe(true);
    expect(freeTextMatches("l'ete", ['L’Été'])).toBe(true);
    expect(freeTextMatches('coeur', ['Cœur'])).toBe(true);
    expect(freeTextMatches('jay z', ['Jay-Z'])).toBe(true);
  });

  it('allows one typo of each kind in an answer of 5+ letters', () => {
    expect(freeTextMatches('Parjs', ['Paris'])).toBe(true); // substitution
    expect(freeTextMatches('Pariis', ['Paris'])).toBe(true); // insertion
    expect(freeTextMatches('Pars', ['Paris'])).toBe(true); // deletion
    expect(freeTextMatches('Pairs', ['Paris'])).toBe(true); // adjacent swap
    expect(freeTextMatches('Saint Tropes', ['Saint-Tropez'])).toBe(true);
  });

  it('refuses two typos', () => {
    expect(freeTextMatches('Pxrjs', ['Paris'])).toBe(false);
    expect(freeTextMatches('Pas', ['Paris'])).toBe(false);
    expect(freeTextMatches('Pariiss', ['Paris'])).toBe(false);
    expect(freeTextMatches('Apirs', ['Paris'])).toBe(false);
    expect(freeTextMatches('Londers', ['London'])).toBe(false);
  });

  it('wants an exact match, once normalised, for answers of 4 letters or fewer', () => {
    expect(freeTextMatches('ROME!', ['Rome'])).toBe(true);
    expect(freeTextMatches('Rame', ['Rome'])).toBe(false);
    expect(freeTextMatches('Rom', ['Rome'])).toBe(false);
    expect(freeTextMatches('Romee', ['Rome'])).toBe(false);
    expect(freeTextMatches('Rmoe', ['Rome'])).toBe(false);
    // Letters are what count: "Jay-Z" has four, its hyphen gives it no typo.
    expect(freeTextMatches('Jay Y', ['Jay-Z'])).toBe(false);
  });

  it("matches any language's answer", () => {
    const accepted = ['London', 'Londres'];
    expect(freeTextMatches('London', accepted)).toBe(true);
    expect(freeTextMatches('Londres', accepted)).toBe(true);
    expect(freeTextMatches('londre', accepted)).toBe(true);
    expect(freeTextMatches('Lundon', accepted)).toBe(true);
    expect(freeTextMatches('Berlin', accepted)).toBe(false);
  });

  it('refuses an empty answer, and never matches an empty accepted answer', () => {
    expect(freeTextMatches('', ['Paris'])).toBe(false);
    expect(freeTextMatches('   ', ['Paris'])).toBe(false);
    expect(freeTextMatches('?!', ['Paris'])).toBe(false);
    expect(freeTextMatches('', [''])).toBe(false);
    expect(freeTextMatches('?', ['!'])).toBe(false);
    expect(freeTextMatches('a', [''])).toBe(false);
    expect(freeTextMatches('Paris', [])).toBe(false);
    expect(freeTextMatches('Paris', ['', 'Paris'])).toBe(true);
  });
});

describe('scoreAnswer', () => {
  it('scores the right option with the speed formula and a wrong one with 0', () => {
    const q = choice(4, 3);
    expect(scoreAnswer(q, 3, 0, LIMIT)).toEqual({ correct: true, points: 1000, answer: '3' });
    expect(scoreAnswer(q, 3, LIMIT / 2, LIMIT)).toEqual({ correct: true, points: 750, answer: '3' });
    expect(scoreAnswer(q, 1, 0, LIMIT)).toEqual({ correct: false, points: 0, answer: '1' });
    expect(scoreAnswer(choice(2, 2), 2, LIMIT, LIMIT)).toEqual({ correct: true, points: 500, answer: '2' });
    expect(scoreAnswer(choice(2, 2), 1, 0, LIMIT)).toEqual({ correct: false, points: 0, answer: '1' });
  });

  it('without speed scoring gives a right answer the full points however late, times its multiplier', () => {
    const q = choice(4, 3);
    expect(scoreAnswer(q, 3, LIMIT, LIMIT, false)).toEqual({ correct: true, points: 1000, answer: '3' });
    expect(scoreAnswer(q, 3, LIMIT / 2, LIMIT, false)).toEqual({ correct: true, points: 1000, answer: '3' });
    expect(scoreAnswer({ ...q, pointsMultiplier: 2 }, 3, LIMIT, LIMIT, false)).toEqual({ correct: true, points: 2000, answer: '3' });
    expect(scoreAnswer({ ...q, pointsMultiplier: 0 }, 3, 0, LIMIT, false)).toEqual({ correct: true, points: 0, answer: '3' });
    expect(scoreAnswer(q, 1, 0, LIMIT, false)).toEqual({ correct: false, points: 0, answer: '1' });
    expect(scoreAnswer(freeText('London'), 'london', LIMIT, LIMIT, false)).toEqual({ correct: true, points: 1000, answer: 'london' });
  });

  it('takes an option number written as text', () => {
    expect(scoreAnswer(choice(4, 3), ' 3 ', 0, LIMIT)).toEqual({ correct: true, points: 1000, answer: '3' });
  });

  it('refuses an option that does not exist', () => {
    for (const n of [0, 5, -1, 2.5, Number.NaN]) expect(scoreAnswer(choice(4, 3), n, 0, LIMIT), String(n)).toBeNull();
    expect(scoreAnswer(choice(2, 1), 3, 0, LIMIT)).toBeNull();
    expect(scoreAnswer(choice(4, 3), '5', 0, LIMIT)).toBeNull();
  });

  it('refuses an answer of the wrong kind', () => {
    expect(scoreAnswer(choice(4, 3), 'Paris', 0, LIMIT)).toBeNull();
    expect(scoreAnswer(choice(4, 3), '3.0', 0, LIMIT)).toBeNull();
    expect(scoreAnswer(freeText('London'), 1, 0, LIMIT)).toBeNull();
    expect(scoreAnswer(freeText('London'), '   ', 0, LIMIT)).toBeNull();
  });

  it('scores free text against every language, storing what the player typed, trimmed', () => {
    const q = freeText('London', 'Londres');
    expect(scoreAnswer(q, '  londres ', LIMIT / 2, LIMIT)).toEqual({ correct: true, points: 750, answer: 'londres' });
    expect(scoreAnswer(q, 'Lundon', 0, LIMIT)).toEqual({ correct: true, points: 1000, answer: 'Lundon' });
    expect(scoreAnswer(q, 'Paris', 0, LIMIT)).toEqual({ correct: false, points: 0, answer: 'Paris' });
  });

  it('marks every free text wrong when the question has no accepted answer', () => {
    const q: Question = { type: 'free_text_input', texts: { en_US: { question: 'Anything?', answer: '  ' } } };
    expect(scoreAnswer(q, 'anything', 0, LIMIT)).toEqual({ correct: false, points: 0, answer: 'anything' });
  });
});

describe('points multiplier', () => {
  it('doubles a right answer at ×2, scores none at ×0, and leaves right or wrong as it is', () => {
    const q = (pointsMultiplier?: 0 | 1 | 2): Question => ({
      ...choice(4, 2),
      ...(pointsMultiplier === undefined ? {} : { pointsMultiplier }),
    });
    const at = 5_000;
    const once = speedPoints(at, LIMIT);
    expect(scoreAnswer(q(), 2, at, LIMIT)).toEqual({ correct: true, points: once, answer: '2' });
    expect(scoreAnswer(q(1), 2, at, LIMIT)).toEqual({ correct: true, points: once, answer: '2' });
    expect(scoreAnswer(q(2), 2, at, LIMIT)).toEqual({ correct: true, points: 2 * once, answer: '2' });
    expect(scoreAnswer(q(0), 2, at, LIMIT)).toEqual({ correct: true, points: 0, answer: '2' });
    expect(scoreAnswer(q(2), 3, at, LIMIT)).toEqual({ correct: false, points: 0, answer: '3' });
    const text = { ...freeText('Mars'), pointsMultiplier: 2 as const };
    expect(scoreAnswer(text, 'mars', 0, LIMIT)).toMatchObject({ correct: true, points: 2000 });
  });
});

describe('a poll', () => {
  const poll = (options: number, pointsMultiplier?: 0 | 1 | 2): Question => ({
    type: 'poll',
    ...(pointsMultiplier === undefined ? {} : { pointsMultiplier }),
    texts: { en_US: { question: 'Which?', answers: Array.from({ length: options }, (_, i) => `Option ${i + 1}`) } },
  });

  it('takes any of its options as a vote that is neither right nor scored, instant or ×2', () => {
    for (const option of [1, 3, 6])
      expect(scoreAnswer(poll(6), option, 0, LIMIT)).toEqual({ correct: false, points: 0, answer: String(option) });
    expect(scoreAnswer(poll(3, 2), '2', 0, LIMIT, false)).toEqual({ correct: false, points: 0, answer: '2' });
  });

  it('refuses an option it does not have, and text', () => {
    expect(scoreAnswer(poll(3), 4, 0, LIMIT)).toBeNull();
    expect(scoreAnswer(poll(3), 0, 0, LIMIT)).toBeNull();
    expect(scoreAnswer(poll(3), 'Option 1', 0, LIMIT)).toBeNull();
  });
});

describe('several right answers', () => {
  const several = (right: number[], pointsMultiplier?: 0 | 2): Question => ({
    type: 'multiple_select',
    correctAnswers: right,
    ...(pointsMultiplier === undefined ? {} : { pointsMultiplier }),
    texts: { en_US: { question: 'Which?', answers: ['A', 'B', 'C', 'D', 'E', 'F'] } },
  });

  it('gives the exact set full points at its speed, in any order, once each', () => {
    expect(scoreAnswer(several([2, 5]), [5, 2], 0, LIMIT)).toEqual({ correct: true, points: 1000, answer: '2,5' });
    expect(scoreAnswer(several([2, 5]), [2, 5, 5], LIMIT, LIMIT)).toEqual({ correct: true, points: 500, answer: '2,5' });
  });

  it('gives a share per right option, takes one per wrong option, and never goes below 0', () => {
    const right = several([1, 2, 3]);
    expect(scoreAnswer(right, [1], 0, LIMIT, false)).toEqual({ correct: false, points: 333, answer: '1' });
    expect(scoreAnswer(right, [1, 2], 0, LIMIT, false)).toEqual({ correct: false, points: 667, answer: '1,2' });
    expect(scoreAnswer(right, [1, 2, 4], 0, LIMIT, false)).toEqual({ correct: false, points: 333, answer: '1,2,4' });
    expect(scoreAnswer(right, [1, 4, 5, 6], 0, LIMIT, false)).toEqual({ correct: false, points: 0, answer: '1,4,5,6' });
    // Ticking everything is no way round it: three right, three wrong.
    expect(scoreAnswer(right, [1, 2, 3, 4, 5, 6], 0, LIMIT, false)).toEqual({ correct: false, points: 0, answer: '1,2,3,4,5,6' });
  });

  it('multiplies the share by the points: ×2 doubles it, ×0 keeps the answer right and scores nothing', () => {
    expect(scoreAnswer(several([1, 2], 2), [1], 0, LIMIT, false)?.points).toBe(1000);
    expect(scoreAnswer(several([1, 2], 0), [1, 2], 0, LIMIT, false)).toEqual({ correct: true, points: 0, answer: '1,2' });
  });

  it('refuses nothing ticked, an option it does not have, and text; takes one option number as a set of one', () => {
    expect(scoreAnswer(several([1]), [], 0, LIMIT)).toBeNull();
    expect(scoreAnswer(several([1]), [1, 7], 0, LIMIT)).toBeNull();
    expect(scoreAnswer(several([1]), 'A', 0, LIMIT)).toBeNull();
    expect(scoreAnswer(several([1]), 1, 0, LIMIT)).toEqual({ correct: true, points: 1000, answer: '1' });
  });

  it('takes no set as the answer to the other kinds', () => {
    expect(scoreAnswer(choice(4, 1), [1], 0, LIMIT)).toBeNull();
    expect(scoreAnswer(freeText('London'), [1], 0, LIMIT)).toBeNull();
  });
});
