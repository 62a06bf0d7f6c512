// The host console in French (issue 19): every text of the console's catalogue, including the
// dialogs, the plurals and what only screen readers hear, with none of its English left. (Testing
// Library reads a French no-break space as a space: the texts below are written with plain ones.)
import type { HostView, LivePhase } from '@quizfest/shared';
import { act, getDefaultNormalizer, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import englishCatalogue from '../../../i18n/locales/en/host.json';
import frenchCatalogue from '../../../i18n/locales/fr/host.json';
import { englishLeftovers } from '../../../test/englishLeftovers';
import { OWLS, crowdedHostView, handsFreeView, hostView } from '../../../test/host/hostView';
import { mockApi } from '../../../test/mockApi';
import { renderPage } from '../../../test/renderPage';
import { HostConsole } from './HostConsole';

const texts = (node: unknown): string[] =>
  typeof node === 'string' ? [node] : Object.values(node as Record<string, unknown>).flatMap(texts);
const FRENCH = texts(frenchCatalogue);
/**
 * The English catalogue's words, each text cut at its placeholders: the parts of four letters or
 * more that no French text holds ('Question' is French too), so that any of them on the page is
 * English left over.
 */
const ENGLISH = [
  ...new Set(
    texts(englishCatalogue)
      .flatMap((text) => text.split(/\{\{[^}]+\}\}/))
      .map((part) => part.trim())
      .filter((part) => part.length >= 4 && !FRENCH.some((french) => french.includes(part))),
  ),
];

function renderConsole(view: HostView) {
  mockApi({ [`GET /events/${view.event.id}/screen-key`]: { body: { key: 'key' } } });
  renderPage(
    () => (
      <HostConsole
        view={view}
        connection="polling"
        serverNow={() => Date.parse(view.serverNow)}
        connectionError={null}
        onPosted={() => {}}
        onBack={() => {}}
      />
    ),
    '/manager/events/live',
  );
}

