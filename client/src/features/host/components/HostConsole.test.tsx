import { HOST_PLAYER_SEARCH_RESULTS, type HostPlayer, type HostView, type LivePhase } from '@quizfest/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mockApi';
import { renderPage } from '../../../test/renderPage';
import { ANN, BOB, EVENT_ID, OWLS, SCREEN, capitalQuestion, crowdedHostView, guest, hostView } from '../../../test/host/hostView';
import { HostConsole } from './HostConsole';

/** How long a search's results may take to show: the pause it waits for, then the request. */
const SEARCH_WAIT = { timeout: 5000 };

const LIVE = `POST /events/${EVENT_ID}/live`;
const SEARCH = (q: string) => `GET /events/${EVENT_ID}/live/players?q=${encodeURIComponent(q)}`;
const ZOE = '99999999-9999-4999-8999-999999999999';
/** A player of a crowded event whom the view's list leaves out. */
const zoe = (name = 'Zoe Quinn'): HostPlayer => ({ playerId: ZOE, name, teamId: OWLS, connected: false, answered: true, points: 1800 });
const CONTROLS = ['Open now', 'Start', 'Reveal now', 'Pause', 'Skip', 'Leaderboard', 'Next', 'End'] as const;

function renderConsole(view: HostView, onPosted = vi.fn()) {
  const serverNow = () => Date.parse(view.serverNow);
  renderPage(
    () => <HostConsole view={view} connection="live" serverNow={serverNow} connectionError={null} onPosted={onPosted} onBack={() => {}} />,
    '/manager/events/live',
  );
  return onPosted;
}

const SCREEN_KEY = 'the-events-screen-key';
/** The console's server: `routes`, and the event's screen key, read for the big-screen link (left out of `calls`). */
function consoleApi(routes: Parameters<typeof mockApi>[0]) {
  const api = mockApi({ [`GET /events/${EVENT_ID}/screen-key`]: { body: { key: SCREEN_KEY } }, ...routes });
  return {
    ...api,
    get calls() {
      return api.calls.filter((c) => !c.path.endsWith('/screen-key'));
    },
  };
}

