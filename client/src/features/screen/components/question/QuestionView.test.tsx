import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { liveQuestion } from '../../../../test/live/liveFixtures';
import { render } from '../../../../test/render';
import { QuestionView } from './QuestionView';

const counts = { players: 12, connected: 11, answered: 5 };
const now = () => Date.now();

describe('QuestionView', () => {
  it('shows each option with its colour, its shape and its text in both languages', () => {
    render(<QuestionView question={liveQuestion()} counts={counts} serverNow={now} />);
    const options = within(screen.getByRole('list', { name: 'Options' })).getAllByRole('listitem');
    expect(options.map((option) => option.getAttribute('aria-label'))).toEqual([
      'Red triangle: Lyon',
      'Blue diamond: Paris',
      'Yellow circle: Nice',
      'Green square: Lille',
    ]);
    expect(options[0]).toHaveStyle({ backgroundColor: '#E21B3C' });
    expect(options[0]).toHaveTextContent('▲');
    expect(options[1]).toHaveStyle({ backgroundColor: '#1368CE' });
    expect(options[1]).toHaveTextContent('◆');
    expect(options[1]).toHaveTextContent('Paris (fr)');
    expect(options[2]).toHaveTextContent('●');
    expect(options[3]).toHaveTextContent('■');
  });

  it('marks no option as the right one while the question runs', () => {
    render(<QuestionView question={liveQuestion()} counts={counts} serverNow={now} />);
    const options = within(screen.getByRole('list', { name: 'Options' })).getAllByRole('listitem');
    for (const option of options) {
      expect(option).not.toHaveAttribute('data-correct');
      expect(option).not.toHaveAttribute('data-dimmed');
      expect(option).not.toHaveTextContent('✓');
      // Not faded: the option's own text colour on its own colour, not the page's text on a tint.
      expect(option.style.color).not.toBe('var(--mantine-color-text)');
    }
  });

  it('shows the question in both languages, where the quiz stands, the answers so far and the time left', () => {
    const question = liveQuestion({ questionIndex: 1, questionCount: 8, deadline: new Date(Date.now() + 12_400).toISOString() });
    render(<QuestionView question={question} counts={counts} serverNow={now} />);
    expect(screen.getByRole('heading', { name: 'Capital of France?' })).toBeInTheDocument();
    expect(screen.getByText('Capitale de la France ?')).toBeInTheDocument();
    expect(screen.getByText('Question 2 of 8')).toBeInTheDocument();
    expect(screen.getByText('5 of 12 answered')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveAccessibleName('13 seconds left');
  });

  it('counts down on the server clock, and says Paused while the host holds the timer', () => {
    const question = liveQuestion({ deadline: new Date(Date.now() + 30_000).toISOString() });
    // The server's clock runs 20 s ahead of this one: 10 s are left, not 30.
    const { unmount } = render(<QuestionView question={question} counts={counts} serverNow={() => Date.now() + 20_000} />);
    expect(screen.getByRole('timer')).toHaveAccessibleName('10 seconds left');
    unmount();
    render(<QuestionView question={liveQuestion({ deadline: null, remainingMs: 7000 })} counts={counts} serverNow={now} />);
    expect(screen.getByRole('timer')).toHaveAccessibleName('Paused');
    expect(screen.getByText('Paused')).toBeInTheDocument();
  });

  it('shows the image, and a prompt to type on the phone for a free-text question', () => {
    const question = liveQuestion({
      type: 'free_text_input',
      optionCount: 0,
      imageUrl: 'abc.png',
      texts: { en_US: { question: 'Spell it' } },
    });
    render(<QuestionView question={question} counts={counts} serverNow={now} />);
    expect(screen.getByRole('img', { name: 'Question image' })).toHaveAttribute('src', '/api/upload/abc.png?w=1920');
    expect(screen.queryByRole('list', { name: 'Options' })).not.toBeInTheDocument();
    expect(screen.getByText('Type your answer on your phone')).toBeInTheDocument();
    expect(screen.queryByText('Capitale de la France ?')).not.toBeInTheDocument();
  });
});
