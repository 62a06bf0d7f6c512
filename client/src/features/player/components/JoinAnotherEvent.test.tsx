// A returning phone whose stored event has ended (issue 19, Phones): the code field is right there,
// under 'This event has ended.', and joining follows the new event without a trip to the join page.
import type { PollResponse } from '@quizfest/shared';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { STORAGE_KEYS } from '../../../lib/storage';
import { UnreachableWebSocket } from '../../../test/live/fakeWebSocket';
import { renderApp } from '../../../test/renderApp';

const LAST_WEEK = '0b6f7a0e-3d2c-4b8e-9a51-2f6f0e4d7c11';
const TONIGHT = '5c4d3e2f-1a0b-4c9d-8e7f-6a5b4c3d2e1f';
const PLAYER_ID = '9d0c0f4e-1b5a-4c3d-8e2f-7a6b5c4d3e21';
const HOUR = 3_600_000;
const fetchMock = vi.fn<typeof fetch>();

function poll(eventId: string, name: string, start: number, end: number): PollResponse {
  const now = Date.now();
  return {
    event: {
      id: eventId,
      name,
      code: 'ABCD',
      startDate: new Date(now + start).toISOString(),
      endDate: new Date(now + end).toISOString(),
      teamIds: [],
      activities: [],
      playerCount: 1,
    },
    player: { playerId: PLAYER_ID, name: null },
    live: null,
    me: null,
    serverNow: new Date(now).toISOString(),
  };
}

/** Last week's event has ended; tonight's (code EHVR) is on. Returns the codes sent to /events/join. */
function serve() {
  const joined: string[] = [];
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    const body = JSON.parse(String(init?.body ?? '{}')) as { eventId?: string; code?: string };
    if (url.endsWith('/events/poll'))
      return new Response(
        JSON.stringify(
          body.eventId === TONIGHT ? poll(TONIGHT, 'Tonight', -HOUR, 3 * HOUR) : poll(LAST_WEEK, 'Last Week', -200 * HOUR, -190 * HOUR),
        ),
      );
    if (url.endsWith('/events/join')) {
      joined.push(body.code ?? '');
      return body.code === 'EHVR'
        ? new Response(JSON.stringify({ eventId: TONIGHT }))
        : new Response(JSON.stringify({ error: 'No event found with this code' }), { status: 404 });
    }
    return new Response(JSON.stringify({ error: 'unexpected' }), { status: 500 });
  });
  return joined;
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('WebSocket', UnreachableWebSocket);
  localStorage.setItem(STORAGE_KEYS.playerId, PLAYER_ID);
  localStorage.setItem(STORAGE_KEYS.eventId, LAST_WEEK);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('JoinAnotherEvent on an ended event', () => {
  it("offers the code field under 'This event has ended.' and follows the event it joins", async () => {
    const joined = serve();
    const { router } = renderApp('/player');
    expect(await screen.findByText('This event has ended.')).toBeInTheDocument();
    expect(screen.getByText('Join another event')).toBeInTheDocument();
    const field = screen.getByLabelText('Event Code');
    field.focus();
    await userEvent.paste('eh vr');
    expect(field).toHaveValue('EHVR');
    await userEvent.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByText('Tonight')).toBeInTheDocument();
    expect(await screen.findByText('Join the game')).toBeInTheDocument();
    expect(joined).toEqual(['EHVR']);
    expect(localStorage.getItem(STORAGE_KEYS.eventId)).toBe(TONIGHT);
    expect(router.state.location.pathname).toBe('/player');
    // Tonight's event is on: no code field for another one.
    expect(screen.queryByText('Join another event')).not.toBeInTheDocument();
  });

  it('says a wrong code in French and stays on the ended event', async () => {
    await act(() => i18n.changeLanguage('fr'));
    const joined = serve();
    renderApp('/player');
    expect(await screen.findByText('Rejoindre un autre événement')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Code de l’événement'), 'zzzz');
    await userEvent.click(screen.getByRole('button', { name: 'Rejoindre' }));
    expect(await screen.findByText('Aucun événement ne porte ce code')).toBeInTheDocument();
    expect(joined).toEqual(['ZZZZ']);
    expect(localStorage.getItem(STORAGE_KEYS.eventId)).toBe(LAST_WEEK);
  });
});