/** Every action answers with a newer view, which the console hands on. */
function mockActions() {
  return consoleApi({ [LIVE]: { body: hostView('question', { live: { ...hostView('question').live, rev: 8 } }) } });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('HostConsole', () => {
  // The main button's action is not repeated among the small ones ('Start' under 'Start the quiz').
  it.each<[LivePhase, string | null, string[]]>([
    ['waiting', 'Open now', ['End']],
    ['lobby', 'Start', ['End']],
    ['question', 'Reveal now', ['Pause', 'Skip', 'End']],
    ['reveal', 'Leaderboard', ['Next', 'End']],
    ['leaderboard', 'Next', ['End']],
    ['finished', 'End', []],
    ['ended', null, []],
  ])('in %s leaves out %j (the main button) and enables only %j', async (phase, main, enabled) => {
    consoleApi({});
    renderConsole(hostView(phase));
    await screen.findByText('Friday Night');
    const controls = within(screen.getByRole('group', { name: 'Other actions' }));
    for (const label of CONTROLS) {
      if (label === main) {
        expect(controls.queryByRole('button', { name: label }), label).not.toBeInTheDocument();
        continue;
      }
      const button = controls.getByRole('button', { name: label });
      if (enabled.includes(label)) expect(button, label).toBeEnabled();
      else expect(button, label).toBeDisabled();
    }
  });

  it.each<{ phase: LivePhase; overrides: Partial<HostView>; label: string; action: string }>([
    { phase: 'waiting', overrides: {}, label: 'Open the lobby now', action: 'open' },
    { phase: 'lobby', overrides: {}, label: 'Start the quiz', action: 'start' },
    { phase: 'question', overrides: {}, label: 'Reveal the answer', action: 'reveal' },
    { phase: 'reveal', overrides: {}, label: 'Show the leaderboard', action: 'leaderboard' },
    { phase: 'leaderboard', overrides: {}, label: 'Next question', action: 'next' },
    { phase: 'leaderboard', overrides: { upNext: null }, label: 'Show the podium', action: 'next' },
  ])('in $phase the main button "$label" posts $action', async ({ phase, overrides, label, action }) => {
    const api = mockActions();
    const onPosted = renderConsole(hostView(phase, overrides));
    await userEvent.click(await screen.findByRole('button', { name: label }));
    await waitFor(() => expect(api.callsTo('POST', `/events/${EVENT_ID}/live`)).toHaveLength(1));
    expect(api.calls[0]?.body).toEqual({ action });
    await waitFor(() => expect(onPosted).toHaveBeenCalledWith(expect.objectContaining({ live: expect.objectContaining({ rev: 8 }) })));
  });

  it('ends the event only after confirmation', async () => {
    const api = mockActions();
    renderConsole(hostView('finished'));
    await userEvent.click(await screen.findByRole('button', { name: 'End the event' }));
    const dialog = await screen.findByRole('dialog');
    expect(api.calls).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, end it' }));
    await waitFor(() => expect(api.calls[0]?.body).toEqual({ action: 'end' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the question with its correct answer, the countdown and how many answered', async () => {
    consoleApi({});
    renderConsole(hostView('question'));
    expect(await screen.findByText('Capital of France?')).toBeInTheDocument();
    expect(screen.getByText('Correct answer: 2. Paris')).toBeInTheDocument();
    // The mark sits on Paris, the second option, not on any other.
    expect(screen.getByText('Paris').closest('div')).toContainElement(screen.getByLabelText('Correct'));
    expect(screen.getAllByLabelText('Correct')).toHaveLength(1);
    expect(screen.getByLabelText('Time left')).toHaveTextContent('0:15');
    expect(screen.getByText('Answered 1 of 2')).toBeInTheDocument();
    expect(screen.getByLabelText('Phase: Question 1 of 2')).toBeInTheDocument();
    expect(screen.getByText(/Up next: question 2 of 2/)).toBeInTheDocument();
    expect(screen.getByText(/Up next: question 2 of 2/).parentElement).toHaveTextContent('Largest ocean?');
  });

  it('announces the podium after the last question, and says it is the last one only while it runs', async () => {
    consoleApi({});
    const { unmount } = renderPage(
      () => (
        <HostConsole
          view={hostView('question', { upNext: null })}
          connection="live"
          serverNow={() => 0}
          connectionError={null}
          onPosted={() => {}}
          onBack={() => {}}
        />
      ),
      '/manager/events/live',
    );
    expect(await screen.findByText('the podium (this is the last question)')).toBeInTheDocument();
    unmount();
    renderConsole(hostView('leaderboard', { upNext: null }));
    expect(await screen.findByText('the podium')).toBeInTheDocument();
    expect(screen.queryByText(/this is the last question/)).not.toBeInTheDocument();
  });

  it('switches to French with the EN/FR switch in its top bar (issue 19)', async () => {
    consoleApi({});
    renderConsole(hostView('lobby'));
    expect(await screen.findByRole('button', { name: 'Start the quiz' })).toBeInTheDocument();
    await userEvent.click(within(screen.getByRole('radiogroup', { name: 'Language' })).getByRole('radio', { name: 'Français' }));
    expect(await screen.findByRole('button', { name: 'Lancer le quiz' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retour aux événements' })).toBeInTheDocument();
  });

  it('says who joined without a name yet in the lobby', async () => {
    consoleApi({});
    renderConsole(hostView('lobby', { playerCount: 4 }));
    expect(await screen.findByText('2 players ready, 1 connected. 2 more joined and are still choosing a name.')).toBeInTheDocument();
  });

  it('names the winners when the game is over: the podium and, on a team night, the best players, ties together', async () => {
    consoleApi({});
    const view = hostView('finished');
    view.live.leaderboard = {
      teams: [
        { teamId: OWLS, name: 'Owls', points: 950, lastPoints: 0, rank: 1, members: 1 },
        { teamId: '88888888-8888-4888-8888-888888888888', name: 'Foxes', points: 1, lastPoints: 0, rank: 2, members: 1 },
      ],
      players: [
        { name: 'Ann', teamId: OWLS, points: 950, rank: 1 },
        { name: 'Bob', teamId: null, points: 950, rank: 1 },
        { name: 'Cy', teamId: OWLS, points: 10, rank: 3 },
      ],
    };
    renderConsole(view);
    const winners = within(await screen.findByRole('list', { name: 'Winners' })).getAllByRole('listitem');
    expect(winners.map((item) => item.textContent)).toEqual(['1.Owls950 points', '2.Foxes1 point']);
    expect(screen.getByText('Best players')).toBeInTheDocument();
    expect(screen.getByText('— Ann, Bob, 950 points', { exact: false })).toBeInTheDocument();
  });

  it('shows a paused question with the time that was left, and offers Resume', async () => {
    const api = mockActions();
    const paused = hostView('question');
    paused.live.question = { ...capitalQuestion, deadline: null, remainingMs: 12_000 };
    renderConsole(paused);
    expect(await screen.findByText('Paused · 0:12 left')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pause' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Resume' }));
    await waitFor(() => expect(api.calls[0]?.body).toEqual({ action: 'resume' }));
  });

  it('renames a player with the new name', async () => {
    const api = mockActions();
    renderConsole(hostView('lobby'));
    await userEvent.click(await screen.findByRole('button', { name: 'Rename Ann' }));
    const field = await screen.findByLabelText(/Player name/);
    expect(field).toHaveValue('Ann');
    await userEvent.clear(field);
    await userEvent.type(field, '  Annie ');
    await userEvent.click(screen.getByRole('button', { name: 'Rename' }));
    await waitFor(() => expect(api.calls[0]?.body).toEqual({ action: 'rename-player', playerId: ANN, name: 'Annie' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('removes a player after confirmation', async () => {
    const api = mockActions();
    renderConsole(hostView('lobby'));
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Bob' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Remove "Bob" from the event\?/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(api.calls[0]?.body).toEqual({ action: 'remove-player', playerId: BOB }));
  });

  it('lists players with team, connection, answer and points, and teams with points', async () => {
    consoleApi({});
    renderConsole(hostView('question'));
    const ann = (await screen.findByText('Ann')).closest('tr')!;
    expect(within(ann).getByText('Owls')).toBeInTheDocument();
    expect(within(ann).getByLabelText('Connected')).toBeInTheDocument();
    expect(within(ann).getByLabelText('Answered')).toBeInTheDocument();
    expect(within(ann).getByText('950')).toBeInTheDocument();
    const bob = screen.getByText('Bob').closest('tr')!;
    expect(within(bob).getByLabelText('Disconnected')).toBeInTheDocument();
    expect(within(bob).queryByLabelText('Answered')).not.toBeInTheDocument();
    const owls = screen
      .getAllByText('Owls')
      .map((cell) => cell.closest('tr')!)
      .find((row) => within(row).queryByText('950'));
    expect(owls).toBeDefined();
    expect(screen.getByText('1 screen')).toBeInTheDocument();
  });

  it('lists the screens showing the event with how each is doing (issue 9 item 8)', async () => {
    consoleApi({});
    const now = '2030-01-01T10:00:05.000Z';
    const stale = 'b2c3d4e5-3333-4333-8333-333333333333';
    renderConsole(
      hostView('lobby', {
        screens: 2,
        screenList: [
          { screenId: SCREEN, connected: true, lastSeenAt: now },
          { screenId: stale, connected: false, lastSeenAt: '2030-01-01T09:48:00.000Z' },
        ],
      }),
    );
    expect(await screen.findByRole('button', { name: 'Screens (2)' })).toBeInTheDocument();
    const first = screen.getByText('Screen 1 · a1b2c3d4').closest('tr')!;
    expect(within(first).getByText('Connected')).toBeInTheDocument();
    const second = screen.getByText('Screen 2 · b2c3d4e5').closest('tr')!;
    expect(within(second).getByText('Last seen 12 min ago')).toBeInTheDocument();
    expect(within(second).getByLabelText('Disconnected')).toBeInTheDocument();
  });

  it('removes a screen after confirmation, and frees its slot on the server', async () => {
    const api = consoleApi({ [`DELETE /events/${EVENT_ID}/screens/${SCREEN}`]: { status: 204 } });
    renderConsole(hostView('lobby'));
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Screen 1 · a1b2c3d4' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Remove "Screen 1 · a1b2c3d4" from the event\? It goes back to the join page/)).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(api.callsTo('DELETE', `/events/${EVENT_ID}/screens/${SCREEN}`)).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("keeps the dialog open with the server's message when a screen cannot be removed", async () => {
    consoleApi({
      [`DELETE /events/${EVENT_ID}/screens/${SCREEN}`]: { status: 404, body: { error: 'This screen is not showing the event' } },
    });
    renderConsole(hostView('lobby'));
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Screen 1 · a1b2c3d4' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await within(dialog).findByText('This screen is not showing the event')).toBeInTheDocument();
  });

  it("shows a refused action's message in a dismissible alert", async () => {
    consoleApi({ [LIVE]: { status: 409, body: { error: 'Answers are closed' } } });
    const onPosted = renderConsole(hostView('question'));
    await userEvent.click(await screen.findByRole('button', { name: 'Reveal the answer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Answers are closed');
    expect(onPosted).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss error' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('opens the big screen in a new tab with the code filled in', async () => {
    consoleApi({});
    renderConsole(hostView('lobby'));
    const link = await screen.findByRole('link', { name: 'Open the big screen' });
    expect(link).toHaveAttribute('href', '/?isScreen=true&code=QWER');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('downloads the results as results-{code}.csv and .json', async () => {
    const api = consoleApi({
      [`GET /events/${EVENT_ID}/results?format=csv`]: { body: 'csv' },
      [`GET /events/${EVENT_ID}/results`]: { body: { rows: [] } },
    });
    // jsdom has no object URLs; the download only needs one to hand to the link.
    URL.createObjectURL = vi.fn(() => 'blob:results');
    URL.revokeObjectURL = vi.fn();
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderConsole(hostView('finished'));
    await userEvent.click(await screen.findByRole('button', { name: 'Download results (CSV)' }));
    await waitFor(() => expect(saved).toEqual(['results-QWER.csv']));
    await userEvent.click(screen.getByRole('button', { name: 'JSON' }));
    await waitFor(() => expect(saved).toEqual(['results-QWER.csv', 'results-QWER.json']));
    expect(api.calls.map((call) => call.path)).toEqual([`/events/${EVENT_ID}/results?format=csv`, `/events/${EVENT_ID}/results`]);
  });

  // A hundred rows of Mantine in jsdom take a while to draw, more so beside other suites.
  describe('a crowded event (more players than the view lists)', { timeout: 15_000 }, () => {
    it('counts every player in the title, says the list shows the most recent, and takes team sizes from the server', async () => {
      consoleApi({});
      renderConsole(crowdedHostView('question'));
      // Text queries, then roles within a row: a role query over a hundred rows is slow in jsdom.
      expect((await screen.findByText('Players (5,000)')).closest('button')).toBeInTheDocument();
      expect(screen.getByText('Showing the 100 most recently joined of 5,000 players.')).toBeInTheDocument();
      expect(screen.getByText('Guest 5000')).toBeInTheDocument();
      expect(screen.getByText('Guest 4901')).toBeInTheDocument();
      expect(screen.queryByText('Guest 4900')).not.toBeInTheDocument();
      // 2,345 members, though only 100 of them are in the list.
      const owls = screen.getAllByText('Owls').find((cell) => cell.closest('td')?.nextElementSibling?.textContent === '2,345');
      expect(owls).toBeDefined();
      expect(screen.getByLabelText('Find a player')).toHaveAttribute('type', 'search');
    });

    it('finds a player the list leaves out, asking once the typing pauses, and renames it from the results', async () => {
      let searches = 0;
      const api = consoleApi({
        [LIVE]: { body: crowdedHostView('question') },
        [SEARCH('zoe')]: () => ({ body: { players: [zoe(++searches === 1 ? 'Zoe Quinn' : 'Zoe')] } }),
      });
      renderConsole(crowdedHostView('question'));
      await userEvent.type(await screen.findByLabelText('Find a player'), ' zoe ');
      // The search waits for the typing to pause, then asks: on a loaded machine that can take
      // longer than findBy's default second (it failed so beside a full server suite).
      const row = (await screen.findByText('Zoe Quinn', {}, SEARCH_WAIT)).closest('tr')!;
      expect(within(row).getByText('Owls')).toBeInTheDocument();
      expect(within(row).getByLabelText('Answered')).toBeInTheDocument();
      expect(within(row).getByText('1,800')).toBeInTheDocument();
      // The matches replace the list while the search is on.
      expect(screen.queryByText('Guest 5000')).not.toBeInTheDocument();
      expect(api.calls.filter((c) => c.path.startsWith(`/events/${EVENT_ID}/live/players`)).map((c) => c.path)).toEqual([
        `/events/${EVENT_ID}/live/players?q=zoe`,
      ]);

      await userEvent.click(within(row).getByRole('button', { name: 'Rename Zoe Quinn' }));
      const field = await screen.findByLabelText(/Player name/);
      await userEvent.clear(field);
      await userEvent.type(field, 'Zoe');
      await userEvent.click(screen.getByRole('button', { name: 'Rename' }));
      await waitFor(() =>
        expect(api.callsTo('POST', `/events/${EVENT_ID}/live`)[0]?.body).toEqual({ action: 'rename-player', playerId: ZOE, name: 'Zoe' }),
      );
      // The results are asked again: they show the new name.
      const renamed = (await screen.findByText('Zoe', {}, SEARCH_WAIT)).closest('tr')!;
      expect(within(renamed).getByRole('button', { name: 'Rename Zoe' })).toBeInTheDocument();
      expect(api.callsTo('GET', `/events/${EVENT_ID}/live/players?q=zoe`)).toHaveLength(2);

      await userEvent.clear(screen.getByLabelText('Find a player'));
      expect(await screen.findByText('Guest 5000', {}, SEARCH_WAIT)).toBeInTheDocument();
      expect(screen.queryByText('Zoe')).not.toBeInTheDocument();
    });

    it('removes a player found by the search, after confirmation', async () => {
      let searches = 0;
      const api = consoleApi({
        [LIVE]: { body: crowdedHostView('lobby') },
        [SEARCH('quinn')]: () => ({ body: { players: ++searches === 1 ? [zoe()] : [] } }),
      });
      renderConsole(crowdedHostView('lobby'));
      await userEvent.type(await screen.findByLabelText('Find a player'), 'quinn');
      const row = (await screen.findByText('Zoe Quinn')).closest('tr')!;
      await userEvent.click(within(row).getByRole('button', { name: 'Remove Zoe Quinn' }));
      const dialog = await screen.findByRole('dialog');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
      await waitFor(() =>
        expect(api.callsTo('POST', `/events/${EVENT_ID}/live`)[0]?.body).toEqual({ action: 'remove-player', playerId: ZOE }),
      );
      expect(await screen.findByText('No player\'s name contains "quinn".')).toBeInTheDocument();
    });

    it('says when the matches are cut, and shows a refused search', async () => {
      const many = Array.from({ length: HOST_PLAYER_SEARCH_RESULTS }, (_, i) => guest(i + 1));
      consoleApi({
        [SEARCH('guest')]: { body: { players: many } },
        [SEARCH('x')]: { status: 503, body: { error: 'Database unavailable, please try again shortly' } },
      });
      renderConsole(crowdedHostView('lobby'));
      const field = await screen.findByLabelText('Find a player');
      await userEvent.type(field, 'guest');
      expect(
        await screen.findByText('The 50 most recently joined matches: type more of the name to narrow them down.'),
      ).toBeInTheDocument();
      expect(screen.getByText('Guest 1')).toBeInTheDocument();
      await userEvent.clear(field);
      await userEvent.type(field, 'x');
      expect(await screen.findByText('Database unavailable, please try again shortly')).toHaveAttribute('role', 'alert');
    });

    it('within the list size, shows no search and no note', async () => {
      consoleApi({});
      renderConsole(hostView('lobby'));
      expect(await screen.findByRole('button', { name: 'Players (2)' })).toBeInTheDocument();
      expect(screen.queryByRole('searchbox', { name: 'Find a player' })).not.toBeInTheDocument();
      expect(screen.queryByText(/most recently joined/)).not.toBeInTheDocument();
      expect(screen.getByText('Ann')).toBeInTheDocument();
    });
  });

  it('opens the big screen with the event’s screen key, so that it always gets a slot (issue 18 item 7)', async () => {
    consoleApi({});
    renderConsole(hostView('lobby'));
    const link = await screen.findByRole('link', { name: /Open the big screen/ });
    await waitFor(() => expect(link).toHaveAttribute('href', `/?isScreen=true&code=${hostView('lobby').event.code}&key=${SCREEN_KEY}`));
  });
});