beforeEach(async () => {
  await act(() => i18n.changeLanguage('fr'));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('HostConsole in French', () => {
  it('the English catalogue gives the check something to find', () => {
    expect(ENGLISH).toEqual(expect.arrayContaining(['Start the quiz', 'Remove player', 'Last seen just now']));
  });

  it.each<LivePhase>(['waiting', 'lobby', 'question', 'reveal', 'leaderboard', 'finished', 'ended'])(
    'in %s shows no English of the console',
    async (phase) => {
      renderConsole(hostView(phase));
      await screen.findByText('Friday Night');
      expect(englishLeftovers(ENGLISH)).toEqual([]);
    },
  );

  it('words the lobby, its buttons and its counts in French, plurals included', async () => {
    renderConsole(hostView('lobby', { playerCount: 3 }));
    expect(await screen.findByRole('button', { name: 'Lancer le quiz' })).toBeInTheDocument();
    expect(screen.getByText('2 joueurs prêts, 1 connecté. 1 autre a rejoint et choisit encore son nom.')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Autres actions' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Terminer' })).toBeEnabled();
    expect(screen.getByLabelText('Étape : Salle d’attente')).toBeInTheDocument();
    expect(screen.getByLabelText('Connexion : Reconnexion (interrogation)')).toBeInTheDocument();
    expect(screen.getByText('1 écran')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Joueurs (3)' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Joueur' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Renommer Ann' })).toBeInTheDocument();
  });

  it('asks before removing a player, and renames, in French', async () => {
    renderConsole(hostView('lobby'));
    await userEvent.click(await screen.findByRole('button', { name: 'Retirer Ann' }));
    const dialog = await screen.findByRole('dialog', { name: 'Retirer le joueur' });
    expect(dialog).toHaveTextContent(
      'Retirer « Ann » de l’événement ? Il ne pourra plus le rejoindre, et ses points quittent le classement, le total de son équipe et les résultats.',
    );
    expect(within(dialog).getByRole('button', { name: 'Annuler' })).toBeInTheDocument();
    expect(englishLeftovers(ENGLISH)).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await userEvent.click(screen.getByRole('button', { name: 'Renommer Bob' }));
    const rename = await screen.findByRole('dialog', { name: 'Renommer le joueur' });
    expect(within(rename).getByLabelText(/Nom du joueur/)).toHaveValue('Bob');
    expect(englishLeftovers(ENGLISH)).toEqual([]);
  });

  it('asks before ending the event, in French', async () => {
    renderConsole(hostView('finished'));
    await userEvent.click(await screen.findByRole('button', { name: 'Terminer l’événement' }));
    const dialog = await screen.findByRole('dialog', { name: 'Terminer l’événement' });
    expect(within(dialog).getByRole('button', { name: 'Oui, le terminer' })).toBeInTheDocument();
    expect(englishLeftovers(ENGLISH)).toEqual([]);
  });

  it('shows the question with its answer and the answers so far', async () => {
    renderConsole(hostView('question'));
    expect(await screen.findByText('Bonne réponse : 2. Paris')).toBeInTheDocument();
    expect(screen.getByText('1 sur 2 a répondu')).toBeInTheDocument();
    expect(screen.getByLabelText('Temps restant')).toHaveTextContent('0:15');
    expect(screen.getByText(/Ensuite\s: question 2 sur 2/)).toBeInTheDocument();
    // The next question in the console's language (it was always the English text).
    expect(screen.getByText(/Ensuite\s: question 2 sur 2/).parentElement).toHaveTextContent('Le plus grand océan ?');
  });

  it('names the winners when the game is over', async () => {
    const view = hostView('finished');
    view.live.leaderboard = {
      teams: [{ teamId: OWLS, name: 'Owls', points: 950, lastPoints: 0, rank: 1, members: 1 }],
      players: [{ name: 'Ann', teamId: OWLS, points: 950, rank: 1 }],
    };
    renderConsole(view);
    expect(await screen.findByRole('list', { name: 'Vainqueurs' })).toHaveTextContent('1.Owls950 points');
    expect(screen.getByText('Meilleur joueur')).toBeInTheDocument();
  });

  it('groups the digits of a crowded event the French way', async () => {
    renderConsole(crowdedHostView('lobby'));
    expect(await screen.findByRole('button', { name: 'Joueurs (5\u202f000)' })).toBeInTheDocument();
  });

  it.each<[string, HostView, string, string[]]>([
    ['counting down', handsFreeView('reveal'), 'Mains libres\u00a0: étape suivante dans 7\u00a0s', ['Suspendre', 'Reprendre la main']],
    ['held', handsFreeView('leaderboard', { held: true }), 'Mains libres\u00a0: en pause', ['Continuer', 'Reprendre la main']],
    [
      'closing the question by itself',
      handsFreeView('question'),
      'Mains libres\u00a0: la question se ferme d’elle-même',
      ['Reprendre la main'],
    ],
    ['taken over', handsFreeView('leaderboard', { on: false }), 'Vous menez la soirée', ['Rendre la main']],
  ])('words the hands-free panel in French, %s, with its no-break spaces (issue 20)', async (_state, view, status, buttons) => {
    renderConsole(view);
    const panel = within(await screen.findByRole('group', { name: 'Mains libres' }));
    const exact = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };
    expect(panel.getByText(status, exact)).toBeInTheDocument();
    expect(panel.getAllByRole('button').map((button) => button.textContent)).toEqual(buttons);
    expect(englishLeftovers(ENGLISH)).toEqual([]);
  });

  it("groups the players' points the French way", async () => {
    const view = hostView('leaderboard');
    view.players = view.players.map((player, i) => ({ ...player, points: 12_345 + i }));
    renderConsole(view);
    // Exact text: the default matcher would read the narrow no-break space as a plain one.
    const exact = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };
    expect(await screen.findByText('12\u202f345', exact)).toBeInTheDocument();
  });
});
