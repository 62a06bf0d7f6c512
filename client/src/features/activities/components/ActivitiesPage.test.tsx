import type { ActivitySummary } from '@quizfest/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../../../lib/manager/formatDates';
import { mockApi } from '../../../test/mockApi';
import { renderPage } from '../../../test/renderPage';
import ActivitiesPage from './ActivitiesPage';
import { SETTING_DEFAULTS } from '../../../test/quiz/quizEditor';

const at = '2030-01-01T10:00:00.000Z';
const quiz: ActivitySummary = { id: '11111111-1111-4111-8111-111111111111', name: 'Pub Quiz', type: 'quiz', createdAt: at, updatedAt: at };
const drawing: ActivitySummary = { id: '22222222-2222-4222-8222-222222222222', name: 'Sketch', type: 'draw', createdAt: at, updatedAt: at };
const NEW_ID = '33333333-3333-4333-8333-333333333333';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ActivitiesPage', () => {
  it('shows the empty state', async () => {
    mockApi({ 'GET /activities': { body: [] } });
    renderPage(ActivitiesPage, '/manager/activities');
    expect(await screen.findByText('No activities found')).toBeInTheDocument();
    expect(screen.getByText('Create your first activity to get started')).toBeInTheDocument();
  });

  it('shows the server message when the list cannot load', async () => {
    mockApi({ 'GET /activities': { status: 503, body: { error: 'Database unavailable' } } });
    renderPage(ActivitiesPage, '/manager/activities');
    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
    expect(screen.queryByText('No activities found')).not.toBeInTheDocument();
  });

  it('creates a quiz and opens its editor', async () => {
    const api = mockApi({ 'GET /activities': { body: [] }, 'POST /activities/quiz': { status: 201, body: { id: NEW_ID } } });
    renderPage(ActivitiesPage, '/manager/activities');
    await screen.findByText('No activities found');
    await userEvent.click(screen.getAllByRole('button', { name: 'Create New Activity' })[0]!);
    await userEvent.type(await screen.findByLabelText(/Name/), '  Friday Quiz {Enter}');
    expect(await screen.findByTestId('location')).toHaveTextContent(`/manager/activities/quiz?id=${NEW_ID}`);
    expect(api.callsTo('POST', '/activities/quiz')[0]?.body).toEqual({ name: 'Friday Quiz' });
  });

  it('creates a gallery through its own endpoint and opens the gallery editor', async () => {
    mockApi({ 'GET /activities': { body: [] }, 'POST /activities/gallery': { status: 201, body: { id: NEW_ID } } });
    renderPage(ActivitiesPage, '/manager/activities');
    await screen.findByText('No activities found');
    await userEvent.click(screen.getAllByRole('button', { name: 'Create New Activity' })[0]!);
    await userEvent.click(await screen.findByRole('radio', { name: 'Gallery' }));
    await userEvent.type(screen.getByLabelText(/Name/), 'Photos');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(`/manager/activities/gallery?id=${NEW_ID}`);
  });

  it('deletes a quiz through the API after confirmation', async () => {
    const api = mockApi({ 'GET /activities': { body: [quiz] }, [`DELETE /activities/quiz/${quiz.id}`]: { status: 204 } });
    renderPage(ActivitiesPage, '/manager/activities');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Pub Quiz' }));
    expect(await screen.findByText('Are you sure you want to delete "Pub Quiz"? This action cannot be undone.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.callsTo('DELETE', `/activities/quiz/${quiz.id}`)).toHaveLength(1));
  });

  it('deleting a draw activity makes no call and reloads the list', async () => {
    const api = mockApi({ 'GET /activities': { body: [drawing] } });
    renderPage(ActivitiesPage, '/manager/activities');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Sketch' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.callsTo('GET', '/activities')).toHaveLength(2));
    expect(api.calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);
  });

  it('edits an activity in the editor of its type', async () => {
    mockApi({ 'GET /activities': { body: [quiz, drawing] } });
    renderPage(ActivitiesPage, '/manager/activities');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Sketch' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(`/manager/activities/draw?id=${drawing.id}`);
  });

  it('tells two activities of the same name apart by the time of their last change', async () => {
    const older = { ...quiz, id: NEW_ID, name: 'pub quiz ', updatedAt: '2030-01-01T09:15:00.000Z' };
    mockApi({ 'GET /activities': { body: [quiz, older, drawing] } });
    renderPage(ActivitiesPage, '/manager/activities');
    await screen.findByText('Sketch');
    const times = screen.getAllByText(/^Last updated /).map((line) => line.textContent);
    expect(times).toHaveLength(2);
    expect(new Set(times).size).toBe(2);
    expect(times[0]).toContain(formatDateTime(quiz.updatedAt));
    expect(times[1]).toContain(formatDateTime(older.updatedAt));
  });

  // Issue 21: a quiz's copy is made by the server under the name "<name> (copy)" and joins the list.
  it('duplicates a quiz, not a draw, and shows the copy in the list', async () => {
    const copy = { ...quiz, id: NEW_ID, name: 'Pub Quiz (copy)' };
    let listed = [quiz, drawing];
    const api = mockApi({
      'GET /activities': () => ({ body: listed }),
      [`POST /activities/quiz/${quiz.id}/duplicate`]: () => {
        listed = [copy, quiz, drawing];
        return {
          status: 201,
          body: {
            ...copy,
            timeLimit: 20,
            readTime: 0,
            ...SETTING_DEFAULTS,
            questions: [],
          },
        };
      },
    });
    renderPage(ActivitiesPage, '/manager/activities');
    await screen.findByText('Sketch');
    expect(screen.queryByRole('button', { name: 'Duplicate Sketch' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Duplicate Pub Quiz' }));
    expect(await screen.findByText('Quiz duplicated: Pub Quiz (copy)')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Edit Pub Quiz (copy)' })).toBeInTheDocument();
    expect(api.callsTo('POST', `/activities/quiz/${quiz.id}/duplicate`)[0]?.body).toEqual({ name: 'Pub Quiz (copy)' });
  });

  it("shows the server's refusal of a duplicate", async () => {
    mockApi({
      'GET /activities': { body: [quiz] },
      [`POST /activities/quiz/${quiz.id}/duplicate`]: { status: 404, body: { error: 'Quiz not found' } },
    });
    renderPage(ActivitiesPage, '/manager/activities');
    await userEvent.click(await screen.findByRole('button', { name: 'Duplicate Pub Quiz' }));
    expect(await screen.findByText('Quiz not found')).toBeInTheDocument();
  });
});
