// The big screen speaks to English and French speakers at once (issue 19): every fixed text shows
// in both languages, each part marked with its language; what only screen readers hear follows the
// page's language.
import type { Leaderboard, LivePhase, PublicTeam } from '@quizfest/shared';
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { liveQuestion, liveView } from '../../../test/live/liveFixtures';
import { render } from '../../../test/render';
import { OWLS, screenState } from '../../../test/screen/screenState';
import { ScreenStage } from './ScreenStage';

const TEAMS: PublicTeam[] = [{ id: OWLS, name: 'Owls', imageUrl: null, score: 0 }];
const LEADERBOARD: Leaderboard = {
  teams: [
    { teamId: OWLS, name: 'Owls', points: 2500, lastPoints: 750, rank: 1, members: 2 },
    { teamId: '2f3e4d5c-6b7a-4899-8a7b-6d5e4f3a2b02', name: 'Foxes', points: 1, lastPoints: 0, rank: 2, members: 1 },
  ],
  players: [{ name: 'Ann', teamId: OWLS, points: 1900, rank: 1 }],
};

function stage(overrides: Parameters<typeof screenState>[0] = {}, teams = TEAMS) {
  const state = screenState(overrides);
  return render(<ScreenStage state={state} teams={teams} serverNow={() => Date.now()} />);
}

/** Each text is on the screen, marked as English and as French. */
function expectBoth(pairs: [english: string, french: string][]) {
  for (const [english, french] of pairs) {
    expect(screen.getByText(english).closest('[lang]'), english).toHaveAttribute('lang', 'en');
    expect(screen.getByText(french).closest('[lang]'), french).toHaveAttribute('lang', 'fr');
  }
}

const inPhase = (phase: LivePhase, live: Parameters<typeof liveView>[0] = {}) => ({ live: liveView({ phase, ...live }) });

describe('ScreenStage in both languages', () => {
  it('lobby: how to join, who is here, and the wait before the start', () => {
    const startDate = new Date(Date.now() + 2 * 3_600_000 + 30_000).toISOString();
    stage({ ...inPhase('waiting'), event: { ...screenState().event, startDate } });
    expectBoth([
      ['Join at', 'Rendez-vous sur'],
      ['with the code', 'avec le code'],
      ['3 players', '3 joueurs'],
      ['Without a team', 'Sans équipe'],
      ['This event starts in', 'L’événement commence dans'],
      ['2 hours 1 minute', '2 heures et 1 minute'],
    ]);
  });

  it('lobby: an empty room, and a join address phones cannot reach', () => {
    stage({ players: [], event: { ...screenState().event, teamIds: [] }, join: { url: 'http://localhost:3000', reachable: false } }, []);
    expectBoth([
      ['Waiting for players to join…', 'En attente des joueurs…'],
      ['0 players', '0 joueur'],
      [
        "Phones cannot reach this address: set PUBLIC_URL or open the screen with the server's network address",
        'Les téléphones ne peuvent pas joindre cette adresse : définissez PUBLIC_URL ou ouvrez l’écran avec l’adresse réseau du serveur',
      ],
    ]);
  });

  it('question: a quiz with slides numbers its questions without them', () => {
    const question = liveQuestion({ questionIndex: 3, questionCount: 8, numbering: { number: 2, count: 6 } });
    stage(inPhase('question', { question, counts: { players: 12, connected: 12, answered: 5 } }));
    expectBoth([['Question 2 of 6', 'Question 2 sur 6']]);
  });

  it('question: where the quiz stands, the answers so far, and the prompt of a free-text question', () => {
    const question = liveQuestion({ questionIndex: 1, questionCount: 8, type: 'free_text_input', optionCount: 0 });
    stage(inPhase('question', { question, counts: { players: 12, connected: 12, answered: 5 } }));
    expectBoth([
      ['Question 2 of 8', 'Question 2 sur 8'],
      ['5 of 12 answered', '5 sur 12 ont répondu'],
      ['Type your answer on your phone', 'Écrivez votre réponse sur votre téléphone'],
    ]);
    // The quiz's own texts are marked too: English above, French below.
    expect(screen.getByRole('heading', { name: 'Capital of France?' })).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Capitale de la France ?')).toHaveAttribute('lang', 'fr');
  });

  it('question: paused', () => {
    stage(inPhase('question', { question: liveQuestion({ deadline: null, remainingMs: 7000 }) }));
    expectBoth([['Paused', 'En pause']]);
  });

  it('reveal: the accepted answer and how many got it right', () => {
    const question = liveQuestion({ type: 'free_text_input', optionCount: 0 });
    const reveal = { correctAnswer: null, correctTexts: { en_US: 'Paris' }, distribution: [7, 1], answered: 8 };
    stage(inPhase('reveal', { question, reveal }));
    expectBoth([
      ['8 answered', '8 ont répondu'],
      ['Accepted answer', 'Réponse acceptée'],
      ['✓ 7 right', '✓ 7 justes'],
      ['✗ 1 wrong', '✗ 1 fausse'],
    ]);
  });

  it('leaderboard: teams and top players', () => {
    stage(inPhase('leaderboard', { leaderboard: LEADERBOARD }));
    expectBoth([
      ['Leaderboard', 'Classement'],
      ['Teams', 'Équipes'],
      ['Top players', 'Meilleurs joueurs'],
    ]);
  });

  it('leaderboard and podium before any score', () => {
    const { unmount } = stage(inPhase('leaderboard', { leaderboard: null }));
    expectBoth([['No scores yet', 'Pas encore de points']]);
    unmount();
    stage(inPhase('finished', { leaderboard: null }));
    expectBoth([
      ['Final results', 'Résultats finaux'],
      ['No scores', 'Aucun point'],
    ]);
  });

  it('podium: a text the same in both languages is shown once', () => {
    stage(inPhase('finished', { leaderboard: LEADERBOARD }));
    expectBoth([['Final results', 'Résultats finaux']]);
    // The number once, grouped in the page's language, with a unit both languages share: never
    // '0 points · 0 point' (issue 19).
    expect(screen.getByText('2,500 pts')).not.toHaveAttribute('lang');
    expect(screen.getAllByText('1 pts')).toHaveLength(1);
  });

  it('the end', () => {
    stage(inPhase('ended'));
    expectBoth([['This event has ended.', 'Cet événement est terminé.']]);
  });

  it('in a French browser: the same texts in both languages, and French for what only screen readers hear', async () => {
    await act(() => i18n.changeLanguage('fr'));
    const question = liveQuestion({ deadline: new Date(Date.now() + 12_400).toISOString() });
    stage(inPhase('question', { question, counts: { players: 12, connected: 12, answered: 5 } }));
    expectBoth([
      ['Question 1 of 3', 'Question 1 sur 3'],
      ['5 of 12 answered', '5 sur 12 ont répondu'],
    ]);
    expect(screen.getByRole('timer')).toHaveAccessibleName('13 secondes restantes');
    expect(screen.getAllByRole('listitem', { name: /^(Triangle rouge|Losange bleu|Rond jaune|Carré vert)\s: / })).toHaveLength(4);
    expect(screen.getByRole('list', { name: 'Réponses possibles' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('fr');
  });
});
