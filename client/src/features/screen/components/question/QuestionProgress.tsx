// Where the quiz stands ('Question 3 of 10'), with room on the right for what the view adds.
import { isMultipleSelect, isNumeric, isOrdering, isPoll, questionNumbering, type LiveQuestion } from '@quizfest/shared';
import { Badge, Group, Text } from '@mantine/core';
import { IconChartBar, IconCheckbox, IconListNumbers, IconTarget } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { PointsMultiplierBadge } from '../../../../components/live/PointsMultiplierBadge';
import { SpeedScoringBadge } from '../../../../components/live/SpeedScoringBadge';
import { StreakBonusBadge } from '../../../../components/live/StreakBonusBadge';
import { TeamScoringBadge } from '../../../../components/live/TeamScoringBadge';
import { Bilingual } from '../Bilingual';

export function QuestionProgress({ question, children }: { question: LiveQuestion; children?: ReactNode }) {
  const poll = isPoll(question.type);
  const several = isMultipleSelect(question.type);
  const numeric = isNumeric(question.type);
  const ordering = isOrdering(question.type);
  const badges =
    several ||
    numeric ||
    ordering ||
    question.pointsMultiplier !== undefined ||
    question.speedScoring === false ||
    question.streakBonus === true ||
    question.teamScoring === 'total';
  return (
    <Group justify="space-between" wrap="nowrap" gap="lg">
      <Group gap="md" wrap="nowrap">
        <Text fw={800} c="festival" fz="clamp(1.125rem, 1.8vw, 2.5rem)" lh={1.1} style={{ whiteSpace: 'nowrap' }}>
          <Bilingual text={(t) => t('question.progress', questionNumbering(question))} inline />
        </Text>
        {/* A poll scores no one: its badge says so, and no points, speed, streak or team badge says
            otherwise. Several right answers, an estimate and put in order have a badge of their own
            beside those, which still apply to them.
            Two badges and the reveal's count are too wide for one line at 1920 px: the badges
            then stack, one above the other, beside the progress rather than under the right-hand text. */}
        {poll ? (
          <KindBadge icon={<IconChartBar size="1.2em" stroke={2} aria-hidden="true" />} textKey="question.poll" />
        ) : (
          badges && (
            <Group gap="md" style={{ rowGap: 'var(--mantine-spacing-xs)' }}>
              {/* An icon no other page imports, so that it stays in this page's chunk: one two pages
                  import becomes a file of its own, which the entry every page loads must list. */}
              {several && <KindBadge icon={<IconCheckbox size="1.2em" stroke={2} aria-hidden="true" />} textKey="question.several" />}
              {numeric && <KindBadge icon={<IconTarget size="1.2em" stroke={2} aria-hidden="true" />} textKey="question.estimate" />}
              {ordering && <KindBadge icon={<IconListNumbers size="1.2em" stroke={2} aria-hidden="true" />} textKey="question.ordering" />}
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
              <StreakBonusBadge
                streakBonus={question.streakBonus}
                size="xl"
                label={<Bilingual text={(t) => t('question.streakBonus')} inline />}
              />
              <TeamScoringBadge
                teamScoring={question.teamScoring}
                size="xl"
                label={<Bilingual text={(t) => t('question.teamTotal')} inline />}
              />
            </Group>
          )
        )}
      </Group>
      {children}
    </Group>
  );
}

/** The kind of question, when it is not the usual one, in both languages beside its icon. */
function KindBadge({
  icon,
  textKey,
}: {
  icon: ReactNode;
  textKey: 'question.poll' | 'question.several' | 'question.estimate' | 'question.ordering';
}) {
  return (
    <Badge size="xl" color="festival" leftSection={icon} style={{ flexShrink: 0 }}>
      <Bilingual text={(t) => t(textKey)} inline />
    </Badge>
  );
}
