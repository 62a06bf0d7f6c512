import { Accordion, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { HostPlayer, HostScreen, HostView } from '@quizfest/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdjustTarget } from './AdjustPointsModal';
import { HostAdjustments } from './HostAdjustments';
import { PlayersPanel } from './PlayersPanel';
import { ScreensTable } from './ScreensTable';
import { TeamsTable } from './TeamsTable';

type Props = {
  view: Pick<HostView, 'event' | 'live' | 'playerCount' | 'players' | 'teams' | 'screenList' | 'adjustments'>;
  /** The server's clock, for how long ago a screen was seen. */
  now: number;
  onRename: (player: HostPlayer) => void;
  onRemove: (player: HostPlayer) => void;
  onRemoveSeveral: (players: HostPlayer[], done: () => void) => void;
  onAdjust: (target: AdjustTarget) => void;
  onRemoveScreen: (screen: HostScreen, label: string) => void;
};

const ALL = ['players', 'teams', 'screens'];

/**
 * Players, teams and screens: open on a laptop, folded on a phone so the game's controls come first.
 * The host's adjustments follow them, beside the rows they were made from and out of the main
 * action's way.
 */
export function RosterPanels({ view, now, onRename, onRemove, onRemoveSeveral, onAdjust, onRemoveScreen }: Props) {
  const { t } = useTranslation('host');
  const phone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  const [open, setOpen] = useState<string[]>(() => (phone ? [] : ALL));
  return (
    <Stack>
      <Accordion multiple variant="separated" value={open} onChange={setOpen}>
        <Accordion.Item value="players">
          {/* The total, not the list's length: a crowded event's list holds only the most recent players. */}
          <Accordion.Control>{t('roster.players', { total: view.playerCount })}</Accordion.Control>
          <Accordion.Panel>
            <PlayersPanel
              eventId={view.event.id}
              view={view}
              onRename={onRename}
              onRemove={onRemove}
              onRemoveSeveral={onRemoveSeveral}
              onAdjust={onAdjust}
            />
          </Accordion.Panel>
        </Accordion.Item>
        <Accordion.Item value="teams">
          <Accordion.Control>{t('roster.teams', { count: view.teams.length })}</Accordion.Control>
          <Accordion.Panel>
            <TeamsTable teams={view.teams} onAdjust={onAdjust} />
          </Accordion.Panel>
        </Accordion.Item>
        <Accordion.Item value="screens">
          <Accordion.Control>{t('roster.screens', { count: view.screenList.length })}</Accordion.Control>
          <Accordion.Panel>
            <ScreensTable screens={view.screenList} now={now} onRemove={onRemoveScreen} />
          </Accordion.Panel>
        </Accordion.Item>
      </Accordion>
      {view.adjustments?.length ? <HostAdjustments adjustments={view.adjustments} /> : null}
    </Stack>
  );
}
