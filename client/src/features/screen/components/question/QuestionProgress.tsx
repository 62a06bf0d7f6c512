// Where the quiz stands ('Question 3 of 10'), with room on the right for what the view adds.
import { isPoll, type LiveQuestion } from '@quizfest/shared';
import { Badge, Group, Text } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { PointsMultiplierBadge } from '../../../../components/live/PointsMultiplierBadge';
import { SpeedScoringBadge } from '../../../../components/live/SpeedScoringBadge';
import { Bilingual } from '../Bilingual';

export function QuestionProgress({ question, children }: { question: LiveQuestion; children?: ReactNode }) {
  const poll = isPoll(question.type);
  const badges = question.pointsMultiplier !== undefined || question.speedScoring === false;
  return (
    <Group justify="space-between" wrap="nowrap" gap="lg">
      <Group gap="md" wrap="nowrap">
        <Text fw={800} c="festival" fz="clamp(1.125rem, 1.8vw, 2.5rem)" lh={1.1} style={{ whiteSpace: 'nowrap' }}>
          <Bilingual text={(t) => t('question.progress', { number: question.questionIndex + 1, count: question.questionCount })} inline />
        </Text>
        {/* A poll scores no one: its badge says so, and no points or speed badge says otherwise.
            Both of those and the reveal's count are too wide for one line at 1920 px: the badges
            then stack, one above the other, beside the progress rather than under the right-hand text. */}
        {poll ? (
          <Badge
            size="xl"
            color="festival"
            leftSection={<IconChartBar size="1.2em" stroke={2} aria-hidden="true" />}
            style={{ flexShrink: 0 }}
          >
            <Bilingual text={(t) => t('question.poll')} inline />
          </Badge>
        ) : (
          badges && (
            <Group gap="md" style={{ rowGap: 'var(--mantine-spacing-xs)' }}>
              <PointsMultiplierBadge
                multiplier={question.pointsMultiplier}
                size="xl"
                label={(m) => <Bilingual text={(t) => (m === 2 ? t('question.doublePoints') : t('question.noPoints'))} inline />}
              />
              <SpeedScoringBadge
                speedScoring={question.speedScoring}
                size="xl"
                label={<Bilingual text={(t) => t('question.speedDoesNotCount')} inline />}
              />
            </Group>
          )
        )}
      </Group>
      {children}
    </Group>
  );
}
