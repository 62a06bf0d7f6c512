// The slide in the quiz editor (issue 20): a choice of the Type menu with nothing to answer, a text
// and an image in each language; picking it drops the answers, the right answer, the explanation,
// the seconds and the points, and keeps the texts and the image; saved with no answer field (the
// server refuses a slide with one); a saved slide opens in its pane; in French.
import type { Question } from '@quizfest/shared';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { openQuizEditor, pane, QUIZ_PATH, quizOf, saveButton, type Side } from '../../../test/quiz/quizEditor';

const LUNCH: Question = {
  type: 'multiple_text_choice_4',
  correctAnswer: 3,
  pointsMultiplier: 2,
  timeLimit: 45,
  imageUrl: 'lunch.png',
  texts: {
    en_US: {
      question: 'What should we have for lunch?',
      answers: ['Pizza', 'Soup', 'Salad', 'Curry'],
      explanation: 'The canteen listens.',
    },
    fr_FR: { question: 'Que mange-t-on à midi ?', answers: ['Pizza', 'Soupe', 'Salade', 'Curry'], explanation: 'La cantine écoute.' },
  },
};
const ROUND: Question = {
  type: 'slide',
  imageUrl: 'space.png',
  texts: {
    en_US: { question: 'Round 2\nSpace' },
    fr_FR: { question: 'Manche 2\nL’espace' },
  },
};
const HINT = 'Shown on the phones and the big screen until you go on: no answers, no points.';

afterEach(() => vi.unstubAllGlobals());

const slideText = (side: Side) => pane(side).getByRole('textbox', { name: 'Slide text' });
/** The image field of the side's question `number` (the first unless told). */
const imageUrl = (side: Side, number = 1) => pane(side).getAllByRole('textbox', { name: 'Image URL (optional)' })[number - 1]!;

async function chooseSlide(side: Side = 'left', name = 'Slide') {
  await userEvent.click(pane(side).getByRole('combobox', { name: i18n.t('manage:quiz.type') }));
  await userEvent.click(await screen.findByRole('option', { name }));
}

/** Nothing a player could answer or score with shows in either pane. */
function expectNothingToAnswer() {
  for (const side of ['left', 'right'] as const) {
    expect(pane(side).queryAllByRole('textbox', { name: /^Option \d$/ })).toEqual([]);
    expect(pane(side).queryAllByRole('radio')).toEqual([]);
    expect(pane(side).queryByRole('textbox', { name: 'Correct answer' })).not.toBeInTheDocument();
    expect(pane(side).queryByRole('textbox', { name: 'Question' })).not.toBeInTheDocument();
    expect(pane(side).queryByRole('textbox', { name: /^Explanation/ })).not.toBeInTheDocument();
    expect(pane(side).queryByRole('button', { name: 'Add option' })).not.toBeInTheDocument();
  }
  expect(screen.queryByRole('radiogroup', { name: 'Points, question 1' })).not.toBeInTheDocument();
  expect(screen.queryByRole('textbox', { name: 'Time limit (seconds), question 1' })).not.toBeInTheDocument();
  expect(screen.queryByText('Answers (select the correct one)')).not.toBeInTheDocument();
}

async function savedQuestions(api: Awaited<ReturnType<typeof openQuizEditor>>) {
  await userEvent.click(saveButton());
  await waitFor(() => expect(api.callsTo('PUT', QUIZ_PATH)).toHaveLength(1));
  return (api.callsTo('PUT', QUIZ_PATH)[0]?.body as { questions: Question[] }).questions;
}

