import { Text } from '@mantine/core';
import type { LiveQuestion } from '@quizfest/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { answerMsLeft, readingMsLeft } from '../../../lib/live/questionClock';
import { formatCountdown, isPaused } from '../utils/countdown';

type Props = { question: LiveQuestion; serverNow: () => number };

/**
 * The server's deadline on the server's clock; a paused question shows what was left. During the
 * quiz's reading time it counts down to the answers opening, then the time limit.
 */
export function QuestionCountdown({ question, serverNow }: Props) {
  const { t } = useTranslation('host');
  const [now, setNow] = useState(serverNow);
  const paused = isPaused(question);

  useEffect(() => {
    setNow(serverNow());
    if (paused) return;
    const timer = setInterval(() => setNow(serverNow()), 250);
    return () => clearInterval(timer);
  }, [question.deadline, paused, serverNow]);

  const reading = readingMsLeft(question, now);
  const left = answerMsLeft(question, now);
  if (reading > 0 && !paused) {
    return (
      <Text fz={28} fw={800} c="blue" aria-label={t('countdown.readingLabel')}>
        {t('countdown.reading', { time: formatCountdown(reading) })}
      </Text>
    );
  }
  if (paused) {
    return (
      <Text fz={28} fw={800} c="orange" aria-live="polite">
        {t('countdown.paused', { time: formatCountdown(left) })}
      </Text>
    );
  }
  return (
    <Text fz={28} fw={800} c={left <= 5000 ? 'red' : undefined} aria-label={t('countdown.timeLeft')}>
      {left > 0 ? formatCountdown(left) : t('countdown.timesUp')}
    </Text>
  );
}
