// The console's way to the podium before the last question, and what it shows once the event has
// ended (issue 19): 'Show the podium now' asks first; an ended event keeps its winners and shows
// 'Ended' without a green 'Live' beside it.
import type { HostView, LivePhase } from '@quizfest/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { mockApi } from '../../../test/mockApi';
import { renderPage } from '../../../test/renderPage';
import { EVENT_ID, OWLS, hostView } from '../../../test/host/hostView';
import { HostConsole } from './HostConsole';

const LIVE = `POST /events/${EVENT_ID}/live`;

function renderConsole(view: HostView, connection: 'live' | 'offline' = 'live') {
  renderPage(
    () => (
      <HostConsole
        view={view}
        connection={connection}
        serverNow={() => Date.parse(view.serverNow)}
        connectionError={null}
        onPosted={() => {}}
        onBack={() => {}}
      />
    ),
    '/manager/events/live',
  );
}

function api(routes: Parameters<typeof mockApi>[0] = {}) {
  const mock = mockApi({ [`GET /events/${EVENT_ID}/screen-key`]: { body: { key: 'k' } }, ...routes });
  return { calls: () => mock.calls.filter((c) => !c.path.endsWith('/screen-key')) };
}

const podiumButton = () =>
  within(screen.getByRole('group', { name: 'Other actions' })).queryByRole('button', { name: 'Show the podium now' });

const ended = (): HostView => {
  const view = hostView('ended');
  view.live.leaderboard = {
    teams: [{ teamId: OWLS, name: 'Owls', points: 950, lastPoints: 0, rank: 1, members: 1 }],
    players: [{ name: 'Ann', teamId: OWLS, points: 950, rank: 1 }],
  };
  return view;
};

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await act(() => i18n.changeLanguage('en'));
});

describe('the host console and the podium', () => {
  it.each<[LivePhase, boolean]>([
    ['waiting', false],
    ['lobby', false],
    ['question', true],
    ['reveal', true],
    ['leaderboard', true],
    ['finished', false],
    ['ended', false],
  ])("in %s 'Show the podium now' is enabled: %s", async (phase, enabled) => {
    api();
    renderConsole(hostView(phase));
    await screen.findByText('Friday Night');
    if (enabled) expect(podiumButton()).toBeEnabled();
    else expect(podiumButton()).toBeDisabled();
  });

  it('leaves it out on the last leaderboard, where the main button already shows the podium', async () => {
    api();
    renderConsole(hostView('leaderboard', { upNext: null }));
    expect(await screen.findByRole('button', { name: 'Show the podium' })).toBeInTheDocument();
    expect(podiumButton()).not.toBeInTheDocument();
  });

  it('goes to the podium only after confirmation', async () => {
    const server = api({ [LIVE]: { body: hostView('finished') } });
    renderConsole(hostView('question'));
    await userEvent.click(await screen.findByRole('button', { name: 'Show the podium now' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/a question still open counts for no one/)).toBeInTheDocument();
    expect(server.calls()).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, show the podium' }));
    await waitFor(() => expect(server.calls()[0]?.body).toEqual({ action: 'podium' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("says the server's refusal in the console's language", async () => {
    api({ [LIVE]: { status: 409, body: { error: 'The podium is already showing' } } });
    await act(() => i18n.changeLanguage('fr'));
    renderConsole(hostView('reveal'));
    await userEvent.click(await screen.findByRole('button', { name: 'Afficher le podium maintenant' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Oui, afficher le podium' }));
    expect(await screen.findByText('Le podium est déjà affiché')).toBeInTheDocument();
  });

  it('keeps the winners once ended, and shows Ended without a green Live', async () => {
    api();
    renderConsole(ended());
    expect(await screen.findByRole('list', { name: 'Winners' })).toHaveTextContent('Owls');
    expect(screen.getByText('The event has ended. The results stay available for download.')).toBeInTheDocument();
    expect(screen.getByLabelText('Phase: Ended')).toBeInTheDocument();
    expect(screen.queryByLabelText('Connection: Live')).not.toBeInTheDocument();
  });

  it('still says when the console is offline once ended', async () => {
    api();
    renderConsole(ended(), 'offline');
    expect(await screen.findByLabelText('Connection: Offline')).toBeInTheDocument();
  });
});
