// Several right answers in the quiz editor (issue 20): a choice of the Type menu whose options each
// have a "right answer" box, several of which may be ticked but never none, shared by both panes as
// the question's; options added and removed in both languages with the right ones renumbered;
// saved with `correctAnswers` ascending and no `correctAnswer`; its points kept; in French.
import type { Question } from '@quizfest/shared';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { openQuizEditor, pane, QUIZ_PATH, quizOf, type Side } from '../../../test/quiz/quizEditor';

const LUNCH: Question = {
  type: 'multiple_text_choice_4',
  correctAnswer: 3,
  pointsMultiplier: 2,
  timeLimit: 45,
  texts: {
    en_US: {
      question: 'Which are vegetarian?',
      answers: ['Pizza', 'Soup', 'Salad', 'Curry'],
      explanation: 'Ask the kitchen.',
    },
    fr_FR: { question: 'Lesquels sont végétariens ?', answers: ['Pizza', 'Soupe', 'Salade', 'Curry'] },
  },
};
const HINT = 'Players tick every answer they think right: each right one earns part of the points, each wrong one takes part away.';

afterEach(() => vi.unstubAllGlobals());

const SIDES: Side[] = ['left', 'right'];
const options = (side: Side, label = /^Option \d$/) =>
  pane(side)
    .queryAllByRole('textbox', { name: label })
    .map((input) => (input as HTMLInputElement).value);
/** The options ticked right in a pane, by number. */
const ticked = (side: Side, label = /^Option (\d) is right$/) =>
  pane(side)
    .queryAllByRole('checkbox', { name: label })
    .filter((box) => (box as HTMLInputElement).checked)
    .map((box) => Number(label.exec(box.getAttribute('aria-label') ?? '')?.[1]));
const box = (side: Side, option: number) => pane(side).getByRole('checkbox', { name: `Option ${option} is right` });

async function chooseSeveralRight() {
  const type = pane('left').getByRole('combobox', { name: 'Type' });
  type.focus();
  await userEvent.keyboard('{ArrowDown}');
  await screen.findByRole('option', { name: 'Several right answers' });
  // The menu opens on the current type (4 options); several right answers is last, after the poll.
  await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
  expect(type).toHaveValue('Several right answers');
}

async function savedQuestion(api: Awaited<ReturnType<typeof openQuizEditor>>) {
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(api.callsTo('PUT', QUIZ_PATH)).toHaveLength(1));
  const [saved] = (api.callsTo('PUT', QUIZ_PATH)[0]?.body as { questions: Question[] }).questions;
  return saved;
}

