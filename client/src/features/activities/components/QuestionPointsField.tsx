import { Group, SegmentedControl, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PointsMultiplier } from '@quizfest/shared';

type Props = { number: number; value: PointsMultiplier | undefined; onChange: (value: PointsMultiplier) => void };

/**
 * A question's points: normal, double or none (docs/PRODUCT-RULES.md#scoring), shared by both
 * languages like the time limit. A radio group (arrow keys move, a screen reader names the group
 * with the question's number), on one line beside the time limit.
 */
export function QuestionPointsField({ number, value, onChange }: Props) {
  const { t } = useTranslation('manage');
  const options: { value: `${PointsMultiplier}`; label: string }[] = [
    { value: '1', label: t('quiz.points.once') },
    { value: '2', label: t('quiz.points.double') },
    { value: '0', label: t('quiz.points.none') },
  ];
  return (
    <Group gap="xs" wrap="nowrap">
      <Text size="sm" fw={500} aria-hidden>
        {t('quiz.points.label')}
      </Text>
      <SegmentedControl
        size="xs"
        aria-label={t('quiz.points.name', { number })}
        data={options}
        value={String(value ?? 1)}
        onChange={(v) => onChange(Number(v) as PointsMultiplier)}
      />
    </Group>
  );
}
