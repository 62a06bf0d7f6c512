// A numeric estimate on the big screen (issue 20): an Estimate / Estimation badge and the unit to
// answer in while it runs; at the reveal the value in both languages' ways of writing numbers, how
// far from it counted, a histogram of the room's answers with the value marked (one image to a
// screen reader, summarised), and the closest five with the right ones ticked.
import { act, getDefaultNormalizer, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { estimateQuestion, estimateReveal, liveQuestion, severalQuestion } from '../../../test/live/liveFixtures';
import { render } from '../../../test/render';
import { QuestionView } from './question/QuestionView';
import { RevealView } from './reveal/RevealView';

const counts = { players: 28, connected: 28, answered: 7 };
const now = () => Date.now();
// Whitespace kept as it is: the default matcher would take a no-break space for any space.
const exact = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };
const histogram = () => screen.getByRole('img', { name: /^How the room answered|^Les réponses de la salle/ });
const part = (name: string) => histogram().querySelector<HTMLElement>(`[data-part="${name}"]`);

describe('a numeric estimate on the big screen, while it runs', () => {
  it('shows an Estimate / Estimation badge, each part in its language', () => {
    render(<QuestionView question={estimateQuestion()} counts={counts} serverNow={now} />);
    expect(screen.getByText('Estimate')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Estimation')).toHaveAttribute('lang', 'fr');
  });

  it('keeps the points and speed badges beside it', () => {
    render(<QuestionView question={estimateQuestion({ pointsMultiplier: 2, speedScoring: false })} counts={counts} serverNow={now} />);
    expect(screen.getByText('Estimate')).toBeInTheDocument();
    expect(screen.getByText('Double points')).toBeInTheDocument();
    expect(screen.getByText("Speed doesn't count")).toBeInTheDocument();
  });

  it('asks for an estimate on the phones, in its unit in each language, with no options', () => {
    render(<QuestionView question={estimateQuestion()} counts={counts} serverNow={now} />);
    expect(screen.getByText('Type your estimate on your phone')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Écrivez votre estimation sur votre téléphone')).toHaveAttribute('lang', 'fr');
    expect(screen.getByText('Answer in years')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Réponse en ans')).toHaveAttribute('lang', 'fr');
    expect(screen.queryByRole('list', { name: 'Options' })).not.toBeInTheDocument();
  });

  it('names no unit when the question has none, and gives a unit in one language to both', () => {
    const { unmount } = render(
      <QuestionView question={estimateQuestion({ texts: { en_US: { question: 'How many bones?' } } })} counts={counts} serverNow={now} />,
    );
    expect(screen.getByText('Type your estimate on your phone')).toBeInTheDocument();
    expect(screen.queryByText(/Answer in/)).not.toBeInTheDocument();
    unmount();
    const kmOnly = { en_US: { question: 'How far?', unit: 'km' }, fr_FR: { question: 'Quelle distance ?' } };
    render(<QuestionView question={estimateQuestion({ texts: kmOnly })} counts={counts} serverNow={now} />);
    expect(screen.getByText('Answer in km')).toBeInTheDocument();
    expect(screen.getByText('Réponse en km')).toBeInTheDocument();
  });

  it('shows no such badge for the other kinds, and asks for free text as before', () => {
    const { unmount } = render(<QuestionView question={severalQuestion(4)} counts={counts} serverNow={now} />);
    expect(screen.queryByText('Estimate')).not.toBeInTheDocument();
    unmount();
    const free = liveQuestion({ type: 'free_text_input', optionCount: 0, texts: { en_US: { question: 'Largest planet?' } } });
    render(<QuestionView question={free} counts={counts} serverNow={now} />);
    expect(screen.queryByText('Estimate')).not.toBeInTheDocument();
    expect(screen.getByText('Type your answer on your phone')).toBeInTheDocument();
  });
});

describe('a numeric estimate on the big screen, at the reveal', () => {
  it('shows the value in both languages, with its unit, how far from it counted and how many were right', () => {
    render(<RevealView question={estimateQuestion()} reveal={estimateReveal()} />);
    expect(screen.getByText('28 answered')).toBeInTheDocument();
    expect(screen.getByText('The answer')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('La réponse')).toHaveAttribute('lang', 'fr');
    // The value first; Ann, who gave it, is in the closest list below.
    const [english] = screen.getAllByText('1969\u00a0years', exact);
    expect(english).toHaveAttribute('lang', 'en');
    expect(english).toHaveStyle({ fontWeight: '900' });
    expect(screen.getAllByText('1969\u00a0ans', exact)[0]).toHaveAttribute('lang', 'fr');
    expect(screen.getByText('Right within ±\u00a02\u00a0years', exact)).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Juste à ±\u00a02\u00a0ans près', exact)).toHaveAttribute('lang', 'fr');
    expect(screen.getByText('✓ 3 right')).toBeInTheDocument();
    expect(screen.getByText('✗ 25 wrong')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Answers per option' })).not.toBeInTheDocument();
  });

  it('draws where the answers fell as one image, summarised for screen readers, the value marked', () => {
    render(<RevealView question={estimateQuestion()} reveal={estimateReveal()} />);
    expect(histogram()).toHaveAccessibleName(
      'How the room answered: 28 answers from 1940 to 2000, the most from 1965 to 1970; the answer, 1969, is marked',
    );
    const bars = [...histogram().querySelectorAll<HTMLElement>('[data-part="bar"]')];
    expect(bars).toHaveLength(12);
    // Each bin's bar as tall as its share of the fullest (9 answers, from 1965 to 1970).
    expect(bars[5]).toHaveStyle({ height: '100%' });
    expect(parseFloat(bars[6]!.style.height)).toBeCloseTo((5 / 9) * 100);
    expect(bars[0]).toHaveStyle({ height: '0%' });
    // The value, 1969, is 29 of the axis's 60 from 1940; the right band 1967 to 1971.
    expect(parseFloat(part('marker')!.style.left)).toBeCloseTo((29 / 60) * 100);
    expect(parseFloat(part('band')!.style.left)).toBeCloseTo(45);
    expect(parseFloat(part('band')!.style.width)).toBeCloseTo((4 / 60) * 100);
    // The axis's ends and the value over its line, to the precision a bin needs.
    expect(within(histogram()).getByText('1940')).toBeInTheDocument();
    expect(within(histogram()).getByText('2000')).toBeInTheDocument();
    expect(within(histogram()).getByText('1969')).toBeInTheDocument();
  });

  it('names the closest five, nearest first, with their teams and answers in both languages, the right ones ticked', () => {
    render(<RevealView question={estimateQuestion()} reveal={estimateReveal()} />);
    expect(screen.getByText('Closest answers')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Les plus proches')).toHaveAttribute('lang', 'fr');
    const rows = within(screen.getByRole('list', { name: 'Closest answers' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent?.replace(/\s+/g, ' '))).toEqual([
      '1AnnOwls1969 years1969 ans✓',
      '2Bob1970 years1970 ans✓',
      '3CyFoxes1967.5 years1967,5 ans✓',
      '4DeeOwls1975 years1975 ans',
      '5Eve1960 years1960 ans',
    ]);
    expect(rows.map((row) => row.hasAttribute('data-right'))).toEqual([true, true, true, false, false]);
    expect(within(rows[0]!).getByRole('img', { name: 'right' })).toHaveTextContent('✓');
    expect(within(rows[3]!).queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows no band and no tolerance line when only the value itself counts', () => {
    render(<RevealView question={estimateQuestion()} reveal={estimateReveal({ tolerance: 0 })} />);
    expect(part('band')).toBeNull();
    expect(part('marker')).not.toBeNull();
    expect(screen.queryByText(/Right within/)).not.toBeInTheDocument();
  });

  it('says so when nobody answered, and lists no one', () => {
    const reveal = estimateReveal({ bins: Array.from({ length: 12 }, () => 0), closest: [] }, { distribution: [0, 0], answered: 0 });
    render(<RevealView question={estimateQuestion()} reveal={reveal} />);
    expect(histogram()).toHaveAccessibleName('How the room answered: no answers; the answer, 1969, is marked');
    expect(screen.queryByRole('list', { name: 'Closest answers' })).not.toBeInTheDocument();
  });

  it('gives a quiz in French alone its numbers in French only', () => {
    const question = estimateQuestion({ texts: { fr_FR: { question: 'En quelle année ?', unit: 'ans' } } });
    render(<RevealView question={question} reveal={estimateReveal()} />);
    expect(screen.getAllByText('1969\u00a0ans', exact)[0]).toHaveAttribute('lang', 'fr');
    expect(screen.queryByText(/years/)).not.toBeInTheDocument();
  });

  it('summarises the histogram and names the ticks in the page’s language', async () => {
    await act(() => i18n.changeLanguage('fr'));
    render(<RevealView question={estimateQuestion()} reveal={estimateReveal({ low: 1940, high: 1952, value: 1946.25 })} />);
    // Bins of one year: the axis needs no decimals.
    expect(histogram()).toHaveAccessibleName(
      'Les réponses de la salle\u00a0: 28 réponses de 1940 à 1952, le plus grand nombre de 1945 à 1946\u00a0; la réponse, 1946,25, est marquée',
    );
    const rows = within(screen.getByRole('list', { name: 'Les plus proches' })).getAllByRole('listitem');
    expect(within(rows[0]!).getByRole('img', { name: 'juste' })).toBeInTheDocument();
  });
});
