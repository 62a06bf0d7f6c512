// Several right answers on a phone: said while the question runs, its options ticked and unticked
// by touch or keyboard and sent together by Submit as a list of option numbers, the ticks shown
// again after a reload; at the reveal correct, partly right or wrong, with every right option and
// mine marked.
import { act, getDefaultNormalizer, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { playerMe, severalQuestion, severalReveal } from '../../../test/live/liveFixtures';
import { render } from '../../../test/render';
import { PlayerQuestion } from './PlayerQuestion';
import { PlayerReveal } from './PlayerReveal';

const base = { me: playerMe(), language: 'en_US' as const, pending: null, answerError: null, serverNow: () => Date.now() };
// Whitespace kept as it is: the default matcher would take a no-break space for any space.
const exact = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };
const ticks = () => screen.getAllByRole('checkbox').map((box) => box.getAttribute('aria-checked'));

describe('several right answers on the phone, while the question runs', () => {
  it('says that several may be right, and offers the options as toggles in a group it names', () => {
    render(<PlayerQuestion {...base} question={severalQuestion(4)} onAnswer={vi.fn()} />);
    const hint = screen.getByText('Several answers may be right: tick all you think are');
    expect(hint).toBeVisible();
    const group = screen.getByRole('group', { name: hint.textContent! });
    expect(
      within(group)
        .getAllByRole('checkbox')
        .map((box) => box.textContent),
    ).toEqual(['▲Mars', '◆Moon', '●Venus', '■Sun']);
    expect(ticks()).toEqual(['false', 'false', 'false', 'false']);
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
  });

  it('ticks and unticks without sending, then sends every ticked option, in order, on Submit', async () => {
    const onAnswer = vi.fn();
    const question = severalQuestion(4);
    const { rerender } = render(<PlayerQuestion {...base} question={question} onAnswer={onAnswer} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Circle Venus' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Square Sun' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Triangle Mars' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Square Sun' }));
    expect(ticks()).toEqual(['true', 'false', 'true', 'false']);
    expect(onAnswer).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onAnswer).toHaveBeenCalledExactlyOnceWith({ activityId: 'activity-1', questionIndex: 0, answer: [1, 3] });

    // On its way: the ticks are the answer sent, and nothing can change them any more.
    const pending = { activityId: 'activity-1', questionIndex: 0, answer: [1, 3] };
    rerender(<PlayerQuestion {...base} question={question} pending={pending} onAnswer={onAnswer} />);
    expect(screen.getByText('Sending…')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    for (const box of screen.getAllByRole('checkbox')) expect(box).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Diamond Moon' }));
    expect(ticks()).toEqual(['true', 'false', 'true', 'false']);

    // Stored: as the server writes it back, '1,3'.
    rerender(<PlayerQuestion {...base} me={playerMe({ answer: '1,3' })} question={question} onAnswer={onAnswer} />);
    const received = screen.getByRole('status');
    expect(received).toHaveTextContent('Answer received');
    expect(
      within(received)
        .getAllByRole('img')
        .map((shape) => shape.getAttribute('aria-label')),
    ).toEqual(['Triangle', 'Circle']);
    expect(received).toHaveTextContent('Mars');
    expect(received).toHaveTextContent('Venus');
    expect(received).not.toHaveTextContent('Moon');
    expect(onAnswer).toHaveBeenCalledTimes(1);
  });

  it('is played by keyboard: Space ticks the focused option, Enter on Submit sends', async () => {
    const onAnswer = vi.fn();
    render(<PlayerQuestion {...base} question={severalQuestion(4)} onAnswer={onAnswer} />);
    await userEvent.tab();
    expect(screen.getByRole('checkbox', { name: 'Triangle Mars' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('checkbox', { name: 'Circle Venus' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onAnswer).toHaveBeenCalledExactlyOnceWith({ activityId: 'activity-1', questionIndex: 0, answer: [1, 3] });
  });

  it('shows an answer the server already holds (after a reload) ticked and received', () => {
    render(<PlayerQuestion {...base} me={playerMe({ answer: '1,3' })} question={severalQuestion(4)} onAnswer={vi.fn()} />);
    expect(ticks()).toEqual(['true', 'false', 'true', 'false']);
    for (const box of screen.getAllByRole('checkbox')) expect(box).toBeDisabled();
    expect(screen.getByText('Answer received')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
  });

  it('keeps the points and speed lines of a scored question', () => {
    render(<PlayerQuestion {...base} question={severalQuestion(4, { pointsMultiplier: 2, speedScoring: false })} onAnswer={vi.fn()} />);
    expect(screen.getByText('×2 · Double points')).toBeInTheDocument();
    expect(screen.getByText("Take your time: speed doesn't count")).toBeInTheDocument();
  });

  it('takes nothing once time is up', async () => {
    const onAnswer = vi.fn();
    const question = severalQuestion(4, { deadline: new Date(Date.now() - 1000).toISOString() });
    render(<PlayerQuestion {...base} question={question} onAnswer={onAnswer} />);
    expect(screen.getByText("Time's up")).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Triangle Mars' }));
    expect(ticks()).toEqual(['false', 'false', 'false', 'false']);
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    expect(onAnswer).not.toHaveBeenCalled();
  });

  it('says it in French', async () => {
    await act(() => i18n.changeLanguage('fr'));
    const onAnswer = vi.fn();
    const { rerender } = render(<PlayerQuestion {...base} language="fr_FR" question={severalQuestion(6)} onAnswer={onAnswer} />);
    expect(
      screen.getByText('Plusieurs réponses peuvent être justes\u00a0: cochez toutes celles qui vous semblent justes', exact),
    ).toBeVisible();
    expect(screen.getAllByRole('checkbox')).toHaveLength(6);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Étoile Saturne' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Rond Vénus' }));
    await userEvent.click(screen.getByRole('button', { name: 'Valider' }));
    expect(onAnswer).toHaveBeenCalledExactlyOnceWith({ activityId: 'activity-1', questionIndex: 0, answer: [3, 5] });
    rerender(
      <PlayerQuestion {...base} language="fr_FR" me={playerMe({ answer: '3,5' })} question={severalQuestion(6)} onAnswer={onAnswer} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Réponse reçue');
    expect(screen.getByRole('status')).toHaveTextContent('Saturne');
  });
});

describe('several right answers on the phone, at the reveal', () => {
  // Options 1 (Mars) and 3 (Venus) are right; the room's ticks per option.
  const reveal = severalReveal([1, 3], [7, 2, 6, 3], 9);
  const render4 = (me: ReturnType<typeof playerMe>, language: 'en_US' | 'fr_FR' = 'en_US') =>
    render(<PlayerReveal question={severalQuestion(4)} reveal={reveal} me={me} language={language} players={9} />);
  const rows = (name: string) => within(screen.getByRole('list', { name })).getAllByRole('listitem');

  it('says Correct! for exactly the right set, with both right options marked as mine', () => {
    render4(playerMe({ answer: '1,3', result: { correct: true, points: 1000 }, totalPoints: 1000, rank: 1 }));
    expect(screen.getByRole('heading', { name: 'Correct!' })).toBeInTheDocument();
    expect(screen.getByText('+1,000 points')).toBeInTheDocument();
    expect(rows('The right answers').map((row) => row.textContent)).toEqual(['▲Mars · You ticked it', '●Venus · You ticked it']);
    expect(screen.queryByRole('list', { name: 'You also ticked' })).not.toBeInTheDocument();
  });

  it('says Partly right when the ticks scored without being the right set, and shows the wrong tick apart', () => {
    // Both right ones and a wrong one: 2 of 2 earned, 1 of 2 taken away.
    render4(playerMe({ answer: '1,3,4', result: { correct: false, points: 500 }, totalPoints: 500, rank: 2 }));
    expect(screen.getByRole('heading', { name: 'Partly right' })).toBeInTheDocument();
    expect(screen.queryByText(/Correct!|Wrong/)).not.toBeInTheDocument();
    expect(screen.getByText('+500 points')).toBeInTheDocument();
    const right = rows('The right answers');
    expect(right.map((row) => row.textContent)).toEqual(['▲Mars · You ticked it', '●Venus · You ticked it']);
    expect(right.every((row) => row.hasAttribute('data-mine'))).toBe(true);
    expect(rows('You also ticked').map((row) => row.textContent)).toEqual(['■Sun']);
  });

  it('marks only the right options I ticked', () => {
    render4(playerMe({ answer: '1', result: { correct: false, points: 500 } }));
    expect(screen.getByRole('heading', { name: 'Partly right' })).toBeInTheDocument();
    const right = rows('The right answers');
    expect(right.map((row) => row.textContent)).toEqual(['▲Mars · You ticked it', '●Venus']);
    expect(right[1]).not.toHaveAttribute('data-mine');
  });

  it('says Wrong when the ticks scored nothing', () => {
    // One right and one wrong: what the right one earned, the wrong one took back.
    render4(playerMe({ answer: '3,4', result: { correct: false, points: 0 } }));
    expect(screen.getByRole('heading', { name: 'Wrong' })).toBeInTheDocument();
    expect(screen.getByText('+0 points')).toBeInTheDocument();
    expect(rows('The right answers').map((row) => row.textContent)).toEqual(['▲Mars', '●Venus · You ticked it']);
    expect(rows('You also ticked').map((row) => row.textContent)).toEqual(['■Sun']);
  });

  it('says No answer to a player who ticked nothing, and still shows the right options', () => {
    render4(playerMe());
    expect(screen.getByRole('heading', { name: 'No answer' })).toBeInTheDocument();
    expect(rows('The right answers').map((row) => row.textContent)).toEqual(['▲Mars', '●Venus']);
    expect(screen.queryByText(/You ticked it/)).not.toBeInTheDocument();
  });

  it('says it in French', async () => {
    await act(() => i18n.changeLanguage('fr'));
    render4(playerMe({ answer: '1,3,4', result: { correct: false, points: 500 } }), 'fr_FR');
    expect(screen.getByRole('heading', { name: 'En partie juste' })).toBeInTheDocument();
    expect(screen.getByText('+500 points')).toBeInTheDocument();
    expect(rows('Les bonnes réponses').map((row) => row.textContent)).toEqual([
      '▲Mars (fr) · Vous l’avez cochée',
      '●Vénus · Vous l’avez cochée',
    ]);
    expect(rows('Vous avez aussi coché').map((row) => row.textContent)).toEqual(['■Soleil']);
  });

  it('says Juste ! and Faux in French', async () => {
    await act(() => i18n.changeLanguage('fr'));
    const { unmount } = render4(playerMe({ answer: '1,3', result: { correct: true, points: 1000 } }), 'fr_FR');
    expect(screen.getByRole('heading', { name: 'Juste\u00a0!' })).toBeInTheDocument();
    unmount();
    render4(playerMe({ answer: '2', result: { correct: false, points: 0 } }), 'fr_FR');
    expect(screen.getByRole('heading', { name: 'Faux' })).toBeInTheDocument();
  });
});
