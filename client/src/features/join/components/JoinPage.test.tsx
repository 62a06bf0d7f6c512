import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../lib/storage';
import { renderApp } from '../../../test/renderApp';

const fetchMock = vi.fn<typeof fetch>();
const EVENT_ID = '0b6f7a0e-3d2c-4b8e-9a51-2f6f0e4d7c11';
const PLAYER_ID = '9d0c0f4e-1b5a-4c3d-8e2f-7a6b5c4d3e21';

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

async function codeField() {
  return screen.findByLabelText('Event Code');
}

describe('JoinPage', () => {
  it('shows the code field with its placeholder and keeps the code upper-case, at most 4 characters', async () => {
    renderApp('/');
    const field = await codeField();
    expect(field).toHaveAttribute('placeholder', 'Enter 4-letter code');
    await userEvent.type(field, 'abcdef');
    expect(field).toHaveValue('ABCD');
  });

  it("drops the spaces typed inside a code: 'qn o' is 'QNO'", async () => {
    renderApp('/');
    const field = await codeField();
    await userEvent.type(field, 'qn o');
    expect(field).toHaveValue('QNO');
  });

  it("drops the spaces of a pasted code before keeping 4 characters: 'eh vr' is 'EHVR', not 'EHV'", async () => {
    renderApp('/');
    const field = await codeField();
    field.focus();
    await userEvent.paste('eh vr');
    expect(field).toHaveValue('EHVR');
  });

  it('replaces the join page in the history after a QR code join, so Back does not bring the code field back mid-game', async () => {
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ eventId: EVENT_ID }), { status: 200 }));
    fetchMock.mockImplementation(async () => new Response(JSON.stringify({ error: 'later' }), { status: 500 }));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // The page before the QR code's link (any page of the app): where Back must go from the game.
    const { router } = renderApp('/manager/sign-in');
    await act(() => router.navigate({ to: '/', search: { code: 'wxyz' } }));
    expect(await codeField()).toHaveValue('WXYZ');
    await userEvent.click(screen.getByRole('button', { name: 'Join' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/player'));
    act(() => router.history.back());
    await waitFor(() => expect(router.state.location.pathname).toBe('/manager/sign-in'));
    vi.restoreAllMocks();
  });

  it("links organisers to the manager area, below the code field: 'Organisers: sign in'", async () => {
    const { router } = renderApp('/');
    const link = await screen.findByRole('link', { name: 'Organisers: sign in' });
    expect(link).toHaveAttribute('href', '/manager');
    await userEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/manager/sign-in'));
  });

  it('focuses the code field on load, so typing the code and Enter joins (Tab is not needed)', async () => {
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ eventId: EVENT_ID }), { status: 200 }));
    fetchMock.mockImplementation(async () => new Response(JSON.stringify({ error: 'later' }), { status: 500 }));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { router } = renderApp('/');
    await waitFor(async () => expect(await codeField()).toHaveFocus());
    await userEvent.keyboard('abcd{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/player'));
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/events/join');
    vi.restoreAllMocks();
  });

  it('replaces the last error with the new one instead of stacking them', async () => {
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ error: 'No event found with this code' }), { status: 404 }));
    renderApp('/');
    const field = await codeField();
    await userEvent.type(field, '  ');
    await userEvent.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByText('Please enter an event code')).toBeInTheDocument();
    await userEvent.clear(field);
    await userEvent.type(field, 'ZZZZ');
    await userEvent.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByText('No event found with this code')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Please enter an event code')).not.toBeInTheDocument());
  });

  it('fills the code in from ?code=, as the host console opens the big screen', async () => {
    renderApp('/?isScreen=true&code=qwer');
    expect(await codeField()).toHaveValue('QWER');
    expect(screen.getByRole('button', { name: 'Join as Screen' })).toBeEnabled();
  });

  it('disables Join while the code is empty', async () => {
    renderApp('/');
    await codeField();
    expect(screen.getByRole('button', { name: 'Join' })).toBeDisabled();
  });

  it("refuses a whitespace code with 'Please enter an event code' and makes no call", async () => {
    renderApp('/');
    await userEvent.type(await codeField(), '  ');
    await userEvent.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByText('Please enter an event code')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the trimmed upper-case code with a new player id, stores the event and opens /player', async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input).endsWith('/events/join')
        ? new Response(JSON.stringify({ eventId: EVENT_ID }), { status: 200 })
        : new Response(JSON.stringify({ error: 'not in this test' }), { status: 500 }),
    );
    const { router } = renderApp('/');
    await userEvent.type(await codeField(), ' ab ');
    await userEvent.click(screen.getByRole('button', { name: 'Join' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/player'));
    const body = JSON.parse(String(fetchMock.mock.calls[0]![1]?.body)) as { code: string; playerId: string };
    expect(body.code).toBe('AB');
    expect(body.playerId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(localStorage.getItem(STORAGE_KEYS.playerId)).toBe(body.playerId);
    expect(localStorage.getItem(STORAGE_KEYS.eventId)).toBe(EVENT_ID);
  });

  it("shows the server's message in the error snackbar when joining fails", async () => {
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ error: 'Event not found' }), { status: 404 }));
    renderApp('/');
    await userEvent.type(await codeField(), 'ZZZZ');
    await userEvent.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByText('Event not found')).toBeInTheDocument();
  });

  it("clears a failed attempt's snackbar once a join succeeds, so it does not cover the player page", async () => {
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ error: 'Event not found' }), { status: 404 }));
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ eventId: EVENT_ID }), { status: 200 }));
    fetchMock.mockImplementation(async () => new Response(JSON.stringify({ error: 'later' }), { status: 500 }));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { router } = renderApp('/');
    await userEvent.type(await codeField(), 'ZZZZ');
    await userEvent.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByText('Event not found')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Join' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/player'));
    await waitFor(() => expect(screen.queryByText('Event not found')).not.toBeInTheDocument());
    vi.restoreAllMocks();
  });

  it('joins as a screen in screen mode', async () => {
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ eventId: EVENT_ID }), { status: 200 }));
    fetchMock.mockImplementation(async () => new Response(JSON.stringify({ error: 'later' }), { status: 500 }));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { router } = renderApp('/?isScreen=true');
    await userEvent.type(await codeField(), 'abcd');
    await userEvent.click(screen.getByRole('button', { name: 'Join as Screen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/screen'));
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/events/join-as-screen');
    expect(localStorage.getItem(STORAGE_KEYS.screenId)).toMatch(/^[0-9a-f-]{36}$/);
    vi.restoreAllMocks();
  });

  it('sends a browser that already joined straight to /player', async () => {
    localStorage.setItem(STORAGE_KEYS.playerId, PLAYER_ID);
    localStorage.setItem(STORAGE_KEYS.eventId, EVENT_ID);
    fetchMock.mockImplementation(async () => new Response(JSON.stringify({ error: 'later' }), { status: 500 }));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { router } = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/player'));
    vi.restoreAllMocks();
  });

  it('stays on the join page for a link with a code, even in a browser that joined another event', async () => {
    localStorage.setItem(STORAGE_KEYS.playerId, PLAYER_ID);
    localStorage.setItem(STORAGE_KEYS.eventId, EVENT_ID);
    const { router } = renderApp('/?code=wxyz');
    expect(await codeField()).toHaveValue('WXYZ');
    expect(router.state.location.pathname).toBe('/');
  });
});
