import type { Team } from '@quizfest/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mockApi';
import { renderPage } from '../../../test/renderPage';
import TeamEditorPage from './TeamEditorPage';

const TEAM_ID = '44444444-4444-4444-8444-444444444444';
const PLAYER_A = '55555555-5555-4555-8555-555555555555';
const PLAYER_B = '66666666-6666-4666-8666-666666666666';
const team: Team = {
  id: TEAM_ID,
  ownerId: '00000000-0000-4000-8000-000000000001',
  name: 'Owls',
  score: 12,
  imageUrl: null,
  playerIds: [PLAYER_A, PLAYER_B],
  players: [
    { id: PLAYER_A, name: 'Ann', eventName: 'Friday Night' },
    { id: PLAYER_B, name: null, eventName: 'Friday Night' },
  ],
  createdAt: '2030-01-01T10:00:00.000Z',
  updatedAt: '2030-01-02T10:00:00.000Z',
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('TeamEditorPage', () => {
  it('says so when there is no id', async () => {
    const api = mockApi({});
    renderPage(TeamEditorPage, '/manager/teams/editor');
    expect(await screen.findByText('No team ID provided')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  // A mangled link names no record: say so as for a missing one, without a call the server would
  // only refuse with 'id must be a UUID'.
  it.each(['abc', '123'])('shows Team not found for the malformed id %s, and calls nothing', async (id) => {
    const api = mockApi({});
    renderPage(TeamEditorPage, `/manager/teams/editor?id=${id}`);
    expect(await screen.findByText('Team not found')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Back to Teams' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/manager/teams');
  });

  it('shows Team not found on a 404 with a way back', async () => {
    mockApi({ [`GET /teams/${TEAM_ID}`]: { status: 404, body: { error: 'Team not found' } } });
    renderPage(TeamEditorPage, `/manager/teams/editor?id=${TEAM_ID}`);
    expect(await screen.findByText('Team not found')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back to Teams' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/manager/teams');
  });

  it('removes a player locally and saves name, parsed score, players and image', async () => {
    const api = mockApi({
      [`GET /teams/${TEAM_ID}`]: { body: team },
      [`PUT /teams/${TEAM_ID}`]: (body) => ({ body: { ...team, ...(body as object) } }),
    });
    renderPage(TeamEditorPage, `/manager/teams/editor?id=${TEAM_ID}`);
    expect(await screen.findByText('Players (2)')).toBeInTheDocument();
    expect(screen.getByText('Team Metadata')).toBeInTheDocument();
    expect(screen.getByText(TEAM_ID)).toBeInTheDocument();
    // Issue 19: the players were bare ids; each is its name (or says it has none) and the event it played.
    expect(screen.getByText('Ann')).toBeInTheDocument();
    expect(screen.getByText('Unnamed player')).toBeInTheDocument();
    expect(screen.getAllByText('at “Friday Night”')).toHaveLength(2);
    expect(screen.queryByText(PLAYER_A)).not.toBeInTheDocument();
    expect(screen.queryByText(PLAYER_B)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Remove player Ann' }));
    expect(screen.getByText('Players (1)')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method !== 'GET')).toHaveLength(0);

    // The score is every event's points added up: the field says so before anyone edits it.
    expect(screen.getByLabelText('Score')).toHaveAccessibleDescription(/^A lifetime total: every event this team plays adds/);
    await userEvent.clear(screen.getByLabelText('Score'));
    await userEvent.type(screen.getByLabelText('Score'), '30');
    // Pasted, one change, rather than typed key by key: each key re-renders the whole editor.
    await userEvent.click(screen.getByLabelText('Image URL'));
    await userEvent.paste('https://example.com/owl.png');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Team saved')).toBeInTheDocument();
    expect(api.callsTo('PUT', `/teams/${TEAM_ID}`)).toHaveLength(1);
    expect(api.callsTo('PUT', `/teams/${TEAM_ID}`)[0]?.body).toEqual({
      name: 'Owls',
      score: 30,
      playerIds: [PLAYER_B],
      imageUrl: 'https://example.com/owl.png',
    });
  });

  it('saves a score of 0 when the field is emptied, and shows the save error', async () => {
    const api = mockApi({
      [`GET /teams/${TEAM_ID}`]: { body: { ...team, playerIds: [] } },
      [`PUT /teams/${TEAM_ID}`]: { status: 400, body: { error: 'name: must not be empty' } },
    });
    renderPage(TeamEditorPage, `/manager/teams/editor?id=${TEAM_ID}`);
    expect(await screen.findByText('No players added yet')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Score'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('name: must not be empty')).toBeInTheDocument();
    expect(api.callsTo('PUT', `/teams/${TEAM_ID}`)[0]?.body).toMatchObject({ score: 0, imageUrl: null });
  });

  it('asks before Back drops unsaved edits, and does not ask once they are saved', async () => {
    const api = mockApi({
      [`GET /teams/${TEAM_ID}`]: { body: team },
      [`PUT /teams/${TEAM_ID}`]: (body) => ({ body: { ...team, ...(body as object) } }),
    });
    renderPage(TeamEditorPage, `/manager/teams/editor?id=${TEAM_ID}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove player Ann' }));

    await userEvent.click(screen.getByRole('button', { name: 'Back to teams' }));
    expect(await screen.findByRole('dialog', { name: 'Leave without saving?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Stay on this page' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Players (1)')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Team saved');
    expect(api.callsTo('PUT', `/teams/${TEAM_ID}`)).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Back to teams' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/manager/teams');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('leaves without saving when told to, and leaves an untouched team without asking', async () => {
    mockApi({ [`GET /teams/${TEAM_ID}`]: { body: team } });
    const first = renderPage(TeamEditorPage, `/manager/teams/editor?id=${TEAM_ID}`);
    await screen.findByText('Team Metadata');
    await userEvent.click(screen.getByRole('button', { name: 'Back to teams' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/manager/teams');
    first.unmount();

    renderPage(TeamEditorPage, `/manager/teams/editor?id=${TEAM_ID}`);
    await userEvent.type(await screen.findByRole('textbox', { name: /Team Name/ }), '!');
    await userEvent.click(screen.getByRole('button', { name: 'Back to teams' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Leave without saving' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/manager/teams');
  });
});
