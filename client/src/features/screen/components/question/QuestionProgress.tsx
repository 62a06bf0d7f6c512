// Where the quiz stands ('Question 3 of 10'), with room on the right for what the view adds.
import type { LiveQuestion } from '@quizfest/shared';
import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { PointsMultiplierBadge } from '../../../../components/live/PointsMultiplierBadge';
import { SpeedScoringBadge } from '../../../../components/live/SpeedScoringBadge';
import { Bilingual } from '../Bilingual';

export function QuestionProgress({ question, children }: { question: LiveQuestion; children?: ReactNode }) {
  const badges = question.pointsMultiplier !== undefined || question.speedScoring === false;
  return (
    <Group justify="space-between" wrap="nowrap" gap="lg">
      <Group gap="md" wrap="nowrap">
        <Text fw={800} c="festival" fz="clamp(1.125rem, 1.8vw, 2.5rem)" lh={1.1} style={{ whiteSpace: 'nowrap' }}>
          <Bilingual text={(t) => t('question.progress', { number: question.questionIndex + 1, count: question.questionCount })} inline />
        </Text>
        {/* Both badges and the reveal's count are too wide for one line at 1920 px: the badges then
            stack, one above the other, beside the progress rather than under the right-hand text. */}
        {badges && (
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
        )}
      </Group>
      {children}
    </Group>
  );
}
