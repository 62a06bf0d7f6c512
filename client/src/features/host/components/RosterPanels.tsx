import { Accordion } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { HostPlayer, HostView } from '@quizfest/shared';
import { useState } from 'react';
import { PlayersTable } from './PlayersTable';
import { TeamsTable } from './TeamsTable';

type Props = {
  view: Pick<HostView, 'players' | 'teams'>;
  onRename: (player: HostPlayer) => void;
  onRemove: (player: HostPlayer) => void;
};

const ALL = ['players', 'teams'];

/** Players and teams: open on a laptop, folded on a phone so the game's controls come first. */
export function RosterPanels({ view, onRename, onRemove }: Props) {
  const phone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  const [open, setOpen] = useState<string[]>(() => (phone ? [] : ALL));
  return (
    <Accordion multiple variant="separated" value={open} onChange={setOpen}>
      <Accordion.Item value="players">
        <Accordion.Control>{`Players (${view.players.length})`}</Accordion.Control>
        <Accordion.Panel>
          <PlayersTable players={view.players} teams={view.teams} onRename={onRename} onRemove={onRemove} />
        </Accordion.Panel>
      </Accordion.Item>
      <Accordion.Item value="teams">
        <Accordion.Control>{`Teams (${view.teams.length})`}</Accordion.Control>
        <Accordion.Panel>
          <TeamsTable teams={view.teams} players={view.players} />
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
