// Put in order on a phone: the items as the server shuffled them, each with its shape and place,
// arranged with Move up and Move down by keyboard (each move said aloud, focus kept on the moved
// item) or by dragging a handle, then sent by Submit as every shown number in the order arranged;
// once sent, the order shows as sent and nothing moves. At the reveal the right order, each of my
// items said to be in its place or not, and the points. In French too.
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { orderingQuestion, orderingReveal, playerMe, rightOrderOf } from '../../../test/live/liveFixtures';
import { render } from '../../../test/render';
import { PlayerQuestion } from './PlayerQuestion';
import { PlayerReveal } from './PlayerReveal';

const base = { me: playerMe(), language: 'en_US' as const, pending: null, answerError: null, serverNow: () => Date.now() };
// Shown as Mars, Mercury, Earth, Venus: from the Sun, that is shown items 2, 4, 3, 1.
const question = orderingQuestion();
const right = rightOrderOf([4, 1, 3, 2]);

/** The list the player arranges, once its chunk has come. */
const arranged = (name = 'Your answer') => screen.findByRole('list', { name });
const rows = (list: HTMLElement) => within(list).getAllByRole('listitem');
/** Each row's shape (as a screen reader says it) and text, top to bottom. */
const items = (list: HTMLElement) =>
  rows(list).map(
    (row) =>
      `${within(row).getByRole('img').getAttribute('aria-label')} ${row.querySelector('span:not([aria-hidden]):not([role])')?.textContent}`,
  );
const press = async (name: string) => {
  screen.getByRole('button', { name }).focus();
  await userEvent.keyboard('{Enter}');
};

