// The numeric estimate's contract (issue 20): what a question of the kind must hold, and how a typed
// number reads in either language, since the phone, the server and the template all read numbers so.
import { describe, expect, it } from 'vitest';
import { asTrueFalse } from './true-false.js';
import { estimateText, hasOptions, parseEstimate } from './question-kinds.js';
import * as S from './schemas.js';

const estimate = (overrides: Record<string, unknown> = {}) => ({
  type: 'numeric_estimate',
  correctValue: 1969,
  tolerance: 2,
  texts: { en_US: { question: 'Moon landing?', unit: 'AD' }, fr_FR: { question: 'Alunissage ?', unit: 'apr. J.-C.' } },
  ...overrides,
});

const issues = (value: unknown) => {
  const result = S.Question.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('a numeric estimate question', () => {
  it('holds a value, a tolerance and a unit per language, and nothing of the other kinds', () => {
    expect(issues(estimate())).toEqual([]);
    expect(issues(estimate({ tolerance: undefined, texts: { en_US: { question: 'How many?' } } }))).toEqual([]);
    expect(issues(estimate({ correctValue: undefined }))).toEqual(['correctValue: is required for a numeric estimate']);
    expect(issues(estimate({ correctAnswer: 1 }))).toEqual(['correctAnswer: must be absent: a numeric estimate has correctValue']);
    expect(issues(estimate({ texts: { en_US: { question: 'q', answers: ['a', 'b'] } } }))).toEqual([
      'texts.en_US.answers: must be absent for a numeric estimate',
    ]);
    expect(issues(estimate({ tolerance: -1 }))).toEqual(['tolerance: must be 0 or more']);
    expect(issues(estimate({ correctValue: 1e13 }))).toEqual(['correctValue: must be at most 1000000000000 in size']);
    expect(issues(estimate({ correctValue: '1969' }))).toEqual(['correctValue: must be a number']);
    expect(issues(estimate({ texts: { en_US: { question: 'q', unit: 'x'.repeat(21) } } }))).toHaveLength(1);
  });

  it('is refused on the other kinds', () => {
    const mc = { type: 'multiple_text_choice_2', correctAnswer: 1, texts: { en_US: { question: 'q', answers: ['a', 'b'] } } };
    expect(issues({ ...mc, correctValue: 3, tolerance: 1 })).toEqual([
      'correctValue: is only for a numeric estimate',
      'tolerance: is only for a numeric estimate',
    ]);
    expect(issues({ ...mc, texts: { en_US: { question: 'q', answers: ['a', 'b'], unit: 'km' } } })).toEqual([
      'texts.en_US.unit: is only for a numeric estimate',
    ]);
  });

  it('is typed, not picked, and turns into true / false without its value', () => {
    expect(hasOptions('numeric_estimate')).toBe(false);
    const tf = asTrueFalse(S.Question.parse(estimate()));
    expect(tf).not.toHaveProperty('correctValue');
    expect(tf).not.toHaveProperty('tolerance');
    expect(issues(tf)).toEqual([]);
  });
});

describe('parseEstimate', () => {
  it('reads numbers as English and French players type them', () => {
    expect(parseEstimate('1969')).toBe(1969);
    expect(parseEstimate(' -3.5 ')).toBe(-3.5);
    expect(parseEstimate('−3.5')).toBe(-3.5);
    expect(parseEstimate('+12')).toBe(12);
    expect(parseEstimate('1,969')).toBe(1969);
    expect(parseEstimate('1,969', true)).toBe(1.969);
    expect(parseEstimate('3,5')).toBe(3.5);
    expect(parseEstimate('1 969 000')).toBe(1969000);
    expect(parseEstimate('1\u202f969,5', true)).toBe(1969.5);
    expect(parseEstimate("1'000")).toBe(1000);
    expect(parseEstimate('1,234.5')).toBe(1234.5);
    expect(parseEstimate('1.234,5')).toBe(1234.5);
    expect(parseEstimate('1.000.000')).toBe(1000000);
    expect(parseEstimate('.5')).toBe(0.5);
    expect(parseEstimate('3.14159265')).toBe(3.1416);
    expect(parseEstimate('-0')).toBe(0);
  });

  it('reads anything else as no number', () => {
    for (const typed of ['', ' ', 'abc', '12abc', '1e5', '--1', '1.2.3', 'Infinity', 'NaN', '0x10', '1,2,3', '9'.repeat(14)]) {
      expect(parseEstimate(typed), typed).toBeNull();
    }
  });

  it('writes an estimate as plain digits, which it reads back the same', () => {
    for (const n of [1969, -3.5, 0.0001, 1e12, 1969.25]) {
      expect(parseEstimate(estimateText(n))).toBe(n);
      expect(parseEstimate(estimateText(n), true)).toBe(n);
    }
    expect(estimateText(1e12)).toBe('1000000000000');
  });
});
