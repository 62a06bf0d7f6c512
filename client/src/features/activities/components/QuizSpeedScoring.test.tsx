// The quiz's speed scoring in the editor (issue 20): a switch, on by default and for quizzes saved
// before it, worked by keyboard, saved with the quiz; in English and in French.
import type { Quiz } from '@quizfest/shared';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { mockApi } from '../../../test/mockApi';
import { renderPage } from '../../../test/renderPage';
import QuizEditorPage from './QuizEditorPage';

const QUIZ_ID = '11111111-1111-4111-8111-111111111111';
const quiz: Quiz = {
  id: QUIZ_ID,
  name: 'Pub Quiz',
  timeLimit: 30,
  readTime: 0,
  speedScoring: true,
  questions: [],
  createdAt: '2030-01-01T10:00:00.000Z',
  updatedAt: '2030-01-01T10:00:00.000Z',
};

afterEach(() => vi.unstubAllGlobals());

describe('the quiz’s speed scoring', () => {
  it('is on, turns off from the keyboard, and is saved with the quiz', { timeout: 20_000 }, async () => {
    const api = mockApi({
      [`GET /activities/quiz/${QUIZ_ID}`]: { body: quiz },
      [`PUT /activities/quiz/${QUIZ_ID}`]: (body) => ({ body: { ...quiz, ...(body as object) } }),
    });
    renderPage(QuizEditorPage, `/manager/activities/quiz?id=${QUIZ_ID}`);
    await screen.findByText('Edit Quiz: Pub Quiz');
    const speed = screen.getByRole('switch', { name: 'Faster answers score more' });
    expect(speed).toBeChecked();
    expect(speed).toHaveAccessibleDescription('Off: every right answer scores 1000');
    speed.focus();
    await userEvent.keyboard(' ');
    expect(speed).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PUT', `/activities/quiz/${QUIZ_ID}`)).toHaveLength(1));
    expect(api.callsTo('PUT', `/activities/quiz/${QUIZ_ID}`)[0]?.body).toMatchObject({ speedScoring: false });
  });

  it('shows a quiz without it as off, and says it in French', { timeout: 20_000 }, async () => {
    await act(() => i18n.changeLanguage('fr'));
    mockApi({ [`GET /activities/quiz/${QUIZ_ID}`]: { body: { ...quiz, speedScoring: false } } });
    renderPage(QuizEditorPage, `/manager/activities/quiz?id=${QUIZ_ID}`);
    expect(await screen.findByRole('switch', { name: 'Les réponses rapides rapportent plus' })).not.toBeChecked();
  });
});
