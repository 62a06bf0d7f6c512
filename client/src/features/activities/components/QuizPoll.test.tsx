// The poll in the quiz editor (issue 20): a choice of the Type menu whose options have no correct
// one and no points, a hint that says so, options added and removed in both languages at once
// (2 to 6), by keyboard; saved as a poll with as many options in each language; in French.
import type { Question } from '@quizfest/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { openQuizEditor, QUIZ_PATH, quizOf } from '../../../test/quiz/quizEditor';

const LUNCH: Question = {
  type: 'multiple_text_choice_4',
  correctAnswer: 3,
  pointsMultiplier: 2,
  timeLimit: 45,
  texts: {
    en_US: {
      question: 'What should we have for lunch?',
      answers: ['Pizza', 'Soup', 'Salad', 'Curry'],
      explanation: 'The canteen listens.',
    },
    fr_FR: { question: 'Que mange-t-on à midi ?', answers: ['Pizza', 'Soupe', 'Salade', 'Curry'] },
  },
};
const HINT = 'A poll has no right answer: the room votes and sees the results. It scores no points.';

afterEach(() => vi.unstubAllGlobals());

const pane = (side: 'left' | 'right') => within(screen.getByTestId(`${side}-pane`));
const options = (side: 'left' | 'right', label = /^Option \d$/) =>
  pane(side)
    .queryAllByRole('textbox', { name: label })
    .map((input) => (input as HTMLInputElement).value);

async function choosePoll() {
  const type = pane('left').getByRole('combobox', { name: 'Type' });
  type.focus();
  await userEvent.keyboard('{ArrowDown}');
  await screen.findByRole('option', { name: 'Poll' });
  // The menu opens on the current type (4 options); the poll is two below, after free text.
  await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
  expect(type).toHaveValue('Poll');
}

