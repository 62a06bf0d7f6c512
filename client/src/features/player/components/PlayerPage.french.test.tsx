// The player's phone in French (issue 19): every state of the game says its chrome in French, not
// only the questions; none of the texts the page said in English is left, in the text or in what
// screen readers read (aria-label, title, placeholder, alt).
import type { Leaderboard, PollResponse } from '@quizfest/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { STORAGE_KEYS } from '../../../lib/storage';
import { englishLeftovers } from '../../../test/englishLeftovers';
import { UnreachableWebSocket } from '../../../test/live/fakeWebSocket';
import { autoStep, EVENT_ID, liveQuestion, liveView, PLAYER_ID, playerMe, playerPoll } from '../../../test/live/liveFixtures';
import { render } from '../../../test/render';
import { renderApp } from '../../../test/renderApp';
import { PlayerPodium } from './PlayerPodium';
import { PlayerQuestion } from './PlayerQuestion';
import { PlayerReveal } from './PlayerReveal';

const TEAM_ID = '1e2d3c4b-5a69-4788-9a6b-5c4d3e2f1a01';
const FOXES = '1e2d3c4b-5a69-4788-9a6b-5c4d3e2f1a02';
const HOUR = 3_600_000;
const fetchMock = vi.fn<typeof fetch>();

// What the phone said in English before it was translated (issue 19's list and the rest).
const ENGLISH = [
  'Join the game',
  'Your Name',
  'characters',
  'Select a team',
  'Create New Team',
  'Play without a team',
  'Playing without a team',
  'Welcome,',
  'Team:',
  'Get ready',
  'Leave event',
  'Language',
  'Light theme',
  'Dark theme',
  'System theme',
  'switch to',
  'Connecting',
  'Reconnecting',
  'Offline',
  'Question 1 of',
  'Paused',
  "Time's up",
  'Sending…',
  'Answer received',
  'Your answer',
  'Send',
  'Triangle Lyon',
  'Diamond',
  'Circle',
  'Square',
  'Correct!',
  'Wrong',
  'No answer',
  '+0 points',
  '+1 points',
  'The right answer',
  'Total points',
  'Final points',
  'Rank',
  'Team rank',
  ' of ',
  'Leaderboard',
  'Final results',
  'finished',
  'This event has ended.',
  'This event starts in',
  'hours',
  'Answers are closed',
  'The host paused',
  'answer when it resumes',
  'Your answer was not taken',
  'You joined after',
  'Next in',
];

function serve(poll: PollResponse) {
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.endsWith('/events/poll')) return new Response(JSON.stringify(poll));
    if (url.endsWith(`/events/${EVENT_ID}/teams`))
      return new Response(JSON.stringify([{ id: TEAM_ID, name: 'Les Hiboux', imageUrl: null, score: 0 }]));
    return new Response(JSON.stringify({ error: 'unexpected' }), { status: 500 });
  });
}

function poll(overrides: { start?: number; end?: number; player?: PollResponse['player']; live?: PollResponse['live'] }): PollResponse {
  const base = playerPoll();
  const now = Date.now();
  return {
    ...base,
    event: {
      ...base.event,
      startDate: new Date(now + (overrides.start ?? -HOUR)).toISOString(),
      endDate: new Date(now + (overrides.end ?? HOUR)).toISOString(),
      teamIds: [TEAM_ID],
      activities: [{ id: 'a1', type: 'quiz', modelId: 'q1', rules: { teamsConfig: 'allow_custom_teams', allowTeamlessPlayers: true } }],
    },
    player: overrides.player ?? base.player,
    live: overrides.live ?? null,
  };
}

// Testing Library reads the page's no-break spaces (French: 'Bienvenue, Chloé !') as plain ones.
const noLeftovers = () => expect(englishLeftovers(ENGLISH)).toEqual([]);

