// A hands-free quiz (issue 20) runs the night by itself: each question closes at its deadline, its
// answer shows for the quiz's seconds, then the leaderboard as long, then the next question opens.
// This row says where that stands (when the night goes on, held, or the host driving) and lets the
// host hold the next step, let it go on, take the night over or hand it back. The console's other
// buttons keep working meanwhile: Next pressed early simply goes on sooner.
import { Button, Card, Group, Text } from '@mantine/core';
import type { HostView } from '@quizfest/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { secondsUntil } from '../../../lib/live/autoStep';
import { useServerClock } from '../../../lib/live/useServerClock';
import type { HandsFreeAction } from '../utils/hostActions';

type Props = {
  handsFree: NonNullable<HostView['handsFree']>;
  live: HostView['live'];
  serverNow: () => number;
  /** While an action is on its way nothing else is sent. */
  busy: boolean;
  onAction: (action: HandsFreeAction) => void;
};

export function HandsFreePanel({ handsFree, live, serverNow, busy, onAction }: Props) {
  const { t } = useTranslation('host');
  const step = handsFree.on ? live.autoStep : undefined;
  const button = (action: HandsFreeAction, label: string, color?: string) => (
    <Button variant="light" color={color} disabled={busy} onClick={() => onAction(action)}>
      {label}
    </Button>
  );
  let status: ReactNode;
  if (!handsFree.on) status = t('handsFree.driving');
  else if (step?.at) status = <NextStepIn at={step.at} serverNow={serverNow} />;
  else if (step) status = t('handsFree.held');
  else if (live.phase === 'question') status = t('handsFree.questionCloses');
  else status = t('handsFree.runs');
  return (
    <Card withBorder padding="sm" role="group" aria-label={t('handsFree.label')}>
      <Group justify="space-between" gap="xs">
        <Text fw={600} c={step && !step.at ? 'orange' : undefined}>
          {status}
        </Text>
        <Group gap="xs">
          {/* Hold and Go on act on the next automatic step: at a reveal or leaderboard that goes on by itself. */}
          {step ? (step.at ? button('pause', t('handsFree.hold'), 'orange') : button('resume', t('handsFree.goOn'), 'orange')) : null}
          {handsFree.on ? button('take-over', t('handsFree.takeOver')) : button('hand-back', t('handsFree.handBack'))}
        </Group>
      </Group>
    </Card>
  );
}

/** The seconds left on the server's clock, ticking on their own so that the console around them stays still. */
function NextStepIn({ at, serverNow }: { at: string; serverNow: () => number }) {
  const { t } = useTranslation('host');
  const now = useServerClock(serverNow, 250);
  return <>{t('handsFree.nextIn', { seconds: secondsUntil(at, now) })}</>;
}
