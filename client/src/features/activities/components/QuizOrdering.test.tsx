// Put in order in the quiz editor: a choice of the Type menu whose options are items written in the
// right order (the hint says so, and that players see them shuffled), with no right answer to pick,
// shared by both panes as the question's; 3 to 6 items added, removed and moved up or down in both
// languages at once; saved as written, with no correctAnswer(s); its points kept; in French.
import type { Question } from '@quizfest/shared';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { openQuizEditor, pane, QUIZ_PATH, quizOf, type Side } from '../../../test/quiz/quizEditor';

const PLANETS: Question = {
  type: 'multiple_text_choice_4',
  correctAnswer: 2,
  pointsMultiplier: 2,
  timeLimit: 45,
  texts: {
    en_US: { question: 'Nearest the Sun first', answers: ['Venus', 'Mercury', 'Earth', 'Mars'], explanation: 'Mars is 4th.' },
    fr_FR: { question: 'Du plus proche du Soleil au plus loin', answers: ['Vénus', 'Mercure', 'Terre', 'Mars'] },
  },
};
const HINT = 'Write the items in the right order, first to last: players see them shuffled and put them back in order.';

afterEach(() => vi.unstubAllGlobals());

const SIDES: Side[] = ['left', 'right'];
const items = (side: Side, label = /^Item \d$/) =>
  pane(side)
    .queryAllByRole('textbox', { name: label })
    .map((input) => (input as HTMLInputElement).value);
const button = (side: Side, name: string) => pane(side).getByRole('button', { name });
/** Pasted rather than typed key by key: the texts are not what this test is about, and typing is slow. */
async function write(side: Side, field: string, text: string) {
  await userEvent.click(pane(side).getByRole('textbox', { name: field }));
  await userEvent.paste(text);
}

async function chooseOrdering(side: Side = 'left') {
  await userEvent.click(pane(side).getByRole('combobox', { name: 'Type' }));
  await userEvent.click(await screen.findByRole('option', { name: 'Put in order' }));
}

async function savedQuestions(api: Awaited<ReturnType<typeof openQuizEditor>>) {
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(api.callsTo('PUT', QUIZ_PATH)).toHaveLength(1));
  return (api.callsTo('PUT', QUIZ_PATH)[0]?.body as { questions: Question[] }).questions;
}

