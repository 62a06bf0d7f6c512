// The quiz editor's reading time (issue 19, suspense): the seconds each question shows alone before
// answers open, beside the time per question, checked before Save as the server checks it (0–10 s).
import type { Quiz } from '@quizfest/shared';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { mockApi } from '../../../test/mockApi';
import { renderPage } from '../../../test/renderPage';
import QuizEditorPage from './QuizEditorPage';
import { SETTING_DEFAULTS } from '../../../test/quiz/quizEditor';

const QUIZ_ID = '11111111-1111-4111-8111-111111111111';
const quiz: Quiz = {
  id: QUIZ_ID,
  name: 'Pub Quiz',
  timeLimit: 30,
  readTime: 3,
  ...SETTING_DEFAULTS,
  questions: [{ type: 'free_text_input', texts: { en_US: { question: 'Largest ocean?', answer: 'Pacific' } } }],
  createdAt: '2030-01-01T10:00:00.000Z',
  updatedAt: '2030-01-01T10:00:00.000Z',
};

afterEach(() => vi.unstubAllGlobals());

const field = () => screen.getByRole('textbox', { name: 'Reading time (seconds)' });
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

describe('the quiz editor’s reading time', () => {
  it('shows the quiz’s reading time, says what it does, and saves a new one', { timeout: 20_000 }, async () => {
    const api = await openEditor();
    expect(field()).toHaveValue('3');
    expect(field()).toHaveAccessibleDescription('Each question shows alone, then answers open');
    await userEvent.clear(field());
    await userEvent.type(field(), '5');
    await userEvent.click(saveButton());
    expect(await screen.findByText('Quiz saved')).toBeInTheDocument();
    expect(api.callsTo('PUT', `/activities/quiz/${QUIZ_ID}`)[0]?.body).toMatchObject({ timeLimit: 30, readTime: 5 });
  });

  it.each([
    ['11', 'The reading time must be from 0 to 10 seconds'],
    ['', 'Enter a number of seconds from 0 to 10'],
  ])('refuses “%s” at the field, Save off until it is right', { timeout: 20_000 }, async (typed, message) => {
    const api = await openEditor();
    await userEvent.clear(field());
    if (typed) await userEvent.type(field(), typed);
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(saveButton()).toBeDisabled();
    await userEvent.clear(field());
    await userEvent.type(field(), '0');
    expect(saveButton()).toBeEnabled();
    expect(api.callsTo('PUT', `/activities/quiz/${QUIZ_ID}`)).toHaveLength(0);
  });

  it('is in French for a French manager', { timeout: 20_000 }, async () => {
    await act(() => i18n.changeLanguage('fr'));
    mockApi({ [`GET /activities/quiz/${QUIZ_ID}`]: { body: quiz } });
    renderPage(QuizEditorPage, `/manager/activities/quiz?id=${QUIZ_ID}`);
    const french = await screen.findByRole('textbox', { name: 'Temps de lecture (secondes)' });
    expect(french).toHaveAccessibleDescription('Chaque question s’affiche seule, puis les réponses s’ouvrent');
  });
});
