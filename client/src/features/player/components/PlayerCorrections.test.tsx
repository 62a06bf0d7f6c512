// The host's corrections on a phone (issue 20): a question the host voided says so in place of right
// or wrong and its points, and free-text answers the host accepted since the reveal follow the right
// answer; my result and total are the server's, already corrected.
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { liveQuestion, oceanQuestion, oceanReveal, playerMe } from '../../../test/live/liveFixtures';
import { render } from '../../../test/render';
import { PlayerReveal } from './PlayerReveal';

describe('a voided question on the phone', () => {
  it('says the host cancelled it instead of right or wrong and its points, and still gives the answer', () => {
    // The server keeps what the answer was (right) and takes its points.
    const me = playerMe({ answer: 'Pacific', result: { correct: true, points: 0 }, totalPoints: 400, rank: 2 });
    render(<PlayerReveal question={oceanQuestion()} reveal={oceanReveal({ voided: true })} me={me} language="en_US" players={4} />);
    expect(screen.getByRole('heading', { name: "The host cancelled this question: it doesn't count" })).toBeInTheDocument();
    expect(screen.queryByText('Correct!')).not.toBeInTheDocument();
    expect(screen.queryByText(/^\+\d+ points?$/)).not.toBeInTheDocument();
    expect(screen.getByText('Your answer: Pacific')).toBeInTheDocument();
    expect(screen.getByText('Pacific')).toBeInTheDocument();
    expect(screen.getByText('400')).toBeInTheDocument();
  });

  it('says so after a question with options, to a player who did not answer too', () => {
    const reveal = { correctAnswer: 2, correctTexts: {}, distribution: [1, 5, 0, 2], answered: 8, voided: true as const };
    render(<PlayerReveal question={liveQuestion()} reveal={reveal} me={playerMe()} language="en_US" players={8} />);
    expect(screen.getByRole('heading', { name: "The host cancelled this question: it doesn't count" })).toBeInTheDocument();
    expect(screen.queryByText('No answer')).not.toBeInTheDocument();
    expect(screen.getByText('Paris')).toBeInTheDocument();
  });

  it('says it in French', async () => {
    await act(() => i18n.changeLanguage('fr'));
    const me = playerMe({ answer: 'Atlantique', result: { correct: false, points: 0 } });
    render(<PlayerReveal question={oceanQuestion()} reveal={oceanReveal({ voided: true })} me={me} language="fr_FR" players={4} />);
    // Testing Library reads the French no-break space as a plain one.
    expect(screen.getByText('L’animateur a annulé cette question : elle ne compte pas')).toBeInTheDocument();
    expect(screen.queryByText('Faux')).not.toBeInTheDocument();
    expect(screen.queryByText('+0 point')).not.toBeInTheDocument();
  });
});

describe('answers the host accepted, on the phone', () => {
  it('follow the right answer, and my accepted answer is right with its points', () => {
    const me = playerMe({ answer: 'pacifc ocean', result: { correct: true, points: 640 }, totalPoints: 640, rank: 1 });
    const reveal = oceanReveal({ distribution: [3, 1], accepted: ['Pacifc Ocean', 'Pacifik'] });
    render(<PlayerReveal question={oceanQuestion()} reveal={reveal} me={me} language="en_US" players={4} />);
    expect(screen.getByRole('heading', { name: 'Correct!' })).toBeInTheDocument();
    expect(screen.getByText('+640 points')).toBeInTheDocument();
    expect(screen.getByText('Pacific')).toBeInTheDocument();
    expect(screen.getByText('Also accepted: Pacifc Ocean, Pacifik')).toBeInTheDocument();
  });

  it('are not mentioned when the host accepted none', () => {
    render(<PlayerReveal question={oceanQuestion()} reveal={oceanReveal()} me={playerMe()} language="en_US" players={4} />);
    expect(screen.queryByText(/Also accepted/)).not.toBeInTheDocument();
  });

  it('are said in French', async () => {
    await act(() => i18n.changeLanguage('fr'));
    const reveal = oceanReveal({ accepted: ['Pacifc Ocean'] });
    render(<PlayerReveal question={oceanQuestion()} reveal={reveal} me={playerMe()} language="fr_FR" players={4} />);
    expect(screen.getByText('Pacifique')).toBeInTheDocument();
    expect(screen.getByText('Aussi acceptées : Pacifc Ocean')).toBeInTheDocument();
  });
});
