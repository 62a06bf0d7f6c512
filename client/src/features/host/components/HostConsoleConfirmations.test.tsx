// Starting an empty room and skipping a question ask first (issue 19, Host console), in English and
// in French: both are one tap from the main button, and neither can be taken back in front of a room.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { hostView } from '../../../test/host/hostView';
import { renderFixedConsole } from '../../../test/host/renderLiveConsole';

/** The lobby with nobody named (a connected 'Unnamed player' does not count: it cannot answer). */
const emptyLobby = () => {
  const view = hostView('lobby');
  return { ...view, live: { ...view.live, counts: { players: 0, connected: 1, answered: 0 } } };
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('HostConsole confirmations', () => {
  it("asks 'No player has joined yet. Start anyway?' before starting an empty room, and starts on yes", async () => {
    const api = renderFixedConsole(emptyLobby());
    await userEvent.click(await screen.findByRole('button', { name: 'Start the quiz' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start the quiz' });
    expect(within(dialog).getByText('No player has joined yet. Start anyway?')).toBeInTheDocument();
    expect(api.posted()).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, start' }));
    await waitFor(() => expect(api.posted()).toEqual([{ action: 'start' }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('starts a room with named players at once', async () => {
    const api = renderFixedConsole(hostView('lobby'));
    await userEvent.click(await screen.findByRole('button', { name: 'Start the quiz' }));
    await waitFor(() => expect(api.posted()).toEqual([{ action: 'start' }]));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sends nothing when the empty start is cancelled', async () => {
    const api = renderFixedConsole(emptyLobby());
    await userEvent.click(await screen.findByRole('button', { name: 'Start the quiz' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.posted()).toEqual([]);
  });

  it('asks before skipping, saying the question will count for no one', async () => {
    const api = renderFixedConsole(hostView('question'));
    await userEvent.click(await screen.findByRole('button', { name: 'Skip' }));
    const dialog = await screen.findByRole('dialog', { name: 'Skip this question' });
    expect(within(dialog).getByText(/It will count for no one/)).toBeInTheDocument();
    expect(api.posted()).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, skip it' }));
    await waitFor(() => expect(api.posted()).toEqual([{ action: 'skip' }]));
  });

  it('asks both in French', async () => {
    await act(() => i18n.changeLanguage('fr'));
    const api = renderFixedConsole(emptyLobby());
    await userEvent.click(await screen.findByRole('button', { name: 'Lancer le quiz' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lancer le quiz' });
    // Testing Library reads the French no-break space as a plain one.
    expect(within(dialog).getByText('Aucun joueur n’a encore rejoint. Lancer quand même ?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.posted()).toEqual([]);
  });

  it('asks before skipping in French', async () => {
    await act(() => i18n.changeLanguage('fr'));
    renderFixedConsole(hostView('question'));
    await userEvent.click(await screen.findByRole('button', { name: 'Passer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Passer cette question' });
    expect(within(dialog).getByText(/Elle ne comptera pour personne/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Oui, la passer' })).toBeInTheDocument();
  });
});
