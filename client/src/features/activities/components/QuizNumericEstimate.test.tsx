// The numeric estimate in the quiz editor (issue 20): a choice of the Type menu whose answer is a
// number, not options: the right value and its tolerance once per question (the left pane), a unit
// per language in each pane; the value required before Save; numbers typed as the manager's
// language writes them ('3,5' in French); saved with no options, text answer or correctAnswer.
import type { Question } from '@quizfest/shared';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { openQuizEditor, pane, QUIZ_PATH, quizOf, saveButton, type Side, SETTING_DEFAULTS } from '../../../test/quiz/quizEditor';

const MOON: Question = {
  type: 'multiple_text_choice_4',
  correctAnswer: 3,
  pointsMultiplier: 2,
  timeLimit: 45,
  texts: {
    en_US: {
      question: 'In which year did people first walk on the Moon?',
      answers: ['1959', '1965', '1969', '1972'],
      explanation: 'Apollo 11, in July.',
    },
    fr_FR: { question: 'En quelle année a-t-on marché sur la Lune ?', answers: ['1959', '1965', '1969', '1972'] },
  },
};
const VALUE_HINT = 'Players type a number; when none is within the tolerance, the closest answers win';
const TOLERANCE_HINT = 'Answers this close to the value are right; leave empty for the exact value only';
const UNIT_HINT = 'Shown after the numbers, e.g. km';

afterEach(() => vi.unstubAllGlobals());

const field = (side: Side, name: string) => pane(side).getByRole('textbox', { name });

async function chooseEstimate() {
  const type = pane('left').getByRole('combobox', { name: 'Type' });
  type.focus();
  await userEvent.keyboard('{ArrowDown}');
  await screen.findByRole('option', { name: 'Numeric estimate' });
  // The menu opens on the current type (4 options); the estimate is last, four below.
  await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
  expect(type).toHaveValue('Numeric estimate');
}

async function savedQuestion(api: Awaited<ReturnType<typeof openQuizEditor>>) {
  await userEvent.click(saveButton());
  await waitFor(() => expect(api.callsTo('PUT', QUIZ_PATH)).toHaveLength(1));
  const [saved] = (api.callsTo('PUT', QUIZ_PATH)[0]?.body as { questions: Question[] }).questions;
  return saved;
}

const ESTIMATE: Question = {
  type: 'numeric_estimate',
  correctValue: 8849,
  tolerance: 50,
  texts: {
    en_US: { question: 'How tall is Everest?', unit: 'm' },
    fr_FR: { question: 'Quelle est la hauteur de l’Everest ?', unit: 'm' },
  },
};

/** Replaces a field's text as a person would: select it all, then type. */
async function retype(input: HTMLElement, text: string) {
  await userEvent.clear(input);
  if (text) await userEvent.type(input, text);
}

