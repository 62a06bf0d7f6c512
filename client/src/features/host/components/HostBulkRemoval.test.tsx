// Removing several players at once (issue 18): the operator ticks players in the list or among a
// search's answers, by pointer or keyboard, and removes them in one action after a confirmation that
// names them; at most HOST_VIEW_PLAYERS at a time, as the server takes.
import { HOST_VIEW_PLAYERS } from '@quizfest/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { renderFixedConsole } from '../../../test/host/renderLiveConsole';
import { ANN, BOB, crowdedHostView, guest, hostView } from '../../../test/host/hostView';

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await act(() => i18n.changeLanguage('en'));
});

describe('removing several players', () => {
  it('ticks players by keyboard, names them in the confirmation and removes them in one action', async () => {
    const { posted } = renderFixedConsole(hostView('lobby'));
    const ann = await screen.findByRole('checkbox', { name: 'Select Ann' });
    // No bar until something is ticked.
    expect(screen.queryByRole('region', { name: 'Players selected' })).not.toBeInTheDocument();
    ann.focus();
    await userEvent.keyboard(' ');
    const bar = screen.getByRole('region', { name: 'Players selected' });
    expect(bar).toHaveTextContent('1 player selected.');
    expect(screen.getByRole('checkbox', { name: 'Select every player listed' })).toBePartiallyChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Bob' }));
    expect(bar).toHaveTextContent('2 players selected.');
    expect(screen.getByRole('checkbox', { name: 'Select every player listed' })).toBeChecked();

    await userEvent.click(within(bar).getByRole('button', { name: 'Remove selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove 2 players' });
    expect(dialog).toHaveTextContent(
      "Remove these 2 players from the event: Ann and Bob? None of them can join it again, and their points leave the standings, their teams' totals and the results.",
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(posted()[0]).toEqual({ action: 'remove-players', playerIds: [ANN, BOB] }));
    // Done: the dialog closes and the ticks go.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('region', { name: 'Players selected' })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select Ann' })).not.toBeChecked();
  });

  it('clears the ticks without removing anyone', async () => {
    const { posted } = renderFixedConsole(hostView('lobby'));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select every player listed' }));
    expect(screen.getByRole('checkbox', { name: 'Select Ann' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByRole('checkbox', { name: 'Select Ann' })).not.toBeChecked();
    expect(posted()).toEqual([]);
  });

  it('takes every player a crowded list shows, which is the most one removal takes', async () => {
    const { posted } = renderFixedConsole(crowdedHostView('lobby'));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select every player listed' }));
    const bar = screen.getByRole('region', { name: 'Players selected' });
    expect(bar).toHaveTextContent(`${HOST_VIEW_PLAYERS} players selected. That is the most one removal takes (${HOST_VIEW_PLAYERS}).`);
    await userEvent.click(within(bar).getByRole('button', { name: 'Remove selected' }));
    const dialog = await screen.findByRole('dialog', { name: `Remove ${HOST_VIEW_PLAYERS} players` });
    const listed = crowdedHostView('lobby').players;
    const first = listed.slice(0, 5).map((p) => p.name);
    expect(dialog).toHaveTextContent(`${first.join(', ')}, and ${HOST_VIEW_PLAYERS - 5} more?`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(posted()[0]).toEqual({ action: 'remove-players', playerIds: listed.map((p) => p.playerId) }));
  });

  it('stops ticking at the limit', async () => {
    const view = crowdedHostView('lobby');
    // One more listed than a removal takes (a search's answers and the list together can hold more).
    view.players = [...view.players, guest(99_999)];
    renderFixedConsole(view);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select every player listed' }));
    expect(screen.getByRole('region', { name: 'Players selected' })).toHaveTextContent(`${HOST_VIEW_PLAYERS} players selected.`);
    const unticked = screen
      .getAllByRole('checkbox')
      .filter((box) => !(box as HTMLInputElement).checked && box.getAttribute('aria-label') !== 'Select every player listed');
    expect(unticked).toHaveLength(1);
    expect(unticked[0]).toBeDisabled();
  });

  it('says it all in French', async () => {
    await act(() => i18n.changeLanguage('fr'));
    renderFixedConsole(hostView('lobby'));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Sélectionner Ann' }));
    const bar = screen.getByRole('region', { name: 'Joueurs sélectionnés' });
    expect(bar).toHaveTextContent('1 joueur sélectionné.');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Sélectionner Bob' }));
    expect(bar).toHaveTextContent('2 joueurs sélectionnés.');
    await userEvent.click(within(bar).getByRole('button', { name: 'Retirer la sélection' }));
    const dialog = await screen.findByRole('dialog', { name: 'Retirer 2 joueurs' });
    // Testing Library reads the no-break spaces as spaces.
    expect(dialog).toHaveTextContent(
      'Retirer ces 2 joueurs de l’événement : Ann et Bob ? Aucun ne pourra plus le rejoindre, et leurs points quittent le classement, les totaux de leurs équipes et les résultats.',
    );
    expect(screen.getByRole('checkbox', { name: 'Sélectionner tous les joueurs affichés' })).toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: 'Effacer' })).toBeInTheDocument();
  });
});