beforeEach(async () => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('WebSocket', UnreachableWebSocket);
  localStorage.setItem(STORAGE_KEYS.playerId, PLAYER_ID);
  localStorage.setItem(STORAGE_KEYS.eventId, EVENT_ID);
  await act(() => i18n.changeLanguage('fr'));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the player page in French', () => {
  it('asks for a name and a team in French, and says what is missing', async () => {
    serve(poll({ player: { playerId: PLAYER_ID, name: null } }));
    renderApp('/player');
    expect(await screen.findByRole('heading', { name: 'Rejoindre la partie' })).toBeInTheDocument();
    expect(screen.getByLabelText('Votre nom')).toBeInTheDocument();
    expect(screen.getByText('0/40 caractères')).toBeInTheDocument();
    expect(await screen.findByRole('option', { name: 'Choisissez une équipe' })).toBeInTheDocument();
    expect(screen.getByText('Créer une équipe')).toBeInTheDocument();
    expect(screen.getByLabelText('Jouer sans équipe')).toBeInTheDocument();
    // Short enough for its row beside the language switch on a 390 px phone; named in full.
    expect(screen.getByRole('button', { name: 'Quitter l’événement' })).toHaveTextContent(/^Quitter$/);
    expect(screen.getByRole('radiogroup', { name: 'Langue' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Reconnexion…');
    expect(document.title).toBe('Jouer · QuizFest');
    await userEvent.click(screen.getByRole('button', { name: 'Rejoindre' }));
    expect(await screen.findByText('Veuillez saisir votre nom')).toBeInTheDocument();
    noLeftovers();

    await userEvent.click(screen.getByText('Créer une équipe'));
    const dialog = await screen.findByRole('dialog', { name: 'Créer une équipe' });
    expect(within(dialog).getByLabelText('Nom de l’équipe')).toHaveAttribute('maxlength', '60');
    expect(within(dialog).getByRole('button', { name: 'Annuler' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Créer' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Fermer' })).toBeInTheDocument();
    expect(englishLeftovers([...ENGLISH, 'Team Name', 'Cancel', 'Create'])).toEqual([]);
  });

  it('says the server’s refusal of the name in French', async () => {
    serve(poll({ player: { playerId: PLAYER_ID, name: null } }));
    const served = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) =>
      String(input).endsWith('/players/set-info')
        ? new Response(JSON.stringify({ error: 'Teams can no longer be changed: the game has started' }), { status: 409 })
        : served(input, init),
    );
    renderApp('/player');
    await userEvent.type(await screen.findByLabelText('Votre nom'), 'Chloé');
    await userEvent.click(screen.getByLabelText('Jouer sans équipe'));
    await userEvent.click(screen.getByRole('button', { name: 'Rejoindre' }));
    expect(await screen.findByText('Les équipes ne peuvent plus changer : la partie a commencé')).toBeInTheDocument();
  });

  it('says a taken name in French, under the name field', async () => {
    serve(poll({ player: { playerId: PLAYER_ID, name: null } }));
    const served = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) =>
      String(input).endsWith('/players/set-info')
        ? new Response(JSON.stringify({ error: 'This name is already taken in this event; please choose another' }), { status: 409 })
        : served(input, init),
    );
    renderApp('/player');
    const field = await screen.findByLabelText('Votre nom');
    await userEvent.type(field, 'Chloé');
    await userEvent.click(screen.getByLabelText('Jouer sans équipe'));
    await userEvent.click(screen.getByRole('button', { name: 'Rejoindre' }));
    const refusal = 'Ce nom est déjà pris dans cet événement\u00a0; choisissez-en un autre';
    await waitFor(() => expect(field).toHaveAccessibleDescription(expect.stringContaining(refusal)));
    expect(englishLeftovers([...ENGLISH, 'already taken'])).toEqual([]);
  });

  it('welcomes the player in French', async () => {
    serve(poll({ player: { playerId: PLAYER_ID, name: 'Chloé', teamId: TEAM_ID } }));
    renderApp('/player');
    expect(await screen.findByText('Bienvenue, Chloé !')).toBeInTheDocument();
    expect(await screen.findByText('Équipe : Les Hiboux')).toBeInTheDocument();
    expect(screen.getByText(/^Préparez-vous/)).toBeInTheDocument();
    noLeftovers();
  });

  it('counts down to the start, and says the end, in French', async () => {
    serve(poll({ start: 90 * 60_000 + 30_000, end: 5 * HOUR }));
    const { unmount } = renderApp('/player');
    expect(await screen.findByText('L’événement commence dans')).toBeInTheDocument();
    expect(screen.getByText('1 heure et 31 minutes')).toBeInTheDocument();
    noLeftovers();
    unmount();
    serve(poll({ start: -5 * HOUR, end: -HOUR }));
    renderApp('/player');
    expect(await screen.findByText('Cet événement est terminé.')).toBeInTheDocument();
    noLeftovers();
  });

  it('plays a question in French: progress, shapes, sending, received, and a refusal', async () => {
    serve(
      poll({
        player: { playerId: PLAYER_ID, name: 'Chloé', teamId: null },
        live: liveView({ phase: 'question', question: liveQuestion() }),
      }),
    );
    renderApp('/player');
    expect(await screen.findByText('Question 1 sur 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Triangle Lyon (fr)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Losange Paris (fr)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rond Nice (fr)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Carré Lille (fr)' })).toBeInTheDocument();
    noLeftovers();

    const base = { me: playerMe(), language: 'fr_FR' as const, pending: null, answerError: null, serverNow: () => Date.now() };
    const question = liveQuestion();
    const sent = { activityId: 'activity-1', questionIndex: 0, answer: 2 };
    const { rerender } = render(<PlayerQuestion {...base} question={question} pending={sent} onAnswer={vi.fn()} />);
    expect(screen.getByText('Envoi…')).toBeInTheDocument();
    rerender(<PlayerQuestion {...base} me={playerMe({ answer: '2' })} question={question} onAnswer={vi.fn()} />);
    expect(screen.getByText('Réponse reçue')).toBeInTheDocument();
    noLeftovers();
  });

  it('says a refused answer, a pause and the end of the time in French', async () => {
    const base = { me: playerMe(), language: 'fr_FR' as const, pending: null, answerError: null, serverNow: () => Date.now() };
    const question = liveQuestion();
    const { rerender } = render(<PlayerQuestion {...base} question={question} onAnswer={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Losange Paris (fr)' }));
    rerender(<PlayerQuestion {...base} answerError="Answers are closed" question={question} onAnswer={vi.fn()} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Les réponses sont closes');
    noLeftovers();

    rerender(
      <PlayerQuestion {...base} question={liveQuestion({ questionIndex: 1, deadline: null, remainingMs: 7000 })} onAnswer={vi.fn()} />,
    );
    expect(screen.getByRole('timer')).toHaveTextContent('En pause');
    expect(screen.getByRole('status')).toHaveTextContent('L’animateur a mis la question en pause : vous pourrez répondre à la reprise.');
    expect(screen.getByRole('button', { name: 'Losange Paris (fr)' })).toBeDisabled();
    noLeftovers();
    rerender(
      <PlayerQuestion
        {...base}
        question={liveQuestion({ questionIndex: 2, deadline: new Date(Date.now() - 1000).toISOString() })}
        onAnswer={vi.fn()}
      />,
    );
    expect(screen.getByText('Temps écoulé')).toBeInTheDocument();
    const freeText = liveQuestion({
      questionIndex: 3,
      type: 'free_text_input',
      optionCount: 0,
      texts: { fr_FR: { question: 'Plus grosse planète ?' } },
    });
    rerender(<PlayerQuestion {...base} question={freeText} onAnswer={vi.fn()} />);
    expect(screen.getByLabelText('Votre réponse')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Envoyer' })).toBeInTheDocument();
    noLeftovers();
  });

  it('reveals in French, with French plurals', () => {
    const reveal = { correctAnswer: 2, correctTexts: {}, distribution: [1, 5, 0, 2], answered: 8 };
    const wrong = playerMe({ answer: '3', result: { correct: false, points: 0 }, totalPoints: 400, rank: 5 });
    const { rerender } = render(<PlayerReveal question={liveQuestion()} reveal={reveal} me={wrong} language="fr_FR" players={8} />);
    expect(screen.getByRole('heading', { name: 'Faux' })).toBeInTheDocument();
    // French says 0 and 1 in the singular.
    expect(screen.getByText('+0 point')).toBeInTheDocument();
    expect(screen.getByText('Bonne réponse')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Losange' })).toBeInTheDocument();
    expect(screen.getByText('Points au total')).toBeInTheDocument();
    expect(screen.getByText('Rang')).toBeInTheDocument();
    expect(screen.getByText('5 sur 8')).toBeInTheDocument();
    noLeftovers();

    const right = playerMe({ answer: '2', result: { correct: true, points: 873 }, totalPoints: 1650, rank: 2, teamRank: 1, teamCount: 4 });
    rerender(<PlayerReveal question={liveQuestion()} reveal={reveal} me={right} language="fr_FR" players={8} />);
    expect(screen.getByRole('heading', { name: 'Juste\u00a0!' })).toBeInTheDocument();
    expect(screen.getByText('+873 points')).toBeInTheDocument();
    expect(screen.getByText('Rang de l’équipe')).toBeInTheDocument();
    expect(screen.getByText('1 sur 4')).toBeInTheDocument();
    noLeftovers();

    rerender(
      <PlayerReveal
        question={liveQuestion()}
        reveal={reveal}
        me={playerMe({ answer: '2', result: { correct: true, points: 1 } })}
        language="fr_FR"
        players={8}
      />,
    );
    expect(screen.getByText('+1 point')).toBeInTheDocument();
    rerender(<PlayerReveal question={liveQuestion()} reveal={reveal} me={playerMe()} language="fr_FR" players={8} />);
    expect(screen.getByRole('heading', { name: 'Pas de réponse' })).toBeInTheDocument();
    noLeftovers();

    rerender(<PlayerReveal question={liveQuestion()} reveal={reveal} me={playerMe()} language="fr_FR" players={8} joinedAfter />);
    expect(screen.getByRole('heading', { name: 'Cette question s’est jouée avant votre arrivée' })).toBeInTheDocument();
    expect(screen.queryByText('+0 point')).not.toBeInTheDocument();
    expect(screen.getByText('Bonne réponse')).toBeInTheDocument();
    noLeftovers();
  });

  it('shows the leaderboard and the podium in French, with French ordinals', async () => {
    const leaderboard: Leaderboard = {
      teams: [
        { teamId: TEAM_ID, name: 'Les Hiboux', points: 2400, lastPoints: 800, rank: 1, members: 2 },
        { teamId: FOXES, name: 'Les Renards', points: 1800, lastPoints: 500, rank: 2, members: 3 },
      ],
      players: [],
    };
    serve(poll({ player: { playerId: PLAYER_ID, name: 'Chloé', teamId: null }, live: liveView({ phase: 'leaderboard', leaderboard }) }));
    renderApp('/player');
    expect(await screen.findByRole('heading', { name: 'Classement' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Équipes' })).toBeInTheDocument();
    noLeftovers();

    const me = playerMe({ totalPoints: 2400, rank: 1, teamRank: 1, teamCount: 2 });
    const { rerender } = render(<PlayerPodium leaderboard={leaderboard} me={me} myTeamId={TEAM_ID} players={6} />);
    expect(screen.getByRole('heading', { name: 'Résultats finaux' })).toBeInTheDocument();
    expect(screen.getByText('Score final')).toBeInTheDocument();
    expect(screen.getByText('Rang final')).toBeInTheDocument();
    expect(screen.getByText('Les Hiboux : 1re place sur 2')).toBeInTheDocument();
    rerender(<PlayerPodium leaderboard={leaderboard} me={me} myTeamId={FOXES} players={6} />);
    expect(screen.getByText('Les Renards : 2e place sur 2')).toBeInTheDocument();
    noLeftovers();
  });

  it('says when a hands-free quiz goes on, in French with its no-break space (issue 20)', async () => {
    const live = liveView({ phase: 'leaderboard', autoStep: autoStep(7000) });
    serve(poll({ player: { playerId: PLAYER_ID, name: 'Chloé', teamId: null }, live }));
    renderApp('/player');
    expect(await screen.findByText('Suite dans 7\u00a0s', { normalizer: (text) => text })).toBeInTheDocument();
    noLeftovers();
  });

  it('switches the whole page back to English with the EN switch, and keeps the choice', async () => {
    serve(poll({ player: { playerId: PLAYER_ID, name: 'Chloé', teamId: TEAM_ID } }));
    renderApp('/player');
    expect(await screen.findByText('Bienvenue, Chloé !')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'English' }));
    expect(screen.getByText('Welcome, Chloé!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Leave event' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem('quizfest.playerLanguage')).toBe('en_US');
  });
});
