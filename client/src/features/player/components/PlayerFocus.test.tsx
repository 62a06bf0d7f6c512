// Where focus goes as a keyboard or screen-reader player moves through the phone's views (issue
// 19): each step's control goes away or is disabled, and focus must not drop to the page's body.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { liveQuestion, playerMe } from '../../../test/live/liveFixtures';
import { render } from '../../../test/render';
import { PlayerJoinForm } from './PlayerJoinForm';
import { PlayerQuestion } from './PlayerQuestion';
import { PlayerWelcome } from './PlayerWelcome';

const EVENT_ID = '0b6f7a0e-3d2c-4b8e-9a51-2f6f0e4d7c11';
const PLAYER_ID = '9d0c0f4e-1b5a-4c3d-8e2f-7a6b5c4d3e21';
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('focus on the phone, from the join form to an answer', () => {
  it('starts the name form at its heading, and the waiting view at its own once joined', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ playerId: PLAYER_ID, name: 'Alice', teamId: null }), { status: 200 }));
    const onJoined = vi.fn();
    const { unmount } = render(
      <PlayerJoinForm
        eventId={EVENT_ID}
        playerId={PLAYER_ID}
        rules={{ teamsConfig: 'no_teams', allowTeamlessPlayers: false }}
        teams={[]}
        onJoined={onJoined}
        onTeamCreated={vi.fn()}
      />,
    );
    // Arriving from the code form: the new form's heading, which a screen reader then says.
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Join the game' }));

    // Keyboard only: Tab to the name, type it, Enter.
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /Your Name/ }));
    await userEvent.keyboard('Alice{Enter}');
    await waitFor(() => expect(onJoined).toHaveBeenCalled());

    // The page swaps the form for the waiting view: its heading takes focus.
    unmount();
    render(<PlayerWelcome name="Alice" teamName={null} teamless />);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Welcome, Alice!' }));
  });

  it('moves focus from the pressed option to the confirmation, a polite status', async () => {
    const question = liveQuestion();
    const onAnswer = vi.fn();
    const base = { me: playerMe(), language: 'en_US' as const, answerError: null, serverNow: () => Date.now(), onAnswer };
    const { rerender } = render(<PlayerQuestion {...base} question={question} pending={null} />);
    const option = screen.getByRole('button', { name: 'Diamond Paris' });
    option.focus();
    await userEvent.keyboard('{Enter}');
    expect(onAnswer).toHaveBeenCalledOnce();

    // On its way: the option keeps focus until the server has it.
    rerender(<PlayerQuestion {...base} question={question} pending={{ activityId: 'activity-1', questionIndex: 0, answer: 2 }} />);
    expect(screen.getByRole('status')).toHaveTextContent('Sending…');

    // Received (the hook cleared the pending answer on the ack).
    rerender(<PlayerQuestion {...base} question={question} pending={null} />);
    const confirmation = screen.getByRole('status');
    expect(confirmation).toHaveTextContent('Answer received');
    expect(document.activeElement).toBe(confirmation);
    // Its text says which option was taken, without the shape's character.
    expect(confirmation).toHaveTextContent(/Paris$/);
  });
});