describe('the numeric estimate', () => {
  it('is picked by keyboard: no options, the value and tolerance once, a unit in each pane', { timeout: 20_000 }, async () => {
    await openQuizEditor(quizOf([MOON]));
    await chooseEstimate();

    expect(pane('right').getByRole('combobox', { name: 'Type' })).toHaveValue('Numeric estimate');
    for (const side of ['left', 'right'] as const) {
      // Typed, not picked: no options, no right option, no text answer.
      expect(pane(side).queryAllByRole('textbox', { name: /^Option \d$/ })).toEqual([]);
      expect(pane(side).queryAllByRole('radio', { name: /is correct$/ })).toEqual([]);
      expect(pane(side).queryByRole('textbox', { name: 'Correct answer' })).not.toBeInTheDocument();
      expect(field(side, 'Unit')).toHaveValue('');
      expect(field(side, 'Unit')).toHaveAccessibleDescription(UNIT_HINT);
    }
    // The question and its explanation stay.
    expect(field('left', 'Question')).toHaveValue(MOON.texts.en_US?.question);
    expect(field('right', 'Question')).toHaveValue(MOON.texts.fr_FR?.question);
    expect(field('left', 'Explanation (optional)')).toHaveValue('Apollo 11, in July.');

    // The value and tolerance belong to the question: the left pane has them, the right does not.
    expect(field('left', 'Right value')).toHaveValue('');
    expect(field('left', 'Tolerance (±)')).toHaveAccessibleDescription(TOLERANCE_HINT);
    expect(pane('right').queryByRole('textbox', { name: 'Right value' })).not.toBeInTheDocument();
    expect(pane('right').queryByRole('textbox', { name: 'Tolerance (±)' })).not.toBeInTheDocument();

    // It scores: the ×2 stays.
    expect(screen.getByRole('radio', { name: 'Double' })).toBeChecked();
    // The value is still to come, and Save waits for it.
    expect(field('left', 'Right value')).toHaveAttribute('aria-invalid', 'true');
    expect(saveButton()).toBeDisabled();
  });

  it('fills the value, tolerance and both units by keyboard, and saves them', { timeout: 30_000 }, async () => {
    const api = await openQuizEditor(quizOf([MOON]));
    await chooseEstimate();

    field('left', 'Right value').focus();
    await userEvent.keyboard('1969');
    await userEvent.tab();
    expect(field('left', 'Tolerance (±)')).toHaveFocus();
    await userEvent.keyboard('2');
    await userEvent.tab();
    expect(field('left', 'Unit')).toHaveFocus();
    await userEvent.keyboard('years');
    await userEvent.type(field('right', 'Unit'), 'ans');
    expect(field('left', 'Unit')).toHaveValue('years');

    await userEvent.click(saveButton());
    await waitFor(() => expect(api.callsTo('PUT', QUIZ_PATH)).toHaveLength(1));
    expect(api.callsTo('PUT', QUIZ_PATH)[0]?.body).toEqual({
      name: 'Pub Quiz',
      timeLimit: 30,
      readTime: 0,
      ...SETTING_DEFAULTS,
      questions: [
        {
          type: 'numeric_estimate',
          correctValue: 1969,
          tolerance: 2,
          pointsMultiplier: 2,
          timeLimit: 45,
          texts: {
            en_US: { question: 'In which year did people first walk on the Moon?', explanation: 'Apollo 11, in July.', unit: 'years' },
            fr_FR: { question: 'En quelle année a-t-on marché sur la Lune ?', unit: 'ans' },
          },
        },
      ],
    });
  });

  it('asks for the value before Save, and keeps Save off until it has one', { timeout: 30_000 }, async () => {
    const api = await openQuizEditor(quizOf([ESTIMATE]));
    const value = field('left', 'Right value');
    expect(value).toHaveValue('8849');
    expect(value).toHaveAccessibleDescription(VALUE_HINT);
    expect(value).not.toHaveAttribute('aria-invalid');

    await userEvent.clear(value);
    expect(value).toHaveAttribute('aria-invalid', 'true');
    expect(value).toHaveAccessibleDescription(expect.stringContaining('Enter the right value'));
    expect(saveButton()).toBeDisabled();
    // A minus sign alone is no value yet.
    await userEvent.type(value, '-');
    expect(saveButton()).toBeDisabled();

    await userEvent.type(value, '12.5');
    expect(value).toHaveValue('-12.5');
    expect(value).not.toHaveAttribute('aria-invalid');
    expect(saveButton()).toBeEnabled();
    expect(api.callsTo('PUT', QUIZ_PATH)).toHaveLength(0);
  });

  it(
    'takes decimals and negatives as an estimate keeps them, and leaves an emptied tolerance and unit out',
    { timeout: 30_000 },
    async () => {
      const api = await openQuizEditor(quizOf([ESTIMATE]));
      // In English a ',' groups thousands, so it is left out.
      await retype(field('left', 'Right value'), '1,969');
      expect(field('left', 'Right value')).toHaveValue('1969');
      // Four decimals at most, and no number larger than an estimate may be.
      await retype(field('left', 'Right value'), '-0.123456');
      expect(field('left', 'Right value')).toHaveValue('-0.1234');
      await retype(field('left', 'Tolerance (±)'), '2000000000000');
      expect(field('left', 'Tolerance (±)')).toHaveValue('200000000000');
      // A tolerance is never negative: the minus sign is not taken.
      await retype(field('left', 'Tolerance (±)'), '-3');
      expect(field('left', 'Tolerance (±)')).toHaveValue('3');
      await retype(field('left', 'Tolerance (±)'), '');
      await userEvent.clear(field('right', 'Unit'));

      expect(await savedQuestion(api)).toEqual({
        type: 'numeric_estimate',
        correctValue: -0.1234,
        texts: { en_US: { question: 'How tall is Everest?', unit: 'm' }, fr_FR: { question: 'Quelle est la hauteur de l’Everest ?' } },
      });
    },
  );

  it('goes back to four options without its value, tolerance or units', { timeout: 20_000 }, async () => {
    const api = await openQuizEditor(quizOf([ESTIMATE]));
    await userEvent.click(pane('left').getByRole('combobox', { name: 'Type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Multiple choice (4 options)' }));
    for (const side of ['left', 'right'] as const) {
      expect(pane(side).queryByRole('textbox', { name: 'Unit' })).not.toBeInTheDocument();
      expect(pane(side).getAllByRole('textbox', { name: /^Option \d$/ })).toHaveLength(4);
    }
    expect(screen.queryByRole('textbox', { name: 'Right value' })).not.toBeInTheDocument();

    expect(await savedQuestion(api)).toEqual({
      type: 'multiple_text_choice_4',
      correctAnswer: 1,
      texts: {
        en_US: { question: 'How tall is Everest?', answers: ['', '', '', ''] },
        fr_FR: { question: 'Quelle est la hauteur de l’Everest ?', answers: ['', '', '', ''] },
      },
    });
  });

  it('says it in French, where 3,5 is three and a half', { timeout: 30_000 }, async () => {
    await act(() => i18n.changeLanguage('fr'));
    const api = await openQuizEditor(quizOf([{ ...ESTIMATE, correctValue: 8848.86 }, MOON]));
    // A value shows with the decimal sign of French.
    expect(field('left', 'Bonne valeur')).toHaveValue('8848,86');

    const [, moonType] = pane('right').getAllByRole('combobox', { name: 'Type' });
    await userEvent.click(moonType!);
    await userEvent.click(await screen.findByRole('option', { name: 'Estimation numérique' }));
    const [, value] = pane('left').getAllByRole('textbox', { name: 'Bonne valeur' });
    expect(value).toHaveAttribute('aria-invalid', 'true');
    // The error first, then the hint.
    expect(value).toHaveAccessibleDescription(
      'Indiquez la bonne valeur Les joueurs saisissent un nombre\u00a0; si aucun n’est dans la tolérance, les réponses les plus proches l’emportent',
    );
    expect(screen.getByRole('button', { name: 'Enregistrer' })).toBeDisabled();

    await userEvent.type(value!, '3,5');
    expect(value).toHaveValue('3,5');
    // A '.' typed is a decimal point too.
    const [, tolerance] = pane('left').getAllByRole('textbox', { name: 'Tolérance (±)' });
    expect(tolerance).toHaveAccessibleDescription(
      'Les réponses aussi proches de la valeur sont bonnes\u00a0; laissez vide pour n’accepter que la valeur exacte',
    );
    await userEvent.type(tolerance!, '0.5');
    expect(tolerance).toHaveValue('0,5');
    const [, unit] = pane('right').getAllByRole('textbox', { name: 'Unité' });
    expect(unit).toHaveAccessibleDescription('Affichée après les nombres, par ex. km');
    await userEvent.type(unit!, 'fois');

    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(api.callsTo('PUT', QUIZ_PATH)).toHaveLength(1));
    const [, saved] = (api.callsTo('PUT', QUIZ_PATH)[0]?.body as { questions: Question[] }).questions;
    expect(saved).toEqual({
      type: 'numeric_estimate',
      correctValue: 3.5,
      tolerance: 0.5,
      pointsMultiplier: 2,
      timeLimit: 45,
      texts: {
        en_US: { question: 'In which year did people first walk on the Moon?', explanation: 'Apollo 11, in July.' },
        fr_FR: { question: 'En quelle année a-t-on marché sur la Lune ?', unit: 'fois' },
      },
    });
  });
});
