import type { Question } from '@quizfest/shared';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { correctValueError, estimateOf, setCorrectValue, setTolerance } from './estimateValue';

const moon: Question = {
  type: 'numeric_estimate',
  correctValue: 1969,
  tolerance: 2,
  timeLimit: 20,
  texts: { en_US: { question: 'Year of the Moon landing?', unit: 'AD' } },
};
const t = i18n.getFixedT('en', 'manage');

describe('a numeric estimate’s value and tolerance', () => {
  it('reads a field’s value as a number, none while it is empty or half typed', () => {
    expect(estimateOf(1969)).toBe(1969);
    expect(estimateOf(-3.5)).toBe(-3.5);
    // Text the field gives while a number is being typed, or too long to be a number of its own.
    expect(estimateOf('3.')).toBe(3);
    expect(estimateOf('3.50')).toBe(3.5);
    expect(estimateOf('-0')).toBe(0);
    expect(estimateOf('123456789012.25')).toBe(123456789012.25);
    expect(estimateOf('')).toBeUndefined();
    expect(estimateOf('-')).toBeUndefined();
    // Kept to the decimals an estimate keeps, as the server does.
    expect(estimateOf(3.14159)).toBe(3.1416);
  });

  it('sets the value and the tolerance, keeping the rest of the question', () => {
    expect(setCorrectValue(moon, 1970)).toEqual({ ...moon, correctValue: 1970 });
    expect(setTolerance(moon, '0.5')).toEqual({ ...moon, tolerance: 0.5 });
    expect(setTolerance(moon, 0)).toEqual({ ...moon, tolerance: 0 });
  });

  it('leaves an emptied field out of the question', () => {
    const noTolerance = setTolerance(moon, '');
    expect(noTolerance).not.toHaveProperty('tolerance');
    expect(noTolerance.correctValue).toBe(1969);
    expect(setCorrectValue(moon, '-')).not.toHaveProperty('correctValue');
  });

  it('asks for the value of a numeric estimate only', () => {
    expect(correctValueError(t, moon)).toBeNull();
    expect(correctValueError(t, setCorrectValue(moon, ''))).toBe('Enter the right value');
    const tea: Question = {
      type: 'multiple_text_choice_2',
      correctAnswer: 1,
      texts: { en_US: { question: 'Tea?', answers: ['Yes', 'No'] } },
    };
    expect(correctValueError(t, tea)).toBeNull();
  });
});
