import { Button, SimpleGrid } from '@mantine/core';
import type { HostView } from '@quizfest/shared';
import { useTranslation } from 'react-i18next';
import { actionApplies, type ConsoleAction } from '../utils/hostActions';
import { isPaused } from '../utils/countdown';

type Props = {
  live: HostView['live'];
  /** The main button's action: not repeated here ('Start' under 'Start the quiz'). */
  main: ConsoleAction | null;
  /** While an action is on its way nothing else is sent: a double tap must not skip a question. */
  busy: boolean;
  /** The main button already leads to the podium (the last question's leaderboard): no second way there. */
  podiumIsNext?: boolean;
  onAction: (action: ConsoleAction) => void;
};

const WRAPPING = { label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.2 } } as const;

/** Every host action but the main one, each enabled only in the phases where it applies. */
export function HostControls({ live, main, busy, podiumIsNext = false, onAction }: Props) {
  const { t } = useTranslation('host');
  const paused = live.question ? isPaused(live.question) : false;
  const button = (action: ConsoleAction, color?: string) =>
    action === main ? null : (
      <Button
        key={action}
        variant="light"
        color={color}
        disabled={busy || !actionApplies(action, live)}
        onClick={() => onAction(action)}
        // A longer label ('Afficher le podium maintenant') takes two lines rather than being cut.
        h="auto"
        mih={36}
        py={6}
        styles={WRAPPING}
      >
        {t(`controls.${action}`)}
      </Button>
    );
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" role="group" aria-label={t('controls.label')}>
      {button('open')}
      {button('start')}
      {button('reveal')}
      {paused ? button('resume', 'orange') : button('pause', 'orange')}
      {button('skip')}
      {button('leaderboard')}
      {button('next')}
      {podiumIsNext ? null : button('podium')}
      {button('end', 'red')}
    </SimpleGrid>
  );
}
