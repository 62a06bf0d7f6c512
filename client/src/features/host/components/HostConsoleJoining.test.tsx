// Closing the event to new players on the console (issue 18): a switch, checked while anyone with
// the code can join, that posts close-joining or open-joining; a badge in the status bar while
// joining is closed; nothing once the event has ended; and all of it in French.
import type { HostView, LivePhase } from '@quizfest/shared';
import { act, getDefaultNormalizer, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import englishCatalogue from '../../../i18n/locales/en/host.json';
import { englishLeftovers } from '../../../test/englishLeftovers';
import { hostView } from '../../../test/host/hostView';
import { renderLiveConsole } from '../../../test/host/renderLiveConsole';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const OPEN = 'Open to new players';

/** The view in `phase` with joining closed, as the server shows it. */
function closedView(phase: LivePhase): HostView {
  const view = hostView(phase);
  return { ...view, live: { ...view.live, joiningClosed: true } };
}

/** The server's answer to each action: the view with joining closed or open, as asked. */
const answering = (phase: LivePhase) => (body: unknown) => ({
  body: (body as { action: string }).action === 'close-joining' ? closedView(phase) : hostView(phase),
});

describe('HostConsole, joining', () => {
  it('is open at first: the switch is on, says who can join, and no badge shows', async () => {
    const { posted } = renderLiveConsole(hostView('lobby'));
    const open = await screen.findByRole('switch', { name: OPEN });
    expect(open).toBeChecked();
    expect(open).toBeEnabled();
    expect(open).toHaveAccessibleDescription('Anyone with the code can join');
    expect(screen.queryByText('Joining closed')).not.toBeInTheDocument();
    expect(posted()).toEqual([]);
  });

  it('closes joining in the lobby: posts close-joining, then shows it closed', async () => {
    const { posted } = renderLiveConsole(hostView('lobby'), answering('lobby'));
    await userEvent.click(await screen.findByRole('switch', { name: OPEN }));
    expect(await screen.findByText('Joining closed')).toBeInTheDocument();
    expect(posted()).toEqual([{ action: 'close-joining' }]);
    const open = screen.getByRole('switch', { name: OPEN });
    expect(open).not.toBeChecked();
    expect(open).toHaveAccessibleDescription('New players are refused; players already in can come back');
    // The main action stays where it was.
    expect(screen.getByRole('button', { name: 'Start the quiz' })).toBeEnabled();
  });

  it('opens joining again for a latecomer during the game: posts open-joining', async () => {
    const { posted } = renderLiveConsole(closedView('question'), answering('question'));
    const open = await screen.findByRole('switch', { name: OPEN });
    expect(open).not.toBeChecked();
    expect(screen.getByText('Joining closed')).toBeInTheDocument();
    await userEvent.click(open);
    expect(await screen.findByRole('switch', { name: OPEN, checked: true })).toBeInTheDocument();
    expect(posted()).toEqual([{ action: 'open-joining' }]);
    expect(screen.queryByText('Joining closed')).not.toBeInTheDocument();
  });

  it('works from the keyboard: Space toggles the focused switch', async () => {
    const { posted } = renderLiveConsole(hostView('leaderboard'), answering('leaderboard'));
    const open = await screen.findByRole('switch', { name: OPEN });
    act(() => open.focus());
    await userEvent.keyboard(' ');
    expect(await screen.findByText('Joining closed')).toBeInTheDocument();
    expect(posted()).toEqual([{ action: 'close-joining' }]);
  });

  it('says why the server refused, and keeps showing what the server holds', async () => {
    renderLiveConsole(hostView('lobby'), () => ({ status: 409, body: { error: 'Joining is already closed' } }));
    await userEvent.click(await screen.findByRole('switch', { name: OPEN }));
    expect(await screen.findByText('Joining is already closed')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: OPEN })).toBeChecked();
  });

  it.each<LivePhase>(['waiting', 'lobby', 'question', 'reveal', 'leaderboard', 'finished'])('shows the switch in %s', async (phase) => {
    renderLiveConsole(hostView(phase));
    expect(await screen.findByRole('switch', { name: OPEN })).toBeInTheDocument();
  });

  it('shows neither the switch nor the badge once the event has ended', async () => {
    renderLiveConsole(hostView('ended'));
    await screen.findByText('Friday Night');
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.queryByText('Joining closed')).not.toBeInTheDocument();
  });

  describe('in French', () => {
    const exact = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };
    const english = [englishCatalogue.joining.label, englishCatalogue.joining.open, englishCatalogue.joining.closed, 'Joining closed'];

    it('words the switch open, in French', async () => {
      await act(() => i18n.changeLanguage('fr'));
      renderLiveConsole(hostView('lobby'));
      const open = await screen.findByRole('switch', { name: 'Ouvert aux nouveaux joueurs' });
      expect(open).toBeChecked();
      expect(open).toHaveAccessibleDescription('Toute personne ayant le code peut rejoindre');
      expect(englishLeftovers(english)).toEqual([]);
    });

    it('words it closed, with the badge and the no-break space before the semicolon', async () => {
      await act(() => i18n.changeLanguage('fr'));
      renderLiveConsole(closedView('question'));
      const open = await screen.findByRole('switch', { name: 'Ouvert aux nouveaux joueurs' });
      expect(open).not.toBeChecked();
      expect(screen.getByText('Inscriptions closes')).toBeInTheDocument();
      expect(screen.getByText('Les nouveaux joueurs sont refusés\u00a0; ceux déjà inscrits peuvent revenir', exact)).toBeInTheDocument();
      expect(englishLeftovers(english)).toEqual([]);
    });
  });
});
