import type { Event } from '@quizfest/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mockApi';
import { renderPage } from '../../../test/renderPage';
import EventsPage from './EventsPage';

const at = '2030-01-01T10:00:00.000Z';
const event: Event = {
  id: '77777777-7777-4777-8777-777777777777',
  ownerId: '00000000-0000-4000-8000-000000000001',
  name: 'Friday Night',
  code: 'QWER',
  startDate: '2030-05-01T18:00:00.000Z',
  endDate: '2030-05-01T22:00:00.000Z',
  teamIds: [],
  players: [],
  activities: [],
  screenIds: [],
  createdAt: at,
  updatedAt: at,
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('EventsPage', () => {
  it('lists events with their code and opens the editor', async () => {
    mockApi({ 'GET /events': { body: [event] } });
    renderPage(EventsPage, '/manager/events');
    expect(await screen.findByText('QWER')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Friday Night' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(`/manager/events/editor?id=${event.id}`);
  });

  it("opens the event's host console from its row", async () => {
    mockApi({ 'GET /events': { body: [event] } });
    renderPage(EventsPage, '/manager/events');
    await userEvent.click(await screen.findByRole('link', { name: 'Run live Friday Night' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(`/manager/events/live?id=${event.id}`);
  });

  it('creates an event, which then shows in the reloaded list', async () => {
    let events: Event[] = [];
    const api = mockApi({
      'GET /events': () => ({ body: events }),
      'POST /events': (body) => {
        events = [{ ...event, name: (body as { name: string }).name }];
        return { status: 201, body: { id: event.id } };
      },
    });
    renderPage(EventsPage, '/manager/events');
    await userEvent.click((await screen.findAllByRole('button', { name: 'Create New Event' }))[0]!);
    await userEvent.type(await screen.findByLabelText(/Name/), 'Quiz Night{Enter}');
    expect(await screen.findByText('Quiz Night')).toBeInTheDocument();
    expect(api.callsTo('POST', '/events')[0]?.body).toEqual({ name: 'Quiz Night' });
  });

  it('deletes the event after confirmation', async () => {
    const api = mockApi({ 'GET /events': { body: [event] }, [`DELETE /events/${event.id}`]: { status: 204 } });
    renderPage(EventsPage, '/manager/events');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Friday Night' }));
    expect(
      await screen.findByText('Are you sure you want to delete the event "Friday Night"? This action cannot be undone.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.callsTo('DELETE', `/events/${event.id}`)).toHaveLength(1));
  });

  it('marks the events that have ended', async () => {
    const ended: Event = {
      ...event,
      id: '88888888-8888-4888-8888-888888888888',
      name: 'Last Year',
      code: 'OLDY',
      startDate: '2020-05-01T18:00:00.000Z',
      endDate: '2020-05-01T22:00:00.000Z',
    };
    mockApi({ 'GET /events': { body: [event, ended] } });
    renderPage(EventsPage, '/manager/events');
    await screen.findByText('OLDY');
    const rows = screen.getAllByRole('row');
    const row = (code: string) => rows.find((r) => within(r).queryByText(code))!;
    expect(within(row('OLDY')).getByText('Ended')).toBeInTheDocument();
    expect(within(row('QWER')).queryByText('Ended')).not.toBeInTheDocument();
  });

  // Issue 21: the copy (new code, no players) is made by the server and joins the list.
  it('duplicates an event under "<name> (copy)" and lists the copy', async () => {
    const copy: Event = { ...event, id: '88888888-8888-4888-8888-888888888888', name: 'Friday Night (copy)', code: 'ZXCV' };
    let listed = [event];
    const api = mockApi({
      'GET /events': () => ({ body: listed }),
      [`POST /events/${event.id}/duplicate`]: () => {
        listed = [copy, event];
        return { status: 201, body: copy };
      },
    });
    renderPage(EventsPage, '/manager/events');
    await userEvent.click(await screen.findByRole('button', { name: 'Duplicate Friday Night' }));
    expect(await screen.findByText('Event duplicated: Friday Night (copy)')).toBeInTheDocument();
    expect(await screen.findByText('ZXCV')).toBeInTheDocument();
    expect(api.callsTo('POST', `/events/${event.id}/duplicate`)[0]?.body).toEqual({ name: 'Friday Night (copy)' });
  });
});
