import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { liveQuestion } from '../../../../test/live/liveFixtures';
import { render } from '../../../../test/render';
import { RevealView } from './RevealView';

describe('RevealView', () => {
  it('draws a bar per option in its colour, and marks the right option while the others fade', () => {
    const reveal = { correctAnswer: 2, correctTexts: {}, distribution: [3, 9, 0, 1], answered: 13 };
    render(<RevealView question={liveQuestion()} reveal={reveal} />);
    const bars = within(screen.getByRole('list', { name: 'Answers per option' })).getAllByRole('listitem');
    expect(bars.map((bar) => bar.getAttribute('aria-label'))).toEqual([
      'Red triangle: Lyon, 3 answers',
      'Blue diamond: Paris (correct answer), 9 answers',
      'Yellow circle: Nice, 0 answers',
      'Green square: Lille, 1 answer',
    ]);
    expect(bars.filter((bar) => bar.hasAttribute('data-correct'))).toEqual([bars[1]]);
    expect(bars.filter((bar) => bar.hasAttribute('data-dimmed'))).toEqual([bars[0], bars[2], bars[3]]);
    // The right option's tile keeps its colour and carries a tick; the others are faded.
    expect(bars[1]).toHaveTextContent('✓');
    expect(bars[1]).toHaveTextContent('Paris');
    expect(bars[0]).not.toHaveTextContent('✓');
    const tile = (bar: HTMLElement) => bar.querySelector('[data-part="tile"]');
    expect(tile(bars[1]!)).toHaveStyle({ backgroundColor: '#1368CE', color: '#FFFFFF' });
    // Faded to a tint of its colour, its text in the page's colour so that it stays readable.
    expect(tile(bars[0]!)).not.toHaveStyle({ backgroundColor: '#E21B3C' });
    expect((tile(bars[0]!) as HTMLElement).style.color).toBe('var(--mantine-color-text)');
    expect(screen.getByText('13 answered')).toBeInTheDocument();
  });

  it('sizes each bar to its share of the largest', () => {
    const reveal = { correctAnswer: 1, correctTexts: {}, distribution: [2, 8], answered: 10 };
    const question = liveQuestion({ type: 'multiple_text_choice_2', optionCount: 2 });
    render(<RevealView question={question} reveal={reveal} />);
    const bars = within(screen.getByRole('list', { name: 'Answers per option' })).getAllByRole('listitem');
    expect(bars).toHaveLength(2);
    const bar = (item: HTMLElement) => item.querySelector('[data-part="bar"]');
    expect(bar(bars[0]!)).toHaveStyle({ height: '25%', backgroundColor: '#E21B3C' });
    expect(bar(bars[1]!)).toHaveStyle({ height: '100%', backgroundColor: '#1368CE' });
  });

  it('gives the accepted answers of a free-text question and how many got it right', () => {
    const question = liveQuestion({
      type: 'free_text_input',
      optionCount: 0,
      texts: { en_US: { question: 'Largest planet?' }, fr_FR: { question: 'Plus grande planète ?' } },
    });
    const reveal = { correctAnswer: null, correctTexts: { en_US: 'Jupiter', fr_FR: 'Jupiter' }, distribution: [7, 4], answered: 11 };
    render(<RevealView question={question} reveal={reveal} />);
    expect(screen.getByText('Accepted answer')).toBeInTheDocument();
    // The same word in both languages is said once.
    expect(screen.getAllByText('Jupiter')).toHaveLength(1);
    expect(screen.getByText('✓ 7 right')).toBeInTheDocument();
    expect(screen.getByText('✗ 4 wrong')).toBeInTheDocument();
    expect(screen.getByText('Plus grande planète ?')).toBeInTheDocument();
  });

  describe('the explanation', () => {
    const reveal = { correctAnswer: 2, correctTexts: {}, distribution: [3, 9, 0, 1], answered: 13 };

    it('explains the answer below the result, English then French, each named in its language', () => {
      const explanation = { en_US: 'Paris has been the capital since 987.', fr_FR: 'Paris est la capitale depuis 987.' };
      render(<RevealView question={liveQuestion()} reveal={{ ...reveal, explanation }} />);
      const english = screen.getByText(explanation.en_US);
      const french = screen.getByText(explanation.fr_FR);
      expect(english).toHaveAttribute('lang', 'en');
      expect(french).toHaveAttribute('lang', 'fr');
      // However long, each keeps to three lines: the screen never scrolls.
      for (const text of [english, french]) expect(text.style.getPropertyValue('--text-line-clamp')).toBe('3');
      expect(screen.getByText('Did you know?')).toHaveAttribute('lang', 'en');
      expect(screen.getByText('Le saviez-vous ?')).toHaveAttribute('lang', 'fr');
      const follows = (a: Element, b: Element) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
      expect(follows(screen.getByRole('list', { name: 'Answers per option' }), english)).toBe(true);
      expect(follows(english, french)).toBe(true);
    });

    it('gives a French-only explanation once, named French', () => {
      const question = liveQuestion({ type: 'free_text_input', optionCount: 0, texts: { fr_FR: { question: 'Plus grande planète ?' } } });
      const textReveal = { correctAnswer: null, correctTexts: { fr_FR: 'Jupiter' }, distribution: [7, 4], answered: 11 };
      render(<RevealView question={question} reveal={{ ...textReveal, explanation: { fr_FR: 'Elle fait 11 fois la Terre.' } }} />);
      expect(screen.getByText('Elle fait 11 fois la Terre.')).toHaveAttribute('lang', 'fr');
    });

    it('adds nothing when the question has none', () => {
      render(<RevealView question={liveQuestion()} reveal={reveal} />);
      expect(screen.queryByText('Did you know?')).not.toBeInTheDocument();
    });
  });
});
