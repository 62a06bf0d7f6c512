import { act, getDefaultNormalizer, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { liveQuestion, playerMe } from '../../../test/live/liveFixtures';
import { render } from '../../../test/render';
import { PlayerReveal } from './PlayerReveal';

const reveal = { correctAnswer: 2, correctTexts: {}, distribution: [1, 5, 0, 2], answered: 8 };

describe('PlayerReveal', () => {
  it('shows a right answer with its points, the right option, my total and ranks', () => {
    const me = playerMe({ answer: '2', result: { correct: true, points: 873 }, totalPoints: 1650, rank: 2, teamRank: 1, teamCount: 4 });
    render(<PlayerReveal question={liveQuestion()} reveal={reveal} me={me} language="en_US" players={8} />);
    expect(screen.getByText('Correct!')).toBeInTheDocument();
    expect(screen.getByText('+873 points')).toBeInTheDocument();
    expect(screen.getByText('Paris')).toBeInTheDocument();
    // Grouped as English writes it (issue 19).
    expect(screen.getByText('1,650')).toBeInTheDocument();
    expect(screen.getByText('2 of 8')).toBeInTheDocument();
    expect(screen.getByText('1 of 4')).toBeInTheDocument();
  });

  it('shows a wrong answer with no points, and no team rank without a team', () => {
    const me = playerMe({ answer: '3', result: { correct: false, points: 0 }, totalPoints: 400, rank: 5 });
    render(<PlayerReveal question={liveQuestion()} reveal={reveal} me={me} language="fr_FR" players={8} />);
    expect(screen.getByText('Wrong')).toBeInTheDocument();
    expect(screen.getByText('+0 points')).toBeInTheDocument();
    expect(screen.getByText('Paris (fr)')).toBeInTheDocument();
    expect(screen.queryByText('Team rank')).not.toBeInTheDocument();
  });

  // French says '0 point', '1 point', '2 points' and groups digits with a space (issue 19).
  it('words points by the French plural rules and groups the digits the French way', async () => {
    await act(() => i18n.changeLanguage('fr'));
    const me = (points: number) => playerMe({ answer: '3', result: { correct: points > 0, points }, totalPoints: 12_345, rank: 5 });
    const { rerender } = render(<PlayerReveal question={liveQuestion()} reveal={reveal} me={me(0)} language="fr_FR" players={1200} />);
    expect(screen.getByText('+0 point')).toBeInTheDocument();
    rerender(<PlayerReveal question={liveQuestion()} reveal={reveal} me={me(1)} language="fr_FR" players={1200} />);
    expect(screen.getByText('+1 point')).toBeInTheDocument();
    rerender(<PlayerReveal question={liveQuestion()} reveal={reveal} me={me(1234)} language="fr_FR" players={1200} />);
    // Exact text: the default matcher would read the narrow no-break space as a plain one.
    const exact = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };
    expect(screen.getByText('+1\u202f234 points', exact)).toBeInTheDocument();
    expect(screen.getByText('12\u202f345', exact)).toBeInTheDocument();
    expect(screen.getByText('5 sur 1\u202f200', exact)).toBeInTheDocument();
  });

  it('gives the accepted free-text answer in my language', () => {
    const question = liveQuestion({ type: 'free_text_input', optionCount: 0, texts: { en_US: { question: 'Largest planet?' } } });
    const textReveal = {
      correctAnswer: null,
      correctTexts: { en_US: 'Jupiter', fr_FR: 'Jupiter (fr)' },
      distribution: [3, 1],
      answered: 4,
    };
    render(<PlayerReveal question={question} reveal={textReveal} me={playerMe()} language="fr_FR" players={4} />);
    expect(screen.getByText('No answer')).toBeInTheDocument();
    expect(screen.getByText('Jupiter (fr)')).toBeInTheDocument();
  });

  it("shows what I typed beside the accepted answer: 'Your answer: …'", () => {
    const question = liveQuestion({ type: 'free_text_input', optionCount: 0, texts: { en_US: { question: 'Largest planet?' } } });
    const textReveal = { correctAnswer: null, correctTexts: { en_US: 'Jupiter' }, distribution: [3, 1], answered: 4 };
    const me = playerMe({ answer: 'Saturne', result: { correct: false, points: 0 } });
    render(<PlayerReveal question={question} reveal={textReveal} me={me} language="en_US" players={4} />);
    expect(screen.getByText('Wrong')).toBeInTheDocument();
    expect(screen.getByText('Your answer: Saturne')).toBeInTheDocument();
    expect(screen.getByText('Jupiter')).toBeInTheDocument();
  });

  it("says what I typed in French: 'Votre réponse : …', and nothing of the kind for an option I chose", async () => {
    await act(() => i18n.changeLanguage('fr'));
    const question = liveQuestion({ type: 'free_text_input', optionCount: 0, texts: { fr_FR: { question: 'Plus grande planète ?' } } });
    const textReveal = { correctAnswer: null, correctTexts: { fr_FR: 'Jupiter' }, distribution: [3, 1], answered: 4 };
    const me = playerMe({ answer: 'jupiter', result: { correct: true, points: 900 } });
    const { unmount } = render(<PlayerReveal question={question} reveal={textReveal} me={me} language="fr_FR" players={4} />);
    expect(screen.getByText('Votre réponse : jupiter')).toBeInTheDocument();
    unmount();
    render(<PlayerReveal question={liveQuestion()} reveal={reveal} me={playerMe({ answer: '2' })} language="fr_FR" players={8} />);
    expect(screen.queryByText(/Votre réponse/)).not.toBeInTheDocument();
  });

  describe('the explanation', () => {
    const explanation = { en_US: 'Paris has been the capital since 987.', fr_FR: 'Paris est la capitale depuis 987.' };

    it('explains the answer in my language below the right answer, named in its language for screen readers', async () => {
      await act(() => i18n.changeLanguage('fr'));
      const me = playerMe({ answer: '2', result: { correct: true, points: 900 }, totalPoints: 900, rank: 1 });
      render(<PlayerReveal question={liveQuestion()} reveal={{ ...reveal, explanation }} me={me} language="fr_FR" players={8} />);
      expect(screen.getByText('Le saviez-vous ?')).toBeInTheDocument();
      const text = screen.getByText('Paris est la capitale depuis 987.');
      expect(text).toHaveAttribute('lang', 'fr');
      // A long text wraps within the phone's width rather than widening the page.
      expect(text).toHaveStyle({ overflowWrap: 'anywhere' });
      expect(screen.queryByText(explanation.en_US)).not.toBeInTheDocument();
      // Below the right answer, above my score.
      const follows = (a: HTMLElement, b: HTMLElement) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
      expect(follows(screen.getByText('Paris (fr)'), text)).toBe(true);
      expect(follows(text, screen.getByText('Points au total'))).toBe(true);
    });

    it('gives it in the other language when mine has none, with that language named', () => {
      render(
        <PlayerReveal
          question={liveQuestion()}
          reveal={{ ...reveal, explanation: { fr_FR: explanation.fr_FR } }}
          me={playerMe()}
          language="en_US"
          players={8}
        />,
      );
      expect(screen.getByText('Did you know?')).toBeInTheDocument();
      expect(screen.getByText(explanation.fr_FR)).toHaveAttribute('lang', 'fr');
    });

    it('adds nothing when the question has none', () => {
      render(<PlayerReveal question={liveQuestion()} reveal={reveal} me={playerMe()} language="en_US" players={8} />);
      expect(screen.queryByText('Did you know?')).not.toBeInTheDocument();
    });
  });
});
