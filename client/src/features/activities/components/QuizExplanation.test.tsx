// A question's explanation in the quiz editor (issue 20): one field per pane language, saved in
// that language's texts, kept when the question's type or texts change, and left out once cleared.
import type { Question, Quiz } from '@quizfest/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mockApi';
import { renderPage } from '../../../test/renderPage';
import QuizEditorPage from './QuizEditorPage';

const QUIZ_ID = '11111111-1111-4111-8111-111111111111';
const OCEAN: Question = {
  type: 'free_text_input',
  texts: {
    en_US: { question: 'Largest ocean?', answer: 'Pacific', explanation: 'It covers a third of the Earth.' },
    fr_FR: { question: 'Le plus grand océan ?', answer: 'Pacifique' },
  },
};
const quiz: Quiz = {
  id: QUIZ_ID,
  name: 'Pub Quiz',
  timeLimit: 30,
  readTime: 0,
  speedScoring: true,
  questions: [OCEAN],
  createdAt: '2030-01-01T10:00:00.000Z',
  updatedAt: '2030-01-01T10:00:00.000Z',
};

afterEach(() => vi.unstubAllGlobals());

const pane = (side: 'left' | 'right') => within(screen.getByTestId(`${side}-pane`));
const explanation = (side: 'left' | 'right') => pane(side).getByRole('textbox', { name: /^Explanation \(optional\)/ });

describe('the explanation field', () => {
  it('is written per language, survives a type change and other edits, and is left out once cleared', { timeout: 20_000 }, async () => {
    const api = mockApi({
      [`GET /activities/quiz/${QUIZ_ID}`]: { body: quiz },
      [`PUT /activities/quiz/${QUIZ_ID}`]: (body) => ({ body: { ...quiz, ...(body as object) } }),
    });
    renderPage(QuizEditorPage, `/manager/activities/quiz?id=${QUIZ_ID}`);
    await screen.findByText('Edit Quiz: Pub Quiz');
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
    await waitFor(() => expect(api.callsTo('PUT', `/activities/quiz/${QUIZ_ID}`)).toHaveLength(1));
    const saved = (api.callsTo('PUT', `/activities/quiz/${QUIZ_ID}`)[0]?.body as { questions: Question[] }).questions[0]!;
    expect(saved.texts).toEqual({
      en_US: { question: 'Largest ocean? (by area)', answers: ['True', 'False'], explanation: 'It covers a third of the Earth.' },
      fr_FR: { question: 'Le plus grand océan ?', answers: ['Vrai', 'Faux'], explanation: 'Il couvre un tiers de la Terre.' },
    });

    await userEvent.clear(explanation('left'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PUT', `/activities/quiz/${QUIZ_ID}`)).toHaveLength(2));
    const cleared = (api.callsTo('PUT', `/activities/quiz/${QUIZ_ID}`)[1]?.body as { questions: Question[] }).questions[0]!;
    expect('explanation' in cleared.texts.en_US!).toBe(false);
  });
});
