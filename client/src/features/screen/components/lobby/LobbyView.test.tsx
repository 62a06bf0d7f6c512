import type { PublicTeam } from '@quizfest/shared';
import { render as renderPlain, screen, within } from '@testing-library/react';
import { QRCodeSVG } from 'qrcode.react';
import { describe, expect, it } from 'vitest';
import { render } from '../../../../test/render';
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
