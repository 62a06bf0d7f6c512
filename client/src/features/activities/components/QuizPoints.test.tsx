// A question's points in the quiz editor (issue 20): Normal, Double or None, one radio group per
// question for both languages, worked with the arrow keys, saved as ×2 / ×0 (×1 left out), in
// English and in French.
import type { Question, Quiz } from '@quizfest/shared';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n';
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
const OCEAN: Question = {
  type: 'free_text_input',
  pointsMultiplier: 2,
  texts: { en_US: { question: 'Largest ocean?', answer: 'Pacific' } },
};
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

async function openEditor() {
  const api = mockApi({
    [`GET /activities/quiz/${QUIZ_ID}`]: { body: quiz },
    [`PUT /activities/quiz/${QUIZ_ID}`]: (body) => ({ body: { ...quiz, ...(body as object) } }),
  });
  renderPage(QuizEditorPage, `/manager/activities/quiz?id=${QUIZ_ID}`);
  await screen.findByText('Edit Quiz: Pub Quiz');
  return api;
}

describe('the quiz editor’s points', () => {
  it('shows each question’s points once, sets them by keyboard, and saves ×2 and ×0', { timeout: 20_000 }, async () => {
    const api = await openEditor();
    const group = (n: number) => screen.getByRole('radiogroup', { name: `Points, question ${n}` });
    expect(within(group(1)).getByRole('radio', { name: 'Normal' })).toBeChecked();
    expect(within(group(2)).getByRole('radio', { name: 'Double' })).toBeChecked();
    // One group per question: both languages share it.
    expect(screen.getAllByRole('radiogroup', { name: /^Points, question/ })).toHaveLength(2);

    // Question 1 to Double with the arrow key; question 2 to None with a click.
    within(group(1)).getByRole('radio', { name: 'Normal' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(within(group(1)).getByRole('radio', { name: 'Double' })).toBeChecked();
    await userEvent.click(within(group(2)).getByRole('radio', { name: 'None' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Quiz saved')).toBeInTheDocument();
    const [put] = api.callsTo('PUT', `/activities/quiz/${QUIZ_ID}`);
    expect((put?.body as { questions: Question[] }).questions.map((q) => q.pointsMultiplier)).toEqual([2, 0]);
  });

  it('says it in French', { timeout: 20_000 }, async () => {
    await act(() => i18n.changeLanguage('fr'));
    mockApi({ [`GET /activities/quiz/${QUIZ_ID}`]: { body: quiz } });
    renderPage(QuizEditorPage, `/manager/activities/quiz?id=${QUIZ_ID}`);
    const group = await screen.findByRole('radiogroup', { name: 'Points, question 2' });
    expect(within(group).getByRole('radio', { name: 'Doublés' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: 'Aucun' })).toBeInTheDocument();
  });
});
