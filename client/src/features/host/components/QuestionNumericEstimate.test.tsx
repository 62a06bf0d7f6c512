// A numeric estimate in the host console (issue 20): said to be one, no options, its value with
// its unit in each language and its tolerance as the answer key, and at the reveal the tally and
// who came closest, the right ones marked; the usual Reveal the answer.
import { act, getDefaultNormalizer, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { estimateAnswerKey, estimateHostQuestion, hostView } from '../../../test/host/hostView';
import { estimateReveal } from '../../../test/live/liveFixtures';
import { render } from '../../../test/render';
import { mainAction } from '../utils/hostActions';
import { QuestionPreview } from './QuestionPreview';
import { UpNext } from './UpNext';

// Whitespace kept as it is: the default matcher would take a no-break space for any space.
const exact = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };
const rows = (name: string) =>
  within(screen.getByRole('list', { name }))
    .getAllByRole('listitem')
    .map((row) => row.textContent?.replace(/\s+/g, ' '));

describe('the console and a numeric estimate', () => {
  it('says it is one, gives the question in both languages, no options, and the value as the answer', () => {
    render(<QuestionPreview question={estimateHostQuestion} answerKey={estimateAnswerKey} reveal={null} />);
    expect(screen.getByText('Estimate')).toBeInTheDocument();
    expect(screen.getByText('When did humans first walk on the Moon?')).toBeInTheDocument();
    expect(screen.getByText('En quelle année l’homme a-t-il marché sur la Lune ?')).toBeInTheDocument();
    expect(screen.queryByText(/^Option \d/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Correct')).not.toBeInTheDocument();
    expect(screen.getByText('Correct answer: 1969\u00a0years / ans (±\u00a02)', exact)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Closest answers' })).not.toBeInTheDocument();
  });

  it('gives the unit of a quiz in one language once, and no tolerance when only the value counts', () => {
    const english = { ...estimateHostQuestion, texts: { en_US: { question: 'When?', unit: 'years' } } };
    const { unmount } = render(<QuestionPreview question={english} answerKey={estimateAnswerKey} reveal={null} />);
    expect(screen.getByText('Correct answer: 1969 years (± 2)')).toBeInTheDocument();
    unmount();
    const exactOnly = { ...estimateAnswerKey, estimate: { value: 1969, tolerance: 0 } };
    render(<QuestionPreview question={english} answerKey={exactOnly} reveal={null} />);
    expect(screen.getByText('Correct answer: 1969\u00a0years', exact)).toBeInTheDocument();
  });

  it('keeps the points and speed badges beside its own', () => {
    const question = { ...estimateHostQuestion, pointsMultiplier: 2 as const, speedScoring: false as const };
    render(<QuestionPreview question={question} answerKey={estimateAnswerKey} reveal={null} />);
    expect(screen.getByText('Estimate')).toBeInTheDocument();
    expect(screen.getByText('×2 · Double points')).toBeInTheDocument();
    expect(screen.getByText("Speed doesn't count")).toBeInTheDocument();
  });

  it('gives the tally and who came closest at the reveal, the right ones marked', () => {
    render(<QuestionPreview question={estimateHostQuestion} answerKey={estimateAnswerKey} reveal={estimateReveal()} />);
    expect(screen.getByText('3 right, 25 wrong')).toBeInTheDocument();
    expect(rows('Closest answers')).toEqual([
      'Ann (Owls)1969 years',
      'Bob1970 years',
      'Cy (Foxes)1967.5 years',
      '4Dee (Owls)1975 years',
      '5Eve1960 years',
    ]);
    const items = within(screen.getByRole('list', { name: 'Closest answers' })).getAllByRole('listitem');
    expect(items.map((item) => within(item).queryByLabelText('Correct') !== null)).toEqual([true, true, true, false, false]);
  });

  it('offers to reveal the answer, as for any scored question', () => {
    const t = i18n.getFixedT('en', 'host');
    const view = hostView('question');
    expect(mainAction(t, { ...view, live: { ...view.live, question: estimateHostQuestion } })).toEqual({
      action: 'reveal',
      label: 'Reveal the answer',
    });
  });

  it('says it in French, numbers as French writes them', async () => {
    await act(() => i18n.changeLanguage('fr'));
    render(<QuestionPreview question={estimateHostQuestion} answerKey={estimateAnswerKey} reveal={estimateReveal()} />);
    expect(screen.getByText('Estimation')).toBeInTheDocument();
    expect(screen.getByText('Bonne réponse\u00a0: 1969\u00a0years / ans (±\u00a02)', exact)).toBeInTheDocument();
    expect(rows('Réponses les plus proches').slice(0, 3)).toEqual(['Ann (Owls)1969 ans', 'Bob1970 ans', 'Cy (Foxes)1967,5 ans']);
    expect(screen.getAllByLabelText('Bonne réponse')).toHaveLength(3);
  });

  it('announces an estimate, or several answers, up next, in the console’s language', async () => {
    const live = { phase: 'reveal' } as Parameters<typeof UpNext>[0]['view']['live'];
    const next = {
      activityId: 'activity-1',
      questionIndex: 1,
      questionCount: 3,
      texts: { en_US: 'How far?', fr_FR: 'À quelle distance ?' },
    };
    const line = () => screen.getByText(/^(Up next|Ensuite)/).parentElement;
    const { unmount } = render(<UpNext view={{ live, upNext: { ...next, kind: 'numeric_estimate' } }} />);
    expect(line()).toHaveTextContent('Up next: question 2 of 3 — How far? (Estimate)');
    unmount();
    await act(() => i18n.changeLanguage('fr'));
    render(<UpNext view={{ live, upNext: { ...next, kind: 'multiple_select' } }} />);
    expect(line()).toHaveTextContent(/À quelle distance \? \(Plusieurs réponses\)$/);
  });
});
