// Put in order on the big screen: a Put in order / Remettre dans l'ordre badge, the items as the
// server shuffled them with their shapes and no number, and at the reveal the right order, each
// place with how many players put its item there and their share of those who answered.
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { orderingQuestion, orderingReveal, rightOrderOf } from '../../../test/live/liveFixtures';
import { render } from '../../../test/render';
import { QuestionView } from './question/QuestionView';
import { RevealView } from './reveal/RevealView';

const counts = { players: 12, connected: 12, answered: 9 };
const now = () => Date.now();
// Shown as Mars, Mercury, Earth, Venus; from the Sun: Mercury, Venus, Earth, Mars.
const question = orderingQuestion();
const reveal = orderingReveal(rightOrderOf([4, 1, 3, 2]), [7, 4, 6, 5], 9);
const places = () => within(screen.getByRole('list', { name: 'The right order' })).getAllByRole('listitem');

describe('put in order on the big screen, while the question runs', () => {
  it('shows a Put in order / Remettre dans l’ordre badge, each part in its language', () => {
    render(<QuestionView question={question} counts={counts} serverNow={now} />);
    expect(screen.getByText('Put in order')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Remettre dans l’ordre')).toHaveAttribute('lang', 'fr');
  });

  it('keeps the points and speed badges beside it', () => {
    render(
      <QuestionView question={orderingQuestion(undefined, { pointsMultiplier: 2, speedScoring: false })} counts={counts} serverNow={now} />,
    );
    expect(screen.getByText('Put in order')).toBeInTheDocument();
    expect(screen.getByText('Double points')).toBeInTheDocument();
    expect(screen.getByText("Speed doesn't count")).toBeInTheDocument();
  });

  it('shows the items in the order the phones show them, with their shapes, unnumbered and unmarked', () => {
    render(<QuestionView question={orderingQuestion([6, 1, 5, 2, 4, 3])} counts={counts} serverNow={now} />);
    const items = within(screen.getByRole('list', { name: 'Items to put in order' })).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual([
      'Red triangle: Saturn',
      'Blue diamond: Mercury',
      'Yellow circle: Jupiter',
      'Green square: Venus',
      'Purple star: Mars',
      'Turquoise pentagon: Earth',
    ]);
    // Both languages on each tile, and nothing that reads as a place.
    expect(items[1]).toHaveTextContent(/^◆MercuryMercure$/);
    for (const item of items) expect(item).not.toHaveAttribute('data-correct');
  });
});

describe('put in order on the big screen, at the reveal', () => {
  it('shows the right order with, at each place, how many put its item there and their share', () => {
    render(<RevealView question={question} reveal={reveal} />);
    expect(screen.getByText('9 answered')).toBeInTheDocument();
    expect(screen.getByText('The right order')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Le bon ordre')).toHaveAttribute('lang', 'fr');
    expect(screen.getByText('Players who put each item in its place')).toBeInTheDocument();
    expect(places().map((place) => place.getAttribute('aria-label'))).toEqual([
      '1. Blue diamond: Mercury, put here by 7 (78%)',
      '2. Green square: Venus, put here by 4 (44%)',
      '3. Yellow circle: Earth, put here by 6 (67%)',
      '4. Red triangle: Mars, put here by 5 (56%)',
    ]);
    expect(places()[0]).toHaveTextContent(/^1◆MercuryMercure7 78%$/);
    expect(places().map((place) => place.querySelector<HTMLElement>('[data-part="bar"]')!.style.width)).toEqual([
      `${(7 / 9) * 100}%`,
      `${(4 / 9) * 100}%`,
      `${(6 / 9) * 100}%`,
      `${(5 / 9) * 100}%`,
    ]);
    // Not the options' chart: no place is an option to be right or wrong.
    expect(screen.queryByRole('list', { name: 'Answers per option' })).not.toBeInTheDocument();
  });

  it('stands four to six places in two columns, the first three on the left, and three in one', () => {
    const six = orderingQuestion([6, 1, 5, 2, 4, 3]);
    const { unmount } = render(
      <RevealView question={six} reveal={orderingReveal(rightOrderOf([6, 1, 5, 2, 4, 3]), [3, 3, 2, 2, 1, 1], 4)} />,
    );
    const list = screen.getByRole('list', { name: 'The right order' });
    expect(list.style.gridTemplateColumns).toBe('repeat(2, minmax(0, 1fr))');
    expect(list.style.gridTemplateRows).toBe('repeat(3, minmax(0, 1fr))');
    expect(list.style.gridAutoFlow).toBe('column');
    expect(places().map((place) => place.getAttribute('aria-label')?.split(',')[0])).toEqual([
      '1. Blue diamond: Mercury',
      '2. Green square: Venus',
      '3. Turquoise pentagon: Earth',
      '4. Purple star: Mars',
      '5. Yellow circle: Jupiter',
      '6. Red triangle: Saturn',
    ]);
    unmount();
    render(<RevealView question={orderingQuestion([3, 1, 2])} reveal={orderingReveal(rightOrderOf([3, 1, 2]), [1, 0, 1], 2)} />);
    expect(screen.getByRole('list', { name: 'The right order' }).style.gridTemplateColumns).toBe('repeat(1, minmax(0, 1fr))');
  });

  it('counts no share when nobody answered', () => {
    render(<RevealView question={question} reveal={orderingReveal(rightOrderOf([4, 1, 3, 2]), [0, 0, 0, 0], 0)} />);
    expect(places()[0]).toHaveAttribute('aria-label', '1. Blue diamond: Mercury, put here by 0 (0%)');
  });

  it('names the places in French for a French page', async () => {
    await act(() => i18n.changeLanguage('fr'));
    render(<RevealView question={question} reveal={reveal} />);
    const list = screen.getByRole('list', { name: 'Le bon ordre' });
    // The quiz's own text as the screen shows it first (English), the rest in French; French
    // writes a no-break space before the per cent sign, whichever one this runtime's ICU picks.
    expect(within(list).getAllByRole('listitem')[0]!.getAttribute('aria-label')).toMatch(
      /^1\. Losange bleu\u00a0: Mercury, placé ici par 7 \(78[\u00a0\u202f]%\)$/,
    );
  });
});
