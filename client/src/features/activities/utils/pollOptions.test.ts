import type { Question } from '@quizfest/shared';
import { describe, expect, it } from 'vitest';
import { addPollOption, canAddPollOption, canRemovePollOption, removePollOption } from './pollOptions';

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
    expect(addPollOption(pollOf(['Pizza', 'Soup'], ['Pizza', 'Soupe']))).toEqual({
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
    const removed = removePollOption(poll, 1);
    expect(removed.texts.en_US?.answers).toEqual(['Pizza', 'Salad']);
    expect(removed.texts.fr_FR?.answers).toEqual(['Pizza', 'Salade']);
    expect(removed.texts.en_US?.explanation).toBe('The canteen listens.');
  });

  it('evens out a language short of options, so both end with as many', () => {
    const uneven = pollOf(['Pizza', 'Soup', 'Salad'], ['Pizza']);
    expect(addPollOption(uneven).texts.fr_FR?.answers).toEqual(['Pizza', '', '', '']);
    expect(removePollOption(uneven, 0).texts.fr_FR?.answers).toEqual(['', '']);
  });

  it('stops at six options and at two', () => {
    const six = pollOf(['1', '2', '3', '4', '5', '6']);
    expect(canAddPollOption(six)).toBe(false);
    expect(addPollOption(six)).toBe(six);
    expect(canRemovePollOption(six)).toBe(true);

    const two = pollOf(['1', '2']);
    expect(canRemovePollOption(two)).toBe(false);
    expect(removePollOption(two, 0)).toBe(two);
    expect(canAddPollOption(two)).toBe(true);
  });

  it('ignores an option number past the end', () => {
    const three = pollOf(['1', '2', '3']);
    expect(removePollOption(three, 3)).toBe(three);
    expect(removePollOption(three, -1)).toBe(three);
  });
});