describe('several right answers', () => {
  it('is picked by keyboard: the options stay, the right one is ticked, the points stay', { timeout: 20_000 }, async () => {
    await openQuizEditor(quizOf([LUNCH]));
    await chooseSeveralRight();

    expect(pane('right').getByRole('combobox', { name: 'Type' })).toHaveValue('Several right answers');
    expect(options('left')).toEqual(['Pizza', 'Soup', 'Salad', 'Curry']);
    expect(options('right')).toEqual(['Pizza', 'Soupe', 'Salade', 'Curry']);
    for (const side of SIDES) {
      // Boxes, not radios, so several can be ticked; the one right answer it had is ticked.
      expect(pane(side).queryAllByRole('radio', { name: /is correct$/ })).toEqual([]);
      expect(ticked(side)).toEqual([3]);
      expect(pane(side).getByRole('group', { name: 'Answers (tick every right one)' })).toHaveAccessibleDescription(HINT);
      expect(pane(side).getByRole('button', { name: 'Add option' })).toBeEnabled();
    }
    // It scores: the ×2 stays.
    expect(screen.getByRole('radiogroup', { name: 'Points, question 1' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Double' })).toBeChecked();
  });

  it('ticks several in either pane, never none, and saves them ascending', { timeout: 30_000 }, async () => {
    const api = await openQuizEditor(quizOf([LUNCH]));
    await chooseSeveralRight();

    // The only right one cannot be unticked.
    for (const side of SIDES) expect(box(side, 3)).toBeDisabled();

    // By keyboard in the right pane: the box belongs to the question, so the left pane shows it too.
    box('right', 4).focus();
    await userEvent.keyboard(' ');
    for (const side of SIDES) {
      expect(ticked(side)).toEqual([3, 4]);
      expect(box(side, 3)).toBeEnabled();
    }

    // Unticking down to one right answer locks it.
    await userEvent.click(box('left', 3));
    for (const side of SIDES) {
      expect(ticked(side)).toEqual([4]);
      expect(box(side, 4)).toBeDisabled();
    }
    await userEvent.click(box('right', 4));
    expect(ticked('left')).toEqual([4]);

    // A lower one ticked after a higher one.
    await userEvent.click(box('left', 2));
    for (const side of SIDES) expect(ticked(side)).toEqual([2, 4]);

    const saved = await savedQuestion(api);
    expect(saved).toEqual({
      type: 'multiple_select',
      correctAnswers: [2, 4],
      pointsMultiplier: 2,
      timeLimit: 45,
      texts: LUNCH.texts,
    });
    expect(saved).not.toHaveProperty('correctAnswer');
  });

  it('renumbers the right ones as options are removed, in both languages', { timeout: 30_000 }, async () => {
    const letters: Question = {
      type: 'multiple_select',
      correctAnswers: [2, 4],
      texts: {
        en_US: { question: 'Which are vowels?', answers: ['B', 'E', 'K', 'O', 'T'] },
        fr_FR: { question: 'Lesquelles sont des voyelles ?', answers: ['B', 'E', 'K', 'O', 'T'] },
      },
    };
    const api = await openQuizEditor(quizOf([letters]));
    expect(ticked('left')).toEqual([2, 4]);

    // K goes: O, right, is now option 3.
    await userEvent.click(pane('left').getByRole('button', { name: 'Remove option 3' }));
    for (const side of SIDES) {
      expect(options(side)).toEqual(['B', 'E', 'O', 'T']);
      expect(ticked(side)).toEqual([2, 3]);
    }
    // E, right, goes: O is left right, now option 2, and the last right one.
    await userEvent.click(pane('right').getByRole('button', { name: 'Remove option 2' }));
    for (const side of SIDES) {
      expect(options(side)).toEqual(['B', 'O', 'T']);
      expect(ticked(side)).toEqual([2]);
      expect(box(side, 2)).toBeDisabled();
    }
    // O, the only right one, goes: option 1 becomes right so the question stays playable.
    await userEvent.click(pane('left').getByRole('button', { name: 'Remove option 2' }));
    for (const side of SIDES) {
      expect(options(side)).toEqual(['B', 'T']);
      expect(ticked(side)).toEqual([1]);
    }
    // An option added is not right.
    await userEvent.click(pane('left').getByRole('button', { name: 'Add option' }));
    await userEvent.keyboard('A');
    expect(ticked('right')).toEqual([1]);

    expect(await savedQuestion(api)).toEqual({
      type: 'multiple_select',
      correctAnswers: [1],
      texts: {
        en_US: { question: 'Which are vowels?', answers: ['B', 'T', 'A'] },
        fr_FR: { question: 'Lesquelles sont des voyelles ?', answers: ['B', 'T', ''] },
      },
    });
  });

  it('goes back to four options with its first right one as the right answer', { timeout: 20_000 }, async () => {
    const severalRight: Question = {
      type: 'multiple_select',
      correctAnswers: [2, 5],
      texts: { en_US: { question: 'Which are even?', answers: ['1', '2', '3', '5', '8'] } },
    };
    await openQuizEditor(quizOf([severalRight]));
    await userEvent.click(pane('left').getByRole('combobox', { name: 'Type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Multiple choice (4 options)' }));
    expect(options('left')).toEqual(['1', '2', '3', '5']);
    expect(pane('left').getByRole('radio', { name: 'Option 2 is correct' })).toBeChecked();
    expect(pane('left').queryAllByRole('checkbox')).toEqual([]);
    expect(screen.queryByText(HINT)).not.toBeInTheDocument();
  });

  it('says it in French', { timeout: 20_000 }, async () => {
    await act(() => i18n.changeLanguage('fr'));
    await openQuizEditor(quizOf([LUNCH]));
    await userEvent.click(pane('right').getByRole('combobox', { name: 'Type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Plusieurs bonnes réponses' }));
    const right = pane('right');
    expect(right.getByRole('group', { name: 'Réponses (cochez les bonnes)' })).toHaveAccessibleDescription(
      'Les joueurs cochent toutes les réponses qu’ils pensent bonnes\u00a0: chaque bonne réponse rapporte une part des points, chaque mauvaise en retire une part.',
    );
    expect(options('right', /^Réponse \d$/)).toEqual(['Pizza', 'Soupe', 'Salade', 'Curry']);
    expect(right.getByRole('checkbox', { name: 'La réponse 3 est bonne' })).toBeDisabled();
    await userEvent.click(right.getByRole('checkbox', { name: 'La réponse 1 est bonne' }));
    expect(ticked('left', /^La réponse (\d) est bonne$/)).toEqual([1, 3]);
    await userEvent.click(right.getByRole('button', { name: 'Ajouter une réponse' }));
    await userEvent.click(right.getByRole('button', { name: 'Supprimer la réponse 1' }));
    expect(options('left', /^Réponse \d$/)).toEqual(['Soup', 'Salad', 'Curry', '']);
    expect(ticked('left', /^La réponse (\d) est bonne$/)).toEqual([2]);
  });
});
