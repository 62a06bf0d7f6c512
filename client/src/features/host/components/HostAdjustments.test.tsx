// The host's point adjustments in the console (issue 20): a team's or a player's row opens a modal
// that posts the points and the reason; the server's refusals show in the modal; the adjustments
// made so far are listed, newest first, with signed points; in English and French.
import type { HostView } from '@quizfest/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import englishCatalogue from '../../../i18n/locales/en/host.json';
import { englishLeftovers } from '../../../test/englishLeftovers';
import { ANN, hostView, OWLS } from '../../../test/host/hostView';
import { renderLiveConsole } from '../../../test/host/renderLiveConsole';

// 'Team' and 'Player' are also words of other strings, and 'Best costume' a reason the fixtures give.
const ENGLISH = [...Object.values(englishCatalogue.adjust), ...Object.values(englishCatalogue.adjustments)].filter(
  (text) => !text.includes('{{') && !['Team', 'Player', 'Best costume'].includes(text),
);

const adjusted: NonNullable<HostView['adjustments']> = [
  { name: 'Owls', kind: 'team', points: 250, reason: 'Best costume', at: '2030-01-01T10:01:00.000Z' },
  { name: null, kind: 'player', points: -1000, reason: 'Phone under the table', at: '2030-01-01T10:02:00.000Z' },
  { name: 'Ann', kind: 'player', points: 50, reason: 'Helped the host', at: '2030-01-01T10:03:00.000Z' },
];

const renderConsole = renderLiveConsole;

async function fill(dialog: HTMLElement, points: string, reason: string) {
  if (points) await userEvent.type(within(dialog).getByRole('textbox', { name: /Points to add/ }), points);
  if (reason) await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), reason);
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('HostConsole point adjustments', () => {
  it("adjusts a team's points from its row, with the reason, and closes on success", async () => {
    const api = renderConsole(hostView('lobby'), () => ({ body: hostView('lobby', { adjustments: adjusted.slice(0, 1) }) }));
    await userEvent.click(await screen.findByRole('button', { name: 'Adjust points of Owls' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adjust the points of Owls' });
    expect(dialog).toHaveTextContent("Changes the team's points in this event and its all-time score");
    expect(within(dialog).getByPlaceholderText('Best costume')).toBeInTheDocument();
    await fill(dialog, '250', 'Best costume');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Adjust points' }));
    await waitFor(() => expect(api.posted()).toEqual([{ action: 'adjust-points', teamId: OWLS, points: 250, reason: 'Best costume' }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('region', { name: 'Adjustments' })).toHaveTextContent('+250');
  });

  it("takes points from a player by the console's playerId, saying the team's points do not move", async () => {
    const api = renderConsole(hostView('reveal'));
    await userEvent.click(await screen.findByRole('button', { name: 'Adjust points of Ann' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adjust the points of Ann' });
    expect(dialog).toHaveTextContent("Changes this player's total only, not the team's");
    await fill(dialog, '-100', '  Phone under the table ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Adjust points' }));
    await waitFor(() =>
      expect(api.posted()).toEqual([{ action: 'adjust-points', playerId: ANN, points: -100, reason: 'Phone under the table' }]),
    );
  });

  it('keeps Submit off without a reason, or with 0 points, which the field says', async () => {
    const api = renderConsole(hostView('lobby'));
    await userEvent.click(await screen.findByRole('button', { name: 'Adjust points of Owls' }));
    const dialog = await screen.findByRole('dialog');
    const submit = within(dialog).getByRole('button', { name: 'Adjust points' });
    expect(submit).toBeDisabled();
    await fill(dialog, '250', '');
    expect(submit).toBeDisabled();
    const points = within(dialog).getByRole('textbox', { name: /Points to add/ });
    await userEvent.clear(points);
    await fill(dialog, '0', 'Best costume');
    expect(submit).toBeDisabled();
    expect(within(dialog).getByText('Enter a number other than 0')).toBeInTheDocument();
    await userEvent.clear(points);
    await userEvent.type(points, '100001');
    expect(submit).toBeDisabled();
    expect(within(dialog).getByText('Enter a whole number between −100,000 and +100,000')).toBeInTheDocument();
    await userEvent.click(submit);
    expect(api.posted()).toEqual([]);
  });

  it("shows the server's refusal in the modal, which stays open", async () => {
    renderConsole(hostView('lobby'), () => ({ status: 409, body: { error: 'An event can hold at most 200 adjustments' } }));
    await userEvent.click(await screen.findByRole('button', { name: 'Adjust points of Owls' }));
    const dialog = await screen.findByRole('dialog');
    await fill(dialog, '5', 'Best costume');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Adjust points' }));
    expect(await within(dialog).findByText('An event can hold at most 200 adjustments')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Adjust the points of Owls' })).toBeInTheDocument();
  });

  it('lists the adjustments newest first, signed, with the time', async () => {
    renderConsole(hostView('leaderboard', { adjustments: adjusted }));
    const card = await screen.findByRole('region', { name: 'Adjustments' });
    const items = within(within(card).getByRole('list', { name: 'Adjustments' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Ann Player.*Helped the host.*\+50/),
      expect.stringMatching(/^A removed player Player.*Phone under the table.*−1,000/),
      expect.stringMatching(/^Owls Team.*Best costume.*\+250/),
    ]);
    const time = new Intl.DateTimeFormat('en-US', { hour: '2-digit', minute: '2-digit' }).format(new Date(adjusted[0]!.at));
    expect(items[2]).toHaveTextContent(time);
  });

  it('shows no adjustments card before the first one', async () => {
    renderConsole(hostView('lobby'));
    await screen.findByRole('button', { name: 'Adjust points of Owls' });
    expect(screen.queryByRole('region', { name: 'Adjustments' })).not.toBeInTheDocument();
  });

  it('adjusts and lists in French', async () => {
    await act(() => i18n.changeLanguage('fr'));
    renderConsole(hostView('lobby', { adjustments: adjusted }), () => ({ status: 409, body: { error: 'This event has ended' } }));
    const card = await screen.findByRole('region', { name: 'Ajustements' });
    expect(card).toHaveTextContent('Un joueur retiré');
    // Testing Library reads the French narrow no-break space as a plain one.
    expect(card).toHaveTextContent('−1 000');
    await userEvent.click(screen.getByRole('button', { name: 'Ajuster les points de Ann' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ajuster les points de Ann' });
    expect(dialog).toHaveTextContent('Change le total de ce joueur seulement, pas celui de son équipe');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Points à ajouter/ }), '0');
    expect(within(dialog).getByText('Saisissez un nombre différent de 0')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Points à ajouter/ }), '5');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Raison/ }), 'Meilleur costume');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ajuster les points' }));
    expect(await within(dialog).findByText('Cet événement est terminé')).toBeInTheDocument();
    expect(englishLeftovers(ENGLISH)).toEqual([]);
  });
});
