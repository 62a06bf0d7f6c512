// Put in order in the host console: said to be so, its items in the right order (not the shuffle the
// phones show), at the reveal how many players put each in its place, the kind named when it is up
// next, and the usual Reveal the answer. In French too.
import { act, getDefaultNormalizer, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { hostView, orderingAnswerKey, orderingHostQuestion } from '../../../test/host/hostView';
import { render } from '../../../test/render';
import { mainAction } from '../utils/hostActions';
import { QuestionPreview } from './QuestionPreview';
import { UpNext } from './UpNext';

// Mercury (shown 2), Venus (4), Earth (3), Mars (1): 9 answered, at each place the players who put its item there.
const reveal = { correctAnswer: null, correctAnswers: [2, 4, 3, 1], correctTexts: {}, distribution: [7, 1, 6, 5], answered: 9 };
const rows = (name: string) => within(screen.getByRole('list', { name })).getAllByRole('listitem');
const upNext = (view = hostView('reveal')) => ({ ...view, upNext: { ...view.upNext!, kind: 'ordering' as const } });

describe('the console and put in order', () => {
  it('says so and lists the items in the right order, numbered, each language once', () => {
    render(<QuestionPreview question={orderingHostQuestion} answerKey={orderingAnswerKey} reveal={null} />);
    expect(screen.getByText('Put in order')).toBeInTheDocument();
    expect(rows('Right order:').map((row) => row.textContent)).toEqual(['1Mercury / Mercure', '2Venus / Vénus', '3Earth / Terre', '4Mars']);
    // No option is right or wrong, and no key line repeats the shuffle's numbers.
    expect(screen.queryByLabelText('Correct')).not.toBeInTheDocument();
    expect(screen.queryByText(/^Correct answers?:/)).not.toBeInTheDocument();
  });

  it('gives how many put each item in its place at the reveal, and no right-or-wrong tally', () => {
    render(<QuestionPreview question={orderingHostQuestion} answerKey={orderingAnswerKey} reveal={reveal} />);
    expect(rows('Right order:').map((row) => row.lastElementChild?.textContent)).toEqual([
      '7 put it here',
      '1 put it here',
      '6 put it here',
      '5 put it here',
    ]);
    expect(screen.queryByText(/right, .* wrong/)).not.toBeInTheDocument();
  });

  it('lists the items as shown, unnumbered, when it has no key', () => {
    render(<QuestionPreview question={orderingHostQuestion} answerKey={null} reveal={null} />);
    expect(screen.queryByText('Right order:')).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((row) => row.textContent)).toEqual([
      '·Mars',
      '·Mercury / Mercure',
      '·Earth / Terre',
      '·Venus / Vénus',
    ]);
  });

  it('keeps the points and speed badges beside its own', () => {
    const question = { ...orderingHostQuestion, pointsMultiplier: 2 as const, speedScoring: false as const };
    render(<QuestionPreview question={question} answerKey={orderingAnswerKey} reveal={null} />);
    expect(screen.getByText('Put in order')).toBeInTheDocument();
    expect(screen.getByText('×2 · Double points')).toBeInTheDocument();
    expect(screen.getByText("Speed doesn't count")).toBeInTheDocument();
  });

  it('names the kind when it is up next', () => {
    render(<UpNext view={upNext()} />);
    expect(screen.getByText('(Put in order)', { exact: false })).toBeInTheDocument();
  });

  it('offers to reveal the answer, as for any scored question', () => {
    const t = i18n.getFixedT('en', 'host');
    const view = hostView('question');
    expect(mainAction(t, { ...view, live: { ...view.live, question: orderingHostQuestion } })).toEqual({
      action: 'reveal',
      label: 'Reveal the answer',
    });
  });

  it('says it in French', async () => {
    await act(() => i18n.changeLanguage('fr'));
    const exact = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };
    const { unmount } = render(<QuestionPreview question={orderingHostQuestion} answerKey={orderingAnswerKey} reveal={reveal} />);
    expect(screen.getByText('Remettre dans l’ordre')).toBeInTheDocument();
    expect(screen.getByText('Bon ordre\u00a0:', exact)).toBeInTheDocument();
    expect(rows('Bon ordre\u00a0:').map((row) => row.lastElementChild?.textContent)).toEqual([
      '7 l’ont mis ici',
      '1 l’a mis ici',
      '6 l’ont mis ici',
      '5 l’ont mis ici',
    ]);
    unmount();
    render(<UpNext view={upNext()} />);
    expect(screen.getByText('(Remettre dans l’ordre)', { exact: false })).toBeInTheDocument();
  });
});