describe('the slide', () => {
  it(
    'is picked from the Type menu: its texts and image stay; answers, points, seconds and explanation go',
    { timeout: 20_000 },
    async () => {
      await openQuizEditor(quizOf([LUNCH]));
      // A question first: its answers, points, time limit and explanation show.
      expect(screen.getByRole('radiogroup', { name: 'Points, question 1' })).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: 'Time limit (seconds), question 1' })).toHaveValue('45');
      expect(pane('left').queryByRole('textbox', { name: 'Slide text' })).not.toBeInTheDocument();
      expect(screen.queryByText(HINT)).not.toBeInTheDocument();

      await chooseSlide();
      for (const side of ['left', 'right'] as const) expect(pane(side).getByRole('combobox', { name: 'Type' })).toHaveValue('Slide');
      expectNothingToAnswer();
      // The question's texts are the slide's, and the hint says what a slide does, in each pane.
      expect(slideText('left')).toHaveValue('What should we have for lunch?');
      expect(slideText('right')).toHaveValue('Que mange-t-on à midi ?');
      for (const side of ['left', 'right'] as const) {
        expect(slideText(side)).toHaveAccessibleDescription(HINT);
        expect(imageUrl(side)).toHaveValue('lunch.png');
        expect(pane(side).getByRole('button', { name: 'Upload' })).toBeInTheDocument();
      }
    },
  );

  it('saves the texts typed in each language, over several lines, with its image and no answer field', { timeout: 30_000 }, async () => {
    const api = await openQuizEditor(quizOf([]));
    await userEvent.click(screen.getByRole('button', { name: 'Add Question' }));
    await chooseSlide('right');
    expectNothingToAnswer();
    expect(slideText('left')).toHaveValue('');

    await userEvent.type(slideText('left'), 'Round 2{Enter}Space');
    await userEvent.type(slideText('right'), 'Manche 2{Enter}L’espace');
    await userEvent.type(imageUrl('right'), 'space.png');
    // One image for both languages: typed on the right, it shows on the left.
    expect(imageUrl('left')).toHaveValue('space.png');
    expect(saveButton()).toBeEnabled();

    const [saved] = await savedQuestions(api);
    expect(saved).toStrictEqual(ROUND);
  });

  it('leaves out the answers, points, seconds and explanation of the question it was made from', { timeout: 20_000 }, async () => {
    const api = await openQuizEditor(quizOf([LUNCH]));
    await chooseSlide();
    await userEvent.clear(slideText('left'));
    await userEvent.type(slideText('left'), 'Lunch break');

    const [saved] = await savedQuestions(api);
    expect(saved).toStrictEqual({
      type: 'slide',
      imageUrl: 'lunch.png',
      texts: { en_US: { question: 'Lunch break' }, fr_FR: { question: 'Que mange-t-on à midi ?' } },
    });
  });

  it('opens a saved slide in its pane, and becomes a question again with empty answers and its points', { timeout: 20_000 }, async () => {
    const api = await openQuizEditor(quizOf([ROUND, LUNCH]));
    for (const side of ['left', 'right'] as const) {
      expect(pane(side).getAllByRole('combobox', { name: 'Type' })[0]).toHaveValue('Slide');
      expect(imageUrl(side)).toHaveValue('space.png');
      expect(imageUrl(side, 2)).toHaveValue('lunch.png');
    }
    expect(slideText('left')).toHaveValue('Round 2\nSpace');
    expect(slideText('right')).toHaveValue('Manche 2\nL’espace');
    // The slide has no points or seconds; the question after it keeps its own.
    expect(screen.queryByRole('radiogroup', { name: 'Points, question 1' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Time limit (seconds), question 1' })).not.toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Points, question 2' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Time limit (seconds), question 2' })).toHaveValue('45');
    // Saved as it came.
    const questions = await savedQuestions(api);
    expect(questions).toStrictEqual([ROUND, LUNCH]);

    await userEvent.click(pane('left').getAllByRole('combobox', { name: 'Type' })[0]!);
    await userEvent.click(await screen.findByRole('option', { name: 'Multiple choice (4 options)' }));
    expect(pane('left').getAllByRole('textbox', { name: 'Question' })[0]).toHaveValue('Round 2\nSpace');
    expect(
      pane('left')
        .getAllByRole('textbox', { name: /^Option \d$/ })
        .slice(0, 4)
        .map((input) => (input as HTMLInputElement).value),
    ).toEqual(['', '', '', '']);
    expect(pane('left').getAllByRole('radio', { name: 'Option 1 is correct' })[0]).toBeChecked();
    expect(screen.getByRole('radiogroup', { name: 'Points, question 1' })).toBeInTheDocument();
    expect(pane('left').queryByRole('textbox', { name: 'Slide text' })).not.toBeInTheDocument();
  });

  it('says it in French', { timeout: 20_000 }, async () => {
    await act(() => i18n.changeLanguage('fr'));
    await openQuizEditor(quizOf([LUNCH]));
    await chooseSlide('right', 'Diapositive');
    for (const side of ['left', 'right'] as const) {
      const text = pane(side).getByRole('textbox', { name: 'Texte de la diapositive' });
      expect(text).toHaveAccessibleDescription(
        'Affichée sur les téléphones et le grand écran jusqu’à ce que vous passiez à la suite\u00a0: pas de réponses, pas de points.',
      );
      expect(pane(side).getByRole('combobox', { name: 'Type' })).toHaveValue('Diapositive');
      expect(pane(side).queryByRole('textbox', { name: /^Explication/ })).not.toBeInTheDocument();
    }
    expect(pane('right').getByRole('textbox', { name: 'Texte de la diapositive' })).toHaveValue('Que mange-t-on à midi ?');
  });
});
