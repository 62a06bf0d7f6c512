// Several right answers on the big screen: a Several answers / Plusieurs réponses badge beside the
// points and speed badges, the options as for a multiple choice, and at the reveal every right
// option ticked and outlined, the others faded, with how many players ticked each.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { liveQuestion, pollQuestion, severalQuestion, severalReveal } from '../../../test/live/liveFixtures';
import { render } from '../../../test/render';
import { QuestionView } from './question/QuestionView';
import { RevealView } from './reveal/RevealView';

const counts = { players: 20, connected: 20, answered: 7 };
const now = () => Date.now();

describe('several right answers on the big screen, while the question runs', () => {
  it('shows a Several answers / Plusieurs réponses badge, each part in its language', () => {
    render(<QuestionView question={severalQuestion(4)} counts={counts} serverNow={now} />);
    expect(screen.getByText('Several answers')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Plusieurs réponses')).toHaveAttribute('lang', 'fr');
  });

  it('keeps the points and speed badges beside it', () => {
    render(<QuestionView question={severalQuestion(4, { pointsMultiplier: 2, speedScoring: false })} counts={counts} serverNow={now} />);
    expect(screen.getByText('Several answers')).toBeInTheDocument();
    expect(screen.getByText('Double points')).toBeInTheDocument();
    expect(screen.getByText("Speed doesn't count")).toBeInTheDocument();
  });

  it('shows no such badge for a multiple choice or a poll', () => {
    const { unmount } = render(<QuestionView question={liveQuestion()} counts={counts} serverNow={now} />);
    expect(screen.queryByText('Several answers')).not.toBeInTheDocument();
    unmount();
    render(<QuestionView question={pollQuestion(4)} counts={counts} serverNow={now} />);
    expect(screen.queryByText('Several answers')).not.toBeInTheDocument();
  });

  it('shows its options as tiles, none marked', () => {
    render(<QuestionView question={severalQuestion(6)} counts={counts} serverNow={now} />);
    const options = within(screen.getByRole('list', { name: 'Options' })).getAllByRole('listitem');
    expect(options.map((option) => option.getAttribute('aria-label'))).toEqual([
      'Red triangle: Mars',
      'Blue diamond: Moon',
      'Yellow circle: Venus',
      'Green square: Sun',
      'Purple star: Saturn',
      'Turquoise pentagon: Titan',
    ]);
    for (const option of options) expect(option).not.toHaveAttribute('data-correct');
  });
});

describe('several right answers on the big screen, at the reveal', () => {
  it('marks every right option correct, ticked and outlined, and fades the others', () => {
    render(<RevealView question={severalQuestion(4)} reveal={severalReveal([1, 3], [7, 2, 6, 3], 9)} />);
    expect(screen.getByText('9 answered')).toBeInTheDocument();
    const bars = within(screen.getByRole('list', { name: 'Answers per option' })).getAllByRole('listitem');
    expect(bars.map((bar) => bar.getAttribute('aria-label'))).toEqual([
      'Red triangle: Mars (correct answer), 7 answers',
      'Blue diamond: Moon, 2 answers',
      'Yellow circle: Venus (correct answer), 6 answers',
      'Green square: Sun, 3 answers',
    ]);
    const marked = bars.map((bar) => [bar.hasAttribute('data-correct'), bar.hasAttribute('data-dimmed')]);
    expect(marked).toEqual([
      [true, false],
      [false, true],
      [true, false],
      [false, true],
    ]);
    for (const index of [0, 2]) {
      expect(bars[index]).toHaveTextContent('✓');
      expect(bars[index]!.querySelector<HTMLElement>('[data-part="tile"]')!.style.outline).not.toBe('');
      expect(bars[index]!.querySelector<HTMLElement>('[data-part="bar"]')!.style.opacity).toBe('1');
    }
    for (const index of [1, 3]) {
      expect(bars[index]).not.toHaveTextContent('✓');
      expect(bars[index]!.querySelector<HTMLElement>('[data-part="bar"]')!.style.opacity).toBe('0.35');
    }
    // The tallest bar is the option ticked most.
    expect(bars[0]!.querySelector('[data-part="bar"]')).toHaveStyle({ height: '100%' });
  });

  it('marks three right options of six', () => {
    render(<RevealView question={severalQuestion(6)} reveal={severalReveal([1, 3, 5], [4, 1, 5, 0, 6, 2], 8)} />);
    const bars = within(screen.getByRole('list', { name: 'Answers per option' })).getAllByRole('listitem');
    expect(bars.filter((bar) => bar.hasAttribute('data-correct')).map((bar) => bar.getAttribute('aria-label'))).toEqual([
      'Red triangle: Mars (correct answer), 4 answers',
      'Yellow circle: Venus (correct answer), 5 answers',
      'Purple star: Saturn (correct answer), 6 answers',
    ]);
    expect(bars.filter((bar) => bar.hasAttribute('data-dimmed'))).toHaveLength(3);
  });
});
