import type { HostView } from '@quizfest/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mockApi';
import { renderPage } from '../../../test/renderPage';
import { useLiveConnection } from '../../../lib/live/useLiveConnection';
import { EVENT_ID, hostView } from '../../../test/host/hostView';
import HostConsolePage from './HostConsolePage';

vi.mock('../../../lib/live/useLiveConnection', () => ({ useLiveConnection: vi.fn() }));

const hook = vi.mocked(useLiveConnection);

function connection(state: HostView | null, extra: { gone?: string; error?: string } = {}) {
  return {
    state,
    connection: 'live' as const,
    gone: extra.gone ?? null,
    error: extra.error ?? null,
    serverNow: () => Date.parse('2030-01-01T10:00:05.000Z'),
    sendAnswer: vi.fn(),
    pending: null,
    answerError: null,
    refresh: vi.fn(),
  };
}

beforeEach(() => hook.mockReset());
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('HostConsolePage', () => {
  it('connects as the host of the event in ?id=', async () => {
    mockApi({});
    hook.mockReturnValue(connection(hostView('lobby')));
    renderPage(HostConsolePage, `/manager/events/live?id=${EVENT_ID}`);
    expect(await screen.findByRole('button', { name: 'Start the quiz' })).toBeInTheDocument();
    expect(hook).toHaveBeenCalledWith({ role: 'host', eventId: EVENT_ID });
  });

  it("shows an action's answer at once, before the socket pushes it", async () => {
    const question = hostView('question', { live: { ...hostView('question').live, rev: 8 } });
    const api = mockApi({ [`POST /events/${EVENT_ID}/live`]: { body: question } });
    hook.mockReturnValue(connection(hostView('lobby')));
    renderPage(HostConsolePage, `/manager/events/live?id=${EVENT_ID}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Start the quiz' }));
    expect(await screen.findByRole('button', { name: 'Reveal the answer' })).toBeInTheDocument();
    // (The other call is the screen key the console reads for its big-screen link.)
    expect(api.callsTo('POST', `/events/${EVENT_ID}/live`)[0]?.body).toEqual({ action: 'start' });
  });

  it('says so when there is no id, and connects to nothing', async () => {
    renderPage(HostConsolePage, '/manager/events/live');
    expect(await screen.findByText('No event ID provided')).toBeInTheDocument();
    expect(hook).not.toHaveBeenCalled();
  });

  it('says when the event is gone, with a way back to the list', async () => {
    hook.mockReturnValue(connection(null, { gone: 'Event not found' }));
    renderPage(HostConsolePage, `/manager/events/live?id=${EVENT_ID}`);
    expect(await screen.findByText('Event not found')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back to Events' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/manager/events'));
  });

  it('shows why the host was refused when nothing could be loaded', async () => {
    hook.mockReturnValue(connection(null, { error: 'Event not found' }));
    renderPage(HostConsolePage, `/manager/events/live?id=${EVENT_ID}`);
    expect(await screen.findByText('Event not found')).toBeInTheDocument();
  });
});
