// My Events keeps every event's results at hand after the night (issue 21): a Results menu on each
// row saves them as XLSX or CSV, by mouse or keyboard, and names a failure.
import type { Event } from '@quizfest/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mockApi';
import { renderPage } from '../../../test/renderPage';
import EventsPage from './EventsPage';

const at = '2030-01-01T10:00:00.000Z';
const event: Event = {
  id: '77777777-7777-4777-8777-777777777777',
  ownerId: '00000000-0000-4000-8000-000000000001',
  name: 'Friday Night',
  code: 'QWER',
  startDate: '2026-05-01T18:00:00.000Z',
  endDate: '2026-05-01T22:00:00.000Z',
  teamIds: [],
  players: [],
  activities: [],
  screenIds: [],
  createdAt: at,
  updatedAt: at,
};
const results = `/events/${event.id}/results`;

let saved: string[];
beforeEach(() => {
  saved = [];
  // jsdom has no object URLs; the download only needs one to hand to the link.
  URL.createObjectURL = vi.fn(() => 'blob:results');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the Results action of My Events', () => {
  it('saves an ended event’s results as XLSX, then as CSV', async () => {
    const api = mockApi({
      'GET /events': { body: [event] },
      [`GET ${results}?format=xlsx`]: { body: 'xlsx' },
      [`GET ${results}?format=csv`]: { body: 'csv' },
    });
    renderPage(EventsPage, '/manager/events');
    await userEvent.click(await screen.findByRole('button', { name: 'Results of Friday Night' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Download results (XLSX)' }));
    await waitFor(() => expect(saved).toEqual(['results-QWER.xlsx']));
    await userEvent.click(screen.getByRole('button', { name: 'Results of Friday Night' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Download results (CSV)' }));
    await waitFor(() => expect(saved).toEqual(['results-QWER.xlsx', 'results-QWER.csv']));
    expect(api.calls.filter((c) => c.path.startsWith(results)).map((c) => c.path)).toEqual([
      `${results}?format=xlsx`,
      `${results}?format=csv`,
    ]);
  });

  it('works from the keyboard: the menu opens on Enter and the arrows reach the CSV', async () => {
    mockApi({ 'GET /events': { body: [event] }, [`GET ${results}?format=csv`]: { body: 'csv' } });
    renderPage(EventsPage, '/manager/events');
    const button = await screen.findByRole('button', { name: 'Results of Friday Night' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu');
    // The arrows move between the items (where the first one lands is Mantine's business).
    const csv = screen.getByRole('menuitem', { name: 'Download results (CSV)' });
    for (let i = 0; i < 3 && document.activeElement !== csv; i++) await userEvent.keyboard('{ArrowDown}');
    expect(csv).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(saved).toEqual(['results-QWER.csv']));
  });

  it('says so when the download fails', async () => {
    mockApi({ 'GET /events': { body: [event] }, [`GET ${results}?format=xlsx`]: { status: 404, body: { error: 'Event not found' } } });
    renderPage(EventsPage, '/manager/events');
    await userEvent.click(await screen.findByRole('button', { name: 'Results of Friday Night' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Download results (XLSX)' }));
    expect(await screen.findByText('Event not found')).toBeInTheDocument();
    expect(saved).toEqual([]);
  });
});
