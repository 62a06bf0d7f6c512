// A poll on the big screen (issue 20): a Poll badge instead of any points or speed badge, six
// options three to a row, and at the reveal how the room voted with no option marked right.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { liveQuestion, pollQuestion, pollReveal } from '../../../test/live/liveFixtures';
import { render } from '../../../test/render';
import { OptionTiles } from './question/OptionTiles';
import { QuestionView } from './question/QuestionView';
import { RevealView } from './reveal/RevealView';

const counts = { players: 20, connected: 20, answered: 7 };
const now = () => Date.now();
const LABELS = [
  'Red triangle: Rock',
  'Blue diamond: Jazz',
  'Yellow circle: Pop',
  'Green square: Folk',
  'Purple star: Disco',
  'Turquoise pentagon: Techno',
];

describe('a poll on the big screen, while it runs', () => {
  it('shows a Poll / Sondage badge, each part in its language, and no points or speed badge', () => {
    render(<QuestionView question={pollQuestion(6, { speedScoring: false })} counts={counts} serverNow={now} />);
    expect(screen.getByText('Poll')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Sondage')).toHaveAttribute('lang', 'fr');
    expect(screen.queryByText(/points|speed|vitesse/i)).not.toBeInTheDocument();
  });

  it('shows no Poll badge for a question that is not one', () => {
    render(<QuestionView question={liveQuestion()} counts={counts} serverNow={now} />);
    expect(screen.queryByText('Poll')).not.toBeInTheDocument();
  });

  it('shows six options, each in its own colour and shape, three to a row', () => {
    render(<QuestionView question={pollQuestion(6)} counts={counts} serverNow={now} />);
    const list = screen.getByRole('list', { name: 'Options' });
    const options = within(list).getAllByRole('listitem');
    expect(options.map((option) => option.getAttribute('aria-label'))).toEqual(LABELS);
    expect(options[4]).toHaveStyle({ backgroundColor: '#7B3FBF', color: '#FFFFFF' });
    expect(options[4]).toHaveTextContent('★Disco');
    expect(options[4]).toHaveTextContent('Disco (fr)');
    expect(options[5]).toHaveStyle({ backgroundColor: '#12A4B5', color: '#1A1B1E' });
    expect(options[5]).toHaveTextContent('⬟Techno');
    expect(list.style.gridTemplateColumns).toBe('repeat(3, minmax(0, 1fr))');
    for (const option of options) expect(option).not.toHaveAttribute('data-correct');
  });

  it.each([
    [2, 2],
    [3, 3],
    [4, 2],
    [5, 3],
    [6, 3],
  ])('lays %i options out %i to a row', (optionCount, columns) => {
    render(<OptionTiles question={pollQuestion(optionCount)} />);
    const list = screen.getByRole('list', { name: 'Options' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(optionCount);
    expect(list.style.gridTemplateColumns).toBe(`repeat(${columns}, minmax(0, 1fr))`);
  });
});

describe('a poll on the big screen, at the reveal', () => {
  const reveal = pollReveal([2, 0, 5, 1, 9, 3]);

  it('says How the room voted / Le vote de la salle as a heading', () => {
    render(<RevealView question={pollQuestion(6)} reveal={reveal} />);
    const heading = screen.getByRole('heading', { name: 'How the room voted Le vote de la salle' });
    expect(within(heading).getByText('How the room voted')).toHaveAttribute('lang', 'en');
    expect(within(heading).getByText('Le vote de la salle')).toHaveAttribute('lang', 'fr');
    expect(screen.getByText('20 answered')).toBeInTheDocument();
  });

  it('draws six bars of votes, and marks, ticks or fades none of them', () => {
    render(<RevealView question={pollQuestion(6)} reveal={reveal} />);
    const bars = within(screen.getByRole('list', { name: 'How the room voted' })).getAllByRole('listitem');
    expect(bars.map((bar) => bar.getAttribute('aria-label'))).toEqual([
      `${LABELS[0]}, 2 votes`,
      `${LABELS[1]}, 0 votes`,
      `${LABELS[2]}, 5 votes`,
      `${LABELS[3]}, 1 vote`,
      `${LABELS[4]}, 9 votes`,
      `${LABELS[5]}, 3 votes`,
    ]);
    for (const [index, bar] of bars.entries()) {
      expect(bar).not.toHaveAttribute('data-correct');
      expect(bar).not.toHaveAttribute('data-dimmed');
      expect(bar).not.toHaveTextContent('✓');
      // Each tile keeps its own colour and text colour: none steps back as a wrong one would.
      const tile = bar.querySelector<HTMLElement>('[data-part="tile"]')!;
      expect(tile.style.color).not.toBe('var(--mantine-color-text)');
      expect(tile.style.outline).toBe('');
      const column = bar.querySelector<HTMLElement>('[data-part="bar"]')!;
      expect(column.style.opacity, `bar ${index + 1}`).toBe('1');
    }
    expect(bars[4]!.querySelector('[data-part="bar"]')).toHaveStyle({ height: '100%', backgroundColor: '#7B3FBF' });
    expect(bars[5]!.querySelector('[data-part="bar"]')).toHaveStyle({ height: `${(3 / 9) * 100}%`, backgroundColor: '#12A4B5' });
  });

  it('gives the explanation of a poll that has one', () => {
    const explanation = { en_US: 'Disco was big in 1977.', fr_FR: 'Le disco triomphait en 1977.' };
    render(<RevealView question={pollQuestion(6)} reveal={{ ...reveal, explanation }} />);
    expect(screen.getByText(explanation.en_US)).toHaveAttribute('lang', 'en');
    expect(screen.getByText(explanation.fr_FR)).toHaveAttribute('lang', 'fr');
  });

  it('adds no such heading to a multiple-choice reveal', () => {
    render(
      <RevealView question={liveQuestion()} reveal={{ correctAnswer: 2, correctTexts: {}, distribution: [3, 9, 0, 1], answered: 13 }} />,
    );
    expect(screen.queryByText('How the room voted')).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Answers per option' })).toBeInTheDocument();
  });
});