describe('put in order on the phone, while the question runs', () => {
  it('shows the items as shown, each with its shape, its place and buttons that name both', async () => {
    render(<PlayerQuestion {...base} question={question} onAnswer={vi.fn()} />);
    const list = await arranged();
    expect(items(list)).toEqual(['Triangle Mars', 'Diamond Mercury', 'Circle Earth', 'Square Venus']);
    expect(rows(list).map((row) => row.querySelector('[data-part="handle"]')?.textContent)).toEqual(['1▲', '2◆', '3●', '4■']);
    expect(screen.getByRole('button', { name: 'Move Mars up, now 1 of 4' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Mars down, now 1 of 4' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Move Venus up, now 4 of 4' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Move Venus down, now 4 of 4' })).toBeDisabled();
    // The shown order may be the player's answer: Submit needs no move first.
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it('is arranged by keyboard, says each move, keeps focus on the moved item, and sends the order on Submit', async () => {
    const onAnswer = vi.fn();
    const { rerender } = render(<PlayerQuestion {...base} question={question} onAnswer={onAnswer} />);
    const list = await arranged();

    await press('Move Mercury up, now 2 of 4');
    expect(items(list)).toEqual(['Diamond Mercury', 'Triangle Mars', 'Circle Earth', 'Square Venus']);
    expect(screen.getByText('Mercury, 1 of 4')).toHaveAttribute('aria-live', 'polite');
    // At the top its Move up is disabled: focus goes to its Move down.
    expect(screen.getByRole('button', { name: 'Move Mercury down, now 1 of 4' })).toHaveFocus();

    await press('Move Venus up, now 4 of 4');
    expect(screen.getByRole('button', { name: 'Move Venus up, now 3 of 4' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByText('Venus, 2 of 4')).toBeInTheDocument();
    await press('Move Mars down, now 3 of 4');
    expect(screen.getByRole('button', { name: 'Move Mars down, now 4 of 4' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Mars up, now 4 of 4' })).toHaveFocus();
    expect(items(list)).toEqual(['Diamond Mercury', 'Square Venus', 'Circle Earth', 'Triangle Mars']);
    expect(onAnswer).not.toHaveBeenCalled();

    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    // Every item's shown number, in the order arranged: Mercury (2) first.
    expect(onAnswer).toHaveBeenCalledExactlyOnceWith({ activityId: 'activity-1', questionIndex: 0, answer: right });

    // On its way: the order sent, and nothing can move any more.
    const pending = { activityId: 'activity-1', questionIndex: 0, answer: right };
    rerender(<PlayerQuestion {...base} question={question} pending={pending} onAnswer={onAnswer} />);
    expect(screen.getByText('Sending…')).toBeInTheDocument();
    expect(items(screen.getByRole('list', { name: 'Your answer' }))).toEqual([
      'Diamond Mercury',
      'Square Venus',
      'Circle Earth',
      'Triangle Mars',
    ]);
    expect(screen.queryByRole('button', { name: /^Move/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();

    // Stored: as the server writes it back, '2,4,3,1'. The list says the order; the status only that it came.
    rerender(<PlayerQuestion {...base} me={playerMe({ answer: '2,4,3,1' })} question={question} onAnswer={onAnswer} />);
    expect(screen.getByRole('status')).toHaveTextContent(/^Answer received$/);
    expect(items(screen.getByRole('list', { name: 'Your answer' }))[0]).toBe('Diamond Mercury');
    expect(onAnswer).toHaveBeenCalledTimes(1);
  });

  it('shows an order the server already holds (after a reload) as it was sent, read-only', async () => {
    render(<PlayerQuestion {...base} me={playerMe({ answer: '3,1,2,4' })} question={question} onAnswer={vi.fn()} />);
    const list = await arranged();
    expect(items(list)).toEqual(['Circle Earth', 'Triangle Mars', 'Diamond Mercury', 'Square Venus']);
    expect(rows(list).map((row) => row.querySelector('[data-part="handle"]')?.textContent)).toEqual(['1●', '2▲', '3◆', '4■']);
    expect(screen.queryByRole('button', { name: /^Move/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    expect(screen.getByText('Answer received')).toBeInTheDocument();
  });

  it('moves an item dragged by its handle to where it is dropped', async () => {
    render(<PlayerQuestion {...base} question={question} onAnswer={vi.fn()} />);
    const list = await arranged();
    // Rows 64 px high, 8 apart: their middles at 32, 104, 176 and 248.
    rows(list).forEach((row, i) => {
      row.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: i * 72, width: 300, height: 64 });
    });
    // jsdom has no PointerEvent: a mouse event of the pointer's type carries the position as one would.
    const pointer = (type: string, clientY: number) => new MouseEvent(type, { bubbles: true, button: 0, clientY });
    const handle = rows(list)[0]!.querySelector<HTMLElement>('[data-part="handle"]')!;
    fireEvent(handle, pointer('pointerdown', 32));
    fireEvent(handle, pointer('pointermove', 190));
    // Past Mercury's and Earth's middles: they make room, moving up by a row and its gap.
    expect(rows(list)[1]!.style.transform).toBe('translateY(-72px)');
    expect(rows(list)[2]!.style.transform).toBe('translateY(-72px)');
    expect(rows(list)[3]!.style.transform).toBe('');
    fireEvent(handle, pointer('pointerup', 190));
    expect(items(list)).toEqual(['Diamond Mercury', 'Circle Earth', 'Triangle Mars', 'Square Venus']);
    expect(screen.getByText('Mars, 3 of 4')).toBeInTheDocument();
    expect(rows(list).every((row) => row.style.transform === '')).toBe(true);
  });

  it('moves nothing once time is up', async () => {
    const onAnswer = vi.fn();
    const closed = orderingQuestion(undefined, { deadline: new Date(Date.now() - 1000).toISOString() });
    render(<PlayerQuestion {...base} question={closed} onAnswer={onAnswer} />);
    await arranged();
    expect(screen.getByText("Time's up")).toBeInTheDocument();
    for (const button of screen.getAllByRole('button', { name: /^Move/ })) expect(button).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    expect(onAnswer).not.toHaveBeenCalled();
  });

  it('says it in French', async () => {
    await act(() => i18n.changeLanguage('fr'));
    const onAnswer = vi.fn();
    render(<PlayerQuestion {...base} language="fr_FR" question={orderingQuestion([6, 1, 5, 2, 4, 3])} onAnswer={onAnswer} />);
    const list = await arranged('Votre réponse');
    expect(items(list)).toEqual([
      'Triangle Saturne',
      'Losange Mercure',
      'Rond Jupiter (fr)',
      'Carré Vénus',
      'Étoile Mars (fr)',
      'Pentagone Terre',
    ]);
    await press('Monter Mercure, maintenant 2 sur 6');
    expect(screen.getByText('Mercure, 1 sur 6')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Descendre Mercure, maintenant 1 sur 6' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Valider' }));
    expect(onAnswer).toHaveBeenCalledExactlyOnceWith({ activityId: 'activity-1', questionIndex: 0, answer: [2, 1, 3, 4, 5, 6] });
  });
});

describe('put in order on the phone, at the reveal', () => {
  // 9 answered; at each place of the right order, the players who put its item there.
  const reveal = orderingReveal(right, [7, 4, 6, 5], 9);
  const renderReveal = (me: ReturnType<typeof playerMe>, language: 'en_US' | 'fr_FR' = 'en_US') =>
    render(<PlayerReveal question={question} reveal={reveal} me={me} language={language} players={9} />);
  const marks = (list: HTMLElement) => rows(list).map((row) => row.textContent);

  it('says Correct! for the right order, every item in its place', async () => {
    renderReveal(playerMe({ answer: '2,4,3,1', result: { correct: true, points: 1000 }, totalPoints: 1000, rank: 1 }));
    expect(screen.getByRole('heading', { name: 'Correct!' })).toBeInTheDocument();
    expect(screen.getByText('+1,000 points')).toBeInTheDocument();
    const list = await arranged('The right order');
    expect(marks(list)).toEqual(['1.◆Mercury✓ Right place', '2.■Venus✓ Right place', '3.●Earth✓ Right place', '4.▲Mars✓ Right place']);
  });

  it('says Partly right with the points of the items in place, and marks each in words', async () => {
    // Mercury, Venus, Mars, Earth: two of four in their places.
    renderReveal(playerMe({ answer: '2,4,1,3', result: { correct: false, points: 500 }, totalPoints: 500, rank: 2 }));
    expect(screen.getByRole('heading', { name: 'Partly right' })).toBeInTheDocument();
    expect(screen.getByText('+500 points')).toBeInTheDocument();
    const list = await arranged('The right order');
    expect(marks(list)).toEqual(['1.◆Mercury✓ Right place', '2.■Venus✓ Right place', '3.●Earth✗ Wrong place', '4.▲Mars✗ Wrong place']);
    expect(rows(list).map((row) => row.getAttribute('data-in-place'))).toEqual(['true', 'true', 'false', 'false']);
  });

  it('says Wrong when no item is in its place', async () => {
    renderReveal(playerMe({ answer: '1,3,4,2', result: { correct: false, points: 0 } }));
    expect(screen.getByRole('heading', { name: 'Wrong' })).toBeInTheDocument();
    const list = await arranged('The right order');
    expect(within(list).getAllByText('Wrong place')).toHaveLength(4);
  });

  it('shows the right order unmarked to a player who did not answer', async () => {
    renderReveal(playerMe());
    expect(screen.getByRole('heading', { name: 'No answer' })).toBeInTheDocument();
    const list = await arranged('The right order');
    expect(marks(list)).toEqual(['1.◆Mercury', '2.■Venus', '3.●Earth', '4.▲Mars']);
  });

  it('says it in French', async () => {
    await act(() => i18n.changeLanguage('fr'));
    renderReveal(playerMe({ answer: '2,4,1,3', result: { correct: false, points: 500 } }), 'fr_FR');
    expect(screen.getByRole('heading', { name: 'En partie juste' })).toBeInTheDocument();
    const list = await arranged('Le bon ordre');
    expect(marks(list)).toEqual([
      '1.◆Mercure✓ Bonne place',
      '2.■Vénus✓ Bonne place',
      '3.●Terre✗ Mauvaise place',
      '4.▲Mars (fr)✗ Mauvaise place',
    ]);
  });
});
