// The event's code is on the big screen for the whole room to read, and shared beyond it: once the
// room is in, anyone else with it (a prankster, a flood of bots) could still join and crowd the
// leaderboard. This switch lets the host close the event to new players (issue 18), and open it
// again for a latecomer. Players already in still come back (a reload, a phone that slept). It shows
// in every phase but the end, when nobody joins any more; the status bar says when joining is closed.
import { Card, Switch } from '@mantine/core';
import type { HostView } from '@quizfest/shared';
import { useTranslation } from 'react-i18next';
import type { JoiningAction } from '../utils/hostActions';

type Props = {
  live: HostView['live'];
  /** While an action is on its way nothing else is sent. */
  busy: boolean;
  onAction: (action: JoiningAction) => void;
};

export function JoiningSwitch({ live, busy, onAction }: Props) {
  const { t } = useTranslation('host');
  if (live.phase === 'ended') return null;
  // Checked follows the server's view, not the tap: it moves once the server has agreed.
  const open = !live.joiningClosed;
  return (
    <Card withBorder padding="sm">
      {/* Mantine's label element wraps the description too: the name is the label alone, the description describes. */}
      <Switch
        aria-label={t('joining.label')}
        label={t('joining.label')}
        description={open ? t('joining.open') : t('joining.closed')}
        checked={open}
        disabled={busy}
        onChange={(e) => onAction(e.currentTarget.checked ? 'open-joining' : 'close-joining')}
      />
    </Card>
  );
}
