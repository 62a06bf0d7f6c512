// The time left to answer, from the server's deadline: a big number in a ring that empties. While
// the host has paused the question there is no deadline, and the ring says so.
import type { LiveQuestion } from '@quizfest/shared';
import { Box, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { answerMsLeft } from '../../../../lib/live/questionClock';
import { useServerClock } from '../../../../lib/live/useServerClock';
import { Bilingual } from '../Bilingual';

type Props = { question: LiveQuestion; serverNow: () => number };

export function QuestionCountdown({ question, serverNow }: Props) {
  const { t } = useTranslation('screen');
  // Four ticks a second: a second never lingers visibly behind the players' phones.
  const now = useServerClock(serverNow, 250);
  const paused = question.deadline === null;
  // During the quiz's reading time the ring waits, full, at the time limit.
  const msLeft = answerMsLeft(question, now);
  const seconds = Math.ceil(msLeft / 1000);
  const share = Math.min(1, msLeft / Math.max(1, question.timeLimit * 1000));
  const urgent = !paused && seconds <= 5;
  const ring = urgent ? 'var(--mantine-color-red-6)' : 'var(--mantine-color-festival-6)';
  return (
    <Box
      role="timer"
      aria-label={paused ? t('question.paused') : t('question.secondsLeft', { count: seconds })}
      style={{
        flexShrink: 0,
        width: 'clamp(110px, 11vw, 230px)',
        aspectRatio: '1',
        borderRadius: '50%',
        display: 'grid',
        placeItems: 'center',
        background: `conic-gradient(${ring} ${share * 360}deg, var(--mantine-color-default-border) 0deg)`,
      }}
    >
      <Box
        style={{
          width: '84%',
          aspectRatio: '1',
          borderRadius: '50%',
          background: 'var(--mantine-color-body)',
          display: 'grid',
          placeItems: 'center',
        }}
      >
        <Text
          fw={900}
          lh={1}
          c={urgent ? 'red' : undefined}
          ta="center"
          fz={paused ? 'clamp(1.125rem, 1.8vw, 2.5rem)' : 'clamp(2.5rem, 5vw, 6.5rem)'}
          aria-hidden
        >
          {paused ? <Bilingual text={(t) => t('question.paused')} secondarySize="0.8em" /> : seconds}
        </Text>
      </Box>
    </Box>
  );
}
