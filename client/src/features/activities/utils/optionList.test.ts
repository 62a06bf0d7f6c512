import type { Question } from '@quizfest/shared';
import { describe, expect, it } from 'vitest';
import { addOption, canAddOption, canRemoveOption, moveOption, optionRangeOf, removeOption } from './optionList';

const pollOf = (en: string[], fr?: string[]): Question => ({
  type: 'poll',
  timeLimit: 30,
  texts: {
    en_US: { question: 'Lunch?', answers: en, explanation: 'The canteen listens.' },
    ...(fr ? { fr_FR: { question: 'Déjeuner ?', answers: fr } } : {}),
  },
});

describe('a poll’s options', () => {
  it('adds an empty option to every language, keeping the rest of the question', () => {
    expect(addOption(pollOf(['Pizza', 'Soup'], ['Pizza', 'Soupe']))).toEqual({
      type: 'poll',
      timeLimit: 30,
      texts: {
        en_US: { question: 'Lunch?', answers: ['Pizza', 'Soup', ''], explanation: 'The canteen listens.' },
        fr_FR: { question: 'Déjeuner ?', answers: ['Pizza', 'Soupe', ''] },
      },
    });
  });

  it('removes one option from every language, the others keeping their order', () => {
    const poll = pollOf(['Pizza', 'Soup', 'Salad'], ['Pizza', 'Soupe', 'Salade']);
    const removed = removeOption(poll, 1);
    expect(removed.texts.en_US?.answers).toEqual(['Pizza', 'Salad']);
    expect(removed.texts.fr_FR?.answers).toEqual(['Pizza', 'Salade']);
    expect(removed.texts.en_US?.explanation).toBe('The canteen listens.');
  });

  it('evens out a language short of options, so both end with as many', () => {
    const uneven = pollOf(['Pizza', 'Soup', 'Salad'], ['Pizza']);
    expect(addOption(uneven).texts.fr_FR?.answers).toEqual(['Pizza', '', '', '']);
    expect(removeOption(uneven, 0).texts.fr_FR?.answers).toEqual(['', '']);
  });

  it('stops at six options and at two', () => {
    const six = pollOf(['1', '2', '3', '4', '5', '6']);
    expect(canAddOption(six)).toBe(false);
    expect(addOption(six)).toBe(six);
    expect(canRemoveOption(six)).toBe(true);

    const two = pollOf(['1', '2']);
    expect(canRemoveOption(two)).toBe(false);
    expect(removeOption(two, 0)).toBe(two);
    expect(canAddOption(two)).toBe(true);
  });

  it('ignores an option number past the end', () => {
    const three = pollOf(['1', '2', '3']);
    expect(removeOption(three, 3)).toBe(three);
    expect(removeOption(three, -1)).toBe(three);
  });
});

describe('the options of several right answers', () => {
  const colours = (correctAnswers: number[]): Question => ({
    type: 'multiple_select',
    correctAnswers,
    pointsMultiplier: 2,
    texts: {
      en_US: { question: 'Primary colours?', answers: ['Red', 'Green', 'Blue', 'Pink'] },
      fr_FR: { question: 'Couleurs primaires ?', answers: ['Rouge', 'Vert', 'Bleu', 'Rose'] },
    },
  });

  it('adds an option that is not right, keeping the right ones and the points', () => {
    const added = addOption(colours([1, 3]));
    expect(added.texts.en_US?.answers).toEqual(['Red', 'Green', 'Blue', 'Pink', '']);
    expect(added.correctAnswers).toEqual([1, 3]);
    expect(added.pointsMultiplier).toBe(2);
  });

  it('removing an option drops it from the right ones and moves the ones after it up a number', () => {
    const removed = removeOption(colours([1, 2, 4]), 1);
    expect(removed.texts.fr_FR?.answers).toEqual(['Rouge', 'Bleu', 'Rose']);
    expect(removed.correctAnswers).toEqual([1, 3]);
    expect(removeOption(colours([1, 3]), 3).correctAnswers).toEqual([1, 3]);
  });

  it('makes option 1 right when the only right one is removed', () => {
    expect(removeOption(colours([3]), 2).correctAnswers).toEqual([1]);
  });

  it('leaves a poll without right answers', () => {
    expect(removeOption(pollOf(['1', '2', '3']), 0)).not.toHaveProperty('correctAnswers');
  });
});

