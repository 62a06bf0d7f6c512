import { type Question, schemas } from '@quizfest/shared';
import { describe, expect, it } from 'vitest';
import { changeQuestionType } from './changeQuestionType';

const fourOptions: Question = {
  type: 'multiple_text_choice_4',
  correctAnswer: 3,
  imageUrl: 'cat.png',
  texts: {
    en_US: { question: 'Capital of France?', answers: ['Lyon', 'Nice', 'Paris', 'Lille'] },
    fr_FR: { question: 'Capitale de la France ?', answers: ['Lyon', 'Nice', 'Paris', 'Lille'] },
  },
};

describe('changeQuestionType', () => {
  it('to free text clears the correct answer, keeps the question and empties the answer of every language', () => {
    const changed = changeQuestionType(fourOptions, 'free_text_input');
    expect(changed).toEqual({
      type: 'free_text_input',
      imageUrl: 'cat.png',
      texts: {
        en_US: { question: 'Capital of France?', answer: '' },
        fr_FR: { question: 'Capitale de la France ?', answer: '' },
      },
    });
    expect('correctAnswer' in changed).toBe(false);
  });

  it('to two options keeps the first two answers and a correct answer that still fits', () => {
    const changed = changeQuestionType({ ...fourOptions, correctAnswer: 2 }, 'multiple_text_choice_2');
    expect(changed.correctAnswer).toBe(2);
    expect(changed.texts.en_US?.answers).toEqual(['Lyon', 'Nice']);
    expect(changed.texts.fr_FR?.answers).toEqual(['Lyon', 'Nice']);
  });

  it('to two options resets a correct answer past the end to 1', () => {
    expect(changeQuestionType(fourOptions, 'multiple_text_choice_2').correctAnswer).toBe(1);
  });

  it('from two to four options keeps the answers and pads with empty strings', () => {
    const two: Question = {
      type: 'multiple_text_choice_2',
      correctAnswer: 2,
      texts: { en_US: { question: 'Yes or no?', answers: ['Yes', 'No'] } },
    };
    const changed = changeQuestionType(two, 'multiple_text_choice_4');
    expect(changed.correctAnswer).toBe(2);
    expect(changed.texts.en_US).toEqual({ question: 'Yes or no?', answers: ['Yes', 'No', '', ''] });
  });

  it('from free text to multiple choice sets the correct answer to 1 and empty options, dropping the free answer', () => {
    const free: Question = { type: 'free_text_input', texts: { en_US: { question: 'Name a colour', answer: 'red' } } };
    const changed = changeQuestionType(free, 'multiple_text_choice_4');
    expect(changed.correctAnswer).toBe(1);
    expect(changed.texts.en_US).toEqual({ question: 'Name a colour', answers: ['', '', '', ''] });
  });

  it('to the same type changes nothing', () => {
    expect(changeQuestionType(fourOptions, 'multiple_text_choice_4')).toBe(fourOptions);
  });

  it('keeps each language’s explanation, which outlives the answers', () => {
    const explained: Question = {
      ...fourOptions,
      texts: { ...fourOptions.texts, en_US: { ...fourOptions.texts.en_US!, explanation: 'Paris since 508.' } },
    };
    const changed = changeQuestionType(explained, 'free_text_input');
    expect(changed.texts.en_US).toEqual({ question: 'Capital of France?', answer: '', explanation: 'Paris since 508.' });
    expect(changed.texts.fr_FR).toEqual({ question: 'Capitale de la France ?', answer: '' });
    expect(changeQuestionType(changed, 'multiple_text_choice_2').texts.en_US?.explanation).toBe('Paris since 508.');
  });

  describe('to and from a poll', () => {
    const explainedTwo: Question = {
      type: 'multiple_text_choice_2',
      correctAnswer: 2,
      timeLimit: 15,
      pointsMultiplier: 2,
      imageUrl: 'cup.png',
      texts: {
        en_US: { question: 'Tea or coffee?', answers: ['Tea', 'Coffee'], explanation: 'Both wake you up.' },
        fr_FR: { question: 'Thé ou café ?', answers: ['Thé', 'Café'] },
      },
    };

    it('from four options keeps the four option texts and drops the correct answer', () => {
      const changed = changeQuestionType(fourOptions, 'poll');
      expect(changed).toEqual({
        type: 'poll',
        imageUrl: 'cat.png',
        texts: {
          en_US: { question: 'Capital of France?', answers: ['Lyon', 'Nice', 'Paris', 'Lille'] },
          fr_FR: { question: 'Capitale de la France ?', answers: ['Lyon', 'Nice', 'Paris', 'Lille'] },
        },
      });
      expect('correctAnswer' in changed).toBe(false);
    });

    it('from two options keeps two, with the explanation, image and time limit; the points go, as a poll scores none', () => {
      const changed = changeQuestionType(explainedTwo, 'poll');
      expect(changed).toEqual({
        type: 'poll',
        timeLimit: 15,
        imageUrl: 'cup.png',
        texts: {
          en_US: { question: 'Tea or coffee?', answers: ['Tea', 'Coffee'], explanation: 'Both wake you up.' },
          fr_FR: { question: 'Thé ou café ?', answers: ['Thé', 'Café'] },
        },
      });
    });

    it('from free text makes four empty options in every language', () => {
      const free: Question = {
        type: 'free_text_input',
        timeLimit: 40,
        texts: {
          en_US: { question: 'Best band?', answer: 'Queen', explanation: 'Opinions differ.' },
          fr_FR: { question: 'Meilleur groupe ?', answer: 'Queen' },
        },
      };
      expect(changeQuestionType(free, 'poll')).toEqual({
        type: 'poll',
        timeLimit: 40,
        texts: {
          en_US: { question: 'Best band?', answers: ['', '', '', ''], explanation: 'Opinions differ.' },
          fr_FR: { question: 'Meilleur groupe ?', answers: ['', '', '', ''] },
        },
      });
    });

    const sixOptionPoll: Question = {
      type: 'poll',
      imageUrl: 'map.png',
      texts: {
        en_US: { question: 'Next trip?', answers: ['Rome', 'Oslo', 'Lima', 'Cairo', 'Tokyo', 'Quito'], explanation: 'We go in May.' },
        fr_FR: { question: 'Prochain voyage ?', answers: ['Rome', 'Oslo', 'Lima', 'Le Caire', 'Tokyo', 'Quito'] },
      },
    };

    it('to four options keeps the first four texts and picks option 1 as correct', () => {
      expect(changeQuestionType(sixOptionPoll, 'multiple_text_choice_4')).toEqual({
        type: 'multiple_text_choice_4',
        correctAnswer: 1,
        imageUrl: 'map.png',
        texts: {
          en_US: { question: 'Next trip?', answers: ['Rome', 'Oslo', 'Lima', 'Cairo'], explanation: 'We go in May.' },
          fr_FR: { question: 'Prochain voyage ?', answers: ['Rome', 'Oslo', 'Lima', 'Le Caire'] },
        },
      });
    });

    it('to two options keeps the first two; a three-option poll to four pads with an empty one', () => {
      const two = changeQuestionType(sixOptionPoll, 'multiple_text_choice_2');
      expect(two.correctAnswer).toBe(1);
      expect(two.texts.fr_FR?.answers).toEqual(['Rome', 'Oslo']);
      const three: Question = { type: 'poll', texts: { en_US: { question: 'Q', answers: ['a', 'b', 'c'] } } };
      expect(changeQuestionType(three, 'multiple_text_choice_4')).toEqual({
        type: 'multiple_text_choice_4',
        correctAnswer: 1,
        texts: { en_US: { question: 'Q', answers: ['a', 'b', 'c', ''] } },
      });
    });

    it('to free text empties the answer and has no correct answer', () => {
      const changed = changeQuestionType(sixOptionPoll, 'free_text_input');
      expect(changed.texts.en_US).toEqual({ question: 'Next trip?', answer: '', explanation: 'We go in May.' });
      expect('correctAnswer' in changed).toBe(false);
    });
  });

  describe('to and from several right answers', () => {
    const planets: Question = {
      type: 'multiple_select',
      correctAnswers: [3, 5],
      pointsMultiplier: 2,
      timeLimit: 25,
      imageUrl: 'sky.png',
      texts: {
        en_US: { question: 'Which are planets?', answers: ['Moon', 'Sun', 'Mars', 'Ceres', 'Venus'], explanation: 'Pluto left in 2006.' },
        fr_FR: { question: 'Lesquels sont des planètes ?', answers: ['Lune', 'Soleil', 'Mars', 'Cérès', 'Vénus'] },
      },
    };

    it('from four options keeps the options, the points and the rest; the right answer becomes the one right one', () => {
      const changed = changeQuestionType({ ...fourOptions, pointsMultiplier: 0, timeLimit: 30 }, 'multiple_select');
      expect(changed).toEqual({
        type: 'multiple_select',
        correctAnswers: [3],
        pointsMultiplier: 0,
        timeLimit: 30,
        imageUrl: 'cat.png',
        texts: fourOptions.texts,
      });
      expect(changed).not.toHaveProperty('correctAnswer');
    });

    it('from two options keeps two, with its right answer', () => {
      const two: Question = { type: 'multiple_text_choice_2', correctAnswer: 2, texts: { en_US: { question: 'Q', answers: ['a', 'b'] } } };
      expect(changeQuestionType(two, 'multiple_select')).toEqual({
        type: 'multiple_select',
        correctAnswers: [2],
        texts: { en_US: { question: 'Q', answers: ['a', 'b'] } },
      });
    });

    it('from a poll keeps its options with option 1 right', () => {
      const poll: Question = { type: 'poll', texts: { en_US: { question: 'Q', answers: ['a', 'b', 'c', 'd', 'e', 'f'] } } };
      expect(changeQuestionType(poll, 'multiple_select')).toEqual({
        type: 'multiple_select',
        correctAnswers: [1],
        texts: { en_US: { question: 'Q', answers: ['a', 'b', 'c', 'd', 'e', 'f'] } },
      });
    });

    it('from free text makes four empty options with option 1 right, keeping the points', () => {
      const free: Question = {
        type: 'free_text_input',
        pointsMultiplier: 2,
        texts: { en_US: { question: 'Name a planet', answer: 'Mars', explanation: 'Red.' } },
      };
      expect(changeQuestionType(free, 'multiple_select')).toEqual({
        type: 'multiple_select',
        correctAnswers: [1],
        pointsMultiplier: 2,
        texts: { en_US: { question: 'Name a planet', answers: ['', '', '', ''], explanation: 'Red.' } },
      });
    });

    it('to four options keeps the first four, the first right one if it fits, and no list of right ones', () => {
      const changed = changeQuestionType(planets, 'multiple_text_choice_4');
      expect(changed).toEqual({
        type: 'multiple_text_choice_4',
        correctAnswer: 3,
        pointsMultiplier: 2,
        timeLimit: 25,
        imageUrl: 'sky.png',
        texts: {
          en_US: { question: 'Which are planets?', answers: ['Moon', 'Sun', 'Mars', 'Ceres'], explanation: 'Pluto left in 2006.' },
          fr_FR: { question: 'Lesquels sont des planètes ?', answers: ['Lune', 'Soleil', 'Mars', 'Cérès'] },
        },
      });
      expect(changed).not.toHaveProperty('correctAnswers');
    });

    it('to two options picks option 1 when no right one fits', () => {
      const changed = changeQuestionType(planets, 'multiple_text_choice_2');
      expect(changed.correctAnswer).toBe(1);
      expect(changed.texts.en_US?.answers).toEqual(['Moon', 'Sun']);
      expect(changed).not.toHaveProperty('correctAnswers');
      // The first right one is the lowest, however the list is ordered.
      expect(changeQuestionType({ ...planets, correctAnswers: [5, 2] }, 'multiple_text_choice_2').correctAnswer).toBe(2);
    });

    it('to a poll keeps the options and drops the right ones and the points', () => {
      expect(changeQuestionType(planets, 'poll')).toEqual({
        type: 'poll',
        timeLimit: 25,
        imageUrl: 'sky.png',
        texts: planets.texts,
      });
    });

    it('to free text drops every right answer but keeps the points', () => {
      const changed = changeQuestionType(planets, 'free_text_input');
      expect(changed).toEqual({
        type: 'free_text_input',
        pointsMultiplier: 2,
        timeLimit: 25,
        imageUrl: 'sky.png',
        texts: {
          en_US: { question: 'Which are planets?', answer: '', explanation: 'Pluto left in 2006.' },
          fr_FR: { question: 'Lesquels sont des planètes ?', answer: '' },
        },
      });
    });
  });

  describe('to and from a numeric estimate', () => {
    const moon: Question = {
      type: 'numeric_estimate',
      correctValue: 1969,
      tolerance: 2,
      pointsMultiplier: 2,
      timeLimit: 20,
      imageUrl: 'moon.png',
      texts: {
        en_US: { question: 'Year of the Moon landing?', unit: 'AD', explanation: 'Apollo 11.' },
        fr_FR: { question: 'Année de l’alunissage ?', unit: 'apr. J.-C.' },
      },
    };

    it('from four options drops the options and the right answer, keeping texts, explanation, image, time and points', () => {
      const explained: Question = {
        ...fourOptions,
        pointsMultiplier: 0,
        timeLimit: 45,
        texts: { ...fourOptions.texts, en_US: { ...fourOptions.texts.en_US!, explanation: 'Paris since 508.' } },
      };
      const changed = changeQuestionType(explained, 'numeric_estimate');
      expect(changed).toEqual({
        type: 'numeric_estimate',
        pointsMultiplier: 0,
        timeLimit: 45,
        imageUrl: 'cat.png',
        texts: {
          en_US: { question: 'Capital of France?', explanation: 'Paris since 508.' },
          fr_FR: { question: 'Capitale de la France ?' },
        },
      });
      // No value yet: the editor asks for one before Save.
      expect(changed).not.toHaveProperty('correctValue');
    });

    it('from free text drops the typed answer of every language; from several right answers, the right ones', () => {
      const free: Question = {
        type: 'free_text_input',
        texts: {
          en_US: { question: 'How tall is Everest (m)?', answer: '8849' },
          fr_FR: { question: 'Hauteur de l’Everest (m) ?', answer: '8849' },
        },
      };
      expect(changeQuestionType(free, 'numeric_estimate')).toEqual({
        type: 'numeric_estimate',
        texts: { en_US: { question: 'How tall is Everest (m)?' }, fr_FR: { question: 'Hauteur de l’Everest (m) ?' } },
      });
      const several: Question = {
        type: 'multiple_select',
        correctAnswers: [1, 2],
        texts: { en_US: { question: 'Q', answers: ['a', 'b', 'c'] } },
      };
      expect(changeQuestionType(several, 'numeric_estimate')).toEqual({ type: 'numeric_estimate', texts: { en_US: { question: 'Q' } } });
    });

    it('to four options drops the value, the tolerance and every unit, with empty options and option 1 right', () => {
      const changed = changeQuestionType(moon, 'multiple_text_choice_4');
      expect(changed).toEqual({
        type: 'multiple_text_choice_4',
        correctAnswer: 1,
        pointsMultiplier: 2,
        timeLimit: 20,
        imageUrl: 'moon.png',
        texts: {
          en_US: { question: 'Year of the Moon landing?', answers: ['', '', '', ''], explanation: 'Apollo 11.' },
          fr_FR: { question: 'Année de l’alunissage ?', answers: ['', '', '', ''] },
        },
      });
      expect(changed).not.toHaveProperty('correctValue');
      expect(changed).not.toHaveProperty('tolerance');
    });

    it('to free text, a poll or several right answers leaves no value, tolerance or unit behind', () => {
      expect(changeQuestionType(moon, 'free_text_input')).toEqual({
        type: 'free_text_input',
        pointsMultiplier: 2,
        timeLimit: 20,
        imageUrl: 'moon.png',
        texts: {
          en_US: { question: 'Year of the Moon landing?', answer: '', explanation: 'Apollo 11.' },
          fr_FR: { question: 'Année de l’alunissage ?', answer: '' },
        },
      });
      expect(changeQuestionType(moon, 'poll')).toEqual({
        type: 'poll',
        timeLimit: 20,
        imageUrl: 'moon.png',
        texts: {
          en_US: { question: 'Year of the Moon landing?', answers: ['', '', '', ''], explanation: 'Apollo 11.' },
          fr_FR: { question: 'Année de l’alunissage ?', answers: ['', '', '', ''] },
        },
      });
      const several = changeQuestionType(moon, 'multiple_select');
      expect(several.correctAnswers).toEqual([1]);
      expect(several).not.toHaveProperty('correctValue');
      expect(several.texts.fr_FR).toEqual({ question: 'Année de l’alunissage ?', answers: ['', '', '', ''] });
    });
  });

  describe('the slide (issue 20)', () => {
    const moon: Question = {
      type: 'numeric_estimate',
      correctValue: 1969,
      tolerance: 2,
      pointsMultiplier: 2,
      timeLimit: 20,
      imageUrl: 'moon.png',
      texts: {
        en_US: { question: 'Round 2: space', unit: 'years', explanation: 'Apollo 11.' },
        fr_FR: { question: 'Manche 2 : l’espace', unit: 'ans' },
      },
    };

    it('keeps the texts and the image and drops every answer field, the explanation, the seconds and the points', () => {
      expect(changeQuestionType(moon, 'slide')).toEqual({
        type: 'slide',
        imageUrl: 'moon.png',
        texts: { en_US: { question: 'Round 2: space' }, fr_FR: { question: 'Manche 2 : l’espace' } },
      });
      const several: Question = {
        type: 'multiple_select',
        correctAnswers: [1, 2],
        correctAnswer: 1,
        pointsMultiplier: 0,
        texts: { en_US: { question: 'A break', answers: ['a', 'b', 'c'], answer: 'x' } },
      };
      expect(changeQuestionType(several, 'slide')).toEqual({ type: 'slide', texts: { en_US: { question: 'A break' } } });
      expect(changeQuestionType({ ...fourOptions, timeLimit: 45 }, 'slide')).toEqual({
        type: 'slide',
        imageUrl: 'cat.png',
        texts: { en_US: { question: 'Capital of France?' }, fr_FR: { question: 'Capitale de la France ?' } },
      });
    });

    it('becomes a question again with empty answers, option 1 right and points once', () => {
      const slide = changeQuestionType(moon, 'slide');
      expect(changeQuestionType(slide, 'multiple_text_choice_4')).toEqual({
        type: 'multiple_text_choice_4',
        correctAnswer: 1,
        imageUrl: 'moon.png',
        texts: {
          en_US: { question: 'Round 2: space', answers: ['', '', '', ''] },
          fr_FR: { question: 'Manche 2 : l’espace', answers: ['', '', '', ''] },
        },
      });
      expect(changeQuestionType(slide, 'poll').texts.en_US).toEqual({ question: 'Round 2: space', answers: ['', '', '', ''] });
      expect(changeQuestionType(slide, 'free_text_input').texts.en_US).toEqual({ question: 'Round 2: space', answer: '' });
    });
  });

  describe('to and from put in order', () => {
    const planets: Question = {
      type: 'ordering',
      pointsMultiplier: 2,
      timeLimit: 40,
      imageUrl: 'sky.png',
      texts: {
        en_US: {
          question: 'Nearest the Sun first',
          answers: ['Mercury', 'Venus', 'Earth', 'Mars', 'Jupiter'],
          explanation: 'Mars is 4th.',
        },
        fr_FR: { question: 'Du plus proche du Soleil au plus loin', answers: ['Mercure', 'Vénus', 'Terre', 'Mars', 'Jupiter'] },
      },
    };
    const sixOptionPoll: Question = {
      type: 'poll',
      texts: { en_US: { question: 'Q', answers: ['a', 'b', 'c', 'd', 'e', 'f'] } },
    };
    /** The server's own check: whatever the editor makes, Save must not be refused for its shape. */
    const expectValid = (question: Question) => expect(schemas.Question.safeParse(question).error).toBeUndefined();

    it('from four options keeps the texts as items, the points and the rest, and drops the right answer', () => {
      const changed = changeQuestionType({ ...fourOptions, pointsMultiplier: 0, timeLimit: 30 }, 'ordering');
      expect(changed).toEqual({ type: 'ordering', pointsMultiplier: 0, timeLimit: 30, imageUrl: 'cat.png', texts: fourOptions.texts });
      expect(changed).not.toHaveProperty('correctAnswer');
      expectValid(changed);
    });

    it('from two options keeps both texts and adds a third, empty item in every language', () => {
      const two: Question = {
        type: 'multiple_text_choice_2',
        correctAnswer: 2,
        texts: {
          en_US: { question: 'Oldest first', answers: ['Rome', 'Paris'], explanation: 'Rome is older.' },
          fr_FR: { question: 'Du plus ancien au plus récent', answers: ['Rome', 'Paris'] },
        },
      };
      const changed = changeQuestionType(two, 'ordering');
      expect(changed).toEqual({
        type: 'ordering',
        texts: {
          en_US: { question: 'Oldest first', answers: ['Rome', 'Paris', ''], explanation: 'Rome is older.' },
          fr_FR: { question: 'Du plus ancien au plus récent', answers: ['Rome', 'Paris', ''] },
        },
      });
      expectValid(changed);
    });

    it('from a two-option poll pads to three; from a six-option poll keeps all six', () => {
      const twoPoll: Question = { type: 'poll', texts: { en_US: { question: 'Q', answers: ['a', 'b'] } } };
      expect(changeQuestionType(twoPoll, 'ordering').texts.en_US?.answers).toEqual(['a', 'b', '']);
      const fromSix = changeQuestionType(sixOptionPoll, 'ordering');
      expect(fromSix).toEqual({ type: 'ordering', texts: sixOptionPoll.texts });
      expectValid(fromSix);
    });

    it('from several right answers drops the right ones and keeps the points', () => {
      const several: Question = {
        type: 'multiple_select',
        correctAnswers: [1, 3],
        pointsMultiplier: 2,
        texts: { en_US: { question: 'Q', answers: ['a', 'b', 'c', 'd'] } },
      };
      const changed = changeQuestionType(several, 'ordering');
      expect(changed).toEqual({
        type: 'ordering',
        pointsMultiplier: 2,
        texts: { en_US: { question: 'Q', answers: ['a', 'b', 'c', 'd'] } },
      });
      expectValid(changed);
    });

    it('from free text, an estimate or a slide makes four empty items, with no typed answer, value, tolerance or unit', () => {
      const free: Question = { type: 'free_text_input', texts: { en_US: { question: 'Q', answer: 'x', explanation: 'Why.' } } };
      expect(changeQuestionType(free, 'ordering')).toEqual({
        type: 'ordering',
        texts: { en_US: { question: 'Q', answers: ['', '', '', ''], explanation: 'Why.' } },
      });
      const estimate: Question = {
        type: 'numeric_estimate',
        correctValue: 1969,
        tolerance: 2,
        pointsMultiplier: 2,
        texts: { en_US: { question: 'Q', unit: 'AD' }, fr_FR: { question: 'Q', unit: 'apr. J.-C.' } },
      };
      const fromEstimate = changeQuestionType(estimate, 'ordering');
      expect(fromEstimate).toEqual({
        type: 'ordering',
        pointsMultiplier: 2,
        texts: { en_US: { question: 'Q', answers: ['', '', '', ''] }, fr_FR: { question: 'Q', answers: ['', '', '', ''] } },
      });
      expectValid(fromEstimate);
      const slide: Question = { type: 'slide', imageUrl: 'round.png', texts: { en_US: { question: 'Round 3' } } };
      expect(changeQuestionType(slide, 'ordering')).toEqual({
        type: 'ordering',
        imageUrl: 'round.png',
        texts: { en_US: { question: 'Round 3', answers: ['', '', '', ''] } },
      });
    });

    it('to a poll keeps the items as options and drops the points, as from a poll', () => {
      const changed = changeQuestionType(planets, 'poll');
      expect(changed).toEqual({ type: 'poll', timeLimit: 40, imageUrl: 'sky.png', texts: planets.texts });
      expectValid(changed);
    });

    it('to several right answers keeps the items with option 1 right', () => {
      const changed = changeQuestionType(planets, 'multiple_select');
      expect(changed).toEqual({ ...planets, type: 'multiple_select', correctAnswers: [1] });
      expectValid(changed);
    });

    it('to four or two options keeps the first items, option 1 right', () => {
      const four = changeQuestionType(planets, 'multiple_text_choice_4');
      expect(four).toEqual({
        type: 'multiple_text_choice_4',
        correctAnswer: 1,
        pointsMultiplier: 2,
        timeLimit: 40,
        imageUrl: 'sky.png',
        texts: {
          en_US: { question: 'Nearest the Sun first', answers: ['Mercury', 'Venus', 'Earth', 'Mars'], explanation: 'Mars is 4th.' },
          fr_FR: { question: 'Du plus proche du Soleil au plus loin', answers: ['Mercure', 'Vénus', 'Terre', 'Mars'] },
        },
      });
      expectValid(four);
      const two = changeQuestionType(planets, 'multiple_text_choice_2');
      expect(two.correctAnswer).toBe(1);
      expect(two.texts.fr_FR?.answers).toEqual(['Mercure', 'Vénus']);
      expectValid(two);
    });

    it('to free text, an estimate or a slide leaves no items behind', () => {
      expect(changeQuestionType(planets, 'free_text_input').texts.en_US).toEqual({
        question: 'Nearest the Sun first',
        answer: '',
        explanation: 'Mars is 4th.',
      });
      expect(changeQuestionType(planets, 'numeric_estimate').texts.fr_FR).toEqual({ question: 'Du plus proche du Soleil au plus loin' });
      const slide = changeQuestionType(planets, 'slide');
      expect(slide).toEqual({
        type: 'slide',
        imageUrl: 'sky.png',
        texts: { en_US: { question: 'Nearest the Sun first' }, fr_FR: { question: 'Du plus proche du Soleil au plus loin' } },
      });
      expectValid(slide);
    });
  });
});
