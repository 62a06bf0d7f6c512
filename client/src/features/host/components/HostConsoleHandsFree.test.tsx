// A hands-free quiz on the console (issue 20): where the night stands (when it goes on by itself,
// held, or the host driving), counted down on the server's clock, and the panel's four actions.
import type { HostView } from '@quizfest/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EVENT_ID, handsFreeView, hostView } from '../../../test/host/hostView';
import { renderLiveConsole } from '../../../test/host/renderLiveConsole';
import { mockApi } from '../../../test/mockApi';
import { renderPage } from '../../../test/renderPage';
import { HostConsole } from './HostConsole';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const panel = async () => within(await screen.findByRole('group', { name: 'Hands-free' }));

describe('HostConsole, hands-free', () => {
  it('shows no panel for a quiz the host drives', async () => {
    renderLiveConsole(hostView('reveal'));
    await screen.findByText('Friday Night');
    expect(screen.queryByRole('group', { name: 'Hands-free' })).not.toBeInTheDocument();
  });

  it('counts down to the next step on the server’s clock, second by second', async () => {
    // The browser's clock is a minute behind the server's: the countdown follows the server's.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(Date.parse('2030-01-01T09:59:05.000Z'));
    const view = handsFreeView('leaderboard');
    mockApi({ [`GET /events/${EVENT_ID}/screen-key`]: { body: { key: 'key' } } });
    renderPage(
      () => (
        <HostConsole
          view={view}
          connection="live"
          serverNow={() => Date.now() + 60_000}
          connectionError={null}
          onPosted={() => {}}
          onBack={() => {}}
        />
      ),
      '/manager/events/live',
    );
    const hands = await panel();
    expect(hands.getByText('Hands-free: next step in 7 s')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2000));
    expect(hands.getByText('Hands-free: next step in 5 s')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(5000));
    expect(hands.getByText('Hands-free: next step in 0 s')).toBeInTheDocument();
  });

  it('holds the next step (pause), then lets it go on (resume)', async () => {
    const held = handsFreeView('reveal', { held: true });
    const running = handsFreeView('reveal');
    const { posted } = renderLiveConsole(running, (body) => ({
      body: (body as { action: string }).action === 'pause' ? held : running,
    }));
    const hands = await panel();
    expect(hands.getByText('Hands-free: next step in 7 s')).toBeInTheDocument();
    expect(hands.queryByRole('button', { name: 'Go on' })).not.toBeInTheDocument();
    await userEvent.click(hands.getByRole('button', { name: 'Hold' }));
    expect(await hands.findByText('Hands-free: held')).toBeInTheDocument();
    expect(posted()).toEqual([{ action: 'pause' }]);
    expect(hands.queryByRole('button', { name: 'Hold' })).not.toBeInTheDocument();
    await userEvent.click(hands.getByRole('button', { name: 'Go on' }));
    expect(await hands.findByText('Hands-free: next step in 7 s')).toBeInTheDocument();
    expect(posted()).toEqual([{ action: 'pause' }, { action: 'resume' }]);
  });

  it('takes the night over, then hands it back', async () => {
    const running = handsFreeView('leaderboard');
    const driving = handsFreeView('leaderboard', { on: false });
    const { posted } = renderLiveConsole(running, (body) => ({
      body: (body as { action: string }).action === 'take-over' ? driving : running,
    }));
    const hands = await panel();
    await userEvent.click(hands.getByRole('button', { name: 'Take over' }));
    expect(await hands.findByText('You are driving')).toBeInTheDocument();
    expect(posted()).toEqual([{ action: 'take-over' }]);
    // Nothing goes on by itself now: no countdown, nothing to hold.
    expect(hands.queryByText(/next step/)).not.toBeInTheDocument();
    expect(hands.queryByRole('button', { name: 'Hold' })).not.toBeInTheDocument();
    expect(hands.queryByRole('button', { name: 'Take over' })).not.toBeInTheDocument();
    await userEvent.click(hands.getByRole('button', { name: 'Hand back' }));
    expect(await hands.findByText('Hands-free: next step in 7 s')).toBeInTheDocument();
    expect(posted()).toEqual([{ action: 'take-over' }, { action: 'hand-back' }]);
  });

  it('says the question closes by itself, with nothing to hold but the question’s own Pause', async () => {
    const { posted } = renderLiveConsole(handsFreeView('question'));
    const hands = await panel();
    expect(hands.getByText('Hands-free: the question closes by itself')).toBeInTheDocument();
    expect(hands.queryByRole('button', { name: 'Hold' })).not.toBeInTheDocument();
    expect(hands.getByRole('button', { name: 'Take over' })).toBeEnabled();
    expect(posted()).toEqual([]);
  });

  it('keeps the manual buttons: Next early goes on at once', async () => {
    const { posted } = renderLiveConsole(handsFreeView('leaderboard'));
    await userEvent.click(await screen.findByRole('button', { name: 'Next question' }));
    await waitFor(() => expect(posted()).toEqual([{ action: 'next' }]));
  });

  it('says why the server refused, as for any other action', async () => {
    const view: HostView = handsFreeView('reveal');
    renderLiveConsole(view, () => ({ status: 409, body: { error: 'You are already driving the night' } }));
    await userEvent.click((await panel()).getByRole('button', { name: 'Take over' }));
    expect(await screen.findByText('You are already driving the night')).toBeInTheDocument();
  });
});