describe('the items of a put in order', () => {
  const orderingOf = (en: string[], fr?: string[]): Question => ({
    type: 'ordering',
    pointsMultiplier: 2,
    texts: {
      en_US: { question: 'Smallest first', answers: en, explanation: 'By weight.' },
      ...(fr ? { fr_FR: { question: 'Du plus petit au plus grand', answers: fr } } : {}),
    },
  });

  it('has its own bounds: three to six items', () => {
    expect(optionRangeOf('ordering')).toEqual({ min: 3, max: 6 });
    expect(optionRangeOf('poll')).toEqual({ min: 2, max: 6 });
    expect(optionRangeOf('multiple_select')).toEqual({ min: 2, max: 6 });
  });

  it('stops at three items and at six, in every language', () => {
    const three = orderingOf(['Ant', 'Cat', 'Horse'], ['Fourmi', 'Chat', 'Cheval']);
    expect(canRemoveOption(three)).toBe(false);
    expect(removeOption(three, 1)).toBe(three);
    const four = addOption(three);
    expect(four.texts.fr_FR?.answers).toEqual(['Fourmi', 'Chat', 'Cheval', '']);
    expect(canRemoveOption(four)).toBe(true);
    expect(removeOption(four, 0).texts.en_US?.answers).toEqual(['Cat', 'Horse', '']);
    expect(removeOption(four, 0)).not.toHaveProperty('correctAnswers');

    const six = orderingOf(['1', '2', '3', '4', '5', '6']);
    expect(canAddOption(six)).toBe(false);
    expect(addOption(six)).toBe(six);
  });

  it('moves an item up or down in every language, keeping the rest of the question', () => {
    const animals = orderingOf(['Ant', 'Cat', 'Horse', 'Whale'], ['Fourmi', 'Chat', 'Cheval', 'Baleine']);
    expect(moveOption(animals, 2, 1)).toEqual({
      type: 'ordering',
      pointsMultiplier: 2,
      texts: {
        en_US: { question: 'Smallest first', answers: ['Ant', 'Horse', 'Cat', 'Whale'], explanation: 'By weight.' },
        fr_FR: { question: 'Du plus petit au plus grand', answers: ['Fourmi', 'Cheval', 'Chat', 'Baleine'] },
      },
    });
    expect(moveOption(animals, 0, 1).texts.fr_FR?.answers).toEqual(['Chat', 'Fourmi', 'Cheval', 'Baleine']);
  });

  it('moves nothing past an end', () => {
    const animals = orderingOf(['Ant', 'Cat', 'Horse']);
    expect(moveOption(animals, 0, -1)).toBe(animals);
    expect(moveOption(animals, 2, 3)).toBe(animals);
    expect(moveOption(animals, 1, 1)).toBe(animals);
  });

  it('evens out a language short of items before moving', () => {
    expect(moveOption(orderingOf(['Ant', 'Cat', 'Horse'], ['Fourmi']), 0, 2).texts.fr_FR?.answers).toEqual(['', '', 'Fourmi']);
  });
});

describe('moving an option with right answers', () => {
  it('keeps the right ones on their texts', () => {
    const colours: Question = {
      type: 'multiple_select',
      correctAnswers: [1, 3],
      texts: { en_US: { question: 'Primary colours?', answers: ['Red', 'Green', 'Blue', 'Pink'] } },
    };
    const moved = moveOption(colours, 2, 0);
    expect(moved.texts.en_US?.answers).toEqual(['Blue', 'Red', 'Green', 'Pink']);
    expect(moved.correctAnswers).toEqual([1, 2]);
    expect(moveOption(colours, 0, 3).correctAnswers).toEqual([2, 4]);
  });
});
