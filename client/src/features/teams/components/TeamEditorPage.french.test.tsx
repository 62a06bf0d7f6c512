// The team editor on a French browser (issue 19): French labels, players by name, dates written the
// French way, and a too long name refused at the field in French.
import type { Team } from '@quizfest/shared';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { formatDateTime } from '../../../lib/manager/formatDates';
import { englishLeftovers } from '../../../test/englishLeftovers';
import { mockApi } from '../../../test/mockApi';
import { renderApp } from '../../../test/renderApp';
import { signedIn } from '../../../test/signedIn';

const TEAM_ID = '44444444-4444-4444-8444-444444444444';
const PLAYER = '55555555-5555-4555-8555-555555555555';
const team: Team = {
  id: TEAM_ID,
  ownerId: '00000000-0000-4000-8000-000000000001',
  name: 'Les Hiboux',
  score: 12,
  imageUrl: null,
  playerIds: [PLAYER],
  players: [{ id: PLAYER, name: 'Anne', eventName: 'Soirée quiz' }],
  createdAt: '2030-01-01T10:00:00.000Z',
  updatedAt: '2030-01-02T10:00:00.000Z',
};

const ENGLISH = [
  'Edit Team',
  'Back to teams',
  'Team Information',
  'Team Name',
  'Image URL',
  'URL to team logo',
  'Players (',
  'Remove player',
  'Team Metadata',
  'Team ID',
  'Owner ID',
  'Created',
  'Updated',
  'Save',
  'Logout',
  'characters',
];

beforeEach(async () => {
  await act(() => i18n.changeLanguage('fr'));
  signedIn();
});
afterEach(() => vi.unstubAllGlobals());

describe('TeamEditorPage in French', () => {
  it('shows the team in French, its players by name, and refuses a name over 60 characters before saving', async () => {
    const api = mockApi({ [`GET /teams/${TEAM_ID}`]: { body: team } });
    renderApp(`/manager/teams/editor?id=${TEAM_ID}`);
    expect(await screen.findByRole('heading', { name: 'Modifier l’équipe\u00a0: Les Hiboux' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retour aux équipes' })).toBeInTheDocument();
    expect(screen.getByText('Informations sur l’équipe')).toBeInTheDocument();
    expect(screen.getByText('URL du logo ou d’une image de l’équipe')).toBeInTheDocument();
    expect(screen.getByText('Joueurs (1)')).toBeInTheDocument();
    expect(screen.getByText('Anne')).toBeInTheDocument();
    expect(screen.getByText('lors de « Soirée quiz »')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retirer le joueur Anne' })).toBeInTheDocument();
    expect(screen.getByText('Métadonnées de l’équipe')).toBeInTheDocument();
    expect(screen.getByText(formatDateTime(team.createdAt, 'fr-FR'))).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Modifier l’équipe · QuizFest'));

    const name = screen.getByRole('textbox', { name: /Nom de l’équipe/ });
    await userEvent.clear(name);
    await userEvent.click(name);
    await userEvent.paste('x'.repeat(61));
    expect(await screen.findByText('Le nom ne peut pas dépasser 60 caractères (61 actuellement)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enregistrer' })).toBeDisabled();
    expect(api.calls.filter((call) => call.method !== 'GET')).toHaveLength(0);
    expect(englishLeftovers(ENGLISH)).toEqual([]);
  });

  it('says a refused save in French', async () => {
    mockApi({
      [`GET /teams/${TEAM_ID}`]: { body: team },
      [`PUT /teams/${TEAM_ID}`]: { status: 400, body: { error: 'imageUrl must be an http(s) URL or an uploaded file name' } },
    });
    renderApp(`/manager/teams/editor?id=${TEAM_ID}`);
    await userEvent.click(await screen.findByRole('textbox', { name: /URL de l’image/ }));
    await userEvent.paste('javascript:alert(1)');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('L’URL de l’image doit être une adresse http(s) ou un fichier envoyé')).toBeInTheDocument();
  });
});
