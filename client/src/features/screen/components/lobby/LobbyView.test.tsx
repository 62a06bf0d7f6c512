import type { PublicTeam } from '@quizfest/shared';
import { render as renderPlain, screen, within } from '@testing-library/react';
import { QRCodeSVG } from 'qrcode.react';
import { describe, expect, it } from 'vitest';
import { render } from '../../../../test/render';
import { liveView } from '../../../../test/live/liveFixtures';
import { screenState } from '../../../../test/screen/screenState';
import { LobbyView } from './LobbyView';

const now = () => Date.now();
const id = (n: number) => `${String(n).padStart(8, '0')}-0000-4000-8000-000000000000`;

describe('LobbyView', () => {
  it('puts the join address and the code in the QR code', () => {
    render(
      <LobbyView
        state={screenState({ join: { url: 'http://quiz.example:3000/', reachable: true } })}
        teams={[]}
        waiting={false}
        serverNow={now}
      />,
    );
    expect(screen.getByText('quiz.example:3000')).toBeInTheDocument();
    const expected = renderPlain(<QRCodeSVG value="http://quiz.example:3000/?code=WXYZ" size={420} marginSize={0} />).container;
    const drawn = (root: Element) => [...root.querySelectorAll('path')].map((path) => path.getAttribute('d')).join();
    expect(drawn(screen.getByTitle('QR code to join at quiz.example:3000').closest('svg')!)).toBe(drawn(expected));
  });

  it('invites no one once the host has closed joining, in English and French, and the way to join comes back when it opens', () => {
    const open = screenState({ join: { url: 'http://quiz.example:3000/', reachable: false } });
    const view = (state: typeof open) => <LobbyView state={state} teams={[]} waiting={false} serverNow={now} />;
    const { rerender } = render(view(open));
    // Open: the address, the QR code and the code; the notice's live region is there, empty.
    expect(screen.getByText('quiz.example:3000')).toBeInTheDocument();
    expect(screen.getByTitle('QR code to join at quiz.example:3000')).toBeInTheDocument();
    expect(screen.getByLabelText('Event code W X Y Z')).toHaveTextContent('WXYZ');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();

    rerender(view({ ...open, live: liveView({ joiningClosed: true }) }));
    for (const gone of ['quiz.example:3000', 'WXYZ', 'Join at', 'with the code', 'Rendez-vous sur', 'avec le code']) {
      expect(screen.queryByText(gone)).not.toBeInTheDocument();
    }
    expect(screen.queryByTitle(/^QR code/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Event code/)).not.toBeInTheDocument();
    // Nor the warning about the address: there is no address to reach.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const notice = screen.getByRole('status');
    expect(within(notice).getByText('Joining is closed')).toHaveAttribute('lang', 'en');
    expect(within(notice).getByText('Les inscriptions sont closes')).toHaveAttribute('lang', 'fr');
    expect(within(notice).getByText('Just arrived? Ask the host to let you in')).toHaveAttribute('lang', 'en');
    // French keeps its no-break space before the question mark (the query's default normaliser reads it as a space).
    const askFrench = within(notice).getByText('Vous arrivez ? Demandez à l’animateur de vous laisser entrer');
    expect(askFrench).toHaveAttribute('lang', 'fr');
    expect(askFrench.textContent).toBe('Vous arrivez\u00a0? Demandez à l’animateur de vous laisser entrer');
    // The room still sees who is in.
    expect(screen.getByText('3 players')).toBeInTheDocument();

    rerender(view({ ...open, live: liveView() }));
    expect(screen.getByLabelText('Event code W X Y Z')).toHaveTextContent('WXYZ');
    expect(screen.getByTitle('QR code to join at quiz.example:3000')).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.queryByText('Joining is closed')).not.toBeInTheDocument();
  });

  it('keeps the code off the screen while waiting for the start too, once joining is closed', () => {
    render(
      <LobbyView state={screenState({ live: liveView({ phase: 'waiting', joiningClosed: true }) })} teams={[]} waiting serverNow={now} />,
    );
    expect(screen.queryByText('WXYZ')).not.toBeInTheDocument();
    expect(screen.queryByTitle(/^QR code/)).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Joining is closed');
  });

  it('waits for no one in an empty room once joining is closed', () => {
    const empty = (joiningClosed?: true) =>
      screenState({ players: [], live: liveView({ phase: 'lobby', ...(joiningClosed ? { joiningClosed } : {}) }) });
    const { rerender } = render(<LobbyView state={empty()} teams={[]} waiting={false} serverNow={now} />);
    expect(screen.getByText('Waiting for players to join…')).toBeInTheDocument();
    rerender(<LobbyView state={empty(true)} teams={[]} waiting={false} serverNow={now} />);
    expect(screen.queryByText('Waiting for players to join…')).not.toBeInTheDocument();
    expect(screen.getByText('No players yet')).toBeInTheDocument();
  });

  it('shows every team of a full room, each listing what fits and counting the rest', () => {
    const teams: PublicTeam[] = Array.from({ length: 20 }, (_, t) => ({ id: id(t), name: `Team ${t + 1}`, imageUrl: null, score: 0 }));
    const players = teams.flatMap((team, t) =>
      Array.from({ length: 15 }, (_, p) => ({ name: `Player ${t * 15 + p + 1}`, teamId: team.id })),
    );
    render(
      <LobbyView
        state={screenState({ players, event: { ...screenState().event, teamIds: teams.map((team) => team.id) } })}
        teams={teams}
        waiting={false}
        serverNow={now}
      />,
    );
    expect(screen.getByText('300 players')).toBeInTheDocument();
    for (const team of teams) {
      expect(screen.getByRole('heading', { name: `${team.name} (15)` })).toBeInTheDocument();
      const items = within(screen.getByRole('list', { name: `Players in ${team.name}` })).getAllByRole('listitem');
      // '+N more', and the same in French on its line.
      const more = items.at(-1)!.textContent!.match(/^\+(\d+) more · \+\1 autres?$/);
      const listed = more ? items.length - 1 : items.length;
      expect(listed).toBeGreaterThan(0);
      expect(listed + Number(more?.[1] ?? 0)).toBe(15);
    }
  });
});