describe('put in order', () => {
  it('is picked by keyboard: the texts stay as items, nothing to tick, the points stay', { timeout: 20_000 }, async () => {
    await openQuizEditor(quizOf([PLANETS]));
    const type = pane('left').getByRole('combobox', { name: 'Type' });
    type.focus();
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('option', { name: 'Put in order' });
    // The menu opens on the current type (4 options); put in order is last, after the slide.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    expect(type).toHaveValue('Put in order');
    expect(pane('right').getByRole('combobox', { name: 'Type' })).toHaveValue('Put in order');

    expect(items('left')).toEqual(['Venus', 'Mercury', 'Earth', 'Mars']);
    expect(items('right')).toEqual(['Vénus', 'Mercure', 'Terre', 'Mars']);
    for (const side of SIDES) {
      // The order written is the answer: no radio, no box.
      expect(pane(side).queryAllByRole('radio', { name: /is correct$/ })).toEqual([]);
      expect(pane(side).queryAllByRole('checkbox')).toEqual([]);
      expect(pane(side).getByRole('group', { name: 'Items, in the right order' })).toHaveAccessibleDescription(HINT);
      expect(button(side, 'Add item')).toBeEnabled();
    }
    // It scores: the ×2, the time limit and the explanation stay.
    expect(screen.getByRole('radio', { name: 'Double' })).toBeChecked();
    expect(pane('left').getByRole('textbox', { name: 'Time limit (seconds), question 1' })).toHaveValue('45');
    expect(pane('left').getByRole('textbox', { name: /^Explanation/ })).toHaveValue('Mars is 4th.');
  });

  it('is written in both languages from a new question and saved in order, with no right answer', { timeout: 30_000 }, async () => {
    const api = await openQuizEditor(quizOf([]));
    await userEvent.click(screen.getByRole('button', { name: 'Add Question' }));
    await chooseOrdering('right');
    for (const side of SIDES) expect(items(side)).toEqual(['', '', '', '']);
    // Three will do: the last one goes from both languages.
    await userEvent.click(button('left', 'Remove item 4'));

    await write('left', 'Question', 'Oldest first');
    await write('right', 'Question', 'Du plus ancien au plus récent');
    for (const [n, en, fr] of [
      [1, 'Rome', 'Rome'],
      [2, 'London', 'Londres'],
      [3, 'New York', 'New York'],
    ] as const) {
      await write('left', `Item ${n}`, en);
      await write('right', `Item ${n}`, fr);
    }

    const [saved] = await savedQuestions(api);
    expect(saved).toEqual({
      type: 'ordering',
      texts: {
        en_US: { question: 'Oldest first', answers: ['Rome', 'London', 'New York'] },
        fr_FR: { question: 'Du plus ancien au plus récent', answers: ['Rome', 'Londres', 'New York'] },
      },
    });
    expect(saved).not.toHaveProperty('correctAnswer');
    expect(saved).not.toHaveProperty('correctAnswers');
  });

  it('adds items in both languages up to six and removes them down to three', { timeout: 30_000 }, async () => {
    const api = await openQuizEditor(quizOf([PLANETS]));
    await chooseOrdering();

    // By keyboard: the new item takes the focus, ready to be typed.
    button('left', 'Add item').focus();
    await userEvent.keyboard('{Enter}');
    expect(pane('left').getByRole('textbox', { name: 'Item 5' })).toHaveFocus();
    await userEvent.keyboard('Jupiter');
    await userEvent.click(button('right', 'Add item'));
    expect(pane('right').getByRole('textbox', { name: 'Item 6' })).toHaveFocus();
    await userEvent.keyboard('Saturne');
    expect(items('left')).toEqual(['Venus', 'Mercury', 'Earth', 'Mars', 'Jupiter', '']);
    expect(items('right')).toEqual(['Vénus', 'Mercure', 'Terre', 'Mars', '', 'Saturne']);
    // Six is the most.
    for (const side of SIDES) expect(button(side, 'Add item')).toBeDisabled();

    await userEvent.click(button('left', 'Remove item 6'));
    await userEvent.click(button('right', 'Remove item 5'));
    await userEvent.click(button('left', 'Remove item 4'));
    expect(items('left')).toEqual(['Venus', 'Mercury', 'Earth']);
    expect(items('right')).toEqual(['Vénus', 'Mercure', 'Terre']);
    // Three is the fewest: no item can go, one can be added again.
    for (const side of SIDES) {
      for (const n of [1, 2, 3]) expect(button(side, `Remove item ${n}`)).toBeDisabled();
      expect(button(side, 'Add item')).toBeEnabled();
    }

    const [saved] = await savedQuestions(api);
    expect(saved).toEqual({
      type: 'ordering',
      pointsMultiplier: 2,
      timeLimit: 45,
      texts: {
        en_US: { question: 'Nearest the Sun first', answers: ['Venus', 'Mercury', 'Earth'], explanation: 'Mars is 4th.' },
        fr_FR: { question: 'Du plus proche du Soleil au plus loin', answers: ['Vénus', 'Mercure', 'Terre'] },
      },
    });
  });

  it('moves items up and down in both languages, by keyboard, the focus following the item', { timeout: 30_000 }, async () => {
    const api = await openQuizEditor(quizOf([PLANETS]));
    await chooseOrdering();
    for (const side of SIDES) {
      expect(button(side, 'Move item 1 up')).toBeDisabled();
      expect(button(side, 'Move item 4 down')).toBeDisabled();
    }

    // Mercury, second, goes up: first in both languages, the focus on its Move down now that it is first.
    button('left', 'Move item 2 up').focus();
    await userEvent.keyboard('{Enter}');
    expect(items('left')).toEqual(['Mercury', 'Venus', 'Earth', 'Mars']);
    expect(items('right')).toEqual(['Mercure', 'Vénus', 'Terre', 'Mars']);
    expect(button('left', 'Move item 1 down')).toHaveFocus();

    // Earth, third, goes down twice from the right pane and stays last.
    button('right', 'Move item 3 down').focus();
    await userEvent.keyboard('{Enter}');
    expect(button('right', 'Move item 4 up')).toHaveFocus();
    expect(items('right')).toEqual(['Mercure', 'Vénus', 'Mars', 'Terre']);
    // Back up again, to check the focus stays on the arrow pressed away from an end.
    await userEvent.keyboard('{Enter}');
    expect(button('right', 'Move item 3 up')).toHaveFocus();
    await userEvent.click(button('right', 'Move item 3 down'));
    expect(items('left')).toEqual(['Mercury', 'Venus', 'Mars', 'Earth']);

    const [saved] = await savedQuestions(api);
    expect(saved?.texts).toEqual({
      en_US: { question: 'Nearest the Sun first', answers: ['Mercury', 'Venus', 'Mars', 'Earth'], explanation: 'Mars is 4th.' },
      fr_FR: { question: 'Du plus proche du Soleil au plus loin', answers: ['Mercure', 'Vénus', 'Mars', 'Terre'] },
    });
  });

  it('goes back to four options with its items as options and option 1 correct', { timeout: 20_000 }, async () => {
    const ordering: Question = {
      type: 'ordering',
      texts: { en_US: { question: 'Smallest first', answers: ['Ant', 'Cat', 'Horse', 'Whale', 'Moon'] } },
    };
    await openQuizEditor(quizOf([ordering]));
    expect(pane('left').getByRole('combobox', { name: 'Type' })).toHaveValue('Put in order');
    await userEvent.click(pane('left').getByRole('combobox', { name: 'Type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Multiple choice (4 options)' }));
    expect(
      pane('left')
        .getAllByRole('textbox', { name: /^Option \d$/ })
        .map((input) => (input as HTMLInputElement).value),
    ).toEqual(['Ant', 'Cat', 'Horse', 'Whale']);
    expect(pane('left').getByRole('radio', { name: 'Option 1 is correct' })).toBeChecked();
    expect(screen.queryByText(HINT)).not.toBeInTheDocument();
    expect(pane('left').queryAllByRole('button', { name: /^Move item/ })).toEqual([]);
  });

  it('says it in French', { timeout: 20_000 }, async () => {
    await act(() => i18n.changeLanguage('fr'));
    await openQuizEditor(quizOf([PLANETS]));
    await userEvent.click(pane('right').getByRole('combobox', { name: 'Type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Remettre dans l’ordre' }));
    const right = pane('right');
    expect(right.getByRole('group', { name: 'Éléments, dans le bon ordre' })).toHaveAccessibleDescription(
      'Écrivez les éléments dans le bon ordre, du premier au dernier\u00a0: les joueurs les voient mélangés et les remettent dans l’ordre.',
    );
    expect(items('right', /^Élément \d$/)).toEqual(['Vénus', 'Mercure', 'Terre', 'Mars']);
    await userEvent.click(right.getByRole('button', { name: 'Monter l’élément 2' }));
    await userEvent.click(right.getByRole('button', { name: 'Descendre l’élément 3' }));
    await userEvent.click(right.getByRole('button', { name: 'Ajouter un élément' }));
    await userEvent.click(right.getByRole('button', { name: 'Supprimer l’élément 5' }));
    expect(items('left', /^Élément \d$/)).toEqual(['Mercury', 'Venus', 'Mars', 'Earth']);
  });
});
