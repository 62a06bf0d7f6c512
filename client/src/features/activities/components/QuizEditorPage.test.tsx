import type { Quiz } from '@quizfest/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mockApi';
import { renderPage } from '../../../test/renderPage';
import QuizEditorPage from './QuizEditorPage';
import { SETTING_DEFAULTS } from '../../../test/quiz/quizEditor';

const QUIZ_ID = '11111111-1111-4111-8111-111111111111';
const quiz: Quiz = {
  id: QUIZ_ID,
  name: 'Pub Quiz',
  timeLimit: 20,
  readTime: 0,
  ...SETTING_DEFAULTS,
  questions: [
    {
      type: 'multiple_text_choice_2',
      correctAnswer: 2,
      texts: { en_US: { question: 'Tea or coffee?', answers: ['Tea', 'Coffee'] } },
    },
  ],
  createdAt: '2030-01-01T10:00:00.000Z',
  updatedAt: '2030-01-01T10:00:00.000Z',
};

afterEach(() => {
  vi.unstubAllGlobals();
});

const pane = (side: 'left' | 'right') => within(screen.getByTestId(`${side}-pane`));

describe('QuizEditorPage', () => {
  it('says so when there is no id, and calls nothing', async () => {
    const api = mockApi({});
    renderPage(QuizEditorPage, '/manager/activities/quiz');
    expect(await screen.findByText('No quiz ID provided')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  // A mangled link names no record: say so as for a missing one, without a call the server would
  // only refuse with 'id must be a UUID'.
  it.each(['abc', '123'])('shows Quiz not found for the malformed id %s, and calls nothing', async (id) => {
    const api = mockApi({});
    renderPage(QuizEditorPage, `/manager/activities/quiz?id=${id}`);
    expect(await screen.findByText('Quiz not found')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Back to Activities' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/manager/activities');
  });

  it('shows Quiz not found on a 404 and goes back to the activities', async () => {
    mockApi({ [`GET /activities/quiz/${QUIZ_ID}`]: { status: 404, body: { error: 'Activity not found' } } });
    renderPage(QuizEditorPage, `/manager/activities/quiz?id=${QUIZ_ID}`);
    expect(await screen.findByText('Quiz not found')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back to Activities' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/manager/activities');
  });

  it('shows the server message when loading fails otherwise', async () => {
    mockApi({ [`GET /activities/quiz/${QUIZ_ID}`]: { status: 503, body: { error: 'Database unavailable' } } });
    renderPage(QuizEditorPage, `/manager/activities/quiz?id=${QUIZ_ID}`);
    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
  });

  // The whole two-pane editor renders several times here; on a 2-core machine running the other
  // suites in parallel that has gone past vitest's default 5 s, so it gets a budget of its own.
  it('edits both languages side by side and saves the whole quiz', { timeout: 20_000 }, async () => {
    const api = mockApi({
      [`GET /activities/quiz/${QUIZ_ID}`]: { body: quiz },
      [`PUT /activities/quiz/${QUIZ_ID}`]: (body) => ({ body: { ...quiz, ...(body as object) } }),
    });
    renderPage(QuizEditorPage, `/manager/activities/quiz?id=${QUIZ_ID}`);
    expect(await screen.findByText('Edit Quiz: Pub Quiz')).toBeInTheDocument();
    expect(screen.getByText('Translation')).toBeInTheDocument();

    // The fr_FR pane starts empty for this question; typing there creates the French text. The
    // words are pasted, one change each: typing them key by key re-renders the whole editor per
    // letter and took most of vitest's 5 s on a loaded machine.
    await userEvent.click(pane('right').getByLabelText('Question'));
    await userEvent.paste('Thé ou café ?');
    await userEvent.click(pane('right').getByLabelText('Option 1'));
    await userEvent.paste('Thé');
    await userEvent.click(screen.getByRole('button', { name: 'Add Question' }));
    expect(pane('left').getAllByText(/^Question \d$/)).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Quiz saved')).toBeInTheDocument();
    expect(api.callsTo('PUT', `/activities/quiz/${QUIZ_ID}`)).toHaveLength(1);
    expect(api.callsTo('PUT', `/activities/quiz/${QUIZ_ID}`)[0]?.body).toEqual({
      name: 'Pub Quiz',
      timeLimit: 20,
      readTime: 0,
      ...SETTING_DEFAULTS,
      questions: [
        {
          type: 'multiple_text_choice_2',
          correctAnswer: 2,
          texts: {
            en_US: { question: 'Tea or coffee?', answers: ['Tea', 'Coffee'] },
            fr_FR: { question: 'Thé ou café ?', answers: ['Thé', ''] },
          },
        },
        { type: 'multiple_text_choice_4', correctAnswer: 1, texts: { en_US: { question: '', answers: ['', '', '', ''] } } },
      ],
    });
  });

  it('shows the empty text, and the same-language heading when both panes match', async () => {
    mockApi({ [`GET /activities/quiz/${QUIZ_ID}`]: { body: { ...quiz, questions: [] } } });
    renderPage(QuizEditorPage, `/manager/activities/quiz?id=${QUIZ_ID}`);
    await screen.findByText('Translation');
    expect(pane('left').getByText('No questions yet. Add your first question!')).toBeInTheDocument();
    expect(pane('right').getByText('No questions yet. Add your first question!')).toBeInTheDocument();
    // Defaults: English on the left, French on the right.
    expect(screen.getByRole('combobox', { name: 'Left pane language' })).toHaveValue('English (US)');
    expect(screen.getByRole('combobox', { name: 'Right pane language' })).toHaveValue('Français (FR)');
    await userEvent.click(screen.getByRole('combobox', { name: 'Left pane language' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Français (FR)' }));
    expect(screen.getByText('Questions (Same Language)')).toBeInTheDocument();
  });

  it('changes the type of a question in both panes and deletes questions', async () => {
    const api = mockApi({
      [`GET /activities/quiz/${QUIZ_ID}`]: { body: quiz },
      [`PUT /activities/quiz/${QUIZ_ID}`]: (body) => ({ body: { ...quiz, ...(body as object) } }),
    });
    renderPage(QuizEditorPage, `/manager/activities/quiz?id=${QUIZ_ID}`);
    await screen.findByText('Edit Quiz: Pub Quiz');
    await userEvent.click(pane('left').getByRole('combobox', { name: 'Type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Free text answer' }));
    expect(pane('right').getByLabelText('Correct answer')).toHaveValue('');
    await userEvent.type(pane('left').getByLabelText('Correct answer'), 'Tea');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PUT', `/activities/quiz/${QUIZ_ID}`)).toHaveLength(1));
    expect(api.callsTo('PUT', `/activities/quiz/${QUIZ_ID}`)[0]?.body).toEqual({
      name: 'Pub Quiz',
      timeLimit: 20,
      readTime: 0,
      ...SETTING_DEFAULTS,
      questions: [{ type: 'free_text_input', texts: { en_US: { question: 'Tea or coffee?', answer: 'Tea' } } }],
    });

    await userEvent.click(pane('right').getByRole('button', { name: 'Delete question 1' }));
    expect(pane('left').getByText('No questions yet. Add your first question!')).toBeInTheDocument();
  });

  it('shows the server message when saving fails', async () => {
    mockApi({
      [`GET /activities/quiz/${QUIZ_ID}`]: { body: quiz },
      [`PUT /activities/quiz/${QUIZ_ID}`]: { status: 400, body: { error: 'name: must not be empty' } },
    });
    renderPage(QuizEditorPage, `/manager/activities/quiz?id=${QUIZ_ID}`);
    await userEvent.clear(await screen.findByLabelText('Quiz Name'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('name: must not be empty')).toBeInTheDocument();
    expect(screen.queryByText('Quiz saved')).not.toBeInTheDocument();
  });

  it('asks before Back drops unsaved edits, and does not ask once they are saved', async () => {
    const api = mockApi({
      [`GET /activities/quiz/${QUIZ_ID}`]: { body: { ...quiz, questions: [] } },
      [`PUT /activities/quiz/${QUIZ_ID}`]: (body) => ({ body: { ...quiz, ...(body as object) } }),
    });
    renderPage(QuizEditorPage, `/manager/activities/quiz?id=${QUIZ_ID}`);
    await userEvent.click(await screen.findByLabelText('Quiz Name'));
    await userEvent.paste(' 2');

    await userEvent.click(screen.getByRole('button', { name: 'Back to activities' }));
    expect(await screen.findByRole('dialog', { name: 'Leave without saving?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Stay on this page' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Quiz Name')).toHaveValue('Pub Quiz 2');
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Quiz saved');
    expect(api.callsTo('PUT', `/activities/quiz/${QUIZ_ID}`)).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Back to activities' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/manager/activities');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('leaves without saving when told to, and leaves an untouched quiz without asking', async () => {
    mockApi({ [`GET /activities/quiz/${QUIZ_ID}`]: { body: { ...quiz, questions: [] } } });
    const first = renderPage(QuizEditorPage, `/manager/activities/quiz?id=${QUIZ_ID}`);
    await screen.findByText('Translation');
    await userEvent.click(screen.getByRole('button', { name: 'Back to activities' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/manager/activities');
    first.unmount();

    renderPage(QuizEditorPage, `/manager/activities/quiz?id=${QUIZ_ID}`);
    await userEvent.click((await screen.findAllByRole('button', { name: 'Add Question' }))[0]!);
    await userEvent.click(screen.getByRole('button', { name: 'Back to activities' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Leave without saving' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/manager/activities');
  });
});
