import type { ActivitySummary, Event, Team } from '@quizfest/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mockApi';
import { renderPage } from '../../../test/renderPage';
import EventEditorPage from './EventEditorPage';

const EVENT_ID = '77777777-7777-4777-8777-777777777777';
const at = '2030-01-01T10:00:00.000Z';
const owls: Team = {
  id: '44444444-4444-4444-8444-444444444444',
  ownerId: EVENT_ID,
  name: 'Owls',
  score: 0,
  playerIds: [],
  createdAt: at,
  updatedAt: at,
};
const quiz: ActivitySummary = { id: '11111111-1111-4111-8111-111111111111', name: 'Pub Quiz', type: 'quiz', createdAt: at, updatedAt: at };
const event: Event = {
  id: EVENT_ID,
  ownerId: '00000000-0000-4000-8000-000000000001',
  name: 'Friday Night',
  code: 'QWER',
  startDate: '2030-05-01T18:00:00.000Z',
  endDate: '2030-05-01T22:00:00.000Z',
  teamIds: [],
  players: [{ playerId: '55555555-5555-4555-8555-555555555555', name: 'Ann', teamId: null }],
  activities: [],
  screenIds: [],
  createdAt: at,
  updatedAt: at,
};

function mockEditor(loaded: Event, put?: Parameters<typeof mockApi>[0][string]) {
  return mockApi({
    [`GET /events/${EVENT_ID}`]: { body: loaded },
    'GET /teams': { body: [owls] },
    'GET /activities': { body: [quiz] },
    ...(put ? { [`PUT /events/${EVENT_ID}`]: put } : {}),
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('EventEditorPage', () => {
  it('says so when there is no id', async () => {
    const api = mockApi({});
    renderPage(EventEditorPage, '/manager/events/editor');
    expect(await screen.findByText('No event ID provided')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  // A mangled link names no record: say so as for a missing one, without a call the server would
  // only refuse with 'id must be a UUID'.
  it.each(['abc', '123'])('shows Event not found for the malformed id %s, and calls nothing', async (id) => {
    const api = mockApi({});
    renderPage(EventEditorPage, `/manager/events/editor?id=${id}`);
    expect(await screen.findByText('Event not found')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Back to Events' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/manager/events');
  });

  it('shows Event not found on a 404 with a way back', async () => {
    mockApi({
      [`GET /events/${EVENT_ID}`]: { status: 404, body: { error: 'Event not found' } },
      'GET /teams': { body: [] },
      'GET /activities': { body: [] },
    });
    renderPage(EventEditorPage, `/manager/events/editor?id=${EVENT_ID}`);
    expect(await screen.findByText('Event not found')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back to Events' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/manager/events');
  });

  it("opens the event's host console from the top bar", async () => {
    mockEditor(event);
    renderPage(EventEditorPage, `/manager/events/editor?id=${EVENT_ID}`);
    await userEvent.click(await screen.findByRole('link', { name: 'Run live' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(`/manager/events/live?id=${EVENT_ID}`);
  });

  it('refuses to save an end before the start, without calling the server', async () => {
    const api = mockEditor({ ...event, endDate: '2030-05-01T17:00:00.000Z' });
    renderPage(EventEditorPage, `/manager/events/editor?id=${EVENT_ID}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('End date must be after start date')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
  });

  it('adds an activity entry, chooses a quiz and saves the whole event', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(1_900_000_000_000);
    const api = mockEditor(event, (body) => ({ body: { ...event, ...(body as object) } }));
    renderPage(EventEditorPage, `/manager/events/editor?id=${EVENT_ID}`);
    expect(await screen.findByText('Teams (0)')).toBeInTheDocument();
    expect(screen.getByText('No teams selected. You can select teams from your available teams list.')).toBeInTheDocument();
    expect(screen.getByText('No activities added yet')).toBeInTheDocument();
    expect(screen.getByLabelText('Event Code')).toHaveAttribute('readonly');

    await userEvent.click(screen.getByRole('combobox', { name: 'Selected teams' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Owls' }));
    expect(screen.getByText('Teams (1)')).toBeInTheDocument();
    expect(screen.queryByText('No teams selected. You can select teams from your available teams list.')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Add Activity' }));
    expect(screen.getByText('Activities (1)')).toBeInTheDocument();
    expect(screen.getByText('Activity 1')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Activity' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Pub Quiz (Quiz)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Event saved successfully!')).toBeInTheDocument();
    expect(api.callsTo('PUT', `/events/${EVENT_ID}`)[0]?.body).toEqual({
      name: 'Friday Night',
      teamIds: [owls.id],
      players: event.players,
      activities: [
        {
          id: 'activity-1900000000000',
          type: 'quiz',
          modelId: quiz.id,
          rules: { allowTeamlessPlayers: false, teamsConfig: 'only_preset_teams' },
        },
      ],
      startDate: event.startDate,
      endDate: event.endDate,
      screenIds: [],
    });
  });

  it('removes an activity entry locally', async () => {
    const api = mockEditor({
      ...event,
      activities: [{ id: 'activity-1', type: 'quiz', modelId: quiz.id, rules: { allowTeamlessPlayers: true, teamsConfig: 'no_teams' } }],
    });
    renderPage(EventEditorPage, `/manager/events/editor?id=${EVENT_ID}`);
    expect(await screen.findByText('Activities (1)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove activity 1' }));
    expect(screen.getByText('No activities added yet')).toBeInTheDocument();
    await waitFor(() => expect(api.calls.filter((call) => call.method !== 'GET')).toHaveLength(0));
  });

  it("offers the spec's team rules for an activity entry and saves the choice", async () => {
    const api = mockEditor(
      {
        ...event,
        activities: [
          { id: 'activity-1', type: 'quiz', modelId: quiz.id, rules: { allowTeamlessPlayers: false, teamsConfig: 'only_preset_teams' } },
        ],
      },
      (body) => ({ body: { ...event, ...(body as object) } }),
    );
    renderPage(EventEditorPage, `/manager/events/editor?id=${EVENT_ID}`);
    await userEvent.click(await screen.findByRole('combobox', { name: 'Teams Config' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Only Preset Teams', 'Allow Custom Teams', 'No Teams']);
    await userEvent.click(screen.getByRole('option', { name: 'Allow Custom Teams' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Allow Teamless Players' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Yes' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Event saved successfully!');
    expect(api.callsTo('PUT', `/events/${EVENT_ID}`)[0]?.body).toMatchObject({
      activities: [
        { id: 'activity-1', type: 'quiz', modelId: quiz.id, rules: { allowTeamlessPlayers: true, teamsConfig: 'allow_custom_teams' } },
      ],
    });
  });

  it('shows the server message when saving fails', async () => {
    mockEditor(event, { status: 400, body: { error: 'name: must not be empty' } });
    renderPage(EventEditorPage, `/manager/events/editor?id=${EVENT_ID}`);
    await userEvent.clear(await screen.findByLabelText(/Event Name/));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('name: must not be empty')).toBeInTheDocument();
  });

  it('asks before Back drops unsaved edits, and does not ask once they are saved', async () => {
    const api = mockEditor(event, (body) => ({ body: { ...event, ...(body as object) } }));
    renderPage(EventEditorPage, `/manager/events/editor?id=${EVENT_ID}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Add Activity' }));

    await userEvent.click(screen.getByRole('button', { name: 'Back to events' }));
    expect(await screen.findByRole('dialog', { name: 'Leave without saving?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Stay on this page' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Activities (1)')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Event saved successfully!');
    expect(api.callsTo('PUT', `/events/${EVENT_ID}`)).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Back to events' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/manager/events');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('leaves without saving when told to, and leaves an untouched event without asking', async () => {
    mockEditor(event);
    const first = renderPage(EventEditorPage, `/manager/events/editor?id=${EVENT_ID}`);
    await screen.findByText('Event Metadata');
    await userEvent.click(screen.getByRole('button', { name: 'Back to events' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/manager/events');
    first.unmount();

    renderPage(EventEditorPage, `/manager/events/editor?id=${EVENT_ID}`);
    await userEvent.type(await screen.findByRole('textbox', { name: /Event Name/ }), '!');
    await userEvent.click(screen.getByRole('button', { name: 'Back to events' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Leave without saving' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/manager/events');
  });
});
