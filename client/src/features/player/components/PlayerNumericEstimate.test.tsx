// A numeric estimate on a phone (issue 20): a number box with its unit, sent by Submit or Enter in
// its canonical form whatever the player's way of writing it (a French decimal comma included),
// 'Type a number' for anything else, the estimate read back in the player's language and again
// after a reload; at the reveal the value, mine and how far off, and the closest three.
import { act, getDefaultNormalizer, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { estimateQuestion, estimateReveal, playerMe } from '../../../test/live/liveFixtures';
import { render } from '../../../test/render';
import { PlayerQuestion } from './PlayerQuestion';
import { PlayerReveal } from './PlayerReveal';

const base = { me: playerMe(), language: 'en_US' as const, pending: null, answerError: null, serverNow: () => Date.now() };
// Whitespace kept as it is: the default matcher would take a no-break space for any space.
const exact = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };
const box = () => screen.getByRole('textbox');
const sent = (answer: string) => ({ activityId: 'activity-1', questionIndex: 0, answer });

describe('a numeric estimate on the phone, while the question runs', () => {
  it('offers a number box named with its unit, shown after it, and no options', () => {
    render(<PlayerQuestion {...base} question={estimateQuestion()} onAnswer={vi.fn()} />);
    expect(screen.getByRole('textbox', { name: 'Your estimate years' })).toBe(box());
    expect(screen.getByLabelText('Your estimate')).toBe(box());
    // A phone opens its number keyboard, with the decimal sign.
    expect(box()).toHaveAttribute('inputmode', 'decimal');
    expect(screen.getByText('years')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Triangle|Diamond/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
  });

  it('names the box without a unit when the question has none', () => {
    const question = estimateQuestion({ texts: { en_US: { question: 'How many bones in a human body?' } } });
    render(<PlayerQuestion {...base} question={question} onAnswer={vi.fn()} />);
    expect(screen.getByRole('textbox', { name: 'Your estimate' })).toBeInTheDocument();
  });

  it('sends the number as typed, grouping gone, on Enter, then reads it back with its unit', async () => {
    const onAnswer = vi.fn();
    const question = estimateQuestion();
    const { rerender } = render(<PlayerQuestion {...base} question={question} onAnswer={onAnswer} />);
    await userEvent.type(box(), '1 969{Enter}');
    expect(onAnswer).toHaveBeenCalledExactlyOnceWith(sent('1969'));

    rerender(<PlayerQuestion {...base} question={question} pending={sent('1969')} onAnswer={onAnswer} />);
    expect(screen.getByText('Sending…')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();

    rerender(<PlayerQuestion {...base} me={playerMe({ answer: '1969' })} question={question} onAnswer={onAnswer} />);
    const received = screen.getByRole('status');
    expect(received).toHaveTextContent('Answer received');
    expect(within(received).getByText('1969\u00a0years', exact)).toBeInTheDocument();
    expect(onAnswer).toHaveBeenCalledTimes(1);
  });

  it('reads an English comma as grouping and a point as the decimal sign, sent by Submit', async () => {
    const onAnswer = vi.fn();
    render(<PlayerQuestion {...base} question={estimateQuestion()} onAnswer={onAnswer} />);
    await userEvent.type(box(), '1,969.5');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onAnswer).toHaveBeenCalledExactlyOnceWith(sent('1969.5'));
  });

  it('says Type a number for anything that is not one, sends nothing, and lets the player correct it', async () => {
    const onAnswer = vi.fn();
    render(<PlayerQuestion {...base} question={estimateQuestion()} onAnswer={onAnswer} />);
    // Not judged while typing: a '-' may be the start of a number.
    await userEvent.type(box(), '-');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.clear(box());
    await userEvent.type(box(), 'about 1970{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Type a number');
    expect(box()).toHaveAttribute('aria-invalid', 'true');
    expect(box()).toHaveAccessibleDescription('Type a number');
    expect(onAnswer).not.toHaveBeenCalled();

    await userEvent.clear(box());
    await userEvent.type(box(), '-3.5');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onAnswer).toHaveBeenCalledExactlyOnceWith(sent('-3.5'));
  });

  it('shows an estimate the server already holds (after a reload) as received, without the box', () => {
    render(<PlayerQuestion {...base} me={playerMe({ answer: '1969.5' })} question={estimateQuestion()} onAnswer={vi.fn()} />);
    expect(screen.getByRole('status')).toHaveTextContent('Answer received');
    expect(screen.getByText('1969.5\u00a0years', exact)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('takes nothing once time is up', () => {
    const question = estimateQuestion({ deadline: new Date(Date.now() - 1000).toISOString() });
    render(<PlayerQuestion {...base} question={question} onAnswer={vi.fn()} />);
    expect(screen.getByText("Time's up")).toBeInTheDocument();
    expect(box()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
  });

  it('keeps the points and speed lines of a scored question', () => {
    render(<PlayerQuestion {...base} question={estimateQuestion({ pointsMultiplier: 2, speedScoring: false })} onAnswer={vi.fn()} />);
    expect(screen.getByText('×2 · Double points')).toBeInTheDocument();
    expect(screen.getByText("Take your time: speed doesn't count")).toBeInTheDocument();
  });

  it('says it in French, reads a decimal comma as the decimal sign, and reads the estimate back as French writes it', async () => {
    await act(() => i18n.changeLanguage('fr'));
    const onAnswer = vi.fn();
    const question = estimateQuestion();
    const { rerender } = render(<PlayerQuestion {...base} language="fr_FR" question={question} onAnswer={onAnswer} />);
    expect(screen.getByRole('textbox', { name: 'Votre estimation ans' })).toBeInTheDocument();
    await userEvent.type(box(), 'vers 1970{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Saisissez un nombre');
    await userEvent.clear(box());
    await userEvent.type(box(), '3,5');
    await userEvent.click(screen.getByRole('button', { name: 'Valider' }));
    expect(onAnswer).toHaveBeenCalledExactlyOnceWith(sent('3.5'));

    rerender(<PlayerQuestion {...base} language="fr_FR" me={playerMe({ answer: '1969.5' })} question={question} onAnswer={onAnswer} />);
    expect(screen.getByRole('status')).toHaveTextContent('Réponse reçue');
    // French groups with a narrow no-break space, and the unit follows after a no-break space.
    expect(screen.getByText('1969,5\u00a0ans', exact)).toBeInTheDocument();
  });

  it('reads a French comma as the decimal sign even where it could group thousands', async () => {
    await act(() => i18n.changeLanguage('fr'));
    const onAnswer = vi.fn();
    render(<PlayerQuestion {...base} language="fr_FR" question={estimateQuestion()} onAnswer={onAnswer} />);
    await userEvent.type(box(), '1,969{Enter}');
    expect(onAnswer).toHaveBeenCalledExactlyOnceWith(sent('1.969'));
  });
});

describe('a numeric estimate on the phone, at the reveal', () => {
  const renderReveal = (me: ReturnType<typeof playerMe>, language: 'en_US' | 'fr_FR' = 'en_US', reveal = estimateReveal()) =>
    render(<PlayerReveal question={estimateQuestion()} reveal={reveal} me={me} language={language} players={28} />);
  const closest = (name: string) =>
    within(screen.getByRole('list', { name }))
      .getAllByRole('listitem')
      .map((row) => row.textContent?.replace(/\s+/g, ' '));

  it('says Correct! within the tolerance, with the value, my estimate and how far off it was', () => {
    renderReveal(playerMe({ answer: '1971', result: { correct: true, points: 800 }, totalPoints: 800, rank: 2 }));
    expect(screen.getByRole('heading', { name: 'Correct!' })).toBeInTheDocument();
    expect(screen.getByText('+800 points')).toBeInTheDocument();
    expect(screen.getByText('The answer: 1969\u00a0years (±\u00a02)', exact)).toBeInTheDocument();
    expect(screen.getByText(/^Your estimate/)).toHaveTextContent('Your estimate: 1971 years · 2 years off');
  });

  it('says Wrong outside it, and how far off', () => {
    renderReveal(playerMe({ answer: '1975', result: { correct: false, points: 0 } }));
    expect(screen.getByRole('heading', { name: 'Wrong' })).toBeInTheDocument();
    expect(screen.getByText('+0 points')).toBeInTheDocument();
    expect(screen.getByText(/^Your estimate/)).toHaveTextContent('Your estimate: 1975 years · 6 years off');
  });

  it('says nothing of how far off an estimate right on the value was, nor of a tolerance of 0', () => {
    renderReveal(playerMe({ answer: '1969', result: { correct: true, points: 1000 } }), 'en_US', estimateReveal({ tolerance: 0 }));
    expect(screen.getByText('The answer: 1969\u00a0years', exact)).toBeInTheDocument();
    expect(screen.getByText(/^Your estimate/)).toHaveTextContent(/^Your estimate: 1969 years$/);
  });

  it('names the closest three, with their teams and answers, the right ones ticked', () => {
    renderReveal(playerMe({ answer: '1975', result: { correct: false, points: 0 } }));
    expect(closest('Closest answers')).toEqual(['Ann · Owls1969 years ✓', 'Bob1970 years ✓', 'Cy · Foxes1967.5 years ✓']);
    expect(screen.queryByText(/Dee|Eve/)).not.toBeInTheDocument();
  });

  it('marks only the right ones when nobody was within the tolerance and the closest won', () => {
    const closestOnes = [
      { name: 'Dee', teamName: 'Owls', answer: 1975, right: true },
      { name: 'Eve', teamName: null, answer: 1960, right: false },
    ];
    renderReveal(playerMe(), 'en_US', estimateReveal({ closest: closestOnes }));
    const rows = within(screen.getByRole('list', { name: 'Closest answers' })).getAllByRole('listitem');
    expect(rows.map((row) => row.hasAttribute('data-right'))).toEqual([true, false]);
    expect(rows[1]).not.toHaveTextContent('✓');
  });

  it('says No answer to a player who gave none, and still gives the value and the closest', () => {
    renderReveal(playerMe());
    expect(screen.getByRole('heading', { name: 'No answer' })).toBeInTheDocument();
    expect(screen.getByText('The answer: 1969\u00a0years (±\u00a02)', exact)).toBeInTheDocument();
    expect(screen.queryByText(/Your estimate/)).not.toBeInTheDocument();
    expect(closest('Closest answers')).toHaveLength(3);
  });

  it('says it in French, numbers written as French writes them', async () => {
    await act(() => i18n.changeLanguage('fr'));
    renderReveal(playerMe({ answer: '1975', result: { correct: false, points: 0 } }), 'fr_FR');
    expect(screen.getByRole('heading', { name: 'Faux' })).toBeInTheDocument();
    expect(screen.getByText('La réponse\u00a0: 1969\u00a0ans (±\u00a02)', exact)).toBeInTheDocument();
    expect(screen.getByText(/^Votre estimation/)).toHaveTextContent('Votre estimation : 1975 ans · écart de 6 ans');
    expect(closest('Les plus proches')).toEqual(['Ann · Owls1969 ans ✓', 'Bob1970 ans ✓', 'Cy · Foxes1967,5 ans ✓']);
  });

  it('says Juste ! in French', async () => {
    await act(() => i18n.changeLanguage('fr'));
    renderReveal(playerMe({ answer: '1970', result: { correct: true, points: 800 } }), 'fr_FR');
    expect(screen.getByRole('heading', { name: 'Juste\u00a0!' })).toBeInTheDocument();
    expect(screen.getByText('+800 points')).toBeInTheDocument();
  });
});
