// The quiz editor's time limits (issue 19): the quiz's, beside its name, and each question's own,
// one field for both languages, checked before Save as the server checks them (5–600 s).
import type { Question, Quiz } from '@quizfest/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mockApi';
import { renderPage } from '../../../test/renderPage';
import QuizEditorPage from './QuizEditorPage';
import { SETTING_DEFAULTS } from '../../../test/quiz/quizEditor';

const QUIZ_ID = '11111111-1111-4111-8111-111111111111';
const TEA: Question = {
  type: 'multiple_text_choice_2',
  correctAnswer: 2,
  texts: { en_US: { question: 'Tea or coffee?', answers: ['Tea', 'Coffee'] } },
};
const OCEAN: Question = { type: 'free_text_input', timeLimit: 90, texts: { en_US: { question: 'Largest ocean?', answer: 'Pacific' } } };
const quiz: Quiz = {
  id: QUIZ_ID,
  name: 'Pub Quiz',
  timeLimit: 30,
  readTime: 0,
  ...SETTING_DEFAULTS,
  questions: [TEA, OCEAN],
  createdAt: '2030-01-01T10:00:00.000Z',
  updatedAt: '2030-01-01T10:00:00.000Z',
};

afterEach(() => vi.unstubAllGlobals());

const pane = (side: 'left' | 'right') => within(screen.getByTestId(`${side}-pane`));
const quizField = () => screen.getByRole('textbox', { name: 'Time per question (seconds)' });
const questionField = (number: number) => screen.getByRole('textbox', { name: `Time limit (seconds), question ${number}` });
const saveButton = () => screen.getByRole('button', { name: 'Save' });

async function openEditor() {
  const api = mockApi({
    [`GET /activities/quiz/${QUIZ_ID}`]: { body: quiz },
    [`PUT /activities/quiz/${QUIZ_ID}`]: (body) => ({ body: { ...quiz, ...(body as object) } }),
  });
  renderPage(QuizEditorPage, `/manager/activities/quiz?id=${QUIZ_ID}`);
  await screen.findByText('Edit Quiz: Pub Quiz');
  return api;
}

/** Replaces a field's text as a person would: select it all, then type. */
async function retype(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  if (text) await userEvent.type(field, text);
}

describe('the quiz editor’s time limits', () => {
  // Several renders of the whole two-pane editor: see QuizEditorPage.test.tsx for the budget.
  it('shows the quiz’s limit and one field per question, in the left pane only', { timeout: 20_000 }, async () => {
    await openEditor();
    expect(quizField()).toHaveValue('30');
    expect(quizField()).toHaveAccessibleDescription('For every question without a time limit of its own');

    // A question without its own limit shows the quiz's as the placeholder, and says so.
    expect(pane('left').getByRole('textbox', { name: 'Time limit (seconds), question 1' })).toHaveValue('');
    expect(questionField(1)).toHaveAttribute('placeholder', '30');
    expect(questionField(1)).toHaveAccessibleDescription("Empty: the quiz's 30 s");
    expect(questionField(2)).toHaveValue('90');
    // Both languages share the limit: the right pane has no field of its own.
    expect(pane('right').queryByRole('textbox', { name: /^Time limit/ })).not.toBeInTheDocument();
    expect(pane('right').getAllByText(/^Question \d$/)).toHaveLength(2);

    // The placeholder and hint follow the quiz's limit as it is typed.
    await retype(quizField(), '45');
    expect(questionField(1)).toHaveAttribute('placeholder', '45');
    expect(questionField(1)).toHaveAccessibleDescription("Empty: the quiz's 45 s");
  });

  it('saves the quiz’s limit and the questions’ own; an emptied field leaves the question to the quiz', { timeout: 20_000 }, async () => {
    const api = await openEditor();
    await retype(quizField(), '60');
    await retype(questionField(1), '15');
    await retype(questionField(2), '');
    await userEvent.click(saveButton());

    expect(await screen.findByText('Quiz saved')).toBeInTheDocument();
    const [put] = api.callsTo('PUT', `/activities/quiz/${QUIZ_ID}`);
    expect(put?.body).toEqual({
      name: 'Pub Quiz',
      timeLimit: 60,
      readTime: 0,
      ...SETTING_DEFAULTS,
      questions: [
        { ...TEA, timeLimit: 15 },
        { type: 'free_text_input', texts: OCEAN.texts },
      ],
    });
  });

  it('is worked from the keyboard: Tab reaches the fields, the arrow keys step by 5 s', { timeout: 20_000 }, async () => {
    await openEditor();
    screen.getByRole('textbox', { name: 'Quiz Name' }).focus();
    await userEvent.tab();
    expect(quizField()).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(quizField()).toHaveValue('35');

    questionField(2).focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(questionField(2)).toHaveValue('80');
  });

  it.each([
    ['4', 'The time must be from 5 to 600 seconds'],
    ['601', 'The time must be from 5 to 600 seconds'],
    ['', 'Enter a number of seconds from 5 to 600'],
  ])(
    'refuses a quiz limit of “%s” at the field, Save off until it is right',
    async (typed, message) => {
      const api = await openEditor();
      await retype(quizField(), typed);
      expect(quizField()).toHaveAttribute('aria-invalid', 'true');
      expect(quizField()).toHaveAccessibleDescription(expect.stringContaining(message));
      expect(saveButton()).toBeDisabled();
      // The questions say what they fall back to only while the quiz has a limit.
      expect(questionField(1)).toHaveAccessibleDescription("Empty: the quiz's time per question");

      await retype(quizField(), '20');
      expect(quizField()).not.toHaveAttribute('aria-invalid');
      expect(saveButton()).toBeEnabled();
      expect(api.callsTo('PUT', `/activities/quiz/${QUIZ_ID}`)).toHaveLength(0);
    },
    20_000,
  );

  it.each(['4', '601'])(
    'refuses a question limit of %s at the field, Save off until it is right',
    async (typed) => {
      await openEditor();
      await retype(questionField(2), typed);
      expect(questionField(2)).toHaveAttribute('aria-invalid', 'true');
      expect(questionField(2)).toHaveAccessibleDescription(expect.stringContaining("From 5 to 600 seconds, or empty for the quiz's time"));
      expect(questionField(1)).not.toHaveAttribute('aria-invalid');
      expect(saveButton()).toBeDisabled();

      await retype(questionField(2), '');
      await waitFor(() => expect(saveButton()).toBeEnabled());
    },
    20_000,
  );
});
