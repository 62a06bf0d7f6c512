// The host's corrections on the big screen (issue 20): a question voided since the reveal shows a
// Cancelled · Annulée badge, each part in its language, and free-text answers accepted since follow
// the accepted answer, with the right and wrong counts the server counted again.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { estimateQuestion, estimateReveal, liveQuestion, oceanQuestion, oceanReveal } from '../../../test/live/liveFixtures';
import { render } from '../../../test/render';
import { RevealView } from './reveal/RevealView';

describe('a voided question on the big screen', () => {
  it('shows a Cancelled · Annulée badge over the reveal, each part in its language', () => {
    render(<RevealView question={oceanQuestion()} reveal={oceanReveal({ voided: true })} />);
    expect(screen.getByText('Cancelled')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Annulée')).toHaveAttribute('lang', 'fr');
    expect(screen.getByText('Pacific')).toBeInTheDocument();
  });

  it('shows it for every kind of scored question', () => {
    const choice = { correctAnswer: 2, correctTexts: {}, distribution: [1, 5, 0, 2], answered: 8, voided: true as const };
    const { unmount } = render(<RevealView question={liveQuestion()} reveal={choice} />);
    expect(screen.getByText('Cancelled')).toBeInTheDocument();
    unmount();
    render(<RevealView question={estimateQuestion()} reveal={estimateReveal({}, { voided: true })} />);
    expect(screen.getByText('Cancelled')).toBeInTheDocument();
  });

  it('shows no badge for a question that counts', () => {
    render(<RevealView question={oceanQuestion()} reveal={oceanReveal()} />);
    expect(screen.queryByText('Cancelled')).not.toBeInTheDocument();
    expect(screen.queryByText('Annulée')).not.toBeInTheDocument();
  });
});

describe('answers the host accepted, on the big screen', () => {
  it('follow the accepted answer under Also accepted · Aussi acceptées, with the counts again', () => {
    render(<RevealView question={oceanQuestion()} reveal={oceanReveal({ distribution: [3, 1], accepted: ['Pacifc Ocean', 'Pacifik'] })} />);
    expect(screen.getByText('Also accepted')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Aussi acceptées')).toHaveAttribute('lang', 'fr');
    expect(screen.getByText('Pacifc Ocean, Pacifik')).toBeInTheDocument();
    expect(screen.getByText('Also accepted').parentElement).toHaveTextContent('Also accepted · Aussi acceptées: Pacifc Ocean, Pacifik');
    expect(screen.getByText('✓ 3 right')).toBeInTheDocument();
    expect(screen.getByText('✗ 1 wrong')).toBeInTheDocument();
  });

  it('are not mentioned when the host accepted none', () => {
    render(<RevealView question={oceanQuestion()} reveal={oceanReveal()} />);
    expect(screen.queryByText('Also accepted')).not.toBeInTheDocument();
  });
});
