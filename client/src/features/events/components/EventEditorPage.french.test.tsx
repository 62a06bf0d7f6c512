// The event editor on a French browser (issue 19): French labels, options, dates and calendar,
// checks and the server's refusals.
import type { ActivitySummary, Event, Team } from '@quizfest/shared';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { formatDateTime } from '../../../lib/manager/formatDates';
import { englishLeftovers } from '../../../test/englishLeftovers';
import { mockApi } from '../../../test/mockApi';
import { renderApp } from '../../../test/renderApp';
import { signedIn } from '../../../test/signedIn';

const EVENT_ID = '77777777-7777-4777-8777-777777777777';
const at = '2030-01-01T10:00:00.000Z';
const owls: Team = {
  id: '44444444-4444-4444-8444-444444444444',
  ownerId: EVENT_ID,
  name: 'Hiboux',
  score: 0,
  playerIds: [],
  createdAt: at,
  updatedAt: at,
};
const quiz: ActivitySummary = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Quiz du pub',
  type: 'quiz',
  createdAt: at,
  updatedAt: at,
};
const event: Event = {
  id: EVENT_ID,
  ownerId: '00000000-0000-4000-8000-000000000001',
  name: 'Soirée quiz',
  code: 'QWER',
  startDate: '2030-05-15T18:00:00.000Z',
  endDate: '2030-05-15T22:00:00.000Z',
  teamIds: [],
  players: [],
  activities: [],
  screenIds: [],
  createdAt: at,
  updatedAt: at,
};

const ENGLISH = [
  'Edit Event',
  'Back to events',
  'Run live',
  'Event Information',
  'Event Name',
  'Event Code',
  'automatically generated',
  'Start Date',
  'End Date',
  'Teams (',
  'Selected teams',
  'Pick teams',
  'No teams selected',
  'Activities (',
  'Add Activity',
  'Activity 1',
  'Select an activity',
  'Teams Config',
  'Only Preset Teams',
  'Allow Teamless Players',
  'Remove activity',
  'Event Metadata',
  'Save',
  'has no activity selected',
];

function mockEditor(put?: Parameters<typeof mockApi>[0][string]) {
  return mockApi({
    [`GET /events/${EVENT_ID}`]: { body: event },
    'GET /teams': { body: [owls] },
    'GET /activities': { body: [quiz] },
    ...(put ? { [`PUT /events/${EVENT_ID}`]: put } : {}),
  });
}

beforeEach(async () => {
  await act(() => i18n.changeLanguage('fr'));
  signedIn();
});
afterEach(() => vi.unstubAllGlobals());

describe('EventEditorPage in French', () => {
  it('edits the event in French, and says the server’s refusal in French', async () => {
    mockEditor({ status: 400, body: { error: 'activities: Activity 1 has no activity selected' } });
    renderApp(`/manager/events/editor?id=${EVENT_ID}`);
    expect(await screen.findByRole('heading', { name: 'Modifier l’événement\u00a0: Soirée quiz' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lancer en direct' })).toBeInTheDocument();
    expect(screen.getByText('Ce code unique est généré automatiquement et ne peut pas être modifié')).toBeInTheDocument();
    expect(screen.getByText('Équipes (0)')).toBeInTheDocument();
    expect(screen.getByText('Aucune équipe choisie. Vous pouvez en choisir parmi vos équipes.')).toBeInTheDocument();
    expect(screen.getByText('Aucune activité pour l’instant')).toBeInTheDocument();
    // The dates as French writes them, in the pickers and the metadata.
    expect(screen.getByText(formatDateTime(event.startDate, 'fr-FR'))).toBeInTheDocument();
    expect(screen.getByText(formatDateTime(event.endDate, 'fr-FR'))).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Modifier l’événement · QuizFest'));

    await userEvent.click(screen.getByRole('button', { name: 'Ajouter une activité' }));
    expect(screen.getByText('Activité 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retirer l’activité 1' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Activité' })).toHaveAttribute('placeholder', 'Choisir une activité');
    await userEvent.click(screen.getByRole('combobox', { name: 'Équipes' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Équipes prédéfinies uniquement',
      'Équipes créées par les joueurs autorisées',
      'Sans équipes',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'Sans équipes' }));
    expect(screen.getByRole('combobox', { name: 'Joueurs sans équipe autorisés' })).toHaveValue('Non');

    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Aucune activité n’est choisie pour l’activité 1')).toBeInTheDocument();
    expect(englishLeftovers(ENGLISH)).toEqual([]);
  });

  it('shows its calendar in French and refuses an end before the start in French', async () => {
    const api = mockEditor();
    renderApp(`/manager/events/editor?id=${EVENT_ID}`);
    await userEvent.click(await screen.findByText(formatDateTime(event.endDate, 'fr-FR')));
    expect(await screen.findByText('mai 2030')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mois suivant' })).toBeInTheDocument();
    expect(screen.getByLabelText('Heures')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '1 mai 2030' }));
    await userEvent.click(screen.getByRole('button', { name: 'Valider la date de fin' }));

    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('La fin doit être postérieure au début')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method !== 'GET')).toHaveLength(0);
  });

  it('says a saved event in French', async () => {
    mockEditor((body) => ({ body: { ...event, ...(body as object) } }));
    renderApp(`/manager/events/editor?id=${EVENT_ID}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Enregistrer' }));
    // Text queries read the no-break space before '!' as a plain one.
    expect(await screen.findByText('Événement enregistré !')).toBeInTheDocument();
  });
});
