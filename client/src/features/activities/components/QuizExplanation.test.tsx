// A question's explanation in the quiz editor (issue 20): one field per pane language, saved in
// that language's texts, kept when the question's type or texts change, and left out once cleared.
import type { Question } from '@quizfest/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openQuizEditor, QUIZ_PATH, quizOf } from '../../../test/quiz/quizEditor';

const OCEAN: Question = {
  type: 'free_text_input',
  texts: {
    en_US: { question: 'Largest ocean?', answer: 'Pacific', explanation: 'It covers a third of the Earth.' },
    fr_FR: { question: 'Le plus grand océan ?', answer: 'Pacifique' },
  },
};
const quiz = quizOf([OCEAN]);

afterEach(() => vi.unstubAllGlobals());

const pane = (side: 'left' | 'right') => within(screen.getByTestId(`${side}-pane`));
const explanation = (side: 'left' | 'right') => pane(side).getByRole('textbox', { name: /^Explanation \(optional\)/ });

describe('the explanation field', () => {
  it('is written per language, survives a type change and other edits, and is left out once cleared', { timeout: 20_000 }, async () => {
    const api = await openQuizEditor(quiz);
    expect(explanation('left')).toHaveValue('It covers a third of the Earth.');
    expect(explanation('left')).toHaveAccessibleDescription(
      'Shown on the phones, the big screen and the console when the answer is revealed',
    );
    expect(explanation('right')).toHaveValue('');

    await userEvent.type(explanation('right'), 'Il couvre un tiers de la Terre.');
    await userEvent.type(pane('left').getByRole('textbox', { name: 'Question' }), ' (by area)');
    await userEvent.click(pane('left').getByRole('combobox', { name: 'Type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'True / false' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PUT', QUIZ_PATH)).toHaveLength(1));
    const saved = (api.callsTo('PUT', QUIZ_PATH)[0]?.body as { questions: Question[] }).questions[0]!;
    expect(saved.texts).toEqual({
      en_US: { question: 'Largest ocean? (by area)', answers: ['True', 'False'], explanation: 'It covers a third of the Earth.' },
      fr_FR: { question: 'Le plus grand océan ?', answers: ['Vrai', 'Faux'], explanation: 'Il couvre un tiers de la Terre.' },
    });

    await userEvent.clear(explanation('left'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PUT', QUIZ_PATH)).toHaveLength(2));
    const cleared = (api.callsTo('PUT', QUIZ_PATH)[1]?.body as { questions: Question[] }).questions[0]!;
    expect('explanation' in cleared.texts.en_US!).toBe(false);
  });
});
