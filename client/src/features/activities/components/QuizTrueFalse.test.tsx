// The true / false preset in the quiz editor (issue 20): a choice of the Type menu, by keyboard,
// that fills both panes' options (True / False, Vrai / Faux) and shows as True / false while they
// read so; leaving it for two options empties them; saved as a two-option question; in French.
import type { Question } from '@quizfest/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { openQuizEditor, QUIZ_PATH, quizOf } from '../../../test/quiz/quizEditor';

const MOON: Question = {
  type: 'multiple_text_choice_4',
  correctAnswer: 3,
  texts: { en_US: { question: 'The Moon has no atmosphere.', answers: ['a', 'b', 'c', 'd'] } },
};
const quiz = quizOf([MOON]);

afterEach(() => vi.unstubAllGlobals());

const pane = (side: 'left' | 'right') => within(screen.getByTestId(`${side}-pane`));
const options = (side: 'left' | 'right', label = /^Option \d$/) =>
  pane(side)
    .getAllByRole('textbox', { name: label })
    .map((input) => (input as HTMLInputElement).value);

describe('the true / false preset', () => {
  it('is picked from the Type menu by keyboard, fills both languages, and saves as two options', { timeout: 20_000 }, async () => {
    const api = await openQuizEditor(quiz);

    const type = pane('left').getByRole('combobox', { name: 'Type' });
    type.focus();
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('option', { name: 'True / false' });
    // The menu opens on the current type (4 options); the preset is just above, after 2 options.
    await userEvent.keyboard('{ArrowUp}{Enter}');
    expect(type).toHaveValue('True / false');
    expect(pane('right').getByRole('combobox', { name: 'Type' })).toHaveValue('True / false');
    expect(options('left')).toEqual(['True', 'False']);
    expect(options('right')).toEqual(['Vrai', 'Faux']);
    // The correct answer was option 3, past the end: true is picked.
    expect(pane('left').getByRole('radio', { name: 'Option 1 is correct' })).toBeChecked();

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PUT', QUIZ_PATH)).toHaveLength(1));
    expect((api.callsTo('PUT', QUIZ_PATH)[0]?.body as { questions: Question[] }).questions).toEqual([
      {
        type: 'multiple_text_choice_2',
        correctAnswer: 1,
        texts: {
          en_US: { question: 'The Moon has no atmosphere.', answers: ['True', 'False'] },
          fr_FR: { question: '', answers: ['Vrai', 'Faux'] },
        },
      },
    ]);

    // A label typed over shows the question as what it now is: two options.
    await userEvent.clear(pane('left').getAllByRole('textbox', { name: 'Option 2' })[0]!);
    await userEvent.type(pane('left').getAllByRole('textbox', { name: 'Option 2' })[0]!, 'Not quite');
    expect(type).toHaveValue('Multiple choice (2 options)');
  });

  it('empties its labels when the manager goes back to two options', { timeout: 20_000 }, async () => {
    await openQuizEditor(
      quizOf([
        { ...MOON, type: 'multiple_text_choice_2', correctAnswer: 2, texts: { en_US: { question: 'Q', answers: ['True', 'False'] } } },
      ]),
    );
    const type = pane('left').getByRole('combobox', { name: 'Type' });
    expect(type).toHaveValue('True / false');
    await userEvent.click(type);
    await userEvent.click(await screen.findByRole('option', { name: 'Multiple choice (2 options)' }));
    expect(options('left')).toEqual(['', '']);
    expect(pane('left').getByRole('radio', { name: 'Option 2 is correct' })).toBeChecked();
  });

  it('says it in French', { timeout: 20_000 }, async () => {
    await act(() => i18n.changeLanguage('fr'));
    await openQuizEditor(quiz);
    await userEvent.click(pane('left').getByRole('combobox', { name: 'Type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Vrai / faux' }));
    expect(options('right', /^Réponse \d$/)).toEqual(['Vrai', 'Faux']);
  });
});
