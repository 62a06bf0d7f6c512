import type { Team } from '@quizfest/shared';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { mockApi } from '../../../test/mockApi';
import { renderPage } from '../../../test/renderPage';
import TeamsPage from './TeamsPage';

const at = '2030-01-01T10:00:00.000Z';
const owls: Team = {
  id: '44444444-4444-4444-8444-444444444444',
  ownerId: '00000000-0000-4000-8000-000000000001',
  name: 'Owls',
  score: 12,
  playerIds: [],
  createdAt: at,
  updatedAt: at,
};
const NEW_ID = '88888888-8888-4888-8888-888888888888';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('TeamsPage', () => {
  it('creates a team and opens its editor', async () => {
    const api = mockApi({ 'GET /teams': { body: [] }, 'POST /teams': { status: 201, body: { id: NEW_ID } } });
    renderPage(TeamsPage, '/manager/teams');
    await userEvent.click((await screen.findAllByRole('button', { name: 'Create New Team' }))[0]!);
    await userEvent.type(await screen.findByLabelText(/Name/), ' Owls {Enter}');
    expect(await screen.findByTestId('location')).toHaveTextContent(`/manager/teams/editor?id=${NEW_ID}`);
    expect(api.callsTo('POST', '/teams')[0]?.body).toEqual({ name: 'Owls' });
  });

  it('asks before deleting the team and shows the server message when it fails', async () => {
    const api = mockApi({
      'GET /teams': { body: [owls] },
      [`DELETE /teams/${owls.id}`]: { status: 409, body: { error: 'Team is in use' } },
    });
    renderPage(TeamsPage, '/manager/teams');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Owls' }));
    expect(await screen.findByText('Are you sure you want to delete the team "Owls"? This action cannot be undone.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Team is in use')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('DELETE', `/teams/${owls.id}`)).toHaveLength(1));
  });

  it("says the Score column is a total over every event, not this night's points", async () => {
    mockApi({ 'GET /teams': { body: [owls] } });
    renderPage(TeamsPage, '/manager/teams');
    expect(await screen.findByRole('columnheader', { name: 'Score (all events)' })).toBeInTheDocument();
    expect(screen.getByText('12')).toBeInTheDocument();
  });

  it('says it in French too', async () => {
    await act(() => i18n.changeLanguage('fr'));
    mockApi({ 'GET /teams': { body: [owls] } });
    renderPage(TeamsPage, '/manager/teams');
    expect(await screen.findByRole('columnheader', { name: 'Score (tous les événements)' })).toBeInTheDocument();
  });
});
