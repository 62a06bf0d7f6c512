// A poll on a phone (issue 20): said to be one while it runs, its options voted like multiple
// choice, and at the reveal no right or wrong and no points, but thanks and how the room voted.
import { act, getDefaultNormalizer, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { playerMe, pollQuestion, pollReveal } from '../../../test/live/liveFixtures';
import { render } from '../../../test/render';
import { PlayerQuestion } from './PlayerQuestion';
import { PlayerReveal } from './PlayerReveal';

const base = { me: playerMe(), language: 'en_US' as const, pending: null, answerError: null, serverNow: () => Date.now() };
// Whitespace kept as it is: the default matcher would take a no-break space for any space.
const exact = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };

describe('a poll on the phone, while it runs', () => {
  it('says it is a poll, and nothing of points or speed', () => {
    render(<PlayerQuestion {...base} question={pollQuestion(6, { speedScoring: false })} onAnswer={vi.fn()} />);
    expect(screen.getByText('Poll: no right answer, no points')).toBeVisible();
    expect(screen.queryByText(/take your time|double points/i)).not.toBeInTheDocument();
  });

  it('offers its six options by shape and text, and sends the one voted for as its number', async () => {
    const onAnswer = vi.fn();
    const question = pollQuestion(6);
    const { rerender } = render(<PlayerQuestion {...base} question={question} onAnswer={onAnswer} />);
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      '▲Rock',
      '◆Jazz',
      '●Pop',
      '■Folk',
      '★Disco',
      '⬟Techno',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Star Disco' }));
    expect(onAnswer).toHaveBeenCalledExactlyOnceWith({ activityId: 'activity-1', questionIndex: 0, answer: 5 });
    rerender(<PlayerQuestion {...base} me={playerMe({ answer: '6' })} question={question} onAnswer={onAnswer} />);
    expect(screen.getByRole('status')).toHaveTextContent('Vote received');
    expect(screen.queryByText('Answer received')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pentagon Techno' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('says it in French', async () => {
    await act(() => i18n.changeLanguage('fr'));
    render(<PlayerQuestion {...base} language="fr_FR" me={playerMe({ answer: '5' })} question={pollQuestion(6)} onAnswer={vi.fn()} />);
    expect(screen.getByText('Sondage\u00a0: pas de bonne réponse, pas de points', exact)).toBeVisible();
    expect(screen.getByText('Vote enregistré')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Étoile Disco (fr)' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Pentagone Techno (fr)' })).toBeInTheDocument();
  });
});

describe('a poll on the phone, at the reveal', () => {
  // What the server sends a player who voted: not correct, 0 points, which for a poll means neither.
  const voter = playerMe({ answer: '2', result: { correct: false, points: 0 }, totalPoints: 1650, rank: 2 });
  const reveal = pollReveal([3, 6, 0, 1]);

  it('thanks me for my vote, and says nothing right, wrong or of points', () => {
    render(<PlayerReveal question={pollQuestion(4)} reveal={reveal} me={voter} language="en_US" players={10} />);
    expect(screen.getByRole('heading', { name: 'Thanks for voting!' })).toBeInTheDocument();
    for (const word of [/wrong/i, /correct/i, /right answer/i, /\+0 point/]) expect(screen.queryByText(word)).not.toBeInTheDocument();
    // My total and rank stay as after any question.
    expect(screen.getByText('1,650')).toBeInTheDocument();
    expect(screen.getByText('2 of 10')).toBeInTheDocument();
  });

  it('shows how the room voted: each option with its votes and share, my own vote marked', () => {
    render(<PlayerReveal question={pollQuestion(4)} reveal={reveal} me={voter} language="en_US" players={10} />);
    const rows = within(screen.getByRole('list', { name: 'How the room voted' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      '▲Rock3 votes · 30%',
      '◆Jazz · Your vote6 votes · 60%',
      '●Pop0 votes · 0%',
      '■Folk1 vote · 10%',
    ]);
    expect(rows.filter((row) => row.hasAttribute('data-mine'))).toEqual([rows[1]]);
    const bar = (row: HTMLElement) => row.querySelector('[data-part="bar"]');
    expect(bar(rows[1]!)).toHaveStyle({ width: '60%', backgroundColor: '#1368CE' });
    expect(bar(rows[2]!)).toHaveStyle({ width: '0%' });
  });

  it('shows six options, and the explanation when the poll has one', () => {
    const six = pollReveal([1, 2, 3, 4, 5, 5], { explanation: { en_US: 'Disco was big in 1977.' } });
    render(<PlayerReveal question={pollQuestion(6)} reveal={six} me={playerMe({ answer: '6' })} language="en_US" players={20} />);
    const rows = within(screen.getByRole('list', { name: 'How the room voted' })).getAllByRole('listitem');
    expect(rows).toHaveLength(6);
    expect(rows[4]).toHaveTextContent('★Disco5 votes · 25%');
    expect(rows[5]).toHaveTextContent('Techno · Your vote');
    expect(screen.getByText('Did you know?')).toBeInTheDocument();
    expect(screen.getByText('Disco was big in 1977.')).toBeInTheDocument();
  });

  it('says No vote to a player who did not vote, and marks no option', () => {
    render(<PlayerReveal question={pollQuestion(4)} reveal={reveal} me={playerMe()} language="en_US" players={10} />);
    expect(screen.getByRole('heading', { name: 'No vote' })).toBeInTheDocument();
    expect(screen.queryByText('No answer')).not.toBeInTheDocument();
    expect(screen.queryByText(/Your vote/)).not.toBeInTheDocument();
  });

  it('says it in French, shares written the French way', async () => {
    await act(() => i18n.changeLanguage('fr'));
    render(<PlayerReveal question={pollQuestion(4)} reveal={reveal} me={voter} language="fr_FR" players={10} />);
    expect(screen.getByRole('heading', { name: 'Merci pour votre vote\u00a0!' })).toBeInTheDocument();
    const rows = within(screen.getByRole('list', { name: 'Le vote de la salle' })).getAllByRole('listitem');
    expect(rows[1]).toHaveTextContent('Jazz (fr) · Votre vote');
    // French puts a no-break space before the per cent sign.
    expect(within(rows[1]!).getByText('6 votes · 60\u00a0%', exact)).toBeInTheDocument();
    expect(within(rows[3]!).getByText('1 vote · 10\u00a0%', exact)).toBeInTheDocument();
    expect(screen.queryByText(/Faux|Bonne réponse|\+0 point/)).not.toBeInTheDocument();
  });
});