describe('the poll', () => {
  it('is picked from the Type menu by keyboard: its options stay, with no correct one and no points', { timeout: 20_000 }, async () => {
    await openQuizEditor(quizOf([LUNCH]));
    expect(screen.getByRole('radiogroup', { name: 'Points, question 1' })).toBeInTheDocument();
    expect(screen.queryByText(HINT)).not.toBeInTheDocument();

    await choosePoll();
    expect(pane('right').getByRole('combobox', { name: 'Type' })).toHaveValue('Poll');
    expect(options('left')).toEqual(['Pizza', 'Soup', 'Salad', 'Curry']);
    expect(options('right')).toEqual(['Pizza', 'Soupe', 'Salade', 'Curry']);
    // Nothing to tick: no correct option, and no points to multiply.
    for (const side of ['left', 'right'] as const) expect(pane(side).queryAllByRole('radio')).toEqual([]);
    expect(screen.queryByRole('radiogroup', { name: 'Points, question 1' })).not.toBeInTheDocument();
    expect(screen.queryByText('Answers (select the correct one)')).not.toBeInTheDocument();
    // The hint names the options' group for a screen reader, in each pane.
    for (const side of ['left', 'right'] as const) {
      expect(pane(side).getByRole('group', { name: 'Options' })).toHaveAccessibleDescription(HINT);
    }
    // The time limit and the explanation stay.
    expect(pane('left').getByRole('textbox', { name: 'Time limit (seconds), question 1' })).toHaveValue('45');
    expect(pane('left').getByRole('textbox', { name: /^Explanation/ })).toHaveValue('The canteen listens.');
  });

  it('adds options in both languages up to six, removes them down to two, and saves a poll', { timeout: 30_000 }, async () => {
    const api = await openQuizEditor(quizOf([LUNCH]));
    await choosePoll();

    // By keyboard: the new option takes the focus, ready to be typed.
    pane('left').getByRole('button', { name: 'Add option' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(pane('left').getByRole('textbox', { name: 'Option 5' })).toHaveFocus();
    await userEvent.keyboard('Noodles');
    await userEvent.click(pane('right').getByRole('button', { name: 'Add option' }));
    expect(pane('right').getByRole('textbox', { name: 'Option 6' })).toHaveFocus();
    await userEvent.keyboard('Tacos');
    expect(options('left')).toEqual(['Pizza', 'Soup', 'Salad', 'Curry', 'Noodles', '']);
    expect(options('right')).toEqual(['Pizza', 'Soupe', 'Salade', 'Curry', '', 'Tacos']);
    // Six is the most: Add is off in both panes, every option can still go.
    for (const side of ['left', 'right'] as const) {
      expect(pane(side).getByRole('button', { name: 'Add option' })).toBeDisabled();
      expect(pane(side).getByRole('button', { name: 'Remove option 6' })).toBeEnabled();
    }

    // Removing option 2 removes it from both languages; the focus goes to the option now second.
    await userEvent.click(pane('left').getByRole('button', { name: 'Remove option 2' }));
    expect(pane('left').getByRole('textbox', { name: 'Option 2' })).toHaveFocus();
    expect(options('left')).toEqual(['Pizza', 'Salad', 'Curry', 'Noodles', '']);
    expect(options('right')).toEqual(['Pizza', 'Salade', 'Curry', '', 'Tacos']);
    expect(pane('right').getByRole('button', { name: 'Add option' })).toBeEnabled();
    await userEvent.click(pane('right').getByRole('button', { name: 'Remove option 5' }));
    // The last one gone, the focus goes to the new last.
    expect(pane('right').getByRole('textbox', { name: 'Option 4' })).toHaveFocus();
    await userEvent.click(pane('left').getByRole('button', { name: 'Remove option 4' }));
    await userEvent.click(pane('left').getByRole('button', { name: 'Remove option 1' }));
    expect(options('left')).toEqual(['Salad', 'Curry']);
    expect(options('right')).toEqual(['Salade', 'Curry']);
    // Two is the fewest: no option can go.
    for (const side of ['left', 'right'] as const) {
      for (const n of [1, 2]) expect(pane(side).getByRole('button', { name: `Remove option ${n}` })).toBeDisabled();
    }
    await userEvent.click(pane('left').getByRole('button', { name: 'Add option' }));
    await userEvent.keyboard('Pizza');

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PUT', QUIZ_PATH)).toHaveLength(1));
    const [saved] = (api.callsTo('PUT', QUIZ_PATH)[0]?.body as { questions: Question[] }).questions;
    // The ×2 went with the points field: a poll scores nothing.
    expect(saved).toEqual({
      type: 'poll',
      timeLimit: 45,
      texts: {
        en_US: { question: 'What should we have for lunch?', answers: ['Salad', 'Curry', 'Pizza'], explanation: 'The canteen listens.' },
        fr_FR: { question: 'Que mange-t-on à midi ?', answers: ['Salade', 'Curry', ''] },
      },
    });
    expect(saved).not.toHaveProperty('correctAnswer');
  });

  it('goes back to two options with its first two texts and option 1 correct', { timeout: 20_000 }, async () => {
    const poll: Question = {
      type: 'poll',
      texts: { en_US: { question: 'Best season?', answers: ['Spring', 'Summer', 'Autumn', 'Winter', 'None'] } },
    };
    await openQuizEditor(quizOf([poll]));
    const type = pane('left').getByRole('combobox', { name: 'Type' });
    expect(type).toHaveValue('Poll');
    expect(options('right')).toEqual(['', '', '', '', '']);
    await userEvent.click(type);
    await userEvent.click(await screen.findByRole('option', { name: 'Multiple choice (2 options)' }));
    expect(options('left')).toEqual(['Spring', 'Summer']);
    expect(pane('left').getByRole('radio', { name: 'Option 1 is correct' })).toBeChecked();
    expect(screen.getByRole('radiogroup', { name: 'Points, question 1' })).toBeInTheDocument();
    expect(screen.queryByText(HINT)).not.toBeInTheDocument();
  });

  it('says it in French', { timeout: 20_000 }, async () => {
    await act(() => i18n.changeLanguage('fr'));
    await openQuizEditor(quizOf([LUNCH]));
    await userEvent.click(pane('right').getByRole('combobox', { name: 'Type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Sondage' }));
    const right = pane('right');
    expect(right.getByRole('group', { name: 'Réponses proposées' })).toHaveAccessibleDescription(
      'Un sondage n’a pas de bonne réponse\u00a0: la salle vote et découvre les résultats. Il ne rapporte aucun point.',
    );
    expect(options('right', /^Réponse \d$/)).toEqual(['Pizza', 'Soupe', 'Salade', 'Curry']);
    await userEvent.click(right.getByRole('button', { name: 'Ajouter une réponse' }));
    await userEvent.click(right.getByRole('button', { name: 'Supprimer la réponse 5' }));
    expect(options('left', /^Réponse \d$/)).toEqual(['Pizza', 'Soup', 'Salad', 'Curry']);
  });
});
