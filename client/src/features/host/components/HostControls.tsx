import { Button, SimpleGrid } from '@mantine/core';
import type { HostView } from '@quizfest/shared';
import { actionApplies, type ConsoleAction } from '../utils/hostActions';
import { isPaused } from '../utils/countdown';

type Props = {
  live: HostView['live'];
  /** While an action is on its way nothing else is sent: a double tap must not skip a question. */
  busy: boolean;
  onAction: (action: ConsoleAction) => void;
};

/** Every host action, each enabled only in the phases where it applies. */
export function HostControls({ live, busy, onAction }: Props) {
  const paused = live.question ? isPaused(live.question) : false;
  const button = (action: ConsoleAction, label: string, color?: string) => (
    <Button variant="light" color={color} disabled={busy || !actionApplies(action, live)} onClick={() => onAction(action)}>
      {label}
    </Button>
  );
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
      {button('open', 'Open now')}
      {button('start', 'Start')}
      {button('reveal', 'Reveal now')}
      {paused ? button('resume', 'Resume', 'orange') : button('pause', 'Pause', 'orange')}
      {button('skip', 'Skip')}
      {button('leaderboard', 'Leaderboard')}
      {button('next', 'Next')}
      {button('end', 'End', 'red')}
    </SimpleGrid>
  );
}
